import { useState } from 'react';
import { Check, Inbox, X } from 'lucide-react';
import type { ApprovalQueueItem } from '../../../../shared/operations.contracts';
import { LoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import { useNow } from '../../../lib/use-now';
import { cn } from '../../../lib/cn';
import { BulkResults, type BulkResultRow } from '../../../components/data-table/bulk-results';
import { SelectAllCheckbox } from '../../../components/data-table/select-all-checkbox';
import { selectedRows, toggled } from '../../../lib/selection';
import { APPROVAL_PAGE_SIZE } from '../../../../shared/operations.contracts';
import { ListPagination } from '../../../components/data-table/pagination';
import { hasApprovalFilters, type ApprovalFilters } from '../../../lib/filters/approval-filters';
import { queueSummaryText } from '../../../lib/approval-text';
import { useApprovalQueue } from '../get-approval-queue';
import { ApprovalCard } from './approval-card';
import { DecisionDialog, type Decision, type DecisionTarget } from './decision-dialog';
import { TableEmpty } from '../../../components/data-table/table-states';

const idOf = (item: ApprovalQueueItem) => item.order.id;

/** A note for the dialog when this approval alone won't decide the order. */
function secondApproverNote(item: ApprovalQueueItem): string | undefined {
  if (item.approvalsRequired < 2) return undefined;
  const remaining = item.approvalsRequired - item.approvals.length;
  return remaining > 1 ? `Above the two-approver threshold: another franchisor must approve it after you.` : undefined;
}

/** One page of the queue with its total, per-order and bulk decisions; the selection only ever covers orders on screen. */
export function ApprovalQueueList({ filters, onPage }: { filters: ApprovalFilters; onPage: (page: number) => void }) {
  const queue = useApprovalQueue(filters);
  const now = useNow();
  const [selection, setSelection] = useState<Set<string>>(() => new Set());
  const [target, setTarget] = useState<DecisionTarget | null>(null);
  const [results, setResults] = useState<{ decision: Decision; rows: BulkResultRow[] } | null>(null);

  if (queue.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading approval queue" className="grid gap-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-56 animate-pulse rounded-xl border border-border bg-muted" />
        ))}
      </div>
    );
  }
  if (queue.isError && !queue.data) {
    return <LoadError error={queue.error} fallback="The approval queue could not be loaded." onRetry={() => void queue.refetch()} />;
  }

  // `page` is the page these items are from (the previous one while the next is loading).
  const { items, total, page, twoApproverThresholdCentavos } = queue.data;
  // Another page shows other orders: a selection never carries over to orders out of sight.
  const goTo = (page: number) => {
    setSelection(new Set());
    onPage(page);
  };
  const chosen = selectedRows(items, selection, idOf);
  const open = (decision: Decision, list: ApprovalQueueItem[], bulk: boolean) =>
    setTarget({
      decision,
      bulk,
      orders: list.map((i) => ({ id: i.order.id, orderNumber: i.order.orderNumber })),
      note: !bulk && decision === 'approve' && list[0] ? secondApproverNote(list[0]) : undefined,
    });

  return (
    <div className="grid gap-4">
      {results ? (
        <BulkResults
          title={results.decision === 'approve' ? 'Results of approving the selection' : 'Results of rejecting the selection'}
          rows={results.rows}
          onDismiss={() => setResults(null)}
        />
      ) : null}

      {items.length === 0 ? (
        <TableEmpty
          icon={<Inbox aria-hidden className="size-8 text-muted-foreground" />}
          detail={
            total === 0 && hasApprovalFilters(filters)
              ? 'Only orders matching the filters are shown; clear them to see the whole queue.'
              : null
          }
        >
          {total > 0 ? 'This page is empty.' : 'No orders are waiting for approval.'}
        </TableEmpty>
      ) : (
        <>
          <div
            className={cn(
              'z-20 flex flex-wrap sm:sticky sm:top-16 items-center gap-x-4 gap-y-2 rounded-xl border border-border bg-card/95 px-4 py-3 shadow-sm backdrop-blur',
              queue.isPlaceholderData && 'opacity-70',
            )}
          >
            <SelectAllCheckbox
              label="Select all"
              visible={items.length}
              selected={chosen.length}
              onChange={(all) => setSelection(all ? new Set(items.map(idOf)) : new Set())}
            />
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="approval-queue-summary">
              {queueSummaryText({
                total,
                shown: items.length,
                page,
                pageSize: APPROVAL_PAGE_SIZE,
                selected: chosen.length,
                thresholdCentavos: twoApproverThresholdCentavos,
              })}
            </p>
            <div className="flex flex-wrap gap-2 sm:ml-auto">
              <Button
                variant="outline"
                size="sm"
                className="text-destructive"
                disabled={chosen.length === 0}
                onClick={() => open('reject', chosen, true)}
              >
                <X aria-hidden />
                Reject selected
              </Button>
              <Button size="sm" disabled={chosen.length === 0} onClick={() => open('approve', chosen, true)}>
                <Check aria-hidden />
                Approve selected
              </Button>
            </div>
          </div>

          <ul className="grid gap-4" aria-label="Orders awaiting approval" aria-busy={queue.isPlaceholderData || undefined}>
            {items.map((item) => (
              <ApprovalCard
                key={item.order.id}
                item={item}
                now={now}
                selected={selection.has(item.order.id)}
                onSelect={(on) => setSelection((s) => toggled(s, item.order.id, on))}
                onApprove={() => open('approve', [item], false)}
                onReject={() => open('reject', [item], false)}
              />
            ))}
          </ul>
        </>
      )}
      <ListPagination
        page={filters.page}
        total={total}
        pageSize={APPROVAL_PAGE_SIZE}
        empty={items.length === 0}
        onPage={goTo}
        busy={queue.isPlaceholderData}
      />

      <DecisionDialog
        target={target}
        onClose={() => setTarget(null)}
        onBulkResults={(decision, rows) => {
          setResults({ decision, rows });
          // Decided orders leave the queue; refused ones stay selected for another look.
          setSelection(new Set(rows.filter((r) => !r.ok).map((r) => r.orderId)));
        }}
      />
    </div>
  );
}
