import { Hammer } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { cn } from '../lib/cn';

/**
 * Stand-in for a route whose feature arrives in a later issue: the real title, and an honest line
 * instead of invented numbers or tables.
 */
export function PlaceholderPage({ title, publicSite = false }: { title: string; publicSite?: boolean }) {
  return (
    <section className={cn(publicSite && 'mx-auto max-w-6xl px-4 py-10')}>
      <PageHeader title={title} />
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-input bg-card p-6 text-muted-foreground">
        <Hammer aria-hidden className="size-5 shrink-0 text-primary" />
        <p>This area is being built.</p>
      </div>
    </section>
  );
}
