import { Link } from 'react-router';
import type { FranchiseeDashboard, LowStockItem, OpenOrder } from '../../../../shared/dashboards.contracts';
import type { OrderStatus } from '../../../../shared/orders.contracts';
import { formatPeso } from '../../../../shared/money';
import { formatCalendarDate, formatDate, formatDateTime } from '../../../../shared/time';
import { ItemsOrNone } from '../../../components/data-table/items-or-none';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { LoadError } from '../../../components/feedback/load-error';
import { NoLocationNotice } from '../../../components/no-location-notice';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { SectionCard } from '../../../components/section-card';
import { cn } from '../../../lib/cn';
import { useFranchiseeDashboard } from '../get-franchisee-dashboard';
import { formatDayRange, formatPercent, monthToDateCompared } from '../format';
import { DashboardSkeleton } from './dashboard-skeleton';
import { ChangeLine, KpiCard, KpiGrid } from './kpi-card';
import { LocationSwitcher } from './location-switcher';
import { SalesTrend } from './sales-trend';
import { TrainingCard } from './training-card';

type Figures = NonNullable<FranchiseeDashboard['figures']>;
const count = (n: number) => n.toLocaleString('en-PH');

const orderColumns: DataTableColumn<OpenOrder>[] = [
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => (
      <span className="grid">
        <Link to={`/orders/${row.original.id}`} className="whitespace-nowrap font-medium text-primary underline-offset-4 hover:underline">
          {row.original.orderNumber}
        </Link>
        <span className="text-xs text-muted-foreground">Placed {formatDate(row.original.createdAt)}</span>
      </span>
    ),
    meta: { cardLabel: false },
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <OrderStatusBadge status={row.original.status as OrderStatus} />,
    meta: { cardLabel: 'Status' },
  },
  {
    id: 'total',
    header: 'Total',
    cell: ({ row }) => formatPeso(row.original.totalCentavos),
    meta: { className: 'whitespace-nowrap text-right tabular-nums', headerClassName: 'text-right', cardLabel: 'Total' },
  },
];

const stockColumns: DataTableColumn<LowStockItem>[] = [
  {
    id: 'product',
    header: 'Product',
    cell: ({ row }) => (
      <span className="grid">
        <span className="font-medium">{row.original.name}</span>
        <span className="text-xs text-muted-foreground">{row.original.sku}</span>
      </span>
    ),
    meta: { cardLabel: false },
  },
  {
    id: 'quantity',
    header: 'On hand',
    cell: ({ row }) => count(row.original.quantity),
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right', cardLabel: 'On hand' },
  },
  {
    id: 'reorder',
    header: 'Reorder at',
    cell: ({ row }) => count(row.original.reorderPoint),
    meta: { className: 'text-right tabular-nums', headerClassName: 'text-right', cardLabel: 'Reorder at' },
  },
];

function TargetDetail({ target, monthToDate }: { target: Figures['target']; monthToDate: number }) {
  if (target.targetCentavos === null) return <>No monthly target set for this location</>;
  return (
    <>
      {formatPeso(monthToDate)} of {formatPeso(target.proratedTargetCentavos ?? 0)} expected by today ·{' '}
      {formatPercent(target.monthProgressPercent)} of the month’s {formatPeso(target.targetCentavos)}
    </>
  );
}

/**
 * What is due across all the franchisee's locations, computed by the server: the location cards below show one
 * location's next invoice, so this card keeps a store with nothing due from hiding what is due at another.
 */
function TotalDueCard({ due }: { due: FranchiseeDashboard['totalDue'] }) {
  const n = due.locations;
  const owing = due.byLocation.filter((l) => l.balanceCentavos > 0);
  const invoices = `${count(due.invoices)} unpaid ${due.invoices === 1 ? 'invoice' : 'invoices'}`;
  const where =
    n === 1
      ? ''
      : owing.length === n
        ? n === 2
          ? ', at both'
          : ', at every one'
        : owing.length === 1
          ? `, all at ${owing[0].name}`
          : `, at ${owing.length} of them`;
  const none = n === 1 ? 'No unpaid invoices' : 'No unpaid invoices at any of them';
  return (
    <KpiCard
      testId="kpi-total-due"
      label={n === 1 ? 'Total due' : `Total due at your ${n} locations`}
      value={due.balanceCentavos > 0 ? formatPeso(due.balanceCentavos) : 'Nothing due'}
      detail={
        due.invoices === 0 ? (
          none
        ) : (
          <>
            {invoices}
            {where}
            {due.overdueCentavos > 0 ? (
              <span className="font-medium text-destructive"> · {formatPeso(due.overdueCentavos)} overdue</span>
            ) : null}
          </>
        )
      }
      href="/financial-dashboard?tab=invoices"
      linkLabel="All invoices"
      tone={due.overdueCentavos > 0 ? 'attention' : 'default'}
    />
  );
}

