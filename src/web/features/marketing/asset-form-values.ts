import type { MarketingAsset, MarketingAssetType, MarketingCategory } from '../../../shared/marketing.contracts';
import type { FieldLabels } from '../../lib/form-errors';

/** The asset dialog's values: every field a string ('' = none; an empty brand means every brand). */
export interface AssetFormValues {
  title: string;
  description: string;
  type: MarketingAssetType;
  category: MarketingCategory | '';
  brandId: string;
  validFrom: string;
  validUntil: string;
  videoUrl: string;
}

export const ASSET_LABELS: FieldLabels<AssetFormValues> = {
  title: 'title',
  description: 'description',
  type: 'type',
  category: 'category',
  brandId: 'brand',
  validFrom: 'start of validity',
  validUntil: 'end of validity',
  videoUrl: 'video link',
};

export const emptyAsset = (): AssetFormValues => ({
  title: '',
  description: '',
  type: 'image',
  category: '',
  brandId: '',
  validFrom: '',
  validUntil: '',
  videoUrl: '',
});

export const assetToFormValues = (a: MarketingAsset): AssetFormValues => ({
  title: a.title,
  description: a.description,
  type: a.type,
  category: a.category,
  brandId: a.brandId ?? '',
  validFrom: a.validFrom ?? '',
  validUntil: a.validUntil ?? '',
  videoUrl: a.videoUrl ?? '',
});
