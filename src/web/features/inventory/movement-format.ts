import type { MovementKind } from '../../../shared/inventory.contracts';

/** How ledger rows read: kinds as words, changes with their sign. */

export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  receipt: 'Receipt',
  reservation: 'Reservation',
  release: 'Release',
  shipment: 'Shipment',
  delivery: 'Delivery',
  sale: 'Sale',
  adjustment: 'Adjustment',
  waste: 'Waste',
  transfer: 'Transfer',
};

/** A kind the contract may grow later still reads as a word, never as a raw code or blank. */
export function movementKindLabel(kind: string): string {
  const known = (MOVEMENT_KIND_LABELS as Record<string, string | undefined>)[kind];
  if (known) return known;
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Movement';
}

const COUNT = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });

/**
 * "+12", "−3" (a real minus sign, which screen readers say as "minus"), "0". Units are whole,
 * so fractions never appear; thousands get separators like every other count on the page.
 */
export function formatSignedChange(delta: number): string {
  if (!Number.isFinite(delta) || delta === 0) return '0';
  const magnitude = COUNT.format(Math.abs(delta));
  return delta > 0 ? `+${magnitude}` : `\u2212${magnitude}`;
}

/** Where stock sits (a movement, an alert): its location, or head office's warehouse when it has none. */
export function movementPlace(movement: { locationName: string | null; locationId: string | null }): string {
  if (movement.locationId === null) return 'Warehouse';
  return movement.locationName ?? 'Unknown location';
}

export function formatCount(n: number): string {
  return COUNT.format(n);
}
