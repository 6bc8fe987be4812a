import { Link } from 'react-router';
import { Store } from 'lucide-react';
import { paths } from '../../../shared/routes';

/** `compact` hides the word mark on narrow screens, where the header needs the room. */
export function Logo({ to = paths.home, compact = false }: { to?: string; compact?: boolean }) {
  return (
    <Link to={to} className="flex items-center gap-2 rounded-md font-semibold text-foreground">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Store aria-hidden className="size-4" />
      </span>
      <span className={compact ? 'sr-only text-lg tracking-tight sm:not-sr-only' : 'text-lg tracking-tight'}>FranchiseHub</span>
    </Link>
  );
}
