import { cn } from '../../lib/cn';

const TONES = {
  primary: 'bg-primary text-primary-foreground',
  destructive: 'bg-destructive text-destructive-foreground',
};

/**
 * The number pinned to the corner of a header icon button (cart lines, unread notifications); nothing at zero.
 * Hidden from assistive tech: the button's own label carries the count.
 */
export function CountBadge({ count, tone, testId }: { count: number; tone: keyof typeof TONES; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid={testId}
      className={cn(
        'absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-[11px] font-semibold leading-none',
        TONES[tone],
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
