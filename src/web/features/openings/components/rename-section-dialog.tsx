import { z } from 'zod';
import { ZOpeningTemplateItem } from '../../../../shared/openings.contracts';
import { FormDialog, TextField, useAppForm, whileOpen } from '../../../components/form';

/** The section field of the item contract, alone: a renamed section obeys the same limit as each item's. */
const ZSectionName = z.object({ section: ZOpeningTemplateItem.shape.section });

/** Renames a section of the draft (every item that names it); the name of another section merges the two. */
function RenameSectionForm({ section, onRename, onClose }: { section: string; onRename: (to: string) => void; onClose: () => void }) {
  const form = useAppForm<{ section: string }, { section: string }>(ZSectionName, { section }, { labels: { section: 'section' } });
  const submit = form.submit(async ({ section: to }) => {
    onRename(to);
    onClose();
  }, 'The section could not be renamed.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Rename ${section}`}
      description="Kept in the draft until you save the template."
      onSubmit={submit}
      submitLabel="Rename"
      pendingLabel="Renaming…"
    >
      <TextField control={form.control} name="section" label="Section name" maxLength={80} />
    </FormDialog>
  );
}
export const RenameSectionDialog = whileOpen(RenameSectionForm);
