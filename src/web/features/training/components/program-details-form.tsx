import { toast } from 'sonner';
import { ZProgramUpdate, type AuthoringProgram, type ProgramUpdate } from '../../../../shared/training.contracts';
import { EnumSelectField, FormBody, FormFooter, TextField, TextareaField, useAppForm } from '../../../components/form';
import { useUpdateProgram } from '../program-writes';

interface DetailsValues {
  title: string;
  description: string;
  brandId: string;
  dueWithinDays: string;
}
const LABELS = { title: 'title', description: 'description', brandId: 'brand', dueWithinDays: 'due within days' };

const valuesOf = (p: AuthoringProgram): DetailsValues => ({
  title: p.title,
  description: p.description,
  brandId: p.brandId,
  dueWithinDays: String(p.dueWithinDays),
});

/** The programme's title, description, brand and due days; read-only for admin and while archived. */
export function ProgramDetailsForm({
  program,
  brands,
  readOnly,
}: {
  program: AuthoringProgram;
  brands: { id: string; name: string }[];
  readOnly: boolean;
}) {
  const update = useUpdateProgram();
  const form = useAppForm<DetailsValues, ProgramUpdate>(ZProgramUpdate, valuesOf(program), { labels: LABELS });
  const submit = form.submit(async (patch) => {
    const saved = await update.mutateAsync({ id: program.id, patch });
    form.reset(valuesOf(saved));
    toast.success('Programme saved', { description: saved.title });
  }, 'The programme could not be saved.');
  const brandOptions = brands.some((b) => b.id === program.brandId)
    ? brands
    : [{ id: program.brandId, name: program.brandName }, ...brands];
  return (
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      label="Programme details"
      footer={
        readOnly ? null : (
          <FormFooter
            submitLabel="Save details"
            pendingLabel="Saving…"
            pending={form.formState.isSubmitting}
            disabled={!form.formState.isDirty}
          />
        )
      }
    >
      <fieldset disabled={readOnly} className="grid gap-4">
        <legend className="sr-only">Details</legend>
        <div className="grid items-start gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <TextField control={form.control} name="title" label="Title" maxLength={160} />
          <EnumSelectField
            control={form.control}
            name="brandId"
            label="Brand"
            options={brandOptions.map((b) => ({ value: b.id, label: b.name }))}
          />
          <TextField control={form.control} name="dueWithinDays" label="Due within (days)" inputMode="numeric" />
        </div>
        <TextareaField control={form.control} name="description" label="Description" rows={3} maxLength={2000} />
      </fieldset>
    </FormBody>
  );
}
