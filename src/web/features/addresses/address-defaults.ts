import type { Address } from '../../../shared/ordering.contracts';

/** Which use an address is picked for: a "both" address serves either. */
export type AddressKind = 'shipping' | 'billing';

export function addressServes(type: Address['type'], kind: AddressKind): boolean {
  return type === 'both' || type === kind;
}

export function addressesFor(addresses: readonly Address[], kind: AddressKind): Address[] {
  return addresses.filter((a) => addressServes(a.type, kind));
}

/**
 * The address checkout preselects for a kind: the default of that kind, else the only candidate
 * (nothing to choose between), else none, so the user makes a deliberate choice.
 */
export function defaultAddressId(addresses: readonly Address[], kind: AddressKind): string | null {
  const candidates = addressesFor(addresses, kind);
  const flagged = candidates.find((a) => (kind === 'shipping' ? a.isDefaultShipping : a.isDefaultBilling));
  if (flagged) return flagged.id;
  return candidates.length === 1 ? candidates[0].id : null;
}
