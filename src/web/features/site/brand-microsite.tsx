import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Check, ChevronDown, ExternalLink } from 'lucide-react';
import type { BrandMicrosite, MapLocation } from '../../../shared/site.contracts';
import { LocationMap, type MapMarker } from '../../components/map/location-map';
import { openStreetMapUrl } from '../../components/map/map-tiles';
import { Button } from '../../components/ui/button';
import { brandPalette } from './brand-colors';
import { PackageCards } from './package-cards';
import { applyForBrand } from './site-paths';
import { TestimonialList } from './testimonials';

const STATUS_TEXT: Record<string, string> = { open: 'Open', training: 'Opening soon', construction: 'Coming soon' };
/** The Philippines, for a brand with no location on the map yet. */
const PHILIPPINES = { lat: 12.88, lng: 121.77 };

function markersOf(locations: readonly MapLocation[]): MapMarker[] {
  return locations.flatMap((l) =>
    l.latitude !== null && l.longitude !== null ? [{ id: l.id, lat: l.latitude, lng: l.longitude, label: `${l.name} (${l.city})` }] : [],
  );
}

function Section({ id, title, children, tinted = false }: { id: string; title: string; children: React.ReactNode; tinted?: boolean }) {
  return (
    <section aria-labelledby={id} className={tinted ? 'border-t border-border bg-card' : 'border-t border-border'}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

function ApplyButton({ slug, name, style }: { slug: string; name: string; style?: CSSProperties }) {
  return (
    <Button asChild size="lg" style={style}>
      <Link to={applyForBrand(slug)} data-testid="apply-brand">
        Apply for {name} <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}

function Locations({ brand }: { brand: BrandMicrosite }) {
  const markers = markersOf(brand.locations);
  if (brand.locations.length === 0)
    return <p className="text-muted-foreground">The first {brand.name} locations are being planned. Yours could be one of them.</p>;
  const first = markers[0];
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <LocationMap
        center={first ? { lat: first.lat, lng: first.lng } : PHILIPPINES}
        zoom={first ? 13 : 5}
        markers={markers}
        label={`Map of ${brand.name} locations`}
        color={brand.primaryColor}
      />
      <ul className="grid content-start gap-3" data-testid="brand-locations">
        {brand.locations.map((l) => (
          <li key={l.id} className="rounded-lg border border-border bg-card p-3 text-sm">
            <p className="font-medium">{l.name}</p>
            <p className="text-muted-foreground">
              {l.city}, {l.province} · {STATUS_TEXT[l.status] ?? l.status}
            </p>
            {l.latitude !== null && l.longitude !== null ? (
              <a
                href={openStreetMapUrl(l.latitude, l.longitude)}
                target="_blank"
                rel="noreferrer"
                className="mt-1 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                Open in OpenStreetMap <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">: {l.name} (opens in a new tab)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A brand's microsite: hero in its colour, story, benefits, its packages and prices, locations, stories and FAQs. */
export function BrandMicrositeView({ brand }: { brand: BrandMicrosite }) {
  const palette = brandPalette(brand.primaryColor);
  // The hero's button inverts the hero's colours, so it reads on any brand colour.
  const heroButton: CSSProperties = { background: palette.foreground, color: palette.background };
  return (
    <>
      <section style={{ background: palette.background, color: palette.foreground }}>
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:py-20 md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide opacity-90">{brand.name}</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{brand.heroTitle || brand.name}</h1>
            {brand.tagline ? <p className="mt-3 text-xl font-medium">{brand.tagline}</p> : null}
            <p className="mt-4 max-w-2xl text-lg opacity-95">{brand.heroText || brand.description}</p>
            <div className="mt-8">
              <ApplyButton slug={brand.slug} name={brand.name} style={heroButton} />
            </div>
          </div>
          {brand.logoUrl ? (
            <img
              src={brand.logoUrl}
              alt={`${brand.name} logo`}
              width={160}
              height={160}
              className="size-40 rounded-2xl bg-white object-contain p-3"
            />
          ) : null}
        </div>
      </section>

      <Section id="story-heading" title="Our story">
        <div className="max-w-3xl whitespace-pre-line text-lg leading-8">{brand.story || brand.description}</div>
      </Section>

      {brand.benefits.length > 0 ? (
        <Section id="benefits-heading" title={`Why ${brand.name}`} tinted>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {brand.benefits.map((b) => (
              <li key={b.title} className="rounded-xl border border-border bg-background p-5">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Check aria-hidden className="size-5 shrink-0 text-primary" />
                  {b.title}
                </h3>
                {b.text ? <p className="mt-2 text-sm text-muted-foreground">{b.text}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="packages-heading" title={`${brand.name} packages`}>
        {brand.packages.length > 0 ? (
          <PackageCards offers={brand.packages} />
        ) : (
          <p className="text-muted-foreground">Contact us for this brand&apos;s packages.</p>
        )}
      </Section>

      <Section id="locations-heading" title="Locations" tinted>
        <Locations brand={brand} />
      </Section>

      {brand.testimonials.length > 0 ? (
        <Section id="brand-testimonials-heading" title="From our franchisees">
          <TestimonialList items={brand.testimonials} />
        </Section>
      ) : null}

      {brand.faqs.length > 0 ? (
        <Section id="faq-heading" title="Frequently asked questions" tinted={brand.testimonials.length > 0}>
          <div className="grid max-w-3xl gap-3" data-testid="brand-faqs">
            {brand.faqs.map((faq) => (
              <details key={faq.question} className="group rounded-lg border border-border bg-card">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg p-4 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <p className="whitespace-pre-line px-4 pb-4 text-muted-foreground">{faq.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      ) : null}

      <section className="border-t border-border bg-brand-50">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-semibold tracking-tight">Ready to open a {brand.name}?</h2>
            <p className="mt-1 text-muted-foreground">Apply online in five short steps; we reply within 2-3 business days.</p>
          </div>
          <ApplyButton slug={brand.slug} name={brand.name} />
        </div>
      </section>
    </>
  );
}

export function BrandMicrositeSkeleton() {
  return (
    <div aria-hidden>
      <div className="h-80 animate-pulse bg-muted" />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="h-8 w-48 rounded bg-muted" />
        <div className="mt-6 h-24 max-w-3xl animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
