import { z } from 'zod';
import { ZProfileUpdate } from '../../../../shared/auth.contracts';
import { PROFILE_MESSAGES } from '../../../../shared/errors';
import { Button } from '../../../components/ui/button';
import { FormBody, TextField, useAppForm } from '../../../components/form';
import { useUpdateProfile } from '../update-profile';

// The shared contract makes fullName optional (PATCH); this form always sends it.
const ZNameForm = z.object({ fullName: ZProfileUpdate.shape.fullName.unwrap() });
const LABELS = { fullName: 'full name' };

export function ProfileForm({ fullName }: { fullName: string }) {
  const update = useUpdateProfile();
  const form = useAppForm(ZNameForm, { fullName }, { labels: LABELS, values: { fullName } });
  const submit = form.submit((values) => update.mutateAsync(values), PROFILE_MESSAGES.UPDATE_FAILED);

  return (
    <FormBody onSubmit={submit} formError={form.formError} className="grid max-w-md gap-4">
      <TextField control={form.control} name="fullName" label="Full name" autoComplete="name" />
      <div>
        <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </FormBody>
  );
}
