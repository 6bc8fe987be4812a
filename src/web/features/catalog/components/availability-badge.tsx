import { AVAILABILITY_LABELS, type Availability } from '../../../../shared/catalog.contracts';
import { cn } from '../../../lib/cn';

const TONE: Record<Availability['status'], string> = {
  in_stock: 'bg-success-soft text-success ring-green-200',
  low_stock: 'bg-warning-soft text-warning ring-yellow-200',
  out_of_stock: 'bg-destructive-soft text-destructive ring-red-200',
};

/** "In stock" / "Low stock" / "Out of stock" with the quantity available right now. */
export function AvailabilityBadge({ availability, className }: { availability: Availability; className?: string }) {
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-xs', className)} data-testid="availability">
      <span className={cn('whitespace-nowrap rounded-full px-2 py-0.5 font-medium ring-1 ring-inset', TONE[availability.status])}>
        {AVAILABILITY_LABELS[availability.status]}
      </span>
      <span className="whitespace-nowrap text-muted-foreground">{availability.available.toLocaleString('en-PH')} available</span>
    </span>
  );
}
