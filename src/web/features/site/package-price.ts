import { formatPesoShort } from '../../../shared/money';
import { FRANCHISE_PACKAGES, type PackageCode } from '../../../shared/packages';

/** "₱50,000", and "₱500,000+" for a package sold "from" its price (D Investor). */
export function packagePrice(code: PackageCode, priceCentavos: number): string {
  return `${formatPesoShort(priceCentavos)}${FRANCHISE_PACKAGES[code].priceFrom ? '+' : ''}`;
}
