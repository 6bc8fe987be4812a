import { describe, expect, it } from 'vitest';
import type { OpeningItem } from '../../../shared/openings.contracts';
import { bySection, targetDaysText, itemStatus, nextDueItems, progressPercent } from './opening-format';

const item = (over: Partial<OpeningItem> = {}): OpeningItem => ({
  id: 'i',
  section: 'Permits',
  title: 'Barangay clearance',
  description: '',
  ownerSide: 'franchisee',
  kind: 'document',
  systemLink: null,
  critical: true,
  dueOn: '2030-01-01',
  state: 'todo',
  overdue: false,
  fileName: null,
  reviewNote: null,
  completedAt: null,
  canComplete: true,
  canReview: false,
  ...over,
});

describe('opening format', () => {
  it('counts down to the target date and past it', () => {
    expect(targetDaysText(12)).toBe('12 days left');
    expect(targetDaysText(1)).toBe('1 day left');
    expect(targetDaysText(0)).toBe('Opens today');
    expect(targetDaysText(-3)).toBe('3 days past target');
  });

  it('gives progress as a whole percentage, 0 for an empty checklist', () => {
    expect(progressPercent({ done: 1, total: 3 })).toBe(33);
    expect(progressPercent({ done: 0, total: 0 })).toBe(0);
  });

  it('says overdue before to-do, but a done or submitted item is never overdue-labelled', () => {
    expect(itemStatus(item({ overdue: true })).status).toBe('overdue');
    expect(itemStatus(item({ state: 'submitted', overdue: true })).status).toBe('submitted');
    expect(itemStatus(item({ state: 'rejected' })).label).toContain('upload again');
    expect(itemStatus(item({ kind: 'system' })).label).toBe('Completes itself');
    expect(itemStatus(item({ state: 'done' })).status).toBe('done');
  });

  it('freezes a cancelled opening’s checklist: unfinished items are neither to do nor overdue, done ones stay done', () => {
    for (const unfinished of [item(), item({ overdue: true }), item({ state: 'submitted' }), item({ kind: 'system' })])
      expect(itemStatus(unfinished, 'cancelled')).toMatchObject({ status: 'stopped', label: 'Not done: opening cancelled' });
    expect(itemStatus(item({ state: 'done' }), 'cancelled').status).toBe('done');
    expect(itemStatus(item(), 'opened').status).toBe('todo');
  });

  it('keeps template order within sections and the server order of what is due next', () => {
    const items = [item({ id: 'a', section: 'One' }), item({ id: 'b', section: 'Two' }), item({ id: 'c', section: 'One' })];
    expect(bySection(items).map((s) => [s.section, s.items.map((i) => i.id)])).toEqual([
      ['One', ['a', 'c']],
      ['Two', ['b']],
    ]);
    expect(nextDueItems({ items, nextDue: ['c', 'a', 'gone'] }).map((i) => i.id)).toEqual(['c', 'a']);
  });
});
