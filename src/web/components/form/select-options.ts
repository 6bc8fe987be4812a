import type { SelectOption } from './enum-select-field';

/**
 * A contract's enum values as select options, in the values' order, each labelled from the contract's label map
 * (`labelledOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)`).
 */
export function labelledOptions<V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
