import { Check } from 'lucide-react';
import { FRANCHISE_PACKAGES, PACKAGE_CODES, type PackageCode } from '../../../shared/packages';
import { packagePrice } from './package-price';

export interface PackageOffer {
  code: PackageCode;
  priceCentavos: number;
}

/** The network's list prices (home page); a brand's microsite passes its own offers and prices. */
export const LIST_PRICES: readonly PackageOffer[] = PACKAGE_CODES.map((code) => ({
  code,
  priceCentavos: FRANCHISE_PACKAGES[code].priceCentavos,
}));

/** Packages A–D as cards: name, price and what each includes (shared/packages.ts). */
export function PackageCards({ offers, headingLevel = 'h3' }: { offers: readonly PackageOffer[]; headingLevel?: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {offers.map(({ code, priceCentavos }) => {
        const pkg = FRANCHISE_PACKAGES[code];
        return (
          <li key={code} data-testid="package-card" className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm">
            <p className="text-xs font-semibold uppercase tracking-wide text-primary">Package {code}</p>
            <Heading className="mt-1 text-lg font-semibold">{pkg.name}</Heading>
            <p className="mt-2 text-2xl font-bold tracking-tight" data-testid="package-price">
              {packagePrice(code, priceCentavos)}
            </p>
            <p className="text-xs text-muted-foreground">{pkg.priceFrom ? 'Franchise fee, starting at' : 'Franchise fee'}</p>
            <ul className="mt-4 grid gap-2 text-sm">
              {pkg.inclusions.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
