import type { ApprovalCapacity, ApprovalQueueItem, DecisionResult } from '../../shared/operations.contracts';
import { formatPeso, formatPesoShort } from '../../shared/money';

/** The words of the approval queue, kept pure so the rules behind them are unit-tested. */

export type BlockedReason = NonNullable<ApprovalQueueItem['blockedReason']>;

/** Why Approve is disabled for me (DESIGN 5: nobody approves their own order, nor the same order twice). */
export const BLOCKED_REASON_TEXT: Record<BlockedReason, string> = {
  own_order: 'You placed this order',
  already_approved: 'You already approved; a second approver is needed',
};

export function blockedReasonText(reason: ApprovalQueueItem['blockedReason']): string | null {
  return reason ? BLOCKED_REASON_TEXT[reason] : null;
}

/** "1 of 2 approvals" for orders above the two-approver threshold; null when one approval decides. */
export function approvalsProgressText(item: Pick<ApprovalQueueItem, 'approvalsRequired' | 'approvals'>): string | null {
  if (item.approvalsRequired < 2) return null;
  const given = Math.min(item.approvals.length, item.approvalsRequired);
  return `${given} of ${item.approvalsRequired} approvals`;
}

/**
 * "Orders above ₱25,000 need two approvers; only one franchisor account is active", or null while at
 * least two franchisor accounts are active. The amount is the server's setting.
 */
export function approvalCapacityText(c: Pick<ApprovalCapacity, 'twoApproverThresholdCentavos' | 'activeApprovers'>): string | null {
  if (c.activeApprovers >= 2) return null;
  const active = c.activeApprovers === 0 ? 'no franchisor account is active' : 'only one franchisor account is active';
  return `Orders above ${formatPesoShort(c.twoApproverThresholdCentavos)} need two approvers; ${active}`;
}

/** "Approved by 1 of 2 — waiting for a second approver" while an order has some but not all of its approvals. */
export function orderApprovalProgressText(o: { status: string; approvals: { given: number; required: number } }): string | null {
  if (o.status !== 'pending_approval' || o.approvals.required < 2) return null;
  if (o.approvals.given <= 0) return `Needs ${o.approvals.required} approvals from head office`;
  if (o.approvals.given >= o.approvals.required) return null;
  return `Approved by ${o.approvals.given} of ${o.approvals.required} — waiting for a second approver`;
}

/** Per line: "In stock", or how short the warehouse is. */
export function stockStateText(line: Pick<ApprovalQueueItem['lines'][number], 'stockOk' | 'warehouseOnHand'>): string {
  return line.stockOk ? 'In stock' : `Short: ${Math.max(0, line.warehouseOnHand)} on hand`;
}

/** The credit-hold warning, or null when the location has no overdue invoices. */
export function creditHoldText(overdue: ApprovalQueueItem['overdueInvoices']): string | null {
  if (overdue.count <= 0) return null;
  const invoices = overdue.count === 1 ? 'overdue invoice' : 'overdue invoices';
  return `Credit hold: ${overdue.count} ${invoices} (${formatPeso(overdue.amountCentavos)})`;
}

/** What one decision did, in the words of the toast and of the bulk results list. */
export function decisionOutcomeText(
  decision: 'approve' | 'reject',
  result: Pick<DecisionResult, 'ok' | 'approvalsRemaining' | 'message'>,
): string {
  if (!result.ok) return result.message ?? (decision === 'approve' ? 'Could not be approved.' : 'Could not be rejected.');
  if (decision === 'reject') return 'Order rejected';
  if (result.approvalsRemaining > 0) return `Approval recorded — ${result.approvalsRemaining} more needed`;
  return 'Order approved';
}

/** The toast after a bulk decision: how many went through out of how many were sent. */
export function bulkSummaryText(decision: 'approve' | 'reject', results: readonly Pick<DecisionResult, 'ok'>[]): string {
  const done = results.filter((r) => r.ok).length;
  const verb = decision === 'approve' ? 'approved' : 'rejected';
  return `${done} of ${results.length} ${results.length === 1 ? 'order' : 'orders'} ${verb}`;
}

/**
 * The line above the queue: the whole queue's size (not just this page), which orders this page shows
 * when there is more than one page, and, while some are ticked, how many of this page are selected
 * (bulk decisions act on the visible page only).
 */
export function queueSummaryText(q: {
  total: number;
  shown: number;
  page: number;
  pageSize: number;
  selected: number;
  thresholdCentavos: number;
}): string {
  if (q.selected > 0) return `${q.selected} of ${q.shown} on this page selected`;
  const waiting = `${q.total.toLocaleString('en-PH')} ${q.total === 1 ? 'order' : 'orders'} waiting`;
  const first = (q.page - 1) * q.pageSize + 1;
  const range =
    q.total > q.shown && q.shown > 0 ? ` · showing ${first.toLocaleString('en-PH')}–${(first + q.shown - 1).toLocaleString('en-PH')}` : '';
  return `${waiting}${range} · two approvers above ${formatPeso(q.thresholdCentavos)}`;
}
