import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ROYALTY_STATUS_LABELS, ZAdjustmentInput, type RoyaltyStatementDetail } from '../../../../shared/finance.contracts';
import { basisPointsToPercent, formatPeso } from '../../../../shared/money';
import { formatCalendarDate, formatDateTime } from '../../../../shared/time';
import { EnumSelectField, FormBody, FormFooter, MoneyField, TextField, useAppForm } from '../../../components/form';
import { InlineLoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { errorMessage } from '../../../lib/api-client';
import { useStatement } from '../get-statement';
import { useAddAdjustment, useReviewStatement } from '../statement-actions';
import { StatementApproval } from './statement-approval';
import { StatementDays } from './statement-days';
import { monthLabel } from '../../../../shared/time';

/** One statement, line by line, with head office's actions while it is open (adjust, review, approve) and its PDF. */
export function StatementDialog({ id, canManage, onClose }: { id: string | null; canManage: boolean; onClose: () => void }) {
  const statement = useStatement(id);
  const s = statement.data;
  return (
    <DialogShell
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={s ? `Royalty statement · ${s.location.name} · ${monthLabel(s.month)}` : 'Royalty statement'}
      description={s ? `${s.location.code} · ${ROYALTY_STATUS_LABELS[s.status]}` : undefined}
      className="sm:max-w-2xl"
    >
      {statement.isError ? (
        <InlineLoadError
          message={errorMessage(statement.error, 'The statement could not be loaded.')}
          onRetry={() => void statement.refetch()}
        />
      ) : !s ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the statement…
        </p>
      ) : (
        <StatementBody s={s} canManage={canManage} />
      )}
    </DialogShell>
  );
}

