import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { IamUser } from '../../../../shared/iam.contracts';
import { PROFILE_STATUSES, ROLE_LABELS, type ProfileStatus, type Role } from '../../../../shared/roles';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change role</DialogTitle>
          <DialogDescription>
            {user.fullName || user.email} is now {ROLE_LABELS[user.role]}. The change applies at once.
          </DialogDescription>
        </DialogHeader>
        {open ? <RoleForm user={user} roles={roles} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RoleForm({ user, roles, onDone }: { user: Target; roles: Role[]; onDone: () => void }) {
  const id = useId();
  const change = useChangeUserRole();
  const choices = roles.filter((r) => r !== user.role);
  const [role, setRole] = useState<Role | ''>(choices[0] ?? '');
  const shrinks = role !== '' && RANK[role] < RANK[user.role];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!role) return;
    change.mutate(
      { id: user.id, role },
      {
        onSuccess: () => {
          toast.success('Role changed', { description: `${user.fullName || user.email} is now ${ROLE_LABELS[role]}.` });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-role`}>New role</Label>
        <Select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as Role)} required>
          {choices.length === 0 ? <option value="">No other role you may grant</option> : null}
          {choices.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </Select>
        {shrinks ? (
          <p className="text-sm text-warning" role="status">
            Their access shrinks: they are signed out of every device and sign in again with the new role.
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending || !role}>
          {change.isPending ? 'Changing…' : 'Change role'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Change status": active, inactive or suspended; disabling asks for a reason and ends their sessions. */
export function ChangeStatusDialog({ user, open, onOpenChange }: { user: Target; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change status</DialogTitle>
          <DialogDescription>
            {user.fullName || user.email} is {STATUS_LABELS[user.status].toLowerCase()}. The change applies at once.
          </DialogDescription>
        </DialogHeader>
        {open ? <StatusForm user={user} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StatusForm({ user, onDone }: { user: Target; onDone: () => void }) {
  const id = useId();
  const change = useChangeUserStatus();
  const choices = PROFILE_STATUSES.filter((s) => s !== user.status);
  const [status, setStatus] = useState<ProfileStatus>(choices[0]);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const disabling = status !== 'active';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabling && !reason.trim()) {
      setReasonError('Give a reason: it is kept in the audit log.');
      return;
    }
    change.mutate(
      { id: user.id, status, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast.success('Status changed', { description: `${user.fullName || user.email} is now ${STATUS_LABELS[status].toLowerCase()}.` });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-status`}>New status</Label>
        <Select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as ProfileStatus)}>
          {choices.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
        {disabling ? (
          <p className="text-sm text-warning" role="status">
            They are signed out everywhere and cannot sign in until an administrator makes the account active again.
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>{disabling ? 'Reason' : 'Reason (optional)'}</Label>
        <Textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={500}
          value={reason}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
          aria-required={disabling}
          onChange={(e) => {
            setReason(e.target.value);
            if (reasonError) setReasonError(null);
          }}
        />
        {reasonError ? (
          <p id={`${id}-reason-error`} className="text-sm text-destructive">
            {reasonError}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant={disabling ? 'destructive' : 'default'} disabled={change.isPending}>
          {change.isPending ? 'Saving…' : disabling ? `Make ${STATUS_LABELS[status].toLowerCase()}` : 'Make active'}
        </Button>
      </DialogFooter>
    </form>
  );
}
