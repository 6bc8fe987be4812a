import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { INVITATION_VALID_DAYS, ZInvitationCreate, type Invitation } from '../../../../shared/iam.contracts';
import { ROLE_LABELS, type Role } from '../../../../shared/roles';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field, FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, defaultFieldMessages } from '../../../lib/form-errors';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Invite user</DialogTitle>
          <DialogDescription>
            They receive an e-mail with a link to set their password, valid for {INVITATION_VALID_DAYS} days.
          </DialogDescription>
        </DialogHeader>
        {open ? <InviteForm roles={roles} pending={pending} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ roles, pending, onDone }: { roles: Role[]; pending: Invitation[]; onDone: () => void }) {
  const id = useId();
  const create = useCreateInvitation();
  const form = useForm({
    resolver: zodResolver(ZInvitationCreate, defaultFieldMessages(LABELS)),
    defaultValues: { email: '', fullName: '', role: roles.includes('franchisee') ? 'franchisee' : roles[0], locationIds: [] as string[] },
  });
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

  const submit = form.handleSubmit((values) => {
    const body = {
      ...values,
      fullName: values.fullName?.trim() || undefined,
      locationIds: values.role === 'franchisee' ? values.locationIds : [],
    };
    create.mutate(body, {
      onSuccess: (invitation) => {
        toast.success('Invitation sent', { description: invitation.email });
        onDone();
      },
      onError: (error) => applyServerFieldErrors(error, form.setError, LABELS),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Invite user">
      {create.isError ? (
        <Alert variant="destructive">
          <AlertDescription data-testid="invite-error">{errorMessage(create.error, 'The invitation could not be sent.')}</AlertDescription>
        </Alert>
      ) : null}
      <FormField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id={`${id}-name`}
        label="Full name"
        autoComplete="off"
        maxLength={120}
        hint="Optional: they can change it when they accept."
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <Field id={`${id}-role`} label="Role" error={errors.role?.message}>
        {(aria) => (
          <Select {...aria} {...form.register('role')}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {role === 'franchisee' ? (
        locations.isPending ? (
          <div aria-busy="true" aria-label="Loading locations" className="h-28 animate-pulse rounded-md bg-muted" />
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
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </DialogFooter>
    </form>
  );
}
