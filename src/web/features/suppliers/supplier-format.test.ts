import { describe, expect, it } from 'vitest';
import { daysText, endsInText, isLowStock, rateText, ratingText } from './supplier-format';
import { summaryText } from './components/list-summary';
import { listSearch } from '../../lib/list-search';

describe('supplier figures', () => {
  it('writes a rating with one decimal, or says there is none yet', () => {
    expect(ratingText(null)).toBe('No rating yet');
    expect(ratingText(4.25)).toBe('★ 4.3');
    expect(ratingText(5)).toBe('★ 5.0');
  });

  it('writes a 0–1 rate as a percentage with at most one decimal, "—" when null', () => {
    expect(rateText(null)).toBe('—');
    expect(rateText(0)).toBe('0%');
    expect(rateText(1)).toBe('100%');
    expect(rateText(0.875)).toBe('87.5%');
    expect(rateText(0.6667)).toBe('66.7%');
  });

  it('counts days and flags a contract end', () => {
    expect(daysText(1)).toBe('1 day');
    expect(daysText(7)).toBe('7 days');
    expect(endsInText(0)).toBe('Ends today');
    expect(endsInText(1)).toBe('Ends in 1 day');
    expect(endsInText(12)).toBe('Ends in 12 days');
    expect(endsInText(-3)).toBe('Ended');
  });

  it('calls stock at or below the reorder level low', () => {
    expect(isLowStock(10, 10)).toBe(true);
    expect(isLowStock(0, 0)).toBe(true);
    expect(isLowStock(11, 10)).toBe(false);
  });
});

describe('list summary and query string', () => {
  it('says how many rows there are and which ones show', () => {
    const noun: [string, string] = ['supplier', 'suppliers'];
    expect(summaryText(0, 0, 1, 20, noun)).toBe('0 suppliers');
    expect(summaryText(1, 1, 1, 20, noun)).toBe('1 supplier');
    expect(summaryText(12, 12, 1, 20, noun)).toBe('12 suppliers');
    expect(summaryText(1234, 20, 3, 20, noun)).toBe('Showing 41–60 of 1,234 suppliers');
    expect(summaryText(45, 5, 3, 20, noun)).toBe('Showing 41–45 of 45 suppliers');
  });

  it('leaves empty and false values out of the request', () => {
    expect(listSearch({ search: '', status: undefined, type: null, preferredOnly: false, sort: 'name_asc', limit: 20, offset: 0 })).toBe(
      'sort=name_asc&limit=20&offset=0',
    );
    expect(listSearch({ search: 'a&b', endingSoon: 'true' })).toBe('search=a%26b&endingSoon=true');
  });
});
