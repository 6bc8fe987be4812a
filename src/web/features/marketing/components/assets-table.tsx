import { Archive, BarChart3, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { MARKETING_STATUS_LABELS, MARKETING_TYPE_LABELS, type MarketingAsset } from '../../../../shared/marketing.contracts';
import { manilaToday } from '../../../../shared/time';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { RowActionButton, rowActionsColumn } from '../../../components/data-table/row-actions';
import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';
import { assetThumbnailUrl } from '../asset-urls';
import { brandText, validityState, validityText } from '../marketing-format';
import { AssetTypeIcon } from './asset-type-icon';

export type AssetAction = 'edit' | 'archive' | 'restore' | 'delete' | 'stats';

const VALIDITY_NOTE = { upcoming: 'Not yet live', expired: 'Expired', current: null } as const;

function columnsFor(canWrite: boolean, onAction: (action: AssetAction, row: MarketingAsset) => void): DataTableColumn<MarketingAsset>[] {
  const today = manilaToday();
  const columns: (DataTableColumn<MarketingAsset> | false)[] = [
    {
      id: 'asset',
      header: 'Asset',
      meta: { className: 'md:min-w-56', cardLabel: false, cardClassName: 'max-md:col-span-2' },
      cell: ({ row: { original: a } }) => (
        <div className="flex min-w-0 items-center gap-3">
          <div className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-md border border-border bg-muted text-muted-foreground">
            {a.hasThumbnail ? (
              <img src={assetThumbnailUrl(a.id, a.updatedAt)} alt="" loading="lazy" className="size-full object-cover" />
            ) : (
              <AssetTypeIcon type={a.type} className="size-5" />
            )}
          </div>
          <div className="grid min-w-0">
            <span className="font-medium">{a.title}</span>
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <AssetTypeIcon type={a.type} className="size-3.5" />
              {MARKETING_TYPE_LABELS[a.type]} · {a.category}
            </span>
          </div>
        </div>
      ),
    },
    { id: 'brand', header: 'Brand', cell: ({ row: { original: a } }) => brandText(a) },
    {
      id: 'validity',
      header: 'Valid',
      cell: ({ row: { original: a } }) => {
        const note = VALIDITY_NOTE[validityState(a, today)];
        return (
          <div className="grid">
            <span className="whitespace-nowrap">{validityText(a)}</span>
            {note ? <span className="text-xs font-medium text-amber-800">{note}</span> : null}
          </div>
        );
      },
    },
    {
      id: 'downloads',
      header: 'Downloads',
      meta: { className: 'md:text-right tabular-nums' },
      cell: ({ row: { original: a } }) => (
        <span data-testid="asset-downloads" className="font-medium">
          {a.downloadCount.toLocaleString('en-PH')}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: a } }) => (
        <StatusPill
          label={MARKETING_STATUS_LABELS[a.status]}
          tone={a.status === 'active' ? PILL_TONES.good : PILL_TONES.neutral}
          status={a.status}
        />
      ),
    },
    rowActionsColumn(
      (a) => (
        <>
          <RowActionButton
            label={`Download statistics of ${a.title}`}
            text="Statistics"
            icon={BarChart3}
            onClick={() => onAction('stats', a)}
          />
          {canWrite ? (
            <>
              <RowActionButton label={`Edit ${a.title}`} text="Edit" icon={Pencil} onClick={() => onAction('edit', a)} />
              {a.status === 'active' ? (
                <RowActionButton label={`Archive ${a.title}`} text="Archive" icon={Archive} onClick={() => onAction('archive', a)} />
              ) : (
                <RowActionButton label={`Restore ${a.title}`} text="Restore" icon={RotateCcw} onClick={() => onAction('restore', a)} />
              )}
              <RowActionButton label={`Delete ${a.title}`} text="Delete" icon={Trash2} onClick={() => onAction('delete', a)} />
            </>
          ) : null}
        </>
      ),
      { spread: true },
    ),
  ];
  return columns.filter((c): c is DataTableColumn<MarketingAsset> => c !== false);
}

/** One page of the library for head office, with the download count of each asset. */
export function AssetsTable({
  rows,
  busy,
  canWrite,
  onAction,
}: {
  rows: MarketingAsset[];
  busy?: boolean;
  canWrite: boolean;
  onAction: (action: AssetAction, row: MarketingAsset) => void;
}) {
  return (
    <DataTable
      scroll
      stacked
      caption="Marketing assets"
      columns={columnsFor(canWrite, onAction)}
      data={rows}
      getRowId={(a) => a.id}
      rowProps={(a) => ({ 'data-testid': 'asset-row', 'data-title': a.title })}
      busy={busy}
    />
  );
}
