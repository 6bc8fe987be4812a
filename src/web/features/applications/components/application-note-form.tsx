import { toast } from 'sonner';
import { ZApplicationNote } from '../../../../shared/applications.contracts';
import { FormBody } from '../../../components/form/dialog-form';
import { TextareaField } from '../../../components/form/textarea-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/button';
import { useAddApplicationNote } from '../application-writes';

/** A note on the application's timeline (head office only; the applicant never sees it). */
export function ApplicationNoteForm({ applicationId }: { applicationId: string }) {
  const add = useAddApplicationNote();
  const form = useAppForm(ZApplicationNote, { body: '' }, { labels: { body: 'note' } });
  return (
    <FormBody
      label="Add a note"
      formError={form.formError}
      className="grid gap-3"
      onSubmit={form.submit(async ({ body }) => {
        await add.mutateAsync({ id: applicationId, body });
        form.reset({ body: '' });
        toast.success('Note added');
      }, 'The note could not be saved.')}
    >
      <TextareaField control={form.control} name="body" label="Note" rows={3} maxLength={2000} hint="Only head office sees notes." />
      <div>
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add note'}
        </Button>
      </div>
    </FormBody>
  );
}
