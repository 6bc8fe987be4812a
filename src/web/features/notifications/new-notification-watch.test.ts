import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/notifications.contracts';
import { makeNotification } from './notification-factory';
import { observeLatest, UNPRIMED_WATCH, type TopItemWatch } from './new-notification-watch';

const notification = makeNotification;

/** Feeds successive latest-5 lists through the watch; returns the ids that would have toasted. */
function run(lists: Notification[][], start: TopItemWatch = UNPRIMED_WATCH): string[] {
  let watch = start;
  const toasted: string[] = [];
  for (const items of lists) {
    const result = observeLatest(watch, items);
    watch = result.watch;
    if (result.toast) toasted.push(result.toast.id);
  }
  return toasted;
}

describe('new items the poll or the stream found', () => {
  it('lists every item not seen before, read or not, once primed', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id) => notification(id));
    const read = { ...notification('r'), readAt: new Date().toISOString() };
    const first = observeLatest(UNPRIMED_WATCH, [b, a]);
    expect(first.fresh).toEqual([]);
    const second = observeLatest(first.watch, [read, c, b, a]);
    expect(second.fresh.map((n) => n.id)).toEqual(['r', 'c']);
    expect(observeLatest(second.watch, [read, c, b, a]).fresh).toEqual([]);
  });
});

describe('new top item toast decision', () => {
  const a = notification('a');
  const b = notification('b');
  const c = notification('c');

  it('stays quiet on the first load, even for unread items', () => {
    expect(run([[c, b, a]])).toEqual([]);
  });

  it('toasts a new unread item that arrives on top', () => {
    const d = notification('d');
    expect(
      run([
        [c, b, a],
        [d, c, b, a],
      ]),
    ).toEqual(['d']);
  });

  it('toasts the first notification of a user who had none', () => {
    const first = notification('first');
    expect(run([[], [first]])).toEqual(['first']);
  });

  it('toasts once: the same top seen again by the next poll (or the stream then the poll) stays quiet', () => {
    const d = notification('d');
    expect(
      run([
        [c, b, a],
        [d, c, b, a],
        [d, c, b, a],
        [d, c, b, a],
      ]),
    ).toEqual(['d']);
  });

  it('does not toast an item that is already read', () => {
    const readElsewhere = notification('r', { readAt: new Date().toISOString() });
    expect(
      run([
        [c, b, a],
        [readElsewhere, c, b, a],
      ]),
    ).toEqual([]);
  });

  it('does not toast an older item that moves to the top after a delete', () => {
    expect(
      run([
        [c, b, a],
        [b, a],
      ]),
    ).toEqual([]);
  });

  it('does not toast an unseen but older item surfaced by deleting everything above it', () => {
    const old = notification('old');
    const newer = [notification('n1'), notification('n2'), notification('n3')].reverse();
    expect(run([newer, [old]])).toEqual([]);
  });

  it('toasts each of several new items that reach the top one after another', () => {
    const d = notification('d');
    const e = notification('e');
    expect(
      run([
        [c, b, a],
        [d, c, b, a],
        [e, d, c, b, a],
      ]),
    ).toEqual(['d', 'e']);
  });

  it('toasts only the top when two arrive between polls', () => {
    const d = notification('d');
    const e = notification('e');
    expect(
      run([
        [c, b, a],
        [e, d, c, b, a],
      ]),
    ).toEqual(['e']);
  });
});
