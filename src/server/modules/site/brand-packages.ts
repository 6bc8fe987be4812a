import { FRANCHISE_PACKAGES, PACKAGE_CODES, type PackageCode } from '../../../shared/packages';
import type { BrandPackage } from '../../../shared/site.contracts';

/**
 * The packages a brand offers (decision 011): its brand_packages rows, in A–D order; a brand without any row offers
 * all four at the network prices of FRANCHISE_PACKAGES. The applications module applies the same rule.
 */
export function offeredPackages(rows: { packageCode: PackageCode; priceCentavos: number }[]): BrandPackage[] {
  if (rows.length === 0) return PACKAGE_CODES.map((code) => ({ code, priceCentavos: FRANCHISE_PACKAGES[code].priceCentavos }));
  return [...rows]
    .sort((a, b) => a.packageCode.localeCompare(b.packageCode))
    .map((r) => ({ code: r.packageCode, priceCentavos: r.priceCentavos }));
}

/** Groups package rows by brand, so a list of brands reads them with one query. */
export function packagesByBrand<R extends { brandId: string; packageCode: PackageCode; priceCentavos: number }>(rows: R[]) {
  const map = new Map<string, R[]>();
  for (const r of rows) map.set(r.brandId, [...(map.get(r.brandId) ?? []), r]);
  return (brandId: string) => offeredPackages(map.get(brandId) ?? []);
}
