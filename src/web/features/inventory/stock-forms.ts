import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ZAdjustment, ZReceipt, ZStockLevels } from '../../../shared/inventory.contracts';
import { defaultFieldMessages, type FieldLabels } from '../../lib/form-errors';

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

type ErrorMap = Record<string, { type: string; message: string }>;

/** The first issue of each field, keyed by field name (what react-hook-form shows under it). */
function errorMap(issues: readonly z.core.$ZodIssue[]): ErrorMap {
  const errors: ErrorMap = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return errors;
}

function failed<V extends FieldValues>(errors: ErrorMap) {
  return { values: {}, errors: errors as FieldErrors<V> };
}

export type ReceiptPayload = z.output<typeof ZReceiptForm>;
export const receiptResolver: Resolver<ReceiptFormValues, unknown, ReceiptPayload> = async (values) => {
  const reason = values.reason.trim();
  const parsed = ZReceiptForm.safeParse(
    { quantity: wholeNumberText(values.quantity), ...(reason ? { reason } : {}) },
    defaultFieldMessages(RECEIPT_LABELS),
  );
  return parsed.success ? { values: parsed.data, errors: {} } : failed<ReceiptFormValues>(errorMap(parsed.error.issues));
};

export type AdjustmentPayload = z.output<typeof ZAdjustmentForm>;
export const adjustmentResolver: Resolver<AdjustmentFormValues, unknown, AdjustmentPayload> = async (values) => {
  const parsed = ZAdjustmentForm.safeParse(
    { delta: wholeNumberText(values.delta), kind: values.kind, reason: values.reason },
    defaultFieldMessages(ADJUSTMENT_LABELS),
  );
  return parsed.success ? { values: parsed.data, errors: {} } : failed<AdjustmentFormValues>(errorMap(parsed.error.issues));
};

export interface LevelsPayload {
  reorderLevel: number;
  /** null: no maximum. */
  maxLevel: number | null;
}
export const levelsResolver: Resolver<LevelsFormValues, unknown, LevelsPayload> = async (values) => {
  const reorderText = wholeNumberText(values.reorderLevel);
  const maxText = wholeNumberText(values.maxLevel);
  const parsed = ZStockLevels.safeParse(
    { reorderLevel: reorderText ?? '', maxLevel: maxText ?? null },
    defaultFieldMessages(LEVELS_LABELS),
  );
  const errors = parsed.success ? {} : errorMap(parsed.error.issues);
  // The schema allows leaving it out (a PATCH); this form always sends it, so blank is an error.
  if (reorderText === undefined) errors.reorderLevel = { type: 'required', message: 'Reorder level is required.' };
  if (!parsed.success || Object.keys(errors).length > 0) return failed<LevelsFormValues>(errors);
  const reorderLevel = parsed.data.reorderLevel ?? 0;
  const maxLevel = parsed.data.maxLevel ?? null;
  // A maximum below the reorder point would make every suggested reorder negative.
  if (maxLevel !== null && maxLevel < reorderLevel) {
    return failed<LevelsFormValues>({ maxLevel: { type: 'custom', message: 'Max level must be at least the reorder level.' } });
  }
  return { values: { reorderLevel, maxLevel }, errors: {} };
};
