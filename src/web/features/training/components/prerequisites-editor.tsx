import { toast } from 'sonner';
import { ZPrerequisitesInput, type AuthoringModule } from '../../../../shared/training.contracts';
import { FormError, useAppForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { useSetPrerequisites } from '../module-writes';

/**
 * The modules a module requires, as a checkbox list of the programme's other modules; saved as a whole. The server
 * refuses a circular requirement with its message, shown here.
 */
export function PrerequisitesEditor({
  module: m,
  modules,
  canWrite,
}: {
  module: AuthoringModule;
  modules: AuthoringModule[];
  canWrite: boolean;
}) {
  const others = modules.filter((o) => o.id !== m.id);
  const save = useSetPrerequisites();
  const form = useAppForm(ZPrerequisitesInput, { requiredModuleIds: m.prerequisiteIds });
  // Ticked in any order: compared as sets.
  const ids = form.watch('requiredModuleIds');
  const chosen = new Set(ids);
  const dirty = chosen.size !== m.prerequisiteIds.length || m.prerequisiteIds.some((id) => !chosen.has(id));

  if (others.length === 0) return <p className="text-sm text-muted-foreground">This is the only module; nothing to require.</p>;
  if (!canWrite) {
    const required = others.filter((o) => m.prerequisiteIds.includes(o.id));
    return (
      <p className="text-sm">{required.length === 0 ? 'Open from the start.' : `Requires ${required.map((o) => o.title).join(', ')}.`}</p>
    );
  }
  const onSave = form.submit(async (body) => {
    await save.mutateAsync({ id: m.id, body });
    toast.success('Prerequisites saved', { description: m.title });
  }, 'The prerequisites could not be saved.');
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Modules that {m.title} requires</legend>
      <p className="text-sm text-muted-foreground">Learners must complete the ticked modules before this one opens.</p>
      {others.map((o) => (
        <label key={o.id} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={chosen.has(o.id)}
            // Held as the list the contract takes; a lone box registered by name would read as true/false instead.
            onChange={(e) => form.setValue('requiredModuleIds', e.target.checked ? [...ids, o.id] : ids.filter((id) => id !== o.id))}
          />
          <span>
            {o.position}. {o.title}
          </span>
        </label>
      ))}
      <FormError message={form.formError} />
      <div>
        <Button size="sm" variant="outline" disabled={!dirty || save.isPending} onClick={() => void onSave()}>
          {save.isPending ? (
            'Saving…'
          ) : (
            <>
              Save prerequisites<span className="sr-only"> of {m.title}</span>
            </>
          )}
        </Button>
      </div>
    </fieldset>
  );
}
