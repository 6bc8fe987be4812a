import { useId } from 'react';
import { parseAsUuid, useListUrlState } from '../components/data-table/url-state';
import { LoadError } from '../components/feedback/load-error';
import { LoadingScreen } from '../components/feedback/loading-screen';
import { PageHeader } from '../components/page-header';
import { Label } from '../components/ui/label';
import { Select } from '../components/ui/select';
import type { PageProps } from '../app/route-table';
import { OpeningChecklist } from '../features/openings/components/opening-checklist';
import { OpeningOverview } from '../features/openings/components/opening-overview';
import { StarterOrderPanel } from '../features/openings/components/starter-order-panel';
import { useOpening } from '../features/openings/get-opening';
import { useOpenings } from '../features/openings/get-openings';

const parsers = { project: parseAsUuid };

/**
 * /opening (franchisee): the opening project of their new store — where a new franchisee lands while it is opening.
 * The project is the URL's (?project=, what notifications link to), else the first still in progress, else the latest.
 */
export function OpeningPage({ title }: PageProps) {
  const id = useId();
  const { state, update } = useListUrlState(parsers);
  const list = useOpenings();
  const items = list.data?.items ?? [];
  const projectId = items.some((o) => o.id === state.project)
    ? state.project
    : (items.find((o) => o.status === 'in_progress')?.id ?? items[0]?.id ?? null);
  const opening = useOpening(projectId);

  return (
    <section>
      <PageHeader
        title={title}
        description="Everything your new store needs before its first day: permits, fit-out, training and opening stock."
        actions={
          items.length > 1 ? (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-project`}>Store</Label>
              <Select id={`${id}-project`} value={projectId ?? ''} onChange={(e) => update({ project: e.target.value })}>
                {items.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.location.name}
                  </option>
                ))}
              </Select>
            </div>
          ) : null
        }
      />
      {list.isPending ? (
        <LoadingScreen message="Loading your store openings…" fullPage={false} />
      ) : list.isError ? (
        <LoadError error={list.error} fallback="Your store openings could not be loaded." onRetry={() => void list.refetch()} />
      ) : !projectId ? (
        <p className="text-muted-foreground">
          No store of yours is opening. When head office starts the opening of a new store, its checklist appears here.
        </p>
      ) : opening.isPending ? (
        <LoadingScreen message="Loading the opening checklist…" fullPage={false} />
      ) : opening.isError ? (
        <LoadError error={opening.error} fallback="The opening checklist could not be loaded." onRetry={() => void opening.refetch()} />
      ) : (
        <div className="grid gap-6">
          <OpeningOverview opening={opening.data} />
          <StarterOrderPanel opening={opening.data} canOrder />
          <OpeningChecklist opening={opening.data} side="franchisee" />
        </div>
      )}
    </section>
  );
}
