import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ZRoleChange, ZStatusChange, type IamUser } from '../../../../shared/iam.contracts';
import { PROFILE_STATUSES, ROLE_LABELS, type ProfileStatus, type Role } from '../../../../shared/roles';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { EnumSelectField, FormWithFooter, labelledOptions, ReasonField, useAppForm } from '../../../components/form';
import { useChangeUserRole, useChangeUserStatus } from '../user-writes';
import { STATUS_LABELS } from './badges';

type Target = Pick<IamUser, 'id' | 'fullName' | 'email' | 'role' | 'status'>;

/** Access shrinks when a head-office role is lost or a franchisee becomes a plain user. */
const RANK: Record<Role, number> = { franchisor: 3, admin: 2, franchisee: 1, user: 0 };

/** "Change role": the roles this actor may grant; the server signs the user out when access shrinks. */
export function ChangeRoleDialog({
  user,
  roles,
  open,
  onOpenChange,
}: {
  user: Target;
  roles: Role[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Change role"
      description={`${user.fullName || user.email} is now ${ROLE_LABELS[user.role]}. The change applies at once.`}
    >
      {open ? <RoleForm user={user} roles={roles} onDone={() => onOpenChange(false)} /> : null}
    </DialogShell>
  );
}

function RoleForm({ user, roles, onDone }: { user: Target; roles: Role[]; onDone: () => void }) {
  const change = useChangeUserRole();
  const choices = roles.filter((r) => r !== user.role);
  const form = useAppForm(ZRoleChange, { role: (choices[0] ?? '') as Role | '' }, { labels: { role: 'role' } });
  const role = useWatch({ control: form.control, name: 'role' });
  const shrinks = role !== '' && RANK[role] < RANK[user.role];

  const submit = form.submit(async (input) => {
    await change.mutateAsync({ id: user.id, role: input.role });
    toast.success('Role changed', { description: `${user.fullName || user.email} is now ${ROLE_LABELS[input.role]}.` });
    onDone();
  }, 'The role could not be changed.');

  return (
    <FormWithFooter
      form={form}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel="Change role"
      pendingLabel="Changing…"
      pending={change.isPending}
      disabled={!role}
    >
      <div className="grid gap-2">
        <EnumSelectField
          control={form.control}
          name="role"
          label="New role"
          required
          placeholder={choices.length === 0 ? 'No other role you may grant' : undefined}
          options={labelledOptions(choices, ROLE_LABELS)}
        />
        {shrinks ? (
          <p className="text-sm text-warning" role="status">
            Their access shrinks: they are signed out of every device and sign in again with the new role.
          </p>
        ) : null}
      </div>
    </FormWithFooter>
  );
}

/** "Change status": active, inactive or suspended; disabling asks for a reason and ends their sessions. */
export function ChangeStatusDialog({ user, open, onOpenChange }: { user: Target; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Change status"
      description={`${user.fullName || user.email} is ${STATUS_LABELS[user.status].toLowerCase()}. The change applies at once.`}
    >
      {open ? <StatusForm user={user} onDone={() => onOpenChange(false)} /> : null}
    </DialogShell>
  );
}

/** Disabling an account needs a reason for the audit log; the contract leaves it optional for the API. */
const ZStatusForm = ZStatusChange.refine((v) => v.status === 'active' || Boolean(v.reason), {
  path: ['reason'],
  message: 'Give a reason: it is kept in the audit log.',
});

function StatusForm({ user, onDone }: { user: Target; onDone: () => void }) {
  const change = useChangeUserStatus();
  const choices = PROFILE_STATUSES.filter((s) => s !== user.status);
  const form = useAppForm(
    ZStatusForm,
    { status: choices[0] as ProfileStatus, reason: '' },
    { labels: { status: 'status', reason: 'reason' }, toInput: (v) => ({ status: v.status, reason: v.reason.trim() || undefined }) },
  );
  const status = useWatch({ control: form.control, name: 'status' });
  const disabling = status !== 'active';

  const submit = form.submit(async (input) => {
    await change.mutateAsync({ id: user.id, status: input.status, reason: input.reason });
    toast.success('Status changed', { description: `${user.fullName || user.email} is now ${STATUS_LABELS[input.status].toLowerCase()}.` });
    onDone();
  }, 'The status could not be changed.');

  return (
    <FormWithFooter
      form={form}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={disabling ? `Make ${STATUS_LABELS[status].toLowerCase()}` : 'Make active'}
      pendingLabel="Saving…"
      pending={change.isPending}
      variant={disabling ? 'destructive' : 'default'}
    >
      <div className="grid gap-2">
        <EnumSelectField control={form.control} name="status" label="New status" options={labelledOptions(choices, STATUS_LABELS)} />
        {disabling ? (
          <p className="text-sm text-warning" role="status">
            They are signed out everywhere and cannot sign in until an administrator makes the account active again.
          </p>
        ) : null}
      </div>
      <ReasonField control={form.control} name="reason" label={disabling ? 'Reason' : 'Reason (optional)'} aria-required={disabling} />
    </FormWithFooter>
  );
}
