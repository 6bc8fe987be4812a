import { useState } from 'react';
import { toast } from 'sonner';
import type { AuthoringModule } from '../../../../shared/training.contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
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
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(m.prerequisiteIds));
  const [error, setError] = useState<string | null>(null);
  const save = useSetPrerequisites();
  const dirty = chosen.size !== m.prerequisiteIds.length || m.prerequisiteIds.some((id) => !chosen.has(id));

  if (others.length === 0) return <p className="text-sm text-muted-foreground">This is the only module; nothing to require.</p>;
  if (!canWrite) {
    const required = others.filter((o) => m.prerequisiteIds.includes(o.id));
    return (
      <p className="text-sm">{required.length === 0 ? 'Open from the start.' : `Requires ${required.map((o) => o.title).join(', ')}.`}</p>
    );
  }
  const onSave = async () => {
    setError(null);
    try {
      await save.mutateAsync({ id: m.id, body: { requiredModuleIds: [...chosen] } });
      toast.success('Prerequisites saved', { description: m.title });
    } catch (e) {
      setError(errorMessage(e, 'The prerequisites could not be saved.'));
    }
  };
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
            onChange={(e) => {
              const next = new Set(chosen);
              if (e.target.checked) next.add(o.id);
              else next.delete(o.id);
              setChosen(next);
            }}
          />
          <span>
            {o.position}. {o.title}
          </span>
        </label>
      ))}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
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
