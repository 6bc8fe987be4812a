import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { STEPS } from '../apply-steps';

/** Where the applicant is among the five steps: done steps ticked, the current one marked for screen readers too. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol aria-label="Application steps" className="mb-6 grid grid-cols-5 gap-1 sm:gap-2" data-testid="apply-steps">
      {STEPS.map((s) => {
        const done = s.n < current;
        const here = s.n === current;
        return (
          <li key={s.n} aria-current={here ? 'step' : undefined} className="grid justify-items-center gap-1 text-center">
            <span
              className={cn(
                'flex size-8 items-center justify-center rounded-full border text-sm font-semibold',
                here && 'border-primary bg-primary text-primary-foreground',
                done && 'border-primary bg-primary/10 text-primary',
                !here && !done && 'border-input bg-card text-muted-foreground',
              )}
            >
              {done ? <Check aria-hidden className="size-4" /> : s.n}
            </span>
            <span
              className={cn(
                'text-xs leading-tight',
                here ? 'font-medium text-foreground' : 'text-muted-foreground',
                !here && 'max-sm:sr-only',
              )}
            >
              {s.title}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
