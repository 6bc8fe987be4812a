import { ImageOff } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The product's photo, or a placeholder icon while it has none. Decorative: the name sits beside it. */
export function ProductImage({ src, className }: { src: string | null; className?: string }) {
  return (
    <div className={cn('grid place-items-center overflow-hidden bg-muted', className)}>
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <ImageOff aria-hidden className="size-8 text-muted-foreground" data-testid="product-image-placeholder" />
      )}
    </div>
  );
}
