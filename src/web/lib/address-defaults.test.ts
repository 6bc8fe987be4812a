import { describe, expect, it } from 'vitest';
import type { Address } from '../../shared/addresses.contracts';
import { addressesFor, addressServes, defaultAddressId, shippingMismatch } from './address-defaults';

let n = 0;
const address = (over: Partial<Address>): Address => ({
  id: `a${++n}`,
  type: 'both',
  recipientName: 'Ana Cruz',
  company: null,
  line1: '1 Rizal St',
  line2: null,
  city: 'Makati',
  province: 'Metro Manila',
  postalCode: '1200',
  phone: '09171234567',
  deliveryInstructions: null,
  nickname: null,
  location: null,
  isDefaultShipping: false,
  isDefaultBilling: false,
  createdAt: '2025-01-01T00:00:00Z',
  ...over,
});

describe('address kinds', () => {
  it('a "both" address serves shipping and billing; the others only their own', () => {
    expect(addressServes('both', 'shipping')).toBe(true);
    expect(addressServes('both', 'billing')).toBe(true);
    expect(addressServes('shipping', 'billing')).toBe(false);
    expect(addressServes('billing', 'shipping')).toBe(false);
  });

  it('lists only the addresses that can be used for a kind', () => {
    const s = address({ type: 'shipping' });
    const b = address({ type: 'billing' });
    const both = address({ type: 'both' });
    expect(addressesFor([s, b, both], 'shipping').map((a) => a.id)).toEqual([s.id, both.id]);
    expect(addressesFor([s, b, both], 'billing').map((a) => a.id)).toEqual([b.id, both.id]);
  });
});

describe('checkout preselection', () => {
  it('preselects the default of each kind', () => {
    const other = address({ type: 'shipping' });
    const ship = address({ type: 'shipping', isDefaultShipping: true });
    const bill = address({ type: 'both', isDefaultBilling: true });
    const list = [other, ship, bill];
    expect(defaultAddressId(list, 'shipping')).toBe(ship.id);
    expect(defaultAddressId(list, 'billing')).toBe(bill.id);
  });

  it('ignores a default flag of the other kind', () => {
    // A billing-only address flagged as default billing must never be preselected for shipping.
    const bill = address({ type: 'billing', isDefaultBilling: true });
    const s1 = address({ type: 'shipping' });
    const s2 = address({ type: 'shipping' });
    expect(defaultAddressId([bill, s1, s2], 'shipping')).toBeNull();
  });

  it('takes the only candidate when there is no default, and nothing when there is a choice to make', () => {
    const only = address({ type: 'both' });
    expect(defaultAddressId([only], 'shipping')).toBe(only.id);
    expect(defaultAddressId([only, address({ type: 'shipping' })], 'shipping')).toBeNull();
    expect(defaultAddressId([], 'billing')).toBeNull();
  });
});

describe('the ordering location’s own address', () => {
  const makati = { id: 'loc-mkt', name: 'Siomai Express – Makati' };
  const bgc = { id: 'loc-bgc', name: 'Lemon Juice Stand – BGC' };

  it('is preselected for shipping over the default; without one the default stays', () => {
    const mkt = address({ isDefaultShipping: true, isDefaultBilling: true, location: makati });
    const own = address({ location: bgc });
    expect(defaultAddressId([mkt, own], 'shipping', bgc.id)).toBe(own.id);
    expect(defaultAddressId([mkt, own], 'shipping', makati.id)).toBe(mkt.id);
    expect(defaultAddressId([mkt], 'shipping', bgc.id)).toBe(mkt.id);
    expect(defaultAddressId([mkt, own], 'shipping')).toBe(mkt.id);
  });

  it('is preselected for billing too: each store is billed at its own address before the account-wide default', () => {
    const mkt = address({ type: 'both', isDefaultShipping: true, isDefaultBilling: true, location: makati });
    const bgcShip = address({ type: 'shipping', location: bgc });
    const bgcBill = address({ type: 'billing', location: bgc });
    expect(defaultAddressId([mkt, bgcShip, bgcBill], 'billing', bgc.id)).toBe(bgcBill.id);
    expect(defaultAddressId([mkt, bgcShip], 'billing', bgc.id)).toBe(mkt.id); // BGC has no billing address of its own
    expect(defaultAddressId([mkt, bgcShip, bgcBill], 'billing', makati.id)).toBe(mkt.id);
  });

  it('another location’s address, or an unlinked one, asks for confirmation', () => {
    expect(shippingMismatch(address({ location: bgc }), bgc)).toBeNull();
    expect(shippingMismatch(address({ location: makati }), bgc)).toBe(
      'This address belongs to Siomai Express – Makati, not Lemon Juice Stand – BGC. Ship there anyway?',
    );
    expect(shippingMismatch(address({ nickname: 'Home' }), bgc)).toBe(
      '“Home” is not linked to Lemon Juice Stand – BGC. Ship there anyway?',
    );
    expect(shippingMismatch(address({ location: { id: 'gone', name: null } }), bgc)).toBe(
      'This address belongs to another location, not Lemon Juice Stand – BGC. Ship there anyway?',
    );
  });
});