function ClosedLocationNotice({ name }: { name: string }) {
  return (
    <SectionCard title={`${name} is closed`}>
      <div className="grid gap-2 text-sm" data-testid="closed-location-notice">
        <p>Nothing is reported or ordered for a closed location. What it sold and ordered before closing stays on record.</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/franchisee-analytics" className="font-medium text-primary underline-offset-4 hover:underline">
            Sales analytics
          </Link>
          <Link to="/orders" className="font-medium text-primary underline-offset-4 hover:underline">
            My orders
          </Link>
        </p>
      </div>
    </SectionCard>
  );
}

function Figures({ d, f }: { d: FranchiseeDashboard; f: Figures }) {
  const p = d.period;
  const inv = f.nextInvoice;
  // A closed location (a cancelled opening among them) has no "sales today" or target to chase: say so instead.
  const closed = f.location.status === 'closed';
  // Training is for people who run, or are about to run, a store.
  const trading = d.locations.some((l) => l.status !== 'closed');
  return (
    <>
      {closed ? (
        <ClosedLocationNotice name={f.location.name} />
      ) : (
        <KpiGrid label={`Sales at ${f.location.name}`}>
          <KpiCard
            testId="kpi-sales-today"
            label="Sales today"
            value={formatPeso(f.sales.todayCentavos)}
            detail={`Reported net sales, ${formatCalendarDate(p.today)}`}
            href="/franchisee/sales-upload"
            linkLabel="Report sales"
          />
          <KpiCard
            testId="kpi-sales-week"
            label="Sales this week"
            value={formatPeso(f.sales.weekCentavos)}
            detail={`Week of ${formatDayRange(p.weekStart, p.weekEnd)}`}
          />
          <KpiCard
            testId="kpi-sales-month"
            label="Sales this month"
            value={formatPeso(f.sales.monthToDateCentavos)}
            detail={<ChangeLine percent={f.sales.changePercent} compared={monthToDateCompared(p, f.sales.lastMonthSameDaysCentavos)} />}
            href="/franchisee-analytics"
            linkLabel="Sales analytics"
          />
          <KpiCard
            testId="kpi-target"
            label="Target progress"
            value={formatPercent(f.target.progressPercent)}
            detail={<TargetDetail target={f.target} monthToDate={f.sales.monthToDateCentavos} />}
          />
        </KpiGrid>
      )}
      <KpiGrid label="Orders, stock and money">
        <KpiCard
          testId="kpi-open-orders"
          label="Open orders"
          value={count(f.openOrders.count)}
          detail="Not yet delivered, cancelled or rejected"
          href="/orders"
          linkLabel="My orders"
        />
        <KpiCard
          testId="kpi-low-stock"
          label="Low stock"
          value={count(f.lowStock.count)}
          detail="Items at or below their reorder point"
          href="/franchisee/inventory-order"
          linkLabel="Reorder stock"
          tone={f.lowStock.count > 0 ? 'attention' : 'default'}
        />
        <KpiCard
          testId="kpi-next-invoice"
          label="Next invoice due"
          value={inv ? formatPeso(inv.balanceCentavos) : 'Nothing due'}
          detail={
            // The card is one location's: it names it, so "nothing due" here never reads as nothing due anywhere.
            inv ? (
              <span className={cn(inv.overdue && 'font-medium text-destructive')}>
                {f.location.name}: {inv.invoiceNumber} ({inv.kind === 'royalty' ? 'royalty' : 'order'}) {inv.overdue ? 'was due' : 'due'}{' '}
                {formatCalendarDate(inv.dueOn)}
                {inv.overdue ? ' — overdue' : ''}
              </span>
            ) : (
              `No unpaid invoices at ${f.location.name}`
            )
          }
          href="/financial-dashboard"
          linkLabel="Financial dashboard"
          tone={inv?.overdue ? 'attention' : 'default'}
        />
        <KpiCard
          testId="kpi-announcements"
          label="Unread announcements"
          value={count(d.announcements.unread)}
          detail="From head office"
          href="/notifications"
          linkLabel="Notifications"
        />
      </KpiGrid>
      {trading ? <TrainingCard /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Sales trend">
          <SalesTrend title={`${f.location.name}, last 30 days`} description="Reported net sales per day" trend={f.trend} />
        </SectionCard>
        <SectionCard title="Open orders">
          <ItemsOrNone items={f.openOrders.items} none="No open orders for this location.">
            <>
              <DataTable
                caption="Open orders"
                columns={orderColumns}
                data={f.openOrders.items}
                getRowId={(o) => o.id}
                rowHeader="order"
                plain
                stacked
              />
              {f.openOrders.count > f.openOrders.items.length ? (
                <p className="mt-3 text-sm text-muted-foreground">
                  Latest {f.openOrders.items.length} of {count(f.openOrders.count)}.{' '}
                  <Link to="/orders" className="font-medium text-primary underline-offset-4 hover:underline">
                    See all orders
                  </Link>
                </p>
              ) : null}
            </>
          </ItemsOrNone>
        </SectionCard>
        <SectionCard title="Low-stock items">
          <ItemsOrNone items={f.lowStock.items} none="Every item is above its reorder point.">
            <DataTable
              caption="Low-stock items"
              columns={stockColumns}
              data={f.lowStock.items}
              getRowId={(r) => r.productId}
              rowHeader="product"
              plain
              stacked
            />
          </ItemsOrNone>
        </SectionCard>
        <SectionCard title="Announcements">
          <ItemsOrNone items={d.announcements.latest} none="No unread announcements.">
            <ul className="grid gap-3">
              {d.announcements.latest.map((a) => (
                <li key={a.id} className="grid gap-0.5">
                  <Link to={a.actionUrl ?? '/notifications'} className="text-sm font-medium underline-offset-4 hover:underline">
                    {a.title}
                  </Link>
                  <p className="line-clamp-2 text-sm text-muted-foreground">{a.message}</p>
                  <time dateTime={a.createdAt} className="text-xs text-muted-foreground">
                    {formatDateTime(a.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          </ItemsOrNone>
        </SectionCard>
      </div>
    </>
  );
}

/**
 * A franchisee's landing page for one of their locations (the URL's, else the first open one): sales, target,
 * orders, stock, the next invoice, training progress and announcements.
 */
export function FranchiseeDashboardView({
  locationId,
  onLocationChange,
}: {
  locationId: string | null;
  onLocationChange: (locationId: string | null) => void;
}) {
  const query = useFranchiseeDashboard(locationId);
  if (query.isPending) return <DashboardSkeleton label="Loading your dashboard" />;
  if (query.isError) {
    // A location in the URL that is not (or no longer) theirs: trying again shows their default location.
    const retry = () => (locationId ? onLocationChange(null) : void query.refetch());
    return <LoadError error={query.error} fallback="Unable to load the dashboard." onRetry={retry} />;
  }
  const d = query.data;
  if (!d.figures)
    return (
      <NoLocationNotice>
        Your account is not linked to a location yet. Head office assigns locations to franchisees; your sales, orders and stock figures
        appear here once they have.
      </NoLocationNotice>
    );
  return (
    <div className={cn('grid gap-6', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData || undefined}>
      {/* The header row is about all the locations: which one the cards below show, and what is due across them. A plain
          div: a labelled region here would answer getByLabel('Location') beside the switcher. */}
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {d.locations.length > 1 ? (
          <LocationSwitcher locations={d.locations} value={d.figures.location.id} onChange={onLocationChange} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Figures for <span className="font-medium text-foreground">{d.figures.location.name}</span>
          </p>
        )}
        <div className="xl:col-start-4">
          <TotalDueCard due={d.totalDue} />
        </div>
      </div>
      <Figures d={d} f={d.figures} />
    </div>
  );
}
