import { FileText, Image as ImageIcon, LayoutTemplate, PlayCircle, type LucideIcon } from 'lucide-react';
import type { MarketingAssetType } from '../../../../shared/marketing.contracts';
import { cn } from '../../../lib/cn';

const ICONS: Record<MarketingAssetType, LucideIcon> = { image: ImageIcon, document: FileText, video: PlayCircle, template: LayoutTemplate };

/** The type's icon (decorative: the type is always written next to it). */
export function AssetTypeIcon({ type, className }: { type: MarketingAssetType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden className={cn('shrink-0', className)} />;
}
