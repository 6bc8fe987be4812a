import { Download, ExternalLink } from 'lucide-react';
import type { MarketingAsset } from '../../../../shared/marketing.contracts';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { assetDownloadUrl } from '../asset-urls';

/** Download the real file (counted by the server), or open a video's link. */
export function AssetDownloadButton({
  asset,
  className,
  size = 'sm',
}: {
  asset: MarketingAsset;
  className?: string;
  size?: 'sm' | 'default';
}) {
  if (asset.type === 'video' && asset.videoUrl) {
    return (
      <a
        href={asset.videoUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonVariants({ variant: 'outline', size }), className)}
        aria-label={`Watch ${asset.title} (opens in a new tab)`}
      >
        <ExternalLink aria-hidden />
        Watch
      </a>
    );
  }
  if (!asset.file) return null;
  return (
    <a
      href={assetDownloadUrl(asset.id)}
      download={asset.file.name}
      className={cn(buttonVariants({ variant: 'default', size }), className)}
      aria-label={`Download ${asset.title}`}
      data-testid="asset-download"
    >
      <Download aria-hidden />
      Download
    </a>
  );
}
