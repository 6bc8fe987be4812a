import { describe, expect, it } from 'vitest';
import { ZContractQuery, ZSupplierProductQuery, ZSupplierQuery } from '../../../shared/suppliers.contracts';
import { createLoader } from '../../components/data-table/url-state';
import {
  contractListParsers,
  contractListQuery,
  hasContractFilters,
  hasSupplierFilters,
  supplierListParsers,
  supplierListQuery,
  supplierProductListParsers,
  supplierProductListQuery,
} from './supplier-filters';
import { listSearch } from '../../lib/list-search';

const ID = '0b7a2c1e-1111-4222-8333-444455556666';

describe('supplier list URL state', () => {
  const load = createLoader(supplierListParsers);

  it('reads a bookmarked list back and turns it into the API query', () => {
    const state = load('search=+rice+&status=active&type=backup&sort=rating_desc&page=3');
    expect(state).toEqual({ search: 'rice', status: 'active', type: 'backup', sort: 'rating_desc', page: 3 });
    const query = supplierListQuery(state);
    expect(query).toEqual({ search: 'rice', status: 'active', type: 'backup', sort: 'rating_desc', limit: 20, offset: 40 });
    // The server's own contract accepts exactly what the page sends.
    expect(ZSupplierQuery.safeParse(Object.fromEntries(new URLSearchParams(listSearch(query)))).success).toBe(true);
    expect(hasSupplierFilters(state)).toBe(true);
  });

  it('falls back to defaults for a hand-edited URL', () => {
    const state = load('status=deleted&type=cheap&sort=random&page=-2');
    expect(state).toEqual({ search: '', status: null, type: null, sort: 'name_asc', page: 1 });
    expect(hasSupplierFilters(state)).toBe(false);
    expect(supplierListQuery(state)).toEqual({
      search: undefined,
      status: undefined,
      type: undefined,
      sort: 'name_asc',
      limit: 20,
      offset: 0,
    });
  });
});

describe('supplier products URL state', () => {
  const load = createLoader(supplierProductListParsers);

  it('sends the preferred flag only when on, and the supplier as supplierId', () => {
    const on = load(`supplier=${ID}&preferred=true&sort=cost_desc&page=2`);
    const query = supplierProductListQuery(on);
    expect(query).toMatchObject({ supplierId: ID, preferredOnly: 'true', sort: 'cost_desc', limit: 25, offset: 25 });
    expect(ZSupplierProductQuery.parse(Object.fromEntries(new URLSearchParams(listSearch(query))))).toMatchObject({ preferredOnly: true });
    expect(listSearch(supplierProductListQuery(load('preferred=yes&supplier=not-an-id')))).toBe('sort=product_asc&limit=25&offset=0');
  });
});

describe('contract list URL state', () => {
  const load = createLoader(contractListParsers);

  it('maps "ending within 30 days" to endingSoon and the contract status filter', () => {
    const state = load('ending=true&status=expiring&search=2025');
    expect(hasContractFilters(state)).toBe(true);
    const query = contractListQuery(state);
    expect(query).toMatchObject({ endingSoon: 'true', status: 'expiring', search: '2025', offset: 0 });
    expect(ZContractQuery.parse(Object.fromEntries(new URLSearchParams(listSearch(query))))).toMatchObject({ endingSoon: true });
    expect(hasContractFilters(load(''))).toBe(false);
  });
});
