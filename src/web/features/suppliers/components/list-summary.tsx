/** "Showing 21–40 of 132 suppliers" above a paged list (announced when it changes). */
export function ListSummary({
  total,
  shown,
  page,
  pageSize,
  noun,
  busy,
  testId,
}: {
  total: number;
  shown: number;
  page: number;
  pageSize: number;
  noun: [singular: string, plural: string];
  busy?: boolean;
  testId?: string;
}) {
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite" data-testid={testId}>
      {busy ? 'Updating…' : summaryText(total, shown, page, pageSize, noun)}
    </p>
  );
}

export function summaryText(total: number, shown: number, page: number, pageSize: number, [one, many]: [string, string]): string {
  const noun = total === 1 ? one : many;
  if (total === 0 || shown === 0) return `${total.toLocaleString('en-PH')} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  if (total <= pageSize && page === 1) return `${total.toLocaleString('en-PH')} ${noun}`;
  return `Showing ${first.toLocaleString('en-PH')}–${(first + shown - 1).toLocaleString('en-PH')} of ${total.toLocaleString('en-PH')} ${noun}`;
}
