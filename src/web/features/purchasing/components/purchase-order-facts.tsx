import type { PurchaseOrder } from '../../../../shared/purchasing.contracts';
import { formatPeso } from '../../../../shared/money';
import { formatCalendarDate, formatDateTime } from '../../../../shared/time';
import { SectionCard } from '../../../components/section-card';
import { receivedPercent } from '../receive-form';
import { OverdueFlag } from './purchase-order-status-badge';

/** Dates, the supplier's contact and the notes of a PO, beside its lines. */
export function PurchaseOrderFacts({ po }: { po: PurchaseOrder }) {
  const s = po.supplier;
  const facts: [string, React.ReactNode][] = [
    [
      'Expected',
      po.expectedDate ? (
        <span className="inline-flex flex-wrap items-center gap-2">
          {formatCalendarDate(po.expectedDate)}
          {po.overdue ? <OverdueFlag /> : null}
        </span>
      ) : (
        'Not set'
      ),
    ],
    ['Received', receivedPercent(po.receivedRatio)],
    ['Created', `${formatDateTime(po.createdAt)}${po.createdByName ? ` by ${po.createdByName}` : ''}`],
    ...(po.submittedAt ? ([['Submitted', formatDateTime(po.submittedAt)]] as [string, string][]) : []),
    ...(po.acknowledgedAt ? ([['Acknowledged', formatDateTime(po.acknowledgedAt)]] as [string, string][]) : []),
    ...(po.receivedAt ? ([['Fully received', formatDateTime(po.receivedAt)]] as [string, string][]) : []),
    ...(po.emailedAt ? ([['E-mailed', formatDateTime(po.emailedAt)]] as [string, string][]) : []),
    ...(po.cancelledAt ? ([['Cancelled', formatDateTime(po.cancelledAt)]] as [string, string][]) : []),
    ...(po.cancelReason ? ([['Reason', po.cancelReason]] as [string, string][]) : []),
    ['Contact', [s.contactName, s.contactEmail, s.contactPhone].filter(Boolean).join(' · ') || 'None recorded'],
    ['Lead time', `${s.leadTimeDays} ${s.leadTimeDays === 1 ? 'day' : 'days'}`],
    ...(s.minimumOrderCentavos > 0 ? ([['Minimum order', formatPeso(s.minimumOrderCentavos)]] as [string, string][]) : []),
    ...(po.notes ? ([['Notes', po.notes]] as [string, string][]) : []),
  ];
  return (
    <SectionCard title="Details">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
