import { paths } from '../../../../shared/routes';
import { KpiCard } from './kpi-card';

/** Franchise applications waiting for head office (new, under review, interview), with the new ones called out. */
export function ApplicationsCard({ applications }: { applications: { open: number; new: number } }) {
  const { open, new: fresh } = applications;
  return (
    <KpiCard
      testId="kpi-applications"
      label="Open applications"
      value={open.toLocaleString('en-PH')}
      detail={fresh === 0 ? 'No new applications to review' : `${fresh.toLocaleString('en-PH')} new, not reviewed yet`}
      href={paths.applications}
      linkLabel="Franchise applications"
      tone={fresh > 0 ? 'attention' : 'default'}
    />
  );
}
