import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  MARKETING_MESSAGES,
  ZMarketingAssetFields,
  ZMarketingAssetUpdate,
  type MarketingAsset,
} from '../../../../shared/marketing.contracts';
import {
  DateField,
  DOCUMENT_RULES,
  EnumSelectField,
  FileField,
  FormDialog,
  IMAGE_RULES,
  TextareaField,
  TextField,
  useAppForm,
  saveLabels,
  useChosenFile,
  whileOpen,
} from '../../../components/form';
import { fieldErrorsOf } from '../../../lib/api-client';
import { ASSET_LABELS, assetToFormValues, emptyAsset, type AssetFormValues } from '../asset-form-values';
import { useCreateAsset } from '../create-asset';
import { useMarketingBrands } from '../get-marketing-brands';
import { fileSizeText } from '../../../../shared/file-size';
import { useReplaceAssetFile } from '../replace-asset-file';
import { useUpdateAsset } from '../update-asset';
import { CATEGORY_OPTIONS, TYPE_OPTIONS } from './asset-search-fields';

/** "New asset" (asset null) or edit one; mounted only while open. */
export const AssetDialog = whileOpen(AssetForm);

/** Server answers about the file land under the picker; answers about other fields go to their fields. */
const onlyAboutFile = (error: unknown) => {
  const fields = Object.keys(fieldErrorsOf(error));
  return fields.length === 0 || fields.every((f) => f === 'file');
};

function AssetForm({ asset, onClose }: { asset: MarketingAsset | null; onClose: () => void }) {
  const create = useCreateAsset();
  const update = useUpdateAsset();
  const replace = useReplaceAssetFile();
  const upload = useChosenFile();
  const file = upload.file;
  const brands = useMarketingBrands();
  const editing = asset !== null;
  const form = useAppForm<AssetFormValues, unknown>(
    editing ? ZMarketingAssetUpdate : ZMarketingAssetFields,
    editing ? assetToFormValues(asset) : emptyAsset(),
    {
      labels: ASSET_LABELS,
    },
  );
  const { control } = form;
  const type = useWatch({ control, name: 'type' });
  const rules = type === 'image' ? IMAGE_RULES : DOCUMENT_RULES;

  const submit = form.submit(async (data) => {
    if (!editing) {
      if (type !== 'video' && !file) return upload.setError(MARKETING_MESSAGES.chooseFile);
      let created: MarketingAsset;
      try {
        created = await upload.run(
          (onProgress) => create.mutateAsync({ fields: data as never, file: type === 'video' ? null : file, onProgress }),
          'The asset could not be saved.',
        );
      } catch (error) {
        if (onlyAboutFile(error)) return;
        upload.setError(null);
        throw error;
      }
      toast.success('Asset added', { description: `${created.title} · franchisees of the brand were notified` });
      return onClose();
    }
    const saved = await update.mutateAsync({ id: asset.id, patch: data as never });
    const replaced = await upload.uploadAfterSave((chosen, onProgress) => replace.mutateAsync({ id: asset.id, file: chosen, onProgress }));
    if (!replaced) {
      toast.error('Details saved, but the file was not replaced', { description: saved.title });
      return;
    }
    toast.success('Asset updated', { description: saved.title });
    onClose();
  }, 'The asset could not be saved.');

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={editing ? `Edit ${asset.title}` : 'New marketing asset'}
      className="sm:max-w-2xl"
      onSubmit={submit}
      {...saveLabels(editing, 'Add asset', upload.progress !== null)}
      pending={form.formState.isSubmitting || create.isPending || update.isPending || replace.isPending}
    >
      <TextField control={control} name="title" label="Title" maxLength={160} />
      <TextareaField control={control} name="description" label="Description" rows={3} maxLength={2000} hint="Optional." />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <EnumSelectField
          control={control}
          name="type"
          label="Type"
          options={TYPE_OPTIONS}
          disabled={editing}
          hint={editing ? 'The type cannot change.' : undefined}
        />
        <EnumSelectField control={control} name="category" label="Category" options={CATEGORY_OPTIONS} placeholder="Choose…" />
        <EnumSelectField
          control={control}
          name="brandId"
          label="Brand"
          placeholder="All brands"
          options={(brands.data?.items ?? []).map((b) => ({ value: b.id, label: b.name }))}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <DateField control={control} name="validFrom" label="Valid from" hint="Optional: blank is from now." />
        <DateField control={control} name="validUntil" label="Valid until" hint="Optional: blank is no end." />
      </div>
      {type === 'video' ? (
        <TextField control={control} name="videoUrl" label="Video link" placeholder="https://…" inputMode="url" maxLength={500} />
      ) : (
        <FileField
          key={type === 'image' ? 'image' : 'document'}
          label={editing ? 'Replace file' : 'File'}
          hint={
            editing && asset.file
              ? `Now: ${asset.file.name} (${fileSizeText(asset.file.size)}). ${type === 'image' ? 'JPG or PNG' : 'PDF, Word, JPG or PNG'}, at most 5 MB.`
              : type === 'image'
                ? 'JPG or PNG, at most 5 MB. A preview is made from it.'
                : 'PDF, Word, JPG or PNG, at most 5 MB.'
          }
          rules={rules}
          {...upload.picker}
        />
      )}
    </FormDialog>
  );
}
