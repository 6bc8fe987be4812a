import { GraduationCap } from 'lucide-react';
import { LoadError } from '../components/feedback/load-error';
import { TableEmpty, TableLoading } from '../components/data-table/table-states';
import { NoLocationNotice } from '../components/no-location-notice';
import { PageHeader } from '../components/page-header';
import { useFilterOptions } from '../lib/queries/get-filter-options';
import { LearnerProgramCard } from '../features/training/components/learner-program-card';
import { useLearnerOverview } from '../features/training/get-learner-overview';

/**
 * /franchisee-training (franchisee): the published programmes of their brands, each with its progress, the module
 * to resume, the modules in order with their state, and the certificate once complete.
 */
export function FranchiseeTrainingPage() {
  const overview = useLearnerOverview();
  // The franchisee's own locations (the order filters' list): none yet means no brand, so no programme.
  const options = useFilterOptions();
  const header = (
    <PageHeader title="Training" description="Work through your brand's training programme, module by module, at your own pace." />
  );
  if (overview.isPending)
    return (
      <section>
        {header}
        <TableLoading label="Loading your training" rows={4} />
      </section>
    );
  if (overview.isError)
    return (
      <section>
        {header}
        <LoadError error={overview.error} fallback="Your training could not be loaded." onRetry={() => void overview.refetch()} />
      </section>
    );
  const programs = overview.data.items;
  if (programs.length === 0) {
    const noLocation = options.data !== undefined && options.data.locations.length === 0;
    return (
      <section>
        {header}
        {noLocation ? (
          <NoLocationNotice>
            Training programmes come with your brand. Once head office links you to a franchise location, its programme appears here.
          </NoLocationNotice>
        ) : (
          <TableEmpty icon={<GraduationCap aria-hidden className="size-8 text-muted-foreground" />}>
            No training programme has been published for your brand yet. Head office will let you know when it is ready.
          </TableEmpty>
        )}
      </section>
    );
  }
  return (
    <section>
      {header}
      <div className="grid gap-6">
        {programs.map((p) => (
          <LearnerProgramCard key={p.id} program={p} />
        ))}
      </div>
    </section>
  );
}
