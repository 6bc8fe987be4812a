import { describe, expect, it } from 'vitest';
import { agreementListQuery } from './agreement-filters';
import { daysLeftText, higherPackages, packagePrice, percentText } from './contract-format';
import type { PackageInfo } from '../../../shared/contract-package.contracts';
import { agreementsSearch } from './get-agreements';

describe('contract package formatting', () => {
  it('prices packages as sent, "from" where the price is a starting price', () => {
    expect(packagePrice({ priceCentavos: 4_500_000, priceFrom: false })).toBe('₱45,000.00');
    expect(packagePrice({ priceCentavos: 50_000_000, priceFrom: true })).toBe('from ₱500,000.00');
  });

  it('offers as upgrades only the higher packages the brand sells', () => {
    const info = (code: PackageInfo['code'], priceCentavos: number): PackageInfo => ({
      code,
      name: code,
      priceCentavos,
      priceFrom: false,
      inclusions: [],
    });
    const coffee = [info('B', 18_000_000), info('C', 35_000_000), info('D', 75_000_000)];
    expect(higherPackages(coffee, 'B').map((p) => p.code)).toEqual(['C', 'D']);
    expect(higherPackages(coffee, 'D')).toEqual([]);
    expect(higherPackages([info('A', 1), info('B', 2)], 'B')).toEqual([]); // nothing above B at a two-package brand
  });
  it('says how long a term has left', () => {
    expect(daysLeftText(1200)).toBe('1,200 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('Ends today');
    expect(daysLeftText(-1)).toBe('Ended 1 day ago');
    expect(daysLeftText(-30)).toBe('Ended 30 days ago');
  });
  it('formats rates', () => {
    expect(percentText(6)).toBe('6%');
    expect(percentText(5.25)).toBe('5.25%');
  });
  it('turns the list URL state into the API query, leaving out what is not set', () => {
    const q = agreementListQuery({ search: '', package: 'B', renewal: null, review: true, page: 3 });
    expect(q).toEqual({ search: undefined, packageCode: 'B', renewalStatus: undefined, awaitingReview: 'true', limit: 25, offset: 50 });
    expect(agreementsSearch(q)).toBe('packageCode=B&awaitingReview=true&limit=25&offset=50');
  });
});
