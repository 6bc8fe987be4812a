import { Link } from 'react-router';
import { ArrowRight, Store } from 'lucide-react';
import { formatPesoShort } from '../../../shared/money';
import { paths } from '../../../shared/routes';
import type { BrandCard, HomeContent } from '../../../shared/site.contracts';
import { usePublicResource } from '../../lib/public-resource';
import { brandPalette } from './brand-colors';
import { HOME_CONTENT_PATH } from './site-paths';

function locationsText(count: number): string {
  return count === 1 ? '1 open location' : `${count} open locations`;
}

function BrandCardLink({ brand }: { brand: BrandCard }) {
  const palette = brandPalette(brand.primaryColor);
  return (
    <Link
      to={paths.brand(brand.slug)}
      data-testid="brand-card"
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div className="flex h-24 items-center justify-center px-4" style={{ background: palette.background, color: palette.foreground }}>
        {brand.logoUrl ? (
          <img src={brand.logoUrl} alt="" width={64} height={64} className="size-16 rounded-lg bg-white object-contain p-1" />
        ) : (
          <span aria-hidden className="text-3xl font-bold">
            {brand.name.charAt(0)}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold group-hover:text-primary">{brand.name}</h3>
        {brand.tagline ? <p className="mt-1 text-sm text-muted-foreground">{brand.tagline}</p> : null}
        <p className="mt-3 flex items-center gap-1.5 text-sm">
          <Store aria-hidden className="size-4 text-primary" />
          {locationsText(brand.openLocations)}
        </p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-4">
          <p className="text-sm">
            {brand.fromCentavos === null ? (
              'Packages on request'
            ) : (
              <>
                from <span className="text-base font-semibold">{formatPesoShort(brand.fromCentavos)}</span>
              </>
            )}
          </p>
          <ArrowRight aria-hidden className="size-4 text-primary" />
        </div>
      </div>
    </Link>
  );
}

/** The active brands as cards that open their microsites (GET /api/site/home). */
export function HomeBrands() {
  const { brands } = usePublicResource<HomeContent>(HOME_CONTENT_PATH);
  if (brands.length === 0) return <p className="text-muted-foreground">Our brands will be listed here soon.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {brands.map((brand) => (
        <li key={brand.id}>
          <BrandCardLink brand={brand} />
        </li>
      ))}
    </ul>
  );
}

/** The cards' shape while the brands load, so the page does not jump when they arrive. */
export function BrandCardsSkeleton() {
  return (
    <ul aria-hidden className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="h-64 animate-pulse rounded-xl border border-border bg-muted" />
      ))}
    </ul>
  );
}
