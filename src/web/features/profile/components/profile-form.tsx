import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZProfileUpdate } from '../../../../shared/auth.contracts';
import { PROFILE_MESSAGES } from '../../../../shared/errors';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, defaultFieldMessages } from '../../../lib/form-errors';
import { useUpdateProfile } from '../update-profile';

// The shared contract makes fullName optional (PATCH); this form always sends it.
const ZNameForm = z.object({ fullName: ZProfileUpdate.shape.fullName.unwrap() });
const LABELS = { fullName: 'full name' };

export function ProfileForm({ fullName }: { fullName: string }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ZNameForm, defaultFieldMessages(LABELS)),
    values: { fullName },
  });

  const submit = form.handleSubmit((values) =>
    update.mutate(values, { onError: (error) => applyServerFieldErrors(error, form.setError, LABELS) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
      {update.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(update.error, PROFILE_MESSAGES.UPDATE_FAILED)}</AlertDescription>
        </Alert>
      ) : null}
      <FormField
        id="profile-full-name"
        label="Full name"
        autoComplete="name"
        error={form.formState.errors.fullName?.message}
        {...form.register('fullName')}
      />
      <div>
        <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
