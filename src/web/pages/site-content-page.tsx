import { useId } from 'react';
import { parseAsOneOf, parseAsString, useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { PageTabs } from '../components/ui/page-tabs';
import { BrandContentPanel } from '../features/site-content/components/brand-content-panel';
import { TestimonialsPanel } from '../features/site-content/components/testimonials-panel';

const VIEWS = ['microsites', 'testimonials'] as const;
const parsers = { view: parseAsOneOf(VIEWS), brand: parseAsString };
const TABS = [
  { value: 'microsites', label: 'Brand microsites' },
  { value: 'testimonials', label: 'Testimonials' },
] as const;

/** /site-content (franchisor): each brand's microsite (headline, story, benefits, FAQs, packages) and the testimonials. */
export function SiteContentPage() {
  const id = useId();
  const { state, write } = useListUrlState(parsers);
  const view = state.view ?? 'microsites';
  return (
    <section>
      <PageHeader title="Site Content" description="What visitors read on the brand microsites and the home page." />
      <PageTabs idPrefix={id} label="Site content" tabs={TABS} selected={view} onSelect={(next) => write({ view: next }, false)}>
        {view === 'microsites' ? (
          <BrandContentPanel slug={state.brand} onBrand={(brand) => write({ brand }, true)} />
        ) : (
          <TestimonialsPanel />
        )}
      </PageTabs>
    </section>
  );
}
