import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * The shared shell of every error screen: icon, heading, explanation, actions.
 * `fullPage` centres it in the viewport; otherwise it fits inside a layout or a card.
 */
export function ErrorScreen({
  title,
  message,
  actions,
  children,
  fullPage = false,
  icon,
}: {
  title: string;
  message: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
  fullPage?: boolean;
  icon?: ReactNode;
}) {
  const Heading = fullPage ? 'h1' : 'h2';
  return (
    <div role="alert" className={cn('flex items-center justify-center p-4', fullPage ? 'min-h-dvh bg-background' : 'min-h-[50vh] py-10')}>
      <div className="w-full max-w-lg rounded-xl border border-border bg-card p-6 text-center shadow-sm sm:p-8">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive">
          {icon ?? <AlertTriangle aria-hidden className="size-6" />}
        </div>
        <Heading className="text-xl font-semibold tracking-tight">{title}</Heading>
        <div className="mt-2 text-sm text-muted-foreground">{message}</div>
        {children}
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">{actions}</div>
      </div>
    </div>
  );
}
