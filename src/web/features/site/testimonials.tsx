import { Quote } from 'lucide-react';
import type { Testimonial } from '../../../shared/site.contracts';

/** Published testimonials as quotes with their author. */
export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.id} data-testid="testimonial">
          <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-sm">
            <Quote aria-hidden className="size-6 text-primary" />
            <blockquote className="mt-3 flex-1 text-sm leading-relaxed">“{t.quote}”</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold">{t.authorName}</span>
              {t.authorTitle ? <span className="block text-muted-foreground">{t.authorTitle}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
