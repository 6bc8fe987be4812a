import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, ZPaymentInput, type FinanceInvoice } from '../../../../shared/finance.contracts';
import { formatPeso } from '../../../../shared/money';
import { manilaToday } from '../../../../shared/time';
import { DateField, EnumSelectField, FormDialog, labelledOptions, MoneyField, TextField, useAppForm } from '../../../components/form';
import { useRecordPayment } from '../record-payment';

interface PaymentValues {
  amountCentavos: number | null;
  paidOn: string;
  method: (typeof PAYMENT_METHODS)[number] | '';
  reference: string;
}

/** "Record payment" for one invoice: amount (partial allowed, at most the balance), date, method, reference. */
export function PaymentDialog({ invoice, onClose }: { invoice: FinanceInvoice | null; onClose: () => void }) {
  return invoice ? <PaymentForm key={invoice.id} invoice={invoice} onClose={onClose} /> : null;
}

function PaymentForm({ invoice, onClose }: { invoice: FinanceInvoice; onClose: () => void }) {
  // One key per opening: a retried or double-clicked submit records the payment once.
  const [key] = useState(() => `pay-${crypto.randomUUID()}`);
  const pay = useRecordPayment(invoice.id, key);
  const form = useAppForm<PaymentValues, z.output<typeof ZPaymentInput>>(
    ZPaymentInput,
    { amountCentavos: invoice.balanceCentavos, paidOn: manilaToday(), method: 'bank_transfer', reference: '' },
    {
      labels: { amountCentavos: 'amount', paidOn: 'payment date', method: 'method', reference: 'reference' },
      toInput: (v) => ({ ...v, amountCentavos: v.amountCentavos ?? undefined, method: v.method || undefined }),
    },
  );
  const submit = form.submit(async (data) => {
    const updated = await pay.mutateAsync(data);
    toast.success('Payment recorded', {
      description:
        updated.status === 'paid' ? `${updated.invoiceNumber} is paid in full.` : `Balance now ${formatPeso(updated.balanceCentavos)}.`,
    });
    onClose();
  }, 'The payment could not be recorded.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Record payment · ${invoice.invoiceNumber}`}
      description={`Balance ${formatPeso(invoice.balanceCentavos)} of ${formatPeso(invoice.amountCentavos)}. A partial payment leaves the rest open.`}
      onSubmit={submit}
      submitLabel="Record payment"
      pendingLabel="Recording…"
    >
      <MoneyField control={form.control} name="amountCentavos" label="Amount" autoFocus />
      <DateField control={form.control} name="paidOn" label="Payment date" max={manilaToday()} />
      <EnumSelectField
        control={form.control}
        name="method"
        label="Method"
        options={labelledOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
      />
      <TextField
        control={form.control}
        name="reference"
        label="Reference"
        hint="Optional: bank or GCash reference, check number."
        maxLength={100}
      />
    </FormDialog>
  );
}
