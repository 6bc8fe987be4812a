/** "1 post", "1,204 posts": a list's total with its noun, counted the way every list's summary line counts. */
export function countText(total: number, [one, many]: readonly [singular: string, plural: string]): string {
  return `${total.toLocaleString('en-PH')} ${total === 1 ? one : many}`;
}

/**
 * The count above a paged list ("132 suppliers"), announced when it changes. With `busy` it reads "Updating…" while
 * the next page loads (lists whose count would otherwise show the previous page's total say so).
 */
export function ListCount({
  total,
  noun,
  busy = false,
  suffix = '',
  testId,
}: {
  total: number;
  noun: readonly [singular: string, plural: string];
  busy?: boolean;
  /** Words after the count, e.g. ", by name". */
  suffix?: string;
  testId?: string;
}) {
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite" data-testid={testId}>
      {busy ? 'Updating…' : `${countText(total, noun)}${suffix}`}
    </p>
  );
}
