import type { Address } from '../../shared/addresses.contracts';

/** Which use an address is picked for: a "both" address serves either. */
export type AddressKind = 'shipping' | 'billing';

export function addressServes(type: Address['type'], kind: AddressKind): boolean {
  return type === 'both' || type === kind;
}

export function addressesFor(addresses: readonly Address[], kind: AddressKind): Address[] {
  return addresses.filter((a) => addressServes(a.type, kind));
}

/**
 * The address checkout preselects for a kind: one linked to the ordering location (its default first), else the
 * default of that kind, else the only candidate (nothing to choose between), else none, so the user makes a
 * deliberate choice.
 */
export function defaultAddressId(addresses: readonly Address[], kind: AddressKind, locationId: string | null = null): string | null {
  const candidates = addressesFor(addresses, kind);
  const linked = locationId ? candidates.filter((a) => a.location?.id === locationId) : [];
  if (linked.length > 0) return (linked.find((a) => (kind === 'shipping' ? a.isDefaultShipping : a.isDefaultBilling)) ?? linked[0]).id;
  const flagged = candidates.find((a) => (kind === 'shipping' ? a.isDefaultShipping : a.isDefaultBilling));
  if (flagged) return flagged.id;
  return candidates.length === 1 ? candidates[0].id : null;
}

/**
 * Why a shipping address may not be where the ordering location wants its stock: it belongs to another location,
 * or to none. Null when it is the location's own.
 */
export function shippingMismatch(address: Address, location: { id: string; name: string }): string | null {
  if (address.location?.id === location.id) return null;
  const label = address.nickname ?? address.recipientName;
  if (address.location) {
    return address.location.name
      ? `This address belongs to ${address.location.name}, not ${location.name}. Ship there anyway?`
      : `This address belongs to another location, not ${location.name}. Ship there anyway?`;
  }
  return `“${label}” is not linked to ${location.name}. Ship there anyway?`;
}
