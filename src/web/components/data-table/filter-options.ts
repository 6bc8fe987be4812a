/** A closed set of values as select options, each shown by its label (statuses, types, roles…). */
export function labelledOptions<const T extends string>(values: readonly T[], labels: Record<T, string>): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
