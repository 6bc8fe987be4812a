import { Eye } from 'lucide-react';
import { MARKETING_TYPE_LABELS, type MarketingAsset } from '../../../../shared/marketing.contracts';
import { Button } from '../../../components/ui/button';
import { assetThumbnailUrl } from '../asset-urls';
import { brandText, validityText } from '../marketing-format';
import { AssetDownloadButton } from './asset-download-button';
import { AssetTypeIcon } from './asset-type-icon';

/** One asset in the franchisee's grid: preview (or the type's icon), title, category, brand, validity, actions. */
export function AssetCard({ asset, onPreview }: { asset: MarketingAsset; onPreview: (asset: MarketingAsset) => void }) {
  return (
    <li
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
      data-testid="asset-card"
      data-title={asset.title}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-muted">
        {asset.hasThumbnail ? (
          <img
            src={assetThumbnailUrl(asset.id, asset.updatedAt)}
            alt=""
            loading="lazy"
            className="absolute inset-0 size-full object-contain"
          />
        ) : (
          <div className="grid size-full place-items-center text-muted-foreground">
            <AssetTypeIcon type={asset.type} className="size-12" />
          </div>
        )}
        <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-card/95 px-2 py-0.5 text-xs font-medium shadow-sm">
          <AssetTypeIcon type={asset.type} className="size-3.5" />
          {MARKETING_TYPE_LABELS[asset.type]}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base font-semibold leading-snug">{asset.title}</h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">Category</dt>
          <dd>{asset.category}</dd>
          <dt className="text-muted-foreground">Brand</dt>
          <dd className="truncate">{brandText(asset)}</dd>
          <dt className="text-muted-foreground">Valid</dt>
          <dd>{validityText(asset)}</dd>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button variant="outline" size="sm" onClick={() => onPreview(asset)} aria-label={`Preview ${asset.title}`}>
            <Eye aria-hidden />
            Preview
          </Button>
          <AssetDownloadButton asset={asset} />
        </div>
      </div>
    </li>
  );
}
