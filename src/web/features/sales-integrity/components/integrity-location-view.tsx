import { useState } from 'react';
import { Link } from 'react-router';
import { formatPeso } from '../../../../shared/money';
import { formatCalendarDate, formatDateTime } from '../../../../shared/time';
import { INTEGRITY_FLAG_LABELS, type IntegrityFlag } from '../../../../shared/sales-integrity.contracts';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { useCan } from '../../../app/use-auth-state';
import { useIntegrityLocation } from '../get-integrity-location';
import { orderLink, salesDaysLink } from '../integrity-links';
import { monthLabel } from '../../../../shared/time';
import { DismissFlagDialog } from './dismiss-flag-dialog';

const pct = (r: number | null) => (r === null ? '—' : `${Math.round(r * 100)} %`);

/** One location's evidence: each flag in words and numbers with its orders and days, and the judged months. */
export function IntegrityLocationView({ locationId }: { locationId: string }) {
  const view = useIntegrityLocation(locationId);
  const canManage = useCan('integrity.manage');
  const [dismissing, setDismissing] = useState<IntegrityFlag | null>(null);
  if (view.isPending) return <p className="text-sm text-muted-foreground">Loading the evidence…</p>;
  if (view.isError) return <p role="alert">The location’s integrity evidence could not be loaded.</p>;
  const { location, months, flags } = view.data;
  return (
    <div className="space-y-4" data-testid="integrity-location">
      <h2 className="text-xl font-semibold">
        {location.name} <span className="font-mono text-sm text-muted-foreground">{location.code}</span>
      </h2>
      <p className="text-sm text-muted-foreground">
        {location.brandName} · royalty {location.royaltyRateBps / 100} % · no flag changes money; head office decides what to do.
      </p>
      {flags.length === 0 ? <p>No flags for this location.</p> : null}
      {flags.map((f) => (
        <SectionCard key={f.id} title={INTEGRITY_FLAG_LABELS[f.kind]} className={f.status === 'dismissed' ? 'opacity-75' : ''}>
          <div className="space-y-3 text-sm" data-testid="integrity-flag">
            <p>{f.explanation}</p>
            {f.estRoyaltyCentavos > 0 ? (
              <p>
                Estimated unreported royalty: <strong>{formatPeso(f.estRoyaltyCentavos)}</strong>
              </p>
            ) : null}
            {f.evidence.orders.length ? (
              <div>
                <h3 className="font-medium">Delivered orders behind it</h3>
                <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {f.evidence.orders.map((o) => (
                    <li key={o.id}>
                      <Link className="underline underline-offset-4" to={orderLink(o.id)}>
                        {o.orderNumber}
                      </Link>{' '}
                      <span className="text-muted-foreground">
                        {formatCalendarDate(o.deliveredOn)}, expected {formatPeso(o.expectedCentavos)}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {f.evidence.days.length ? (
              <div>
                <h3 className="font-medium">Sales days behind it</h3>
                <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {f.evidence.days.map((d) => (
                    <li key={`${d.date}-${d.note ?? ''}`}>
                      <Link className="underline underline-offset-4" to={salesDaysLink(location.id, d.date, d.date)}>
                        {formatCalendarDate(d.date)}
                      </Link>{' '}
                      <span className="text-muted-foreground">
                        {d.netCentavos !== null ? formatPeso(d.netCentavos) : ''}
                        {d.note ? ` (${d.note})` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <p>
              <Link className="underline underline-offset-4" to={salesDaysLink(location.id, f.periodStart, f.periodEnd)}>
                Sales days {formatCalendarDate(f.periodStart)} – {formatCalendarDate(f.periodEnd)}
              </Link>
            </p>
            {f.status === 'dismissed' ? (
              <p className="text-muted-foreground">
                Dismissed by {f.dismissedByName ?? 'head office'}
                {f.dismissedAt ? ` on ${formatDateTime(f.dismissedAt)}` : ''}: “{f.dismissReason}”
              </p>
            ) : canManage ? (
              <Button size="sm" variant="outline" onClick={() => setDismissing(f)}>
                Dismiss…
              </Button>
            ) : null}
          </div>
        </SectionCard>
      ))}
      {months.length ? (
        <SectionCard title="Judged months">
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Expected against reported sales per month</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Month
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Delivered orders
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Expected
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Reported
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Ratio
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Peers’ median
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Modified z
                  </th>
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={m.month} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-3 text-left font-medium">
                      {monthLabel(m.month)}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{m.deliveredOrders}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatPeso(m.expectedCentavos)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatPeso(m.reportedCentavos)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{pct(m.ratio)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {m.peerMedian === null
                        ? 'not judged'
                        : `${pct(m.peerMedian)} (${m.peers} ${m.peerGroup === 'brand' ? 'in brand' : 'in network'})`}
                    </td>
                    <td className="py-2 text-right tabular-nums">{m.robustZ === null ? '—' : m.robustZ.toFixed(1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </SectionCard>
      ) : null}
      <DismissFlagDialog open={dismissing !== null} flag={dismissing!} locationName={location.name} onClose={() => setDismissing(null)} />
    </div>
  );
}
