import { toast } from 'sonner';
import { ZModuleInput, type AuthoringModule } from '../../../../shared/training.contracts';
import { FormDialog, TextField, TextareaField, useAppForm, saveLabels, whileOpen } from '../../../components/form';
import { useCreateModule, useUpdateModule } from '../module-writes';

interface ModuleFormValues {
  title: string;
  description: string;
  estimatedMinutes: string;
  passMarkPercent: string;
}
type ModuleOut = ReturnType<typeof ZModuleInput.parse>;

const LABELS = { title: 'title', description: 'description', estimatedMinutes: 'estimated minutes', passMarkPercent: 'pass mark' };
const toInput = (v: ModuleFormValues) => ({ ...v, passMarkPercent: v.passMarkPercent.trim() === '' ? null : v.passMarkPercent });

/** Add a module at the end of the programme (module null) or edit one: title, description, minutes, quiz pass mark. */
export const ModuleDialog = whileOpen(ModuleForm);

function ModuleForm({ programId, module, onClose }: { programId: string; module: AuthoringModule | null; onClose: () => void }) {
  const create = useCreateModule();
  const update = useUpdateModule();
  const form = useAppForm<ModuleFormValues, ModuleOut>(
    ZModuleInput,
    module
      ? {
          title: module.title,
          description: module.description,
          estimatedMinutes: String(module.estimatedMinutes),
          passMarkPercent: module.passMarkPercent === null ? '' : String(module.passMarkPercent),
        }
      : { title: '', description: '', estimatedMinutes: '10', passMarkPercent: '' },
    { labels: LABELS, toInput },
  );
  const submit = form.submit(async (input) => {
    if (module) await update.mutateAsync({ id: module.id, patch: input });
    else await create.mutateAsync({ programId, body: input });
    toast.success(module ? 'Module saved' : 'Module added', { description: input.title });
    onClose();
  }, 'The module could not be saved.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={module ? `Edit module: ${module.title}` : 'Add module'}
      className="sm:max-w-2xl"
      onSubmit={submit}
      {...saveLabels(module !== null, 'Add module')}
    >
      <TextField control={form.control} name="title" label="Title" maxLength={160} />
      <TextareaField control={form.control} name="description" label="Description" rows={3} maxLength={2000} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="estimatedMinutes" label="Estimated minutes" inputMode="numeric" />
        <TextField
          control={form.control}
          name="passMarkPercent"
          label="Quiz pass mark (%)"
          inputMode="numeric"
          hint="Blank when the module has no quiz. A module with questions needs one."
        />
      </div>
    </FormDialog>
  );
}
