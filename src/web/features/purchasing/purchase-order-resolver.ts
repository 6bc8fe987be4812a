import type { FieldErrors, Resolver } from 'react-hook-form';
import { PURCHASING_MESSAGES, ZPurchaseOrderInput, ZReceiveInput } from '../../../shared/purchasing.contracts';
import { formResolver } from '../../components/form/form-resolver';
import { PO_FORM_LABELS, belowMinimum, purchaseOrderFormToInput, type PurchaseOrderFormValues } from './purchase-order-form';
import { overReceipt, receiveFormToInput, type ReceiveFormValues } from './receive-form';

/**
 * The contract's checks, plus the two the contract cannot know and the server makes with the same words: a line
 * below the supplier's minimum order quantity, a receipt above what is left. So the person sees them before sending.
 */
export type PoOutput = ReturnType<typeof ZPurchaseOrderInput.parse>;
export type ReceiveOutput = ReturnType<typeof ZReceiveInput.parse>;

function withLineErrors<V extends { lines: L[] }, L, O>(
  base: Resolver<V, unknown, O>,
  lineProblem: (line: L) => string | null,
): Resolver<V, unknown, O> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const extra: Record<number, { quantity: { type: string; message: string } }> = {};
    values.lines.forEach((line, i) => {
      const message = lineProblem(line);
      if (message) extra[i] = { quantity: { type: 'rule', message } };
    });
    if (Object.keys(extra).length === 0) return result;
    const errors = { ...(result.errors as Record<string, unknown>) };
    const lines = Array.isArray(errors.lines) ? [...(errors.lines as unknown[])] : [];
    for (const [i, e] of Object.entries(extra)) {
      const index = Number(i);
      // The contract's own message for the field (not a number, below 1) comes first.
      lines[index] = { ...e, ...(lines[index] as object | undefined) };
    }
    return { values: {}, errors: { ...errors, lines } as unknown as FieldErrors<V> };
  };
}

export const purchaseOrderResolver = withLineErrors<PurchaseOrderFormValues, PurchaseOrderFormValues['lines'][number], PoOutput>(
  formResolver(ZPurchaseOrderInput, { labels: PO_FORM_LABELS, toInput: purchaseOrderFormToInput }),
  (line) => (belowMinimum(line) ? PURCHASING_MESSAGES.belowMinimumQty(line.minOrderQty) : null),
);

export const receiveResolver = withLineErrors<ReceiveFormValues, ReceiveFormValues['lines'][number], ReceiveOutput>(
  formResolver(ZReceiveInput, { labels: { note: 'note', lines: 'lines' }, toInput: receiveFormToInput }),
  (line) => (overReceipt(line) ? PURCHASING_MESSAGES.overReceipt(line.remaining) : null),
);
