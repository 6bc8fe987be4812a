import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FINANCE_MESSAGES } from '../../../../shared/errors';
import { ZStatementApproval, ZStatementApprovalWithReason, type RoyaltyStatementDetail } from '../../../../shared/finance.contracts';
import { formatPeso } from '../../../../shared/money';
import { FormWithFooter, ReasonField, useAppForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { useApproveStatement } from '../statement-actions';

/**
 * Approving a reviewed statement (decision 016). Before the month has ended in Manila it cannot be approved and says
 * why; otherwise "Approve" opens a confirmation that shows the amount being invoiced (sent back to the server, which
 * refuses it if the figures moved meanwhile), asks for a reason when days still await review, and says when the
 * statement needs a second head-office approver and who gave the first approval.
 */
export function StatementApproval({ s }: { s: RoyaltyStatementDetail }) {
  const [confirming, setConfirming] = useState(false);
  const { approval } = s;
  if (!approval.periodEnded) {
    return (
      <p role="note" className="rounded-lg border border-border bg-muted/40 p-3 text-sm" data-testid="approval-state">
        {FINANCE_MESSAGES.MONTH_NOT_ENDED}
      </p>
    );
  }
  const label = approvalLabel(s);
  return (
    <section aria-label="Approval" className="grid gap-2 rounded-lg border border-border p-3">
      <h3 className="text-sm font-semibold">Approval</h3>
      <p className="text-sm" data-testid="approval-state">
        {approvalState(s)}
      </p>
      {confirming ? (
        <ApprovalConfirmation s={s} onDone={() => setConfirming(false)} />
      ) : (
        <div>
          <Button onClick={() => setConfirming(true)}>{label}</Button>
        </div>
      )}
    </section>
  );
}

/** What approving does now: one approval invoices, or this is the first (or the second) of two. */
function approvalState(s: RoyaltyStatementDetail): string {
  const { approval } = s;
  const amount = formatPeso(s.chargesCentavos);
  if (s.chargesCentavos === 0) return 'Nothing to bill this month: approving closes the month without an invoice.';
  if (s.chargesCentavos < 0) return creditNote(s.chargesCentavos);
  if (!approval.needsTwoApprovers) return `One approval invoices ${amount}.`;
  const threshold = formatPeso(approval.thresholdCentavos);
  if (approval.firstApprovedBy)
    return `First approval by ${approval.firstApprovedBy}. ${amount} is above ${threshold}: a second head-office user must approve it.`;
  return `${amount} is above ${threshold}: two head-office users must approve it. The second approval invoices it.`;
}

/** Credits beyond the month's own charges are carried to the next statement (decision 016). */
const creditNote = (charges: number) =>
  `Credits exceed this month's charges by ${formatPeso(-charges)}: approving closes the month with nothing to bill and carries that credit to the next statement.`;

function approvalLabel(s: RoyaltyStatementDetail): string {
  if (s.chargesCentavos <= 0) return 'Approve with nothing to bill';
  if (!s.approval.needsTwoApprovers) return 'Approve and invoice';
  return s.approval.firstApprovedBy ? 'Give the second approval' : 'Give the first approval';
}

interface ApprovalValues {
  awaitingReviewReason: string;
}

function ApprovalConfirmation({ s, onDone }: { s: RoyaltyStatementDetail; onDone: () => void }) {
  const approve = useApproveStatement(s.id);
  const awaiting = s.days.awaitingReviewDates.length;
  const form = useAppForm<ApprovalValues, z.output<typeof ZStatementApproval>>(
    awaiting > 0 ? ZStatementApprovalWithReason : ZStatementApproval,
    { awaitingReviewReason: '' },
    {
      labels: { awaitingReviewReason: 'reason' },
      // The amount shown here is the amount approved: the server refuses it if the figures changed since.
      toInput: (v) => ({
        confirmedChargesCentavos: s.chargesCentavos,
        awaitingReviewReason: awaiting > 0 ? v.awaitingReviewReason : undefined,
      }),
    },
  );
  const submit = form.submit(async (data) => {
    const after = await approve.mutateAsync(data);
    if (after.status === 'reviewed' && after.approval.firstApprovedBy) {
      toast.success('First approval recorded', { description: 'A second head-office user must approve this statement.' });
    } else {
      toast.success('Statement approved', {
        description: after.invoice ? `Invoice ${after.invoice.invoiceNumber} created` : 'Nothing to bill: no invoice',
      });
    }
    onDone();
  }, 'The statement could not be approved.');
  const amount = formatPeso(s.chargesCentavos);
  return (
    <FormWithFooter
      form={form}
      onSubmit={submit}
      onCancel={onDone}
      label="Confirm approval"
      submitLabel={s.chargesCentavos <= 0 ? 'Confirm: nothing to bill' : `Confirm approval of ${amount}`}
      pendingLabel="Approving…"
    >
      <p className="text-sm" data-testid="approval-confirmation">
        {s.chargesCentavos === 0
          ? 'This month closes with nothing to bill; no invoice number is used.'
          : s.chargesCentavos < 0
            ? `${creditNote(s.chargesCentavos)} No invoice number is used.`
            : `This statement bills ${amount} (royalty, marketing fee and adjustments). Earlier unpaid statements are not billed again.`}
      </p>
      {awaiting > 0 ? (
        <>
          <p className="text-sm text-warning">
            {awaiting === 1 ? '1 day is' : `${awaiting} days are`} still awaiting review and will not be billed on this statement. If they
            are approved later they are billed as adjustments on a later statement.
          </p>
          <ReasonField control={form.control} name="awaitingReviewReason" label="Reason for approving without them" required />
        </>
      ) : null}
    </FormWithFooter>
  );
}
