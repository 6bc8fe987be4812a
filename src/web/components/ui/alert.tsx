import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const alertVariants = cva('relative w-full rounded-lg border px-4 py-3 text-sm [&_svg]:size-4 flex gap-3 items-start', {
  variants: {
    variant: {
      default: 'border-border bg-card text-foreground',
      info: 'border-brand-200 bg-brand-50 text-brand-900',
      destructive: 'border-red-200 bg-destructive-soft text-destructive',
      success: 'border-green-200 bg-success-soft text-success',
      warning: 'border-yellow-200 bg-warning-soft text-warning',
    },
  },
  defaultVariants: { variant: 'default' },
});

/**
 * Errors get role="alert" so screen readers announce them; other variants are polite status messages.
 */
export function Alert({ className, variant, role, ...props }: React.ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div role={role ?? (variant === 'destructive' ? 'alert' : 'status')} className={cn(alertVariants({ variant }), className)} {...props} />
  );
}

/** `asHeading`: the alert is what the page is about (a record that could not be loaded), so its title is the page's h1. */
export function AlertTitle({ className, asHeading = false, ...props }: React.ComponentProps<'p'> & { asHeading?: boolean }) {
  const Tag = asHeading ? 'h1' : 'p';
  return <Tag className={cn('font-medium leading-tight', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('leading-relaxed', className)} {...props} />;
}
