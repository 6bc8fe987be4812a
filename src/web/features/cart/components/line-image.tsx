import { Package } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** A product thumbnail, or a neutral icon when the product has no image yet. */
export function LineImage({ src, className }: { src: string | null; className?: string }) {
  return (
    <div className={cn('grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg border border-border bg-muted', className)}>
      {src ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <Package aria-hidden className="size-7 text-muted-foreground" />
      )}
    </div>
  );
}
