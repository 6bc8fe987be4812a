import { AlertTriangle, Boxes, Lock, PackageCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPeso } from '../../../../shared/money';
import { cn } from '../../../lib/cn';
import type { WarehouseStock } from '../get-warehouse-stock';
import { formatCount } from '../movement-format';

/** Five figures for the whole filtered set (not just the page on screen). */
export function WarehouseTotals({ totals, busy }: { totals: WarehouseStock['totals']; busy?: boolean }) {
  return (
    <dl
      className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_1.5fr_1.2fr]', busy && 'opacity-60')}
      data-testid="warehouse-totals"
    >
      <Figure label="On hand" icon={<Boxes aria-hidden />} value={formatCount(totals.onHand)} />
      <Figure label="Reserved" icon={<Lock aria-hidden />} value={formatCount(totals.reserved)} />
      <Figure label="Available" icon={<PackageCheck aria-hidden />} value={formatCount(totals.available)} />
      <Figure label="Stock value" icon={<Wallet aria-hidden />} value={formatPeso(totals.stockValueCentavos)} />
      <Figure
        label="Low-stock items"
        icon={<AlertTriangle aria-hidden />}
        value={formatCount(totals.lowCount)}
        tone={totals.lowCount > 0 ? 'warning' : undefined}
      />
    </dl>
  );
}

function Figure({ label, value, icon, tone }: { label: string; value: string; icon: ReactNode; tone?: 'warning' }) {
  return (
    <div
      className={cn(
        'grid gap-1 rounded-xl border border-border bg-card p-4 shadow-sm [&_svg]:size-4',
        // Five cards in two columns on a phone: the last one takes the whole row instead of leaving a hole.
        'last:col-span-2 sm:last:col-span-1',
        tone === 'warning' && 'border-amber-300 bg-amber-50',
      )}
    >
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className={cn('break-words text-lg font-semibold tabular-nums sm:text-2xl', tone === 'warning' && 'text-amber-900')}>{value}</dd>
    </div>
  );
}
