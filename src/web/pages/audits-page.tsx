import { lazy, Suspense } from 'react';
import type { PageProps } from '../app/route-table';
import { useCan } from '../app/use-auth-state';
import { parseAsOneOf, useListUrlState } from '../components/data-table/url-state';
import { InlineLoadError } from '../components/feedback/load-error';
import { LoadingScreen } from '../components/feedback/loading-screen';
import { PageHeader } from '../components/page-header';
import { PageTabs } from '../components/ui/page-tabs';
import { ActionsPanel } from '../features/audits/components/actions-panel';
import { AuditList } from '../features/audits/components/audit-list';
import { ReviewPanel } from '../features/audits/components/review-panel';
import { ScheduleAuditForm } from '../features/audits/components/schedule-audit-form';
import { useAuditorAudits } from '../features/audits/get-auditor-audits';

// Head office's heavier tabs load when opened: the chart kit (recharts) and the editor stay out of the page's chunk,
// which the service worker keeps for offline use (scripts/pwa-precache.ts).
const AnalyticsPanel = lazy(() => import('../features/audits/components/analytics-panel').then((m) => ({ default: m.AnalyticsPanel })));
const TemplatesPanel = lazy(() => import('../features/audits/components/templates-panel').then((m) => ({ default: m.TemplatesPanel })));

const TABS = ['today', 'upcoming', 'actions', 'schedule', 'review', 'analytics', 'templates'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  today: 'Today',
  upcoming: 'Upcoming',
  actions: 'Actions',
  schedule: 'Schedule',
  review: 'Review',
  analytics: 'Analytics',
  templates: 'Templates',
};
/** Head office's tabs (audits.manage); an auditor (audits.perform) has their lists and the corrective actions. */
const MANAGE_ONLY: ReadonlySet<Tab> = new Set(['schedule', 'review', 'analytics', 'templates']);
const parsers = { tab: parseAsOneOf(TABS).withDefault('today') };

/**
 * /audits (audits.perform, audits.manage): the auditor's audits due today and upcoming, the corrective actions to
 * accept or reopen; head office also schedules audits, reviews and approves them, reads the analytics and edits the
 * templates. The tab is in the URL (?tab=).
 */
export function AuditsPage({ title }: PageProps) {
  const canManage = useCan('audits.manage');
  const { state, write } = useListUrlState(parsers);
  const tabs = TABS.filter((t) => canManage || !MANAGE_ONLY.has(t));
  const tab = tabs.includes(state.tab) ? state.tab : 'today';
  return (
    <section>
      <PageHeader
        title={title}
        description={
          canManage
            ? 'Brand-standards audits of every store: today’s visits, scheduling, review, corrective actions and trends.'
            : 'Your brand-standards audits: today’s visits and the ones to come.'
        }
      />
      <PageTabs
        idPrefix="audits"
        label="Audits"
        layout="wrap"
        tabs={tabs.map((value) => ({ value, label: TAB_LABELS[value] }))}
        selected={tab}
        onSelect={(next) => write({ tab: next }, false)}
      >
        {tab === 'today' || tab === 'upcoming' ? (
          <AuditorLists which={tab} />
        ) : tab === 'actions' ? (
          <ActionsPanel />
        ) : tab === 'schedule' ? (
          <ScheduleAuditForm />
        ) : tab === 'review' ? (
          <ReviewPanel />
        ) : (
          <Suspense fallback={<LoadingScreen message="Loading…" fullPage={false} />}>
            {tab === 'analytics' ? <AnalyticsPanel /> : <TemplatesPanel />}
          </Suspense>
        )}
      </PageTabs>
    </section>
  );
}

function AuditorLists({ which }: { which: 'today' | 'upcoming' }) {
  const list = useAuditorAudits();
  if (list.isPending) return <LoadingScreen message="Loading your audits…" fullPage={false} />;
  if (list.isError) return <InlineLoadError message="Your audits could not be loaded." onRetry={() => void list.refetch()} />;
  return which === 'today' ? (
    <AuditList items={list.data.today} label="Audits due today" none="No audit of yours is due today." />
  ) : (
    <AuditList items={list.data.upcoming} label="Upcoming audits" none="No audit of yours is coming up." />
  );
}
