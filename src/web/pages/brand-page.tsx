import { Suspense } from 'react';
import { useParams } from 'react-router';
import type { BrandMicrosite } from '../../shared/site.contracts';
import { usePageMeta } from '../app/page-meta';
import { BrandMicrositeSkeleton, BrandMicrositeView } from '../features/site/brand-microsite';
import { brandMicrositePath } from '../features/site/site-paths';
import { usePublicRecord } from '../lib/public-resource';
import { NotFoundPage } from './not-found-page';

function NotFound() {
  usePageMeta({ title: 'Page not found' });
  return <NotFoundPage />;
}

function BrandWithMeta({ brand }: { brand: BrandMicrosite }) {
  usePageMeta({
    title: brand.tagline ? `${brand.name} – ${brand.tagline}` : brand.name,
    description: brand.heroText || brand.description,
  });
  return <BrandMicrositeView brand={brand} />;
}

function Brand({ slug }: { slug: string }) {
  const brand = usePublicRecord<BrandMicrosite>(brandMicrositePath(slug));
  return brand ? <BrandWithMeta brand={brand} /> : <NotFound />;
}

/** /brand/:brandId (the brand's slug): an unknown or inactive brand is the not-found page. */
export function BrandPage() {
  const { brandId = '' } = useParams();
  return (
    <Suspense fallback={<BrandMicrositeSkeleton />}>
      <Brand key={brandId} slug={brandId} />
    </Suspense>
  );
}
