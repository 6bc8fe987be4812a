/**
 * A list's per-status counts (a `group by status` over the list's other filters) as a record with every status (0 when
 * none), and the list's total: the chosen status's count, or all of them. Saves the list a separate count query.
 */
export function statusCounts<S extends string>(
  statuses: readonly S[],
  rows: readonly { status: S; n: number | string }[],
  chosen?: S,
): { counts: Record<S, number>; total: number } {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const r of rows) counts[r.status] = Number(r.n);
  const total = chosen ? counts[chosen] : Object.values<number>(counts).reduce((a, b) => a + b, 0);
  return { counts, total };
}
