import type { HomeContent } from '../../../shared/site.contracts';
import { usePublicResource } from '../../lib/public-resource';
import { HOME_CONTENT_PATH } from './site-paths';
import { TestimonialList } from './testimonials';

/** The home page's section of franchisee stories; nothing at all while head office has published none. */
export function HomeTestimonials() {
  const { testimonials } = usePublicResource<HomeContent>(HOME_CONTENT_PATH);
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="border-t border-border bg-card">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="testimonials-heading" className="text-2xl font-semibold tracking-tight">
          What our franchisees say
        </h2>
        <div className="mt-6">
          <TestimonialList items={testimonials} />
        </div>
      </div>
    </section>
  );
}
