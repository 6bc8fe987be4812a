import type { SupplierPerformance } from '../../../../shared/purchasing.contracts';
import { formatPeso } from '../../../../shared/money';
import { cn } from '../../../lib/cn';
import { formatDays, formatRate, formatRating, isLate } from '../performance-format';

type Figures = Omit<SupplierPerformance, 'supplierId' | 'supplierCode' | 'supplierName' | 'supplierStatus'>;

/** The four headline figures (on-time, fill rate, lead time against promised, spend) as cards; rating when asked. */
export function PerformanceFigures({ figures, showRating = false }: { figures: Figures; showRating?: boolean }) {
  const late = isLate(figures.averageLeadTimeDays, figures.promisedLeadTimeDays);
  return (
    <dl className={cn('grid grid-cols-2 gap-3', showRating ? 'lg:grid-cols-3 xl:grid-cols-5' : 'lg:grid-cols-4')}>
      {showRating ? <Figure label="Rating" value={formatRating(figures.rating)} note="From on-time, fill and lead time" /> : null}
      <Figure
        label="On-time delivery"
        value={formatRate(figures.onTimeRate)}
        note={`${figures.received.toLocaleString('en-PH')} of ${figures.purchaseOrders.toLocaleString('en-PH')} POs fully received`}
      />
      <Figure label="Fill rate" value={formatRate(figures.fillRate)} note="Units received ÷ units ordered" />
      <Figure
        label="Average lead time"
        value={formatDays(figures.averageLeadTimeDays)}
        note={`Promised ${formatDays(figures.promisedLeadTimeDays)}`}
        warn={late}
      />
      <Figure label="Spend" value={formatPeso(figures.spendCentavos)} note="Goods received in the period" />
    </dl>
  );
}

function Figure({ label, value, note, warn = false }: { label: string; value: string; note: string; warn?: boolean }) {
  return (
    <div className="grid min-w-0 content-start gap-1 rounded-xl border border-border bg-card p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={cn('break-words text-xl font-semibold tabular-nums 2xl:text-2xl', warn && 'text-warning')}>{value}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}
