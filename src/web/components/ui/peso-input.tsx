import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** A text box for an amount in pesos, with the ₱ sign drawn inside it. */
export function PesoInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span aria-hidden className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
        ₱
      </span>
      <Input inputMode="decimal" className={cn('pl-7', className)} {...props} />
    </div>
  );
}