function StatementBody({ s, canManage }: { s: RoyaltyStatementDetail; canManage: boolean }) {
  const due = s.amountDueBreakdown;
  const lines: [string, string, number, boolean?][] = [
    [
      'Net sales',
      // A store's first statement bills from its opening date (decision 021); say so next to the basis.
      `${s.approvedDays} approved days${s.coversFrom.endsWith('-01') ? '' : ` from the opening date, ${formatCalendarDate(s.coversFrom)}`}`,
      s.netSalesCentavos,
    ],
    ['Royalty', `${basisPointsToPercent(s.royaltyRateBps)}% of net sales`, s.royaltyCentavos],
    ['Marketing fee', `${basisPointsToPercent(s.marketingFeeRateBps)}% of net sales`, s.marketingFeeCentavos],
    ['Adjustments', `${s.adjustments.length} ${s.adjustments.length === 1 ? 'entry' : 'entries'}`, due.adjustmentsCentavos],
    [
      "This statement's invoice",
      s.invoice ? `Invoice ${s.invoice.invoiceNumber}` : 'Royalty + marketing fee + adjustments, invoiced at approval',
      due.thisInvoiceCentavos,
    ],
    ['Earlier unpaid statements', 'Balance of earlier royalty invoices, not billed again', due.earlierUnpaidCentavos],
    ['Amount due', "This statement's invoice + earlier unpaid statements", s.amountDueCentavos, true],
  ];
  const open = s.status === 'calculated' || s.status === 'reviewed';
  return (
    <div className="grid gap-4">
      <table className="w-full text-sm" data-testid="statement-lines">
        <caption className="sr-only">Statement lines</caption>
        <tbody>
          {lines.map(([label, basis, amount, strong]) => (
            <tr key={label} className="border-b border-border last:border-0">
              <th scope="row" className={strong ? 'py-2 text-left font-semibold' : 'py-2 text-left font-medium'}>
                {label}
                {basis ? <span className="block text-xs font-normal text-muted-foreground">{basis}</span> : null}
              </th>
              <td className={strong ? 'py-2 text-right font-semibold tabular-nums' : 'py-2 text-right tabular-nums'}>
                {formatPeso(amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {s.adjustments.length > 0 ? (
        <section aria-label="Adjustments">
          <h3 className="text-sm font-semibold">Adjustments</h3>
          <ul className="mt-1 grid gap-1 text-sm">
            {s.adjustments.map((a) => (
              <li key={a.id} className="flex justify-between gap-3" data-testid="adjustment-line">
                <span>
                  {a.sales ? (
                    <>
                      Sales adjustment · {a.sales.salesDate ? formatCalendarDate(a.sales.salesDate) : monthLabel(a.sales.month)}
                      <span className="block text-xs text-muted-foreground">
                        Net {formatPeso(a.sales.oldNetCentavos)} → {formatPeso(a.sales.newNetCentavos)} · royalty{' '}
                        {formatPeso(a.sales.royaltyDeltaCentavos)}, fee {formatPeso(a.sales.feeDeltaCentavos)}
                      </span>
                    </>
                  ) : (
                    a.reason
                  )}
                </span>
                <span className="whitespace-nowrap tabular-nums">{formatPeso(a.amountCentavos)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <StatementDays days={s.days} />
      <section aria-label="History">
        <h3 className="text-sm font-semibold">History</h3>
        <ol className="mt-1 grid gap-1 text-xs text-muted-foreground">
          {s.history.map((h, i) => (
            <li key={i}>
              {formatDateTime(h.createdAt)} · {h.fromStatus ? `${h.fromStatus} → ` : ''}
              {h.toStatus}
              {h.actor ? ` · ${h.actor}` : ''}
              {h.note ? ` · ${h.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={`/api/finance/statements/${s.id}/pdf`} download>
            Download PDF
          </a>
        </Button>
        {canManage && s.status === 'calculated' ? <ReviewButton id={s.id} /> : null}
      </div>
      {canManage && s.status === 'reviewed' ? <StatementApproval s={s} /> : null}
      {canManage && open ? <AdjustmentForm id={s.id} /> : null}
    </div>
  );
}

function ReviewButton({ id }: { id: string }) {
  const review = useReviewStatement(id);
  return (
    <Button
      disabled={review.isPending}
      onClick={() =>
        review.mutate(undefined, {
          onSuccess: () => toast.success('Statement reviewed'),
          onError: (e) => toast.error(errorMessage(e, 'The statement could not be reviewed.')),
        })
      }
    >
      {review.isPending ? 'Marking reviewed…' : 'Mark reviewed'}
    </Button>
  );
}

interface AdjustmentValues {
  direction: 'charge' | 'credit';
  /** The amount as typed (positive); the direction gives its sign. */
  amountCentavos: number | null;
  reason: string;
}

/** A signed adjustment: the person picks charge or credit and types a peso amount (MoneyField holds centavos). */
function AdjustmentForm({ id }: { id: string }) {
  const [key, setKey] = useState(0);
  return <AdjustmentFormInner key={key} id={id} onDone={() => setKey((k) => k + 1)} />;
}

function AdjustmentFormInner({ id, onDone }: { id: string; onDone: () => void }) {
  const adjust = useAddAdjustment(id);
  const form = useAppForm<AdjustmentValues, z.output<typeof ZAdjustmentInput>>(
    ZAdjustmentInput,
    { direction: 'credit', amountCentavos: null, reason: '' },
    {
      labels: { amountCentavos: 'amount', reason: 'reason', direction: 'type' },
      toInput: (v) => ({
        amountCentavos: v.amountCentavos === null ? undefined : v.direction === 'credit' ? -v.amountCentavos : v.amountCentavos,
        reason: v.reason,
      }),
    },
  );
  const submit = form.submit(async (data) => {
    await adjust.mutateAsync(data);
    toast.success('Adjustment added');
    onDone();
  }, 'The adjustment could not be added.');
  return (
    <section aria-label="Add adjustment" className="rounded-lg border border-border p-3">
      <h3 className="mb-2 text-sm font-semibold">Add adjustment</h3>
      <FormBody
        onSubmit={submit}
        formError={form.formError}
        label="Add adjustment"
        footer={<FormFooter submitLabel="Add adjustment" pendingLabel="Adding…" pending={form.formState.isSubmitting} />}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <EnumSelectField
            control={form.control}
            name="direction"
            label="Type"
            options={[
              { value: 'credit', label: 'Credit (reduces amount due)' },
              { value: 'charge', label: 'Charge (adds to amount due)' },
            ]}
          />
          <MoneyField control={form.control} name="amountCentavos" label="Amount" />
        </div>
        <TextField control={form.control} name="reason" label="Reason" maxLength={200} />
      </FormBody>
    </section>
  );
}
