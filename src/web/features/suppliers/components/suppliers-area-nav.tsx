import { NavLink } from 'react-router';
import { paths } from '../../../../shared/routes';
import { cn } from '../../../lib/cn';

const LINKS = [
  { to: paths.suppliers, label: 'Suppliers', end: true },
  { to: paths.supplierProducts, label: 'Products', end: false },
  { to: paths.supplierContracts, label: 'Contracts', end: false },
  { to: paths.purchaseOrders, label: 'Purchase orders', end: false },
  { to: paths.supplierPerformance, label: 'Performance', end: false },
] as const;

/** The supplier area's own links (one sidebar entry covers five pages); wraps on a phone so every link stays in sight. */
export function SuppliersAreaNav() {
  return (
    <nav aria-label="Supplier area" className="mb-5 flex flex-wrap gap-1 border-b border-border pb-2">
      {LINKS.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end={l.end}
          className={({ isActive }) =>
            cn(
              'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
              isActive && 'bg-brand-50 text-primary',
            )
          }
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
