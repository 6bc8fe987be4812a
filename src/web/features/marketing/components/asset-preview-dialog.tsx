import { MARKETING_TYPE_LABELS, type MarketingAsset } from '../../../../shared/marketing.contracts';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { assetThumbnailUrl } from '../asset-urls';
import { fileSizeText } from '../../../../shared/file-size';
import { brandText, validityText } from '../marketing-format';
import { AssetDownloadButton } from './asset-download-button';
import { AssetTypeIcon } from './asset-type-icon';

/** An asset's details: the image large, or its type with the file's name and size; Download (or Watch) below. */
export function AssetPreviewDialog({ asset, onClose }: { asset: MarketingAsset | null; onClose: () => void }) {
  return (
    <DialogShell
      open={asset !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={asset?.title ?? 'Asset'}
      description={asset ? `${MARKETING_TYPE_LABELS[asset.type]} · ${asset.category} · ${brandText(asset)}` : undefined}
      className="sm:max-w-2xl"
    >
      {asset ? (
        <div className="grid gap-4" data-testid="asset-preview">
          {asset.hasThumbnail ? (
            <img
              src={assetThumbnailUrl(asset.id, asset.updatedAt)}
              alt={`Preview of ${asset.title}`}
              className="max-h-[60vh] w-full rounded-lg border border-border bg-muted object-contain"
            />
          ) : (
            <div className="flex items-center gap-3 rounded-lg border border-border bg-muted p-4">
              <AssetTypeIcon type={asset.type} className="size-10 text-muted-foreground" />
              <div className="min-w-0 text-sm">
                <p className="font-medium">{asset.file?.name ?? (asset.videoUrl ? 'Video link' : 'No file')}</p>
                {asset.file ? <p className="text-muted-foreground">{fileSizeText(asset.file.size)}</p> : null}
                {asset.videoUrl ? <p className="break-all text-muted-foreground">{asset.videoUrl}</p> : null}
              </div>
            </div>
          )}
          {asset.description ? <p className="whitespace-pre-line text-sm">{asset.description}</p> : null}
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Valid</dt>
            <dd>{validityText(asset)}</dd>
            {asset.file ? (
              <>
                <dt className="text-muted-foreground">File</dt>
                <dd className="break-all">
                  {asset.file.name} ({fileSizeText(asset.file.size)})
                </dd>
              </>
            ) : null}
          </dl>
          <div className="flex justify-end">
            <AssetDownloadButton asset={asset} size="default" />
          </div>
        </div>
      ) : null}
    </DialogShell>
  );
}
