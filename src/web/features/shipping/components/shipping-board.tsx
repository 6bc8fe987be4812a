import { useId, useState } from 'react';
import { PackageCheck, PackageOpen, Truck } from 'lucide-react';
import { toast } from 'sonner';
import type { DecisionResult, ShippingItem } from '../../../../shared/operations.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/data-table/pagination';
import { pageCount } from '../../../components/data-table/pagination';
import { BulkResults, type BulkResultRow } from '../../../components/data-table/bulk-results';
import { SearchOrdersField } from '../../../components/search-orders-field';
import { SelectAllCheckbox } from '../../../components/data-table/select-all-checkbox';
import { operationErrorText } from '../../../lib/operation-errors';
import { selectedRows } from '../../../lib/selection';
import { useBulkShippingStatus } from '../bulk-shipping-status';
import { useShippingBoard } from '../get-shipping-board';
import { useMarkDelivered } from '../mark-delivered';
import { useMarkProcessing } from '../mark-processing';
import { BULK_STEP_LABELS, deliverConfirmText, eligibleFor, type BulkStep, type NextStep } from '../../../lib/shipping-actions';
import { SHIPPING_PAGE_SIZE, type ShippingFilters } from '../../../lib/filters/shipping-filters';
import { HeadOfficeCancelDialog } from './head-office-cancel-dialog';
import { ShipDialog } from './ship-dialog';
import { ShippingStats } from './shipping-stats';
import { ShippingTabs } from './shipping-tabs';
import { ShippingTable } from './shipping-table';
import { refilter } from '../../../lib/filters/refilter';

type OrderRef = { id: string; orderNumber: string };
const ref = (item: ShippingItem): OrderRef => ({ id: item.id, orderNumber: item.orderNumber });

const BULK_DONE: Record<BulkStep, string> = { processing: 'Marked as processing', delivered: 'Marked as delivered' };

