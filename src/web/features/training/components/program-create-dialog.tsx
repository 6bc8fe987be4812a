import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ZProgramInput, type ProgramInput } from '../../../../shared/training.contracts';
import { paths } from '../../../../shared/routes';
import { FormDialog, EnumSelectField, TextField, TextareaField, useAppForm, whileOpen } from '../../../components/form';
import { useCreateProgram } from '../program-writes';

interface ProgramFormValues {
  brandId: string;
  title: string;
  description: string;
  dueWithinDays: string;
}

const LABELS = { brandId: 'brand', title: 'title', description: 'description', dueWithinDays: 'due within days' };

/** "New programme": a draft for a brand; head office then adds its modules on the programme's page. */
export const ProgramCreateDialog = whileOpen(ProgramCreateForm);

function ProgramCreateForm({ brands, onClose }: { brands: { id: string; name: string }[]; onClose: () => void }) {
  const create = useCreateProgram();
  const navigate = useNavigate();
  const form = useAppForm<ProgramFormValues, ProgramInput>(
    ZProgramInput,
    { brandId: brands.length === 1 ? brands[0].id : '', title: '', description: '', dueWithinDays: '30' },
    { labels: LABELS },
  );
  const submit = form.submit(async (input) => {
    const program = await create.mutateAsync(input);
    toast.success('Programme created', { description: `${program.title} · ${program.brandName}` });
    onClose();
    void navigate(paths.trainingProgram(program.id));
  }, 'The programme could not be created.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="New training programme"
      description="It starts as a draft: add modules and lessons, then publish it to the brand's franchisees."
      onSubmit={submit}
      submitLabel="Create programme"
      pendingLabel="Creating…"
    >
      <EnumSelectField
        control={form.control}
        name="brandId"
        label="Brand"
        placeholder="Choose a brand…"
        options={brands.map((b) => ({ value: b.id, label: b.name }))}
      />
      <TextField control={form.control} name="title" label="Title" maxLength={160} />
      <TextareaField control={form.control} name="description" label="Description" rows={3} maxLength={2000} />
      <TextField
        control={form.control}
        name="dueWithinDays"
        label="Due within (days)"
        inputMode="numeric"
        hint="A learner is overdue when not finished this many days after first opening the programme."
        inputClassName="max-w-32"
      />
    </FormDialog>
  );
}
