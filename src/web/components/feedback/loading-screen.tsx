import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export function LoadingScreen({ message = 'Loading...', fullPage = true }: { message?: string; fullPage?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 p-6 text-muted-foreground', fullPage ? 'min-h-dvh' : 'min-h-[40vh]')}
    >
      <Loader2 aria-hidden className="size-8 animate-spin text-primary" />
      <p className="text-sm">{message}</p>
    </div>
  );
}
