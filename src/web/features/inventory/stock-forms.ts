import { z } from 'zod';
import { ZAdjustment, ZReceipt, ZStockLevels } from '../../../shared/inventory.contracts';
import type { FieldLabels } from '../../lib/form-errors';
import { formResolver } from '../../components/form';

/**
 * The three warehouse dialogs keep inputs as the browser gives them (strings). What is sent is
 * checked by the same zod schemas the server uses (without productId, which the row supplies), so
 * the messages match the API's and nothing is sent that it would refuse.
 */

export interface ReceiptFormValues {
  quantity: string;
  reason: string;
}
export interface AdjustmentFormValues {
  delta: string;
  kind: 'adjustment' | 'waste';
  reason: string;
}
export interface LevelsFormValues {
  reorderLevel: string;
  maxLevel: string;
}

export const RECEIPT_LABELS: FieldLabels<ReceiptFormValues> = { quantity: 'quantity', reason: 'reason' };
export const ADJUSTMENT_LABELS: FieldLabels<AdjustmentFormValues> = { delta: 'change', kind: 'type', reason: 'reason' };
export const LEVELS_LABELS: FieldLabels<LevelsFormValues> = { reorderLevel: 'reorder level', maxLevel: 'max level' };

export const ADJUSTMENT_KIND_LABELS: Record<AdjustmentFormValues['kind'], string> = { adjustment: 'Adjustment', waste: 'Waste' };

const ZReceiptForm = ZReceipt.omit({ productId: true });
const ZAdjustmentForm = ZAdjustment.omit({ productId: true });

/** Blank stays missing (so "required" is reported instead of '' becoming 0); "1,200" reads as 1200. */
function numberText(text: string): string | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Whole numbers only, as typed: `Number('1e3')` or `Number('0x10')` would otherwise pass as 1000
 * and 16. A leading sign is allowed (adjustments remove units with a negative change).
 */
function wholeNumberText(text: string): string | undefined {
  const value = numberText(text);
  if (value === undefined) return undefined;
  return /^[+-]?\d+$/.test(value) ? value : 'not a number';
}

export const RECEIPT_SCHEMA = ZReceiptForm;
export const receiptInput = (values: ReceiptFormValues) => {
  const reason = values.reason.trim();
  return { quantity: wholeNumberText(values.quantity), ...(reason ? { reason } : {}) };
};
export type ReceiptPayload = z.output<typeof ZReceiptForm>;
export const receiptResolver = formResolver(ZReceiptForm, { labels: RECEIPT_LABELS, toInput: receiptInput });

export const ADJUSTMENT_SCHEMA = ZAdjustmentForm;
export const adjustmentInput = (values: AdjustmentFormValues) => ({
  delta: wholeNumberText(values.delta),
  kind: values.kind,
  reason: values.reason,
});
export type AdjustmentPayload = z.output<typeof ZAdjustmentForm>;
export const adjustmentResolver = formResolver(ZAdjustmentForm, { labels: ADJUSTMENT_LABELS, toInput: adjustmentInput });

/** This form always sends the reorder level (the PATCH contract may leave it out), and no max below it. */
export const LEVELS_SCHEMA = z
  .object({
    reorderLevel: ZStockLevels.shape.reorderLevel.unwrap(),
    maxLevel: ZStockLevels.shape.maxLevel.unwrap(),
  })
  // A maximum below the reorder point would make every suggested reorder negative.
  .refine((v) => v.maxLevel === null || v.maxLevel >= v.reorderLevel, {
    path: ['maxLevel'],
    message: 'Max level must be at least the reorder level.',
  });
export const levelsInput = (values: LevelsFormValues) => ({
  reorderLevel: wholeNumberText(values.reorderLevel),
  maxLevel: wholeNumberText(values.maxLevel) ?? null,
});
export type LevelsPayload = z.output<typeof LEVELS_SCHEMA>;
export const levelsResolver = formResolver(LEVELS_SCHEMA, { labels: LEVELS_LABELS, toInput: levelsInput });
