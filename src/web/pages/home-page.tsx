import { Link } from 'react-router';
import { ArrowRight, ClipboardCheck, Package, Store, Truck } from 'lucide-react';
import { BRANDS } from '../../shared/settings';
import { paths } from '../../shared/routes';
import { Button } from '../components/ui/button';

const PILLARS = [
  { icon: Package, title: 'Order stock', text: 'Franchisees order from the head-office catalogue and track every order to delivery.' },
  {
    icon: ClipboardCheck,
    title: 'Approve with control',
    text: 'Head office reviews and approves orders before anything leaves the warehouse.',
  },
  { icon: Truck, title: 'Ship and track', text: 'Shipping, suppliers and purchase orders are managed in one place.' },
  { icon: Store, title: 'Grow the network', text: 'Prospective franchisees apply online and get everything they need to open.' },
] as const;

export function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-background">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">Franchise management</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Run your franchise network from one place</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            FranchiseHub connects head office with every franchise location: stock ordering, order approvals, shipping, suppliers, training
            and reporting — built for food franchises in the Philippines.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.apply}>
                Apply for a franchise <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.login}>Sign In</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="pillars-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="pillars-heading" className="text-2xl font-semibold tracking-tight">
          What FranchiseHub does
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PILLARS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <Icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="brands-heading" className="border-t border-border bg-card">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="brands-heading" className="text-2xl font-semibold tracking-tight">
            Our brands
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {BRANDS.map((brand) => (
              <li key={brand.slug}>
                <Link
                  to={paths.brand(brand.slug)}
                  className="flex items-center justify-between rounded-lg border border-border px-4 py-3 font-medium hover:border-brand-200 hover:bg-brand-50"
                >
                  {brand.name}
                  <ArrowRight aria-hidden className="size-4 text-primary" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
