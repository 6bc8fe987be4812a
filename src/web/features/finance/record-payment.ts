import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvoiceDetail, type InvoiceDetail, type PaymentInput } from '../../../shared/finance.contracts';
import { apiFetch } from '../../lib/api-client';
import { AFTER_FINANCE_CHANGE } from '../../lib/query-keys/finance';

/**
 * POST /api/finance/invoices/:id/payments {amountCentavos, paidOn, method, reference} (finance.manage) → the invoice
 * with its payments. The dialog makes one Idempotency-Key per opening, so a retried submit records the payment once.
 */
export async function recordPayment(id: string, input: PaymentInput, idempotencyKey: string): Promise<InvoiceDetail> {
  return ZInvoiceDetail.parse(
    await apiFetch<unknown>(`/api/finance/invoices/${id}/payments`, {
      method: 'POST',
      body: input,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}

export function useRecordPayment(id: string, idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['finance', 'payment', id],
    mutationFn: (input: PaymentInput) => recordPayment(id, input, idempotencyKey),
    meta: { errorToast: false },
    onSuccess: () => Promise.all(AFTER_FINANCE_CHANGE.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
