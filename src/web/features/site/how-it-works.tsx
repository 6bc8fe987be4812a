import { HOW_IT_WORKS } from './site-info';

/** The five steps from choosing a brand to selling, numbered in order. */
export function HowItWorks() {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {HOW_IT_WORKS.map((step, index) => (
        <li key={step} className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm lg:flex-col lg:items-start">
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <span className="font-medium">
            <span className="sr-only">Step {index + 1}: </span>
            {step}
          </span>
        </li>
      ))}
    </ol>
  );
}
