import type { MarketingAsset } from '../../../../shared/marketing.contracts';
import { formatDateTime } from '../../../../shared/time';
import { LoadError } from '../../../components/feedback/load-error';
import { TableLoading } from '../../../components/data-table/table-states';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { useAssetStats } from '../get-asset-stats';

/** Downloads of one asset per location (name, brand, count, last download), and head office's own. */
export function AssetStatsDialog({ asset, onClose }: { asset: MarketingAsset | null; onClose: () => void }) {
  const stats = useAssetStats(asset?.id ?? null);
  return (
    <DialogShell
      open={asset !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Downloads"
      description={asset?.title}
      className="sm:max-w-2xl"
    >
      {stats.isPending ? (
        <TableLoading label="Loading download statistics" rows={3} />
      ) : stats.isError ? (
        <LoadError error={stats.error} fallback="The statistics could not be loaded." onRetry={() => void stats.refetch()} />
      ) : (
        <div className="grid gap-3" data-testid="asset-stats">
          <p className="text-sm">
            <span className="text-2xl font-semibold tabular-nums" data-testid="asset-stats-total">
              {stats.data.total.toLocaleString('en-PH')}
            </span>{' '}
            {stats.data.total === 1 ? 'download' : 'downloads'}
            {stats.data.headOffice.count > 0 ? `, ${stats.data.headOffice.count} by head office` : ''}
          </p>
          {stats.data.locations.length === 0 ? (
            <p className="text-sm text-muted-foreground">No location has downloaded this asset yet.</p>
          ) : (
            <div className="overflow-x-auto rounded-lg border border-border">
              <table className="w-full text-sm">
                <caption className="sr-only">Downloads per location</caption>
                <thead className="bg-muted text-left">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Location
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Brand
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Downloads
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Last download
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.data.locations.map((l) => (
                    <tr key={l.locationId} className="border-t border-border" data-testid="stats-row">
                      <th scope="row" className="px-3 py-2 text-left font-normal">
                        <span className="block font-medium">{l.locationName}</span>
                        <span className="font-mono text-xs text-muted-foreground">{l.locationCode}</span>
                      </th>
                      <td className="px-3 py-2">{l.brandName}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{l.count}</td>
                      <td className="whitespace-nowrap px-3 py-2">{formatDateTime(l.lastDownloadedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </DialogShell>
  );
}