/** The shipping board: counts, status tabs, search, rows with their next step, bulk moves and paging. */
export function ShippingBoard({
  filters,
  onChange,
  onPage,
}: {
  filters: ShippingFilters;
  onChange: (next: ShippingFilters) => void;
  onPage: (page: number) => void;
}) {
  const id = useId();
  const board = useShippingBoard(filters);
  const processing = useMarkProcessing();
  const delivered = useMarkDelivered();
  const bulk = useBulkShippingStatus();
  const [selection, setSelection] = useState<Set<string>>(() => new Set());
  const [shipping, setShipping] = useState<OrderRef | null>(null);
  const [cancelling, setCancelling] = useState<OrderRef | null>(null);
  const [results, setResults] = useState<{ step: BulkStep; rows: BulkResultRow[] } | null>(null);
  // "Mark as Delivered" (one row, or the selection) waits for a confirmation: it cannot be undone.
  const [confirmDeliver, setConfirmDeliver] = useState<{ rows: ShippingItem[]; bulk: boolean } | null>(null);

  const items = board.data?.items ?? [];
  const chosen = selectedRows(items, selection, (i) => i.id);
  const busyId = processing.isPending ? (processing.variables ?? null) : delivered.isPending ? (delivered.variables ?? null) : null;

  const runStep = (item: ShippingItem, step: NextStep) => {
    if (step === 'ship') {
      setShipping(ref(item));
      return;
    }
    if (step === 'deliver') {
      setConfirmDeliver({ rows: [item], bulk: false });
      return;
    }
    doStep(item, step);
  };

  const doStep = (item: ShippingItem, step: 'processing' | 'deliver', onDone?: () => void) => {
    const mutation = step === 'processing' ? processing : delivered;
    const done = step === 'processing' ? 'marked as processing' : 'marked as delivered';
    mutation.mutate(item.id, {
      onSuccess: (o) => toast.success(`${o.orderNumber} ${done}`, { id: `step-${o.id}` }),
      onError: (error) =>
        toast.error(`${item.orderNumber} was not changed`, {
          id: `step-${item.id}`,
          description: operationErrorText(error, 'Please try again.'),
        }),
      onSettled: onDone,
    });
  };

  const runBulk = (step: BulkStep, onDone?: () => void) => {
    const orders = chosen.map(ref);
    const numbers = new Map(orders.map((o) => [o.id, o.orderNumber]));
    const toRow = (r: DecisionResult): BulkResultRow => ({
      orderId: r.orderId,
      orderNumber: numbers.get(r.orderId) ?? r.orderId,
      ok: r.ok,
      text: r.ok ? BULK_DONE[step] : (r.message ?? 'Refused.'),
    });
    bulk.mutate(
      { orderIds: orders.map((o) => o.id), to: step },
      {
        onSuccess: (res) => {
          const rows = res.map(toRow);
          setResults({ step, rows });
          // Done orders move on; refused ones stay selected for another look.
          setSelection(new Set(rows.filter((r) => !r.ok).map((r) => r.orderId)));
          const ok = rows.filter((r) => r.ok).length;
          const text = `${ok} of ${rows.length} ${rows.length === 1 ? 'order' : 'orders'} ${BULK_DONE[step].toLowerCase()}`;
          if (ok === rows.length) toast.success(text, { id: 'bulk-shipping' });
          else toast.warning(text, { id: 'bulk-shipping', description: 'See the results above the list.' });
        },
        onSettled: onDone,
      },
    );
  };

  const panelId = `${id}-panel`;
  return (
    <div className="grid gap-4">
      <ShippingStats board={board.data} />

      <div className="grid gap-3 md:grid-cols-[auto_minmax(0,22rem)] md:items-end md:justify-between">
        <ShippingTabs status={filters.status} controls={panelId} onChange={(status) => refilter(filters, onChange)({ status })} />
        <SearchOrdersField id={`${id}-q`} value={filters.q} onSearch={(q) => refilter(filters, onChange)({ q })} />
      </div>

      {results ? (
        <BulkResults
          title={
            results.step === 'processing'
              ? 'Results of marking the selection as processing'
              : 'Results of marking the selection as delivered'
          }
          rows={results.rows}
          onDismiss={() => setResults(null)}
        />
      ) : null}

      <div id={panelId} role="tabpanel" aria-label="Orders" className="grid gap-3">
        {board.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label="Loading orders"
            className="h-72 animate-pulse rounded-xl border border-border bg-muted"
          />
        ) : board.isError && !board.data ? (
          <LoadError error={board.error} fallback="The shipping board could not be loaded." onRetry={() => void board.refetch()} />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
            <Truck aria-hidden className="size-8 text-muted-foreground" />
            <p className="font-medium">
              {filters.q ? 'No orders match this search.' : filters.status ? 'No orders with this status.' : 'No orders to ship yet.'}
            </p>
            <p className="text-sm text-muted-foreground">Approved orders appear here.</p>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-border bg-card px-4 py-3 shadow-sm">
              <SelectAllCheckbox
                label="Select all"
                visible={items.length}
                selected={chosen.length}
                onChange={(all) => setSelection(all ? new Set(items.map((i) => i.id)) : new Set())}
              />
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {chosen.length > 0
                  ? `${chosen.length} selected`
                  : `${board.data?.total ?? 0} ${board.data?.total === 1 ? 'order' : 'orders'}`}
              </p>
              <div className="flex flex-wrap gap-2 sm:ml-auto">
                {(['processing', 'delivered'] as const).map((step) => {
                  const eligible = eligibleFor(
                    step,
                    chosen.map((c) => c.status),
                  );
                  const Icon = step === 'processing' ? PackageOpen : PackageCheck;
                  return (
                    <Button
                      key={step}
                      size="sm"
                      variant="outline"
                      disabled={chosen.length === 0 || bulk.isPending}
                      title={
                        chosen.length > 0 && eligible < chosen.length
                          ? `${eligible} of the ${chosen.length} selected can move this way`
                          : undefined
                      }
                      onClick={() => (step === 'delivered' ? setConfirmDeliver({ rows: chosen, bulk: true }) : runBulk(step))}
                    >
                      <Icon aria-hidden />
                      {BULK_STEP_LABELS[step]}
                    </Button>
                  );
                })}
              </div>
            </div>
            <ShippingTable
              items={items}
              selection={selection}
              busyId={busyId}
              busy={board.isPlaceholderData}
              onSelection={setSelection}
              onStep={runStep}
              onCancel={(item) => setCancelling(ref(item))}
            />
            <Pagination
              page={filters.page}
              pages={pageCount(board.data?.total ?? 0, SHIPPING_PAGE_SIZE)}
              onPage={onPage}
              busy={board.isPlaceholderData}
            />
          </>
        )}
      </div>

      <ShipDialog order={shipping} onClose={() => setShipping(null)} />
      {confirmDeliver ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirmDeliver(null))}
          {...deliverConfirmText(confirmDeliver.rows)}
          pendingLabel="Marking as delivered…"
          pending={delivered.isPending || bulk.isPending}
          cancelLabel="Not yet"
          confirmVariant="default"
          onConfirm={() => {
            const close = () => setConfirmDeliver(null);
            if (confirmDeliver.bulk) runBulk('delivered', close);
            else doStep(confirmDeliver.rows[0], 'deliver', close);
          }}
        />
      ) : null}
      <HeadOfficeCancelDialog order={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
