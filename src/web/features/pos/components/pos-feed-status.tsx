import { formatDateTime } from '../../../../shared/time';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-client';
import { useFeedStatus } from '../get-feed-status';

/** Head office's view of the POS feed (issue 36): per location with a key, last delivery and the last 30 days' gaps. */
export function PosFeedStatusCard() {
  const status = useFeedStatus();
  return (
    <SectionCard title="POS feed status">
      {status.isPending ? (
        <p className="text-sm text-muted-foreground">Loading the feed status…</p>
      ) : status.isError ? (
        <p role="alert" className="text-sm">
          {errorMessage(status.error, 'The feed status could not be loaded.')}
        </p>
      ) : status.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No location has a POS key yet. Create one on a location’s contract page.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">POS feed status per location, last 30 days</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Location
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Active keys
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Last received
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Days from the feed
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Days missing
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Days late
                </th>
              </tr>
            </thead>
            <tbody>
              {status.data.items.map((l) => (
                <tr key={l.locationId} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {l.locationName} <span className="font-mono text-xs text-muted-foreground">{l.locationCode}</span>
                  </th>
                  <td className="py-2 pr-3">{l.activeKeys}</td>
                  <td className="py-2 pr-3">{l.lastReceivedAt ? formatDateTime(l.lastReceivedAt) : 'Never'}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{l.feedDays}</td>
                  <td className={`py-2 pr-3 text-right tabular-nums ${l.daysMissing ? 'font-semibold text-destructive' : ''}`}>
                    {l.daysMissing}
                  </td>
                  <td className={`py-2 text-right tabular-nums ${l.daysLate ? 'font-semibold text-amber-700' : ''}`}>{l.daysLate}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
