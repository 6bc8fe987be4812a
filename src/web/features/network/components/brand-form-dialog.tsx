import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { BRAND_STATUSES, ZBrandInput, type Brand } from '../../../../shared/network.contracts';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { Input } from '../../../components/ui/input';
import {
  EnumSelectField,
  Field,
  FileField,
  FormBody,
  SaveFormFooter,
  IMAGE_RULES,
  TextField,
  TextareaField,
  useAppForm,
} from '../../../components/form';
import { errorMessage } from '../../../lib/api-client';
import { imageContentProblem } from '../../../lib/upload-image';
import { useCreateBrand, useUpdateBrand } from '../brand-writes';
import { slugify } from '../../../../shared/slug';
import { useUploadBrandImage, type BrandImageKind } from '../upload-brand-image';

const LABELS = {
  name: 'brand name',
  slug: 'slug',
  tagline: 'tagline',
  description: 'description',
  primaryColor: 'primary colour',
  secondaryColor: 'secondary colour',
  status: 'status',
};

const STATUS_OPTIONS = BRAND_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Inactive' }));

/** Create or edit a brand: texts, colours, status, and logo/cover images (uploaded once the brand is saved). */
export function BrandFormDialog({ open, brand, onClose }: { open: boolean; brand: Brand | null; onClose: () => void }) {
  return (
    <DialogShell
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={brand ? `Edit ${brand.name}` : 'New brand'}
      description="The microsites and the catalogue's brand filter show these details."
      className="sm:max-w-2xl"
    >
      {open ? <BrandForm key={brand?.id ?? 'new'} brand={brand} onDone={onClose} /> : null}
    </DialogShell>
  );
}

function BrandForm({ brand, onDone }: { brand: Brand | null; onDone: () => void }) {
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const upload = useUploadBrandImage();
  const [saved, setSaved] = useState<Brand | null>(brand);
  const [files, setFiles] = useState<Partial<Record<BrandImageKind, File>>>({});
  const [uploadErrors, setUploadErrors] = useState<Partial<Record<BrandImageKind, string>>>({});
  const [slugTouched, setSlugTouched] = useState(brand !== null);

  const form = useAppForm(
    ZBrandInput,
    {
      name: brand?.name ?? '',
      slug: brand?.slug ?? '',
      tagline: brand?.tagline ?? '',
      description: brand?.description ?? '',
      primaryColor: brand?.primaryColor ?? '#1D4ED8',
      secondaryColor: brand?.secondaryColor ?? '#F59E0B',
      status: brand?.status ?? 'active',
    },
    { labels: LABELS },
  );
  const { control } = form;
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || create.isPending || update.isPending || upload.isPending;

  const submit = form.submit(async (values) => {
    const result = saved ? await update.mutateAsync({ id: saved.id, patch: values }) : await create.mutateAsync(values);
    const verb = saved ? 'updated' : 'created';
    setSaved(result);
    for (const kind of ['logo', 'cover'] as const) {
      const file = files[kind];
      if (!file) continue;
      try {
        await upload.mutateAsync({ id: result.id, kind, file });
        setFiles((f) => ({ ...f, [kind]: undefined }));
      } catch (error) {
        // The brand itself is saved; keep the dialog open so the image can be tried again.
        setUploadErrors((e) => ({ ...e, [kind]: errorMessage(error, `The ${kind} could not be uploaded.`) }));
        toast.error(`Brand ${verb}, but the ${kind} was not uploaded`, { description: result.name });
        return;
      }
    }
    toast.success(`Brand ${verb}`, { description: result.name });
    onDone();
  }, 'The brand could not be saved.');

  const colours = {
    primaryColor: useWatch({ control, name: 'primaryColor' }),
    secondaryColor: useWatch({ control, name: 'secondaryColor' }),
  };
  const colour = (name: 'primaryColor' | 'secondaryColor', label: string) => {
    const value = colours[name];
    return (
      <Field label={label} error={errors[name]?.message}>
        {(aria) => (
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={`${label} picker`}
              className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1"
              value={/^#[0-9a-fA-F]{6}$/.test(value ?? '') ? value : '#000000'}
              onChange={(e) => form.setValue(name, e.target.value.toUpperCase(), { shouldValidate: true, shouldDirty: true })}
            />
            <Input className="font-mono" maxLength={7} {...aria} {...form.register(name)} />
          </div>
        )}
      </Field>
    );
  };

  const imageField = (kind: BrandImageKind, label: string, current: string | null | undefined) => (
    <FileField
      label={label}
      hint="JPG or PNG, at most 5 MB."
      rules={IMAGE_RULES}
      check={imageContentProblem}
      onFileChange={(chosen) => {
        setUploadErrors((e) => ({ ...e, [kind]: undefined }));
        setFiles((f) => ({ ...f, [kind]: chosen ?? undefined }));
      }}
      error={uploadErrors[kind]}
      preview={
        current ? (
          <img
            src={current}
            alt=""
            className={
              kind === 'logo'
                ? 'size-12 rounded-md border border-border object-contain'
                : 'h-12 w-24 rounded-md border border-border object-cover'
            }
          />
        ) : null
      }
    />
  );

  return (
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      label={brand ? `Edit ${brand.name}` : 'New brand'}
      footer={<SaveFormFooter exists={saved !== null} createLabel="Create brand" pending={busy} onCancel={onDone} />}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="name"
          label="Brand name"
          maxLength={120}
          autoComplete="off"
          onChange={(e) => {
            if (!slugTouched) form.setValue('slug', slugify(e.target.value));
          }}
        />
        <TextField
          control={control}
          name="slug"
          label="Slug"
          maxLength={60}
          autoComplete="off"
          hint="Used in the microsite address."
          onChange={() => setSlugTouched(true)}
        />
      </div>
      <TextField control={control} name="tagline" label="Tagline" maxLength={160} autoComplete="off" />
      <TextareaField control={control} name="description" label="Description" rows={3} maxLength={4000} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        {colour('primaryColor', 'Primary colour')}
        {colour('secondaryColor', 'Secondary colour')}
        <EnumSelectField control={control} name="status" label="Status" options={STATUS_OPTIONS} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {imageField('logo', 'Logo', saved?.logoUrl)}
        {imageField('cover', 'Cover image', saved?.coverUrl)}
      </div>
    </FormBody>
  );
}
