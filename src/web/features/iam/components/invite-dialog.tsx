import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { INVITATION_VALID_DAYS, ZInvitationCreate, type Invitation } from '../../../../shared/iam.contracts';
import { ROLE_LABELS, type Role } from '../../../../shared/roles';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { EnumSelectField, FormBody, FormError, FormFooter, labelledOptions, TextField, useAppForm } from '../../../components/form';
import { useAllLocations } from '../../../lib/queries/get-locations';
import { useCreateInvitation } from '../invitations';
import { LocationMultiSelect, type LocationOption } from './location-multi-select';

const LABELS = { email: 'email', fullName: 'full name', role: 'role', locationIds: 'locations' };

/** "Invite user": e-mail, name, role and (for franchisees) unowned locations; the link is valid 7 days. */
export function InviteDialog({
  open,
  onOpenChange,
  roles,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Roles the inviter may grant. */
  roles: Role[];
  /** Invitations still waiting, to mark the locations they already promise. */
  pending: Invitation[];
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Invite user"
      description={`They receive an e-mail with a link to set their password, valid for ${INVITATION_VALID_DAYS} days.`}
      className="sm:max-w-xl"
    >
      {open ? <InviteForm roles={roles} pending={pending} onDone={() => onOpenChange(false)} /> : null}
    </DialogShell>
  );
}

function InviteForm({ roles, pending, onDone }: { roles: Role[]; pending: Invitation[]; onDone: () => void }) {
  const create = useCreateInvitation();
  const form = useAppForm(
    ZInvitationCreate,
    { email: '', fullName: '', role: roles.includes('franchisee') ? 'franchisee' : roles[0], locationIds: [] as string[] },
    { labels: LABELS },
  );
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const locations = useAllLocations(role === 'franchisee');

  const promised = useMemo(() => {
    const map = new Map<string, string>();
    for (const inv of pending) for (const l of inv.locations) map.set(l.id, inv.email);
    return map;
  }, [pending]);
  const options: LocationOption[] = useMemo(
    () =>
      (locations.data ?? [])
        .filter((l) => l.ownerId === null)
        .map((l) => ({
          id: l.id,
          code: l.code,
          name: l.name,
          brandName: l.brandName,
          note: promised.has(l.id) ? `In a pending invitation to ${promised.get(l.id)}` : l.city,
        })),
    [locations.data, promised],
  );

  const submit = form.submit(async (values) => {
    const body = {
      ...values,
      fullName: values.fullName?.trim() || undefined,
      locationIds: values.role === 'franchisee' ? values.locationIds : [],
    };
    const invitation = await create.mutateAsync(body);
    toast.success('Invitation sent', { description: invitation.email });
    onDone();
  }, 'The invitation could not be sent.');

  return (
    <FormBody
      onSubmit={submit}
      label="Invite user"
      footer={<FormFooter onCancel={onDone} submitLabel="Send invitation" pendingLabel="Sending…" pending={create.isPending} />}
    >
      <FormError message={form.formError} testId="invite-error" />
      <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" />
      <TextField
        control={form.control}
        name="fullName"
        label="Full name"
        autoComplete="off"
        maxLength={120}
        hint="Optional: they can change it when they accept."
      />
      <EnumSelectField control={form.control} name="role" label="Role" options={labelledOptions(roles, ROLE_LABELS)} />
      {role === 'franchisee' ? (
        locations.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading locations" className="h-28 animate-pulse rounded-md bg-muted" />
        ) : (
          <Controller
            control={form.control}
            name="locationIds"
            render={({ field }) => (
              <LocationMultiSelect
                label="Locations"
                options={options}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.locationIds?.message}
                hint="Only locations without an owner are listed."
                emptyText="Every location already has an owner. Add one in the Network tab."
              />
            )}
          />
        )
      ) : null}
    </FormBody>
  );
}
