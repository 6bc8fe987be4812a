import { toast } from 'sonner';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/time';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { parseAsFlag, parseAsPage, parseAsUuid, useListUrlState } from '../components/data-table';
import { useCan } from '../app/use-auth-state';
import { errorMessage } from '../lib/api-client';
import { IntegrityTable } from '../features/sales-integrity/components/integrity-table';
import { IntegrityLocationView } from '../features/sales-integrity/components/integrity-location-view';
import { SalesYieldsTable } from '../features/sales-integrity/components/sales-yields-table';
import { useIntegrityList } from '../features/sales-integrity/get-integrity-list';
import { useRunChecks } from '../features/sales-integrity/run-checks';

const parsers = { page: parseAsPage, location: parseAsUuid, all: parseAsFlag, yields: parseAsFlag };

/** /sales-integrity: head office's view of reported sales against what each store bought (issue 36 part 2). */
export function SalesIntegrityPage() {
  const { state, update, setPage } = useListUrlState(parsers);
  const canManage = useCan('integrity.manage');
  const run = useRunChecks();
  const flagged = !state.all;
  const list = useIntegrityList({ flagged, page: state.page });
  const computedAt = list.data?.computedAt ?? null;
  return (
    <section className="space-y-4">
      <PageHeader
        title="Sales Integrity"
        description="Reported net sales against what each store bought (delivered units × sales yield), judged against the brand’s peers and the store’s own weeks. Checked every night; no flag changes money."
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-muted-foreground">{computedAt ? `Last checked ${formatDateTime(computedAt)}` : 'Not checked yet.'}</span>
        {canManage ? (
          <Button
            size="sm"
            variant="outline"
            disabled={run.isPending}
            onClick={() =>
              run.mutate(undefined, {
                onSuccess: (r) => toast.success('Checks run', { description: `${r.flags} flag(s) over ${r.locations} locations` }),
                onError: (e) => toast.error(errorMessage(e, 'The checks could not be run.')),
              })
            }
          >
            {run.isPending ? 'Running…' : 'Run the checks now'}
          </Button>
        ) : null}
        {state.yields ? null : (
          <Button size="sm" variant="ghost" onClick={() => update({ all: !state.all })}>
            {flagged ? 'Show every judged location' : 'Show flagged locations only'}
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-pressed={state.yields} onClick={() => update({ yields: !state.yields, location: null })}>
          {state.yields ? 'Back to the network table' : 'Sales yields'}
        </Button>
      </div>
      {state.yields ? (
        <SalesYieldsTable canEdit={canManage} />
      ) : state.location ? (
        <>
          <Link className="text-sm underline underline-offset-4" to="/sales-integrity">
            ← Back to the network table
          </Link>
          <IntegrityLocationView locationId={state.location} />
        </>
      ) : (
        <IntegrityTable flagged={flagged} page={state.page} onPage={setPage} />
      )}
    </section>
  );
}
