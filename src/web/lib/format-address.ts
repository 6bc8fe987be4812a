import type { AddressSnapshot } from '../../shared/orders.contracts';

/** The lines of an address as printed on a label (also used for the copies kept on orders). */
export function addressLines(a: AddressSnapshot): string[] {
  return [a.company, a.line1, a.line2, `${a.city}, ${a.province} ${a.postalCode}`].filter((line): line is string => Boolean(line));
}
