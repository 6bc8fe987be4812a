import type { Notification } from '../../../shared/notifications.contracts';

/**
 * Spec 7: "a new top item raises a toast". The latest 5 are observed after every poll and every stream
 * push; this decides, without side effects, whether the current top item deserves a toast.
 *
 * A toast is raised only when the top item
 * - appears after the first observation (what was already there on page load is not news),
 * - has an id never observed before in the latest 5 (deleting the top item promotes an old one: no toast),
 * - is not older than the newest item observed so far (deleting all five can surface an unseen but old one),
 * - is still unread (read elsewhere, e.g. in another tab, before it reached us: no toast).
 */

export interface TopItemWatch {
  /** false until the first list has been observed. */
  primed: boolean;
  seenIds: ReadonlySet<string>;
  /** created_at (ms) of the newest item observed; -Infinity before any. */
  newestAt: number;
}

export const UNPRIMED_WATCH: TopItemWatch = { primed: false, seenIds: new Set(), newestAt: Number.NEGATIVE_INFINITY };

export function observeLatest(
  watch: TopItemWatch,
  items: readonly Notification[],
): { watch: TopItemWatch; toast: Notification | null; fresh: Notification[] } {
  const seenIds = new Set(watch.seenIds);
  // Every item not observed before (read or not), once primed: each says some data changed.
  const fresh = watch.primed ? items.filter((item) => !watch.seenIds.has(item.id)) : [];
  let newestAt = watch.newestAt;
  for (const item of items) {
    seenIds.add(item.id);
    const at = Date.parse(item.createdAt);
    if (at > newestAt) newestAt = at;
  }
  const next: TopItemWatch = { primed: true, seenIds, newestAt };

  const top = items[0];
  const isNews =
    watch.primed && top !== undefined && !watch.seenIds.has(top.id) && top.readAt === null && !(Date.parse(top.createdAt) < watch.newestAt);
  return { watch: next, toast: isNews ? top : null, fresh };
}
