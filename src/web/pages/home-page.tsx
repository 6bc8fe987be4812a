import { Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '../../shared/routes';
import { usePageMeta } from '../app/page-meta';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { Button } from '../components/ui/button';
import { BrandCardsSkeleton, HomeBrands } from '../features/site/brand-cards';
import { HomeTestimonials } from '../features/site/home-testimonials';
import { HowItWorks } from '../features/site/how-it-works';
import { LIST_PRICES, PackageCards } from '../features/site/package-cards';

const DESCRIPTION =
  'Own a food franchise in the Philippines: siomai, lemonade, coffee and burger brands with packages from ₱50,000, training and head-office support.';

/**
 * The public home page. Hero, packages and steps are in the page's own chunk and show at once; the brands and the
 * testimonials (GET /api/site/home) fill in their sections when the answer arrives, each behind its own boundary,
 * so a failed read costs one section, not the page.
 */
export function HomePage() {
  usePageMeta({ title: 'Home', description: DESCRIPTION });
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-background">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">Food franchises in the Philippines</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Open your own franchise with a brand people already love
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            Choose a brand, pick a package that fits your budget, and we train you, set up your store and supply it — from a ₱50,000 food
            cart to a multi-unit investment.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.apply}>
                Apply <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.login}>Sign In</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.signup}>Sign Up</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="brands-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="brands-heading" className="text-2xl font-semibold tracking-tight">
          Our brands
        </h2>
        <p className="mt-1 text-muted-foreground">Open a brand&apos;s page for its story, packages and locations.</p>
        <div className="mt-6">
          <ErrorBoundary variant="component">
            <Suspense fallback={<BrandCardsSkeleton />}>
              <HomeBrands />
            </Suspense>
          </ErrorBoundary>
        </div>
      </section>

      <section aria-labelledby="packages-heading" className="border-t border-border bg-card">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="packages-heading" className="text-2xl font-semibold tracking-tight">
            Franchise packages
          </h2>
          <p className="mt-1 text-muted-foreground">List prices; each brand&apos;s page shows its own.</p>
          <div className="mt-6">
            <PackageCards offers={LIST_PRICES} />
          </div>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="steps-heading" className="text-2xl font-semibold tracking-tight">
          How it works
        </h2>
        <div className="mt-6">
          <HowItWorks />
        </div>
      </section>

      <ErrorBoundary variant="component">
        <Suspense fallback={null}>
          <HomeTestimonials />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
