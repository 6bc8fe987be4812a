import { useId } from 'react';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { LoadError } from '../../../components/feedback/load-error';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useBrandContents } from '../get-brand-contents';
import { BrandContentForm } from './brand-content-form';

/** Pick a brand (kept in the URL by its slug), then edit its microsite. */
export function BrandContentPanel({ slug, onBrand }: { slug: string | null; onBrand: (slug: string) => void }) {
  const id = useId();
  const brands = useBrandContents();
  if (brands.isPending) return <LoadingScreen message="Loading brands…" fullPage={false} />;
  if (!brands.data)
    return <LoadError error={brands.error} fallback="The brands could not be loaded." onRetry={() => void brands.refetch()} />;
  const items = brands.data.items;
  if (items.length === 0) return <p className="text-muted-foreground">No brands yet.</p>;
  const brand = items.find((b) => b.slug === slug) ?? items[0];
  return (
    <div className="grid gap-6">
      <div className="grid max-w-sm gap-2">
        <Label htmlFor={`${id}-brand`}>Brand</Label>
        <Select id={`${id}-brand`} value={brand.slug} onChange={(event) => onBrand(event.target.value)}>
          {items.map((b) => (
            <option key={b.brandId} value={b.slug}>
              {b.name}
            </option>
          ))}
        </Select>
      </div>
      {/* One form per brand: switching brands starts from that brand's saved content. */}
      <BrandContentForm key={`${brand.brandId}-${brand.updatedAt ?? ''}`} brand={brand} />
    </div>
  );
}
