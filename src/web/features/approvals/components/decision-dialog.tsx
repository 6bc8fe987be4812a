import { toast } from 'sonner';
import { ZApprove, ZReject, type DecisionResult } from '../../../../shared/operations.contracts';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { FormBody, FormError, FormFooter, ReasonField, useAppForm } from '../../../components/form';
import type { BulkResultRow } from '../../../components/data-table/bulk-results';
import { operationErrorText } from '../../../lib/operation-errors';
import { bulkSummaryText, decisionOutcomeText } from '../../../lib/approval-text';
import { useApproveOrder } from '../approve-order';
import { useBulkDecide } from '../bulk-decide';
import { useRejectOrder } from '../reject-order';

export type Decision = 'approve' | 'reject';

/** The orders a decision applies to: one card's order, or the selection (bulk). */
export interface DecisionTarget {
  decision: Decision;
  orders: readonly { id: string; orderNumber: string }[];
  bulk: boolean;
  /** Extra context under the title, e.g. "needs a second approver after you". */
  note?: string;
}

/**
 * Approve (optional comment) or reject (reason required) one order or the selection. The dialog
 * belongs to the page, not to a card, so a refusal stays readable even when the refreshed queue no
 * longer lists the order.
 */
export function DecisionDialog({
  target,
  onClose,
  onBulkResults,
}: {
  target: DecisionTarget | null;
  onClose: () => void;
  onBulkResults: (decision: Decision, rows: BulkResultRow[]) => void;
}) {
  const words = DECISIONS[target?.decision ?? 'reject'];
  const count = target?.orders.length ?? 0;
  const subject = target ? (target.bulk ? `${count} selected ${count === 1 ? 'order' : 'orders'}` : target.orders[0]?.orderNumber) : '';
  return (
    <DialogShell
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${words.verb} ${subject}?`}
      description={
        <>
          {words.consequence}
          {target?.note ? <span className="mt-1 block">{target.note}</span> : null}
        </>
      }
    >
      {/* Keyed by the decision and the target so each opening starts with an empty form and no old error. */}
      {target ? (
        <DecisionForm
          key={`${target.decision}:${target.orders.map((o) => o.id).join()}`}
          target={target}
          onDone={onClose}
          onBulkResults={onBulkResults}
        />
      ) : null}
    </DialogShell>
  );
}

/**
 * What differs between approving and rejecting: the words, the contract of the one text field (an optional comment,
 * a required reason) and how that text is sent. Everything else — single or bulk, refusals, errors — is the same.
 */
const DECISIONS = {
  approve: {
    verb: 'Approve',
    consequence: 'The franchisee is notified, the invoice is created and the order moves to shipping.',
    pendingLabel: 'Approving…',
    variant: 'default',
    failed: 'The order could not be approved.',
    schema: ZApprove,
    field: 'comment',
    fieldProps: { label: 'Comment', hint: 'Optional. The franchisee sees it in the order history.' },
  },
  reject: {
    verb: 'Reject',
    consequence: 'The franchisee is notified with your reason and the reserved stock is released.',
    pendingLabel: 'Rejecting…',
    variant: 'destructive',
    failed: 'The order could not be rejected.',
    schema: ZReject,
    field: 'reason',
    fieldProps: { label: 'Reason for rejecting', required: true },
  },
} as const satisfies Record<Decision, object>;

interface FormProps {
  target: DecisionTarget;
  onDone: () => void;
  onBulkResults: (decision: Decision, rows: BulkResultRow[]) => void;
}

function toRows(decision: Decision, target: DecisionTarget, results: DecisionResult[]): BulkResultRow[] {
  const numbers = new Map(target.orders.map((o) => [o.id, o.orderNumber]));
  return results.map((r) => ({
    orderId: r.orderId,
    orderNumber: numbers.get(r.orderId) ?? r.orderId,
    ok: r.ok,
    text: decisionOutcomeText(decision, r),
  }));
}

function announceBulk(decision: Decision, results: DecisionResult[]) {
  const text = bulkSummaryText(decision, results);
  if (results.every((r) => r.ok)) toast.success(text, { id: 'bulk-decision' });
  else toast.warning(text, { id: 'bulk-decision', description: 'See the results above the queue.' });
}

/** A single decision the server answered with ok false (no HTTP error): say why, keep the dialog. */
function refusal(result: DecisionResult, decision: Decision): Error | null {
  return result.ok ? null : new Error(decisionOutcomeText(decision, result));
}

/**
 * What follows one order's decision: a refusal (ok false, no HTTP error) stays in the dialog,
 * an HTTP error goes to the form, success says so and closes.
 */
function singleDecisionCallbacks(
  decision: Decision,
  target: DecisionTarget,
  { refuse, fail, onDone }: { refuse: (message: string) => void; fail: (error: Error) => void; onDone: () => void },
) {
  return {
    onSuccess: (result: DecisionResult) => {
      const refused = refusal(result, decision);
      if (refused) {
        refuse(refused.message);
        return;
      }
      toast.success(decisionOutcomeText(decision, result), {
        id: `decision-${result.orderId}`,
        description: target.orders[0].orderNumber,
      });
      onDone();
    },
    onError: fail,
  };
}

/** The typed text as each request takes it: an approval's blank comment is no comment; a reason goes as typed. */
function requestsOf(decision: Decision, target: DecisionTarget, text: string) {
  const orderIds = target.orders.map((o) => o.id);
  const orderId = target.orders[0].id;
  if (decision === 'approve') {
    const comment = text.trim() || undefined;
    return { bulk: { decision, orderIds, comment }, single: { orderId, comment } } as const;
  }
  return { bulk: { decision, orderIds, reason: text }, single: { orderId, reason: text } } as const;
}

function DecisionForm({ target, onDone, onBulkResults }: FormProps) {
  const { decision } = target;
  const words = DECISIONS[decision];
  const approveOne = useApproveOrder();
  const rejectOne = useRejectOrder();
  const bulk = useBulkDecide();
  const single = decision === 'approve' ? approveOne : rejectOne;
  const pending = single.isPending || bulk.isPending;
  const failure = single.error ?? bulk.error;
  const form = useAppForm<Record<string, string>>(
    words.schema,
    { [words.field]: '' },
    { labels: { [words.field]: words.field }, raw: true },
  );

  const submit = form.handleSubmit((values) => {
    const requests = requestsOf(decision, target, values[words.field] ?? '');
    if (target.bulk) {
      bulk.mutate(requests.bulk, {
        onSuccess: (results) => {
          announceBulk(decision, results);
          onBulkResults(decision, toRows(decision, target, results));
          onDone();
        },
        onError: (error) => form.fail(error, ''),
      });
      return;
    }
    const callbacks = singleDecisionCallbacks(decision, target, {
      refuse: (message) => form.setError('root', { message }),
      fail: (error) => form.fail(error, ''),
      onDone,
    });
    if ('comment' in requests.single) approveOne.mutate(requests.single, callbacks);
    else rejectOne.mutate(requests.single, callbacks);
  });

  const error = form.formState.errors.root?.message ?? (failure ? operationErrorText(failure, words.failed) : null);
  const count = target.orders.length;
  return (
    <FormBody
      onSubmit={submit}
      footer={
        <FormFooter
          cancelLabel="Back"
          onCancel={onDone}
          pending={pending}
          pendingLabel={words.pendingLabel}
          variant={words.variant}
          submitLabel={target.bulk ? `${words.verb} ${count} ${count === 1 ? 'order' : 'orders'}` : `${words.verb} order`}
        />
      }
    >
      <FormError message={error} testId="decision-error" />
      <ReasonField control={form.control} name={words.field} {...words.fieldProps} />
    </FormBody>
  );
}
