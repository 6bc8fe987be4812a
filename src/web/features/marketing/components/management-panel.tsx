import { useState } from 'react';
import { FilePlus2 } from 'lucide-react';
import { toast } from 'sonner';
import { MARKETING_PAGE_SIZE, type MarketingAsset } from '../../../../shared/marketing.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListCount } from '../../../components/data-table/list-count';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAsset } from '../delete-asset';
import { useAssets } from '../get-assets';
import { hasManagementFilters, managementQuery, type ManagementState } from '../marketing-filters';
import { useUpdateAsset } from '../update-asset';
import { AssetDialog } from './asset-dialog';
import { AssetStatsDialog } from './asset-stats-dialog';
import { AssetsTable, type AssetAction } from './assets-table';
import { ManagementFiltersBar } from './management-filters-bar';

type Open = { action: AssetAction | 'add'; row: MarketingAsset | null } | null;

const CONFIRM = {
  archive: {
    title: 'Archive this asset?',
    body: 'Franchisees will no longer see or download it. You can restore it later.',
    confirm: 'Archive',
    pending: 'Archiving…',
  },
  restore: {
    title: 'Restore this asset?',
    body: 'Franchisees of its brand see it again while it is valid.',
    confirm: 'Restore',
    pending: 'Restoring…',
  },
  delete: {
    title: 'Delete this asset?',
    body: 'The file and its download history are deleted for good. Archive it instead to keep the history.',
    confirm: 'Delete',
    pending: 'Deleting…',
  },
} as const;

/** Head office's library: filters, the table with download counts, and (franchisor) add, edit, archive, delete. */
export function ManagementPanel({
  state,
  onChange,
  onPage,
  canWrite,
}: {
  state: ManagementState;
  onChange: (patch: Partial<ManagementState>) => void;
  onPage: (page: number) => void;
  canWrite: boolean;
}) {
  const list = useAssets(managementQuery(state));
  const update = useUpdateAsset();
  const remove = useDeleteAsset();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const confirming = open && (open.action === 'archive' || open.action === 'restore' || open.action === 'delete') ? open : null;
  const words = confirming ? CONFIRM[confirming.action as keyof typeof CONFIRM] : null;

  const confirm = async () => {
    if (!confirming?.row) return;
    const row = confirming.row;
    try {
      if (confirming.action === 'delete') {
        await remove.mutateAsync(row.id);
        toast.success('Asset deleted', { description: row.title });
      } else {
        await update.mutateAsync({ id: row.id, patch: { status: confirming.action === 'archive' ? 'archived' : 'active' } });
        toast.success(confirming.action === 'archive' ? 'Asset archived' : 'Asset restored', { description: row.title });
      }
      close();
    } catch (error) {
      toast.error(errorMessage(error, 'The asset could not be changed.'));
    }
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <ManagementFiltersBar state={state} onChange={onChange} />
      <ListQueryBody
        query={list}
        loadingLabel="Loading marketing assets"
        errorFallback="Marketing assets could not be loaded."
        filtered={hasManagementFilters(state)}
        noMatches="No assets match these filters."
        noneYet="No marketing assets yet."
        page={state.page}
        pageSize={MARKETING_PAGE_SIZE}
        onPage={onPage}
        summary={({ total }) => <ListCount total={total} noun={['asset', 'assets']} />}
        actions={
          canWrite ? (
            <Button onClick={() => setOpen({ action: 'add', row: null })}>
              <FilePlus2 aria-hidden />
              New asset
            </Button>
          ) : null
        }
      >
        {(items) => (
          <AssetsTable
            rows={items}
            busy={list.isPlaceholderData}
            canWrite={canWrite}
            onAction={(action, row) => setOpen({ action, row })}
          />
        )}
      </ListQueryBody>
      <AssetStatsDialog asset={open?.action === 'stats' ? open.row : null} onClose={close} />
      {canWrite ? (
        <>
          <AssetDialog
            open={open?.action === 'add' || open?.action === 'edit'}
            asset={open?.action === 'edit' ? open.row : null}
            onClose={close}
          />
          <ConfirmDialog
            open={confirming !== null}
            onOpenChange={(next) => (next ? undefined : close())}
            title={words?.title ?? ''}
            description={
              <>
                <strong className="font-medium text-foreground">{confirming?.row?.title}</strong>. {words?.body}
              </>
            }
            confirmLabel={words?.confirm ?? 'Confirm'}
            pendingLabel={words?.pending}
            pending={update.isPending || remove.isPending}
            confirmVariant={confirming?.action === 'restore' ? 'default' : 'destructive'}
            cancelLabel="Cancel"
            onConfirm={() => void confirm()}
          />
        </>
      ) : null}
    </div>
  );
}
