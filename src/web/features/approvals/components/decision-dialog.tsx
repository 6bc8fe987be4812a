import { toast } from 'sonner';
import { ZApprove, ZReject, type DecisionResult } from '../../../../shared/operations.contracts';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { FormBody, FormError, FormFooter, TextareaField, useAppForm } from '../../../components/form';
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
  const approve = target?.decision === 'approve';
  const count = target?.orders.length ?? 0;
  const subject = target ? (target.bulk ? `${count} selected ${count === 1 ? 'order' : 'orders'}` : target.orders[0]?.orderNumber) : '';
  return (
    <DialogShell
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${approve ? 'Approve' : 'Reject'} ${subject}?`}
      description={
        <>
          {approve
            ? 'The franchisee is notified, the invoice is created and the order moves to shipping.'
            : 'The franchisee is notified with your reason and the reserved stock is released.'}
          {target?.note ? <span className="mt-1 block">{target.note}</span> : null}
        </>
      }
    >
      {/* Keyed by the target so each opening starts with an empty form and no old error. */}
      {target ? (
        approve ? (
          <ApproveForm key={target.orders.map((o) => o.id).join()} target={target} onDone={onClose} onBulkResults={onBulkResults} />
        ) : (
          <RejectForm key={target.orders.map((o) => o.id).join()} target={target} onDone={onClose} onBulkResults={onBulkResults} />
        )
      ) : null}
    </DialogShell>
  );
}

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

const APPROVE_LABELS = { comment: 'comment' };

function ApproveForm({ target, onDone, onBulkResults }: FormProps) {
  const single = useApproveOrder();
  const bulk = useBulkDecide();
  const pending = single.isPending || bulk.isPending;
  const failure = single.error ?? bulk.error;
  const form = useAppForm(ZApprove, { comment: '' }, { labels: APPROVE_LABELS, raw: true });

  const submit = form.handleSubmit(({ comment }) => {
    const text = comment?.trim() || undefined;
    if (target.bulk) {
      bulk.mutate(
        { decision: 'approve', orderIds: target.orders.map((o) => o.id), comment: text },
        {
          onSuccess: (results) => {
            announceBulk('approve', results);
            onBulkResults('approve', toRows('approve', target, results));
            onDone();
          },
        },
      );
      return;
    }
    single.mutate(
      { orderId: target.orders[0].id, comment: text },
      singleDecisionCallbacks('approve', target, {
        refuse: (message) => form.setError('root', { message }),
        fail: (error) => form.fail(error, ''),
        onDone,
      }),
    );
  });

  const error = form.formState.errors.root?.message ?? (failure ? operationErrorText(failure, 'The order could not be approved.') : null);
  return (
    <FormBody
      onSubmit={submit}
      footer={
        <FormFooter
          cancelLabel="Back"
          onCancel={onDone}
          pending={pending}
          pendingLabel="Approving…"
          submitLabel={target.bulk ? `Approve ${target.orders.length} ${target.orders.length === 1 ? 'order' : 'orders'}` : 'Approve order'}
        />
      }
    >
      <FormError message={error} testId="decision-error" />
      <TextareaField
        control={form.control}
        name="comment"
        label="Comment"
        hint="Optional. The franchisee sees it in the order history."
        rows={3}
        maxLength={500}
      />
    </FormBody>
  );
}

const REJECT_LABELS = { reason: 'reason' };

function RejectForm({ target, onDone, onBulkResults }: FormProps) {
  const single = useRejectOrder();
  const bulk = useBulkDecide();
  const pending = single.isPending || bulk.isPending;
  const failure = single.error ?? bulk.error;
  const form = useAppForm(ZReject, { reason: '' }, { labels: REJECT_LABELS, raw: true });

  const submit = form.handleSubmit(({ reason }) => {
    if (target.bulk) {
      bulk.mutate(
        { decision: 'reject', orderIds: target.orders.map((o) => o.id), reason },
        {
          onSuccess: (results) => {
            announceBulk('reject', results);
            onBulkResults('reject', toRows('reject', target, results));
            onDone();
          },
          onError: (error) => form.fail(error, ''),
        },
      );
      return;
    }
    single.mutate(
      { orderId: target.orders[0].id, reason },
      singleDecisionCallbacks('reject', target, {
        refuse: (message) => form.setError('root', { message }),
        fail: (error) => form.fail(error, ''),
        onDone,
      }),
    );
  });

  const error = form.formState.errors.root?.message ?? (failure ? operationErrorText(failure, 'The order could not be rejected.') : null);
  return (
    <FormBody
      onSubmit={submit}
      footer={
        <FormFooter
          cancelLabel="Back"
          onCancel={onDone}
          pending={pending}
          pendingLabel="Rejecting…"
          variant="destructive"
          submitLabel={target.bulk ? `Reject ${target.orders.length} ${target.orders.length === 1 ? 'order' : 'orders'}` : 'Reject order'}
        />
      }
    >
      <FormError message={error} testId="decision-error" />
      <TextareaField control={form.control} name="reason" label="Reason for rejecting" rows={3} maxLength={500} required aria-required />
    </FormBody>
  );
}
