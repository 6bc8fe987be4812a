import { describe, expect, it } from 'vitest';
import { agreementListQuery } from './agreement-filters';
import { daysLeftText, fileSizeText, packagePrice, percentText } from './contract-format';
import { agreementsSearch } from './get-agreements';

describe('contract package formatting', () => {
  it('prices packages, the Investor one "from"', () => {
    expect(packagePrice('A')).toBe('₱50,000.00');
    expect(packagePrice('D')).toBe('from ₱500,000.00');
  });
  it('says how long a term has left', () => {
    expect(daysLeftText(1200)).toBe('1,200 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('Ends today');
    expect(daysLeftText(-1)).toBe('Ended 1 day ago');
    expect(daysLeftText(-30)).toBe('Ended 30 days ago');
  });
  it('formats rates and sizes', () => {
    expect(percentText(6)).toBe('6%');
    expect(percentText(5.25)).toBe('5.25%');
    expect(fileSizeText(48)).toBe('48 B');
    expect(fileSizeText(15_360)).toBe('15 KB');
    expect(fileSizeText(3_250_000)).toBe('3.1 MB');
  });
  it('turns the list URL state into the API query, leaving out what is not set', () => {
    const q = agreementListQuery({ search: '', package: 'B', renewal: null, review: true, page: 3 });
    expect(q).toEqual({ search: undefined, packageCode: 'B', renewalStatus: undefined, awaitingReview: 'true', limit: 25, offset: 50 });
    expect(agreementsSearch(q)).toBe('packageCode=B&awaitingReview=true&limit=25&offset=50');
  });
});
