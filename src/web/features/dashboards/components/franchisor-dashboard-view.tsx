import { SALES_REVIEW_PATH } from '../../../../shared/dashboards.contracts';
import { formatPeso } from '../../../../shared/money';
import { formatCalendarDate } from '../../../../shared/time';
import { LoadError } from '../../../components/feedback/load-error';
import { SectionCard } from '../../../components/section-card';
import { useFranchisorDashboard } from '../get-franchisor-dashboard';
import { formatMonth, monthToDateCompared } from '../format';
import { ActivityList } from './activity-list';
import { ApplicationsCard } from './applications-card';
import { DashboardSkeleton } from './dashboard-skeleton';
import { ChangeLine, KpiCard, KpiGrid } from './kpi-card';
import { SalesTrend } from './sales-trend';
import { TargetRanking } from './target-ranking';

const count = (n: number) => n.toLocaleString('en-PH');

/** Head office's landing page: the network today and this month, what waits for action, and who did what. */
export function FranchisorDashboardView() {
  const query = useFranchisorDashboard();
  if (query.isPending) return <DashboardSkeleton label="Loading the network dashboard" cards={13} />;
  if (query.isError) return <LoadError error={query.error} fallback="Unable to load the dashboard." onRetry={() => void query.refetch()} />;
  const d = query.data;
  const { period: p, sales } = d;
  return (
    <div className="grid gap-6">
      <KpiGrid label="Sales">
        <KpiCard
          testId="kpi-sales-today"
          label="Sales today"
          value={formatPeso(sales.todayCentavos)}
          detail={`Reported net sales, ${formatCalendarDate(p.today)}`}
          href="/franchisor-analytics"
          linkLabel="Sales analytics"
        />
        <KpiCard
          testId="kpi-sales-month"
          label="Sales this month"
          value={formatPeso(sales.monthToDateCentavos)}
          detail={<ChangeLine percent={sales.changePercent} compared={monthToDateCompared(p, sales.lastMonthSameDaysCentavos)} />}
        />
        <KpiCard
          testId="kpi-sales-last-month"
          label="Last month"
          value={formatPeso(sales.lastMonthCentavos)}
          detail={`All of ${formatMonth(p.lastMonthStart)}, reported net sales`}
        />
        <KpiCard
          testId="kpi-active-locations"
          label="Active locations"
          value={count(d.activeLocations)}
          detail="Locations open for business"
          href="/iam-management?tab=network"
          linkLabel="Network"
        />
      </KpiGrid>
      <KpiGrid label="Orders and stock">
        <KpiCard
          testId="kpi-pending-approvals"
          label="Pending approvals"
          value={count(d.pendingApprovals)}
          detail="Orders waiting for a decision"
          href="/order-approvals"
          linkLabel="Review approvals"
          tone={d.pendingApprovals > 0 ? 'attention' : 'default'}
        />
        <KpiCard
          testId="kpi-orders-30"
          label="Orders, last 30 days"
          value={count(d.orders.placedLast30Days)}
          detail={`${count(d.orders.keptLast30Days)} not rejected or cancelled`}
          href="/order-management"
          linkLabel="Order management"
        />
        <KpiCard
          testId="kpi-aov"
          label="Average order value"
          value={d.orders.averageOrderValueCentavos === null ? '—' : formatPeso(d.orders.averageOrderValueCentavos)}
          detail="Orders of the last 30 days, rejected and cancelled ones left out"
        />
        <KpiCard
          testId="kpi-low-stock"
          label="Low stock"
          value={count(d.lowStockCount)}
          detail="Warehouse products at or below their reorder level"
          href="/inventory"
          linkLabel="Inventory"
          tone={d.lowStockCount > 0 ? 'attention' : 'default'}
        />
      </KpiGrid>
      <KpiGrid label="Money and reporting">
        <KpiCard
          testId="kpi-overdue"
          label="Overdue invoices"
          value={count(d.overdueInvoices.count)}
          detail={`${formatPeso(d.overdueInvoices.balanceCentavos)} unpaid past the due date`}
          href="/financial-dashboard"
          linkLabel="Financial dashboard"
          tone={d.overdueInvoices.count > 0 ? 'attention' : 'default'}
        />
        <KpiCard
          testId="kpi-royalties"
          label="Royalties due"
          value={formatPeso(d.royaltiesDue.totalCentavos)}
          detail={`${formatPeso(d.royaltiesDue.invoicedBalanceCentavos)} invoiced and unpaid · ${formatPeso(d.royaltiesDue.approvedNotInvoicedCentavos)} approved, not yet invoiced`}
          href="/financial-dashboard"
          linkLabel="Royalty statements"
        />
        <KpiCard
          testId="kpi-sales-review"
          label="Sales awaiting review"
          value={count(d.salesReview.awaitingReview)}
          detail="Days submitted or corrected by locations"
          href={SALES_REVIEW_PATH}
          linkLabel="Review sales"
        />
        <KpiCard
          testId="kpi-missing"
          label="Missing sales reports"
          value={count(d.salesReview.missingYesterday)}
          detail={`Open locations without sales for ${formatCalendarDate(p.yesterday)}`}
          tone={d.salesReview.missingYesterday > 0 ? 'attention' : 'default'}
        />
      </KpiGrid>
      <KpiGrid label="Growth">
        <ApplicationsCard applications={d.applications} />
      </KpiGrid>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <SectionCard title="Sales trend">
          <SalesTrend title="Network sales, last 30 days" description="Reported net sales per day, all locations" trend={d.trend} />
        </SectionCard>
        <SectionCard title="Recent activity">
          <ActivityList items={d.activity} />
        </SectionCard>
      </div>
      <SectionCard title="Locations against target">
        <p className="mb-3 text-sm text-muted-foreground">
          Month to date against each open location’s monthly target, prorated to {p.elapsedDays} of {p.daysInMonth} days.
        </p>
        <TargetRanking ranking={d.ranking} />
      </SectionCard>
    </div>
  );
}
