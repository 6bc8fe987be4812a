import { useId } from 'react';
import { NO_FINANCIAL_DATA_MESSAGE } from '../../shared/finance.contracts';
import { useCan } from '../app/use-auth-state';
import { useListUrlState } from '../components/data-table/url-state';
import { LoadError } from '../components/feedback/load-error';
import { PageHeader } from '../components/page-header';
import { TableLoading } from '../components/data-table';
import { PageTabs } from '../components/ui/page-tabs';
import { InvoicesPanel } from '../features/finance/components/invoices-panel';
import { NetworkOverview, OwnOverview } from '../features/finance/components/overview-panel';
import { RoyaltiesPanel } from '../features/finance/components/royalties-panel';
import { StatementDialog } from '../features/finance/components/statement-dialog';
import { useFinanceSummary } from '../features/finance/get-finance-summary';
import { SalesReviewPanel } from '../features/sales/components/sales-review-panel';
import { PosFeedStatusCard } from '../features/pos/components/pos-feed-status';
import { FINANCE_TABS, FINANCE_TAB_LABELS, financeParsers, invoiceFiltersOf, statementFiltersOf } from '../features/finance/finance-view';

/**
 * /financial-dashboard (any signed-in user, scoped by role): head office sees the network (KPIs, royalties per
 * month, revenue, receivables ageing) and runs royalties and payments; admin reads the same, without actions; a
 * franchisee sees their own statements, invoices and balance; anyone else is told they have no financial data.
 * Tab, filters, pages and the open statement live in the URL.
 */
export function FinancialDashboardPage() {
  const id = useId();
  const canView = useCan('finance.view');
  const canManage = useCan('finance.manage');
  const canReviewSales = useCan('sales.review');
  const summary = useFinanceSummary();
  const { state, write } = useListUrlState(financeParsers);

  if (!canView || summary.data?.scope === 'none') {
    return (
      <section>
        <PageHeader title="Financial Dashboard" />
        <p className="rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center" data-testid="no-financial-data">
          {NO_FINANCIAL_DATA_MESSAGE} Royalties, invoices and payments appear here once your account is linked to a franchise location.
        </p>
      </section>
    );
  }

  const description =
    summary.data?.scope === 'own'
      ? 'Your royalty statements, invoices and balance.'
      : canManage
        ? 'Network revenue, royalties and receivables. Calculate and approve royalties and record payments here.'
        : 'Network revenue, royalties and receivables (read only).';
  const tabs = FINANCE_TABS.filter((tab) => tab !== 'sales' || canReviewSales).map((tab) => ({
    value: tab,
    label: FINANCE_TAB_LABELS[tab],
  }));
  return (
    <section>
      <PageHeader title="Financial Dashboard" description={description} />
      <PageTabs idPrefix={id} label="Financial views" tabs={tabs} selected={state.tab} onSelect={(tab) => write({ tab }, false)}>
        {state.tab === 'overview' ? (
          summary.isPending ? (
            <TableLoading label="Loading financial figures" />
          ) : summary.isError ? (
            <LoadError error={summary.error} fallback="The financial figures could not be loaded." onRetry={() => void summary.refetch()} />
          ) : summary.data.scope === 'network' ? (
            <NetworkOverview summary={summary.data} />
          ) : summary.data.scope === 'own' ? (
            <OwnOverview summary={summary.data} />
          ) : null
        ) : state.tab === 'sales' && canReviewSales ? (
          <div className="grid gap-6">
            <SalesReviewPanel />
            <PosFeedStatusCard />
          </div>
        ) : state.tab === 'royalties' ? (
          <RoyaltiesPanel
            filters={statementFiltersOf(state)}
            canManage={canManage}
            onChange={(f, replace) => write({ month: f.month, rstatus: f.status, rpage: f.page }, replace)}
            onOpen={(statement) => write({ statement }, false)}
          />
        ) : (
          <InvoicesPanel
            filters={invoiceFiltersOf(state)}
            canManage={canManage}
            onChange={(f, replace) =>
              write({ kind: f.kind, istatus: f.status, dueFrom: f.dueFrom, dueTo: f.dueTo, sort: f.sort, ipage: f.page }, replace)
            }
          />
        )}
      </PageTabs>
      <StatementDialog id={state.statement} canManage={canManage} onClose={() => write({ statement: null }, false)} />
    </section>
  );
}
