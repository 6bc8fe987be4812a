import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/routes';
import { parseAsUuid, useListUrlState } from '../components/data-table/url-state';
import { LoadError } from '../components/feedback/load-error';
import { LoadingScreen } from '../components/feedback/loading-screen';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import type { PageProps } from '../app/route-table';
import { HeadOfficeActions } from '../features/openings/components/head-office-actions';
import { OpeningChecklist } from '../features/openings/components/opening-checklist';
import { OpeningHistory } from '../features/openings/components/opening-history';
import { OpeningOverview } from '../features/openings/components/opening-overview';
import { OpeningsBoard } from '../features/openings/components/openings-board';
import { StartOpeningDialog } from '../features/openings/components/start-opening-dialog';
import { StarterOrderPanel } from '../features/openings/components/starter-order-panel';
import { useOpening } from '../features/openings/get-opening';
import { useOpenings } from '../features/openings/get-openings';
import { BackLink } from './detail-header';

const parsers = { project: parseAsUuid };

/**
 * /openings (head office): the board of every store opening by stage; ?project= (what reminders link to) shows one
 * opening — its checklist with document review, the target date and going live.
 */
export function OpeningsPage({ title }: PageProps) {
  const { state } = useListUrlState(parsers);
  return state.project ? <OpeningDetail id={state.project} /> : <Board title={title} />;
}

function Board({ title }: { title: string }) {
  const list = useOpenings();
  const [starting, setStarting] = useState(false);
  return (
    <section>
      <PageHeader
        title={title}
        description="Every new store from approval to its first day of trading."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.openingTemplates}>Opening templates</Link>
            </Button>
            <Button onClick={() => setStarting(true)}>Start an opening</Button>
          </>
        }
      />
      {list.isPending ? (
        <LoadingScreen message="Loading the openings…" fullPage={false} />
      ) : list.isError ? (
        <LoadError error={list.error} fallback="The openings could not be loaded." onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="text-muted-foreground">No store is opening. Approving an application starts one; so does “Start an opening”.</p>
      ) : (
        <OpeningsBoard items={list.data.items} />
      )}
      <StartOpeningDialog open={starting} onClose={() => setStarting(false)} />
    </section>
  );
}

function OpeningDetail({ id }: { id: string }) {
  const opening = useOpening(id);
  return (
    <section>
      <BackLink to="/openings">Store openings</BackLink>
      {opening.isPending ? (
        <LoadingScreen message="Loading the opening…" fullPage={false} />
      ) : opening.isError ? (
        <LoadError error={opening.error} fallback="The opening could not be loaded." onRetry={() => void opening.refetch()} />
      ) : (
        <>
          <PageHeader
            title={opening.data.location.name}
            description={`${opening.data.location.code} · ${opening.data.brand.name} · ${opening.data.location.city}, ${opening.data.location.province}`}
          />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="grid content-start gap-6">
              <OpeningOverview opening={opening.data} />
              <OpeningChecklist opening={opening.data} side="head_office" />
            </div>
            <div className="grid content-start gap-6">
              <HeadOfficeActions opening={opening.data} />
              <StarterOrderPanel opening={opening.data} canOrder={false} />
              <OpeningHistory opening={opening.data} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
