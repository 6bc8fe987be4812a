import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { BRAND_STATUSES, ZBrandInput, type Brand } from '../../../../shared/network.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, defaultFieldMessages } from '../../../lib/form-errors';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/upload-image';
import { useCreateBrand, useUpdateBrand } from '../brand-writes';
import { slugify } from '../slugify';
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

/** Create or edit a brand: texts, colours, status, and logo/cover images (uploaded once the brand is saved). */
export function BrandFormDialog({ open, brand, onClose }: { open: boolean; brand: Brand | null; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{brand ? `Edit ${brand.name}` : 'New brand'}</DialogTitle>
          <DialogDescription>The microsites and the catalogue's brand filter show these details.</DialogDescription>
        </DialogHeader>
        {open ? <BrandForm key={brand?.id ?? 'new'} brand={brand} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BrandForm({ brand, onDone }: { brand: Brand | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const upload = useUploadBrandImage();
  const [saved, setSaved] = useState<Brand | null>(brand);
  const [files, setFiles] = useState<Partial<Record<BrandImageKind, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<BrandImageKind, string>>>({});
  // The latest file choice per image: the content check of an earlier one must not overwrite it.
  const fileChoice = useRef<Record<BrandImageKind, number>>({ logo: 0, cover: 0 });
  const [saveError, setSaveError] = useState<unknown>(null);
  const [slugTouched, setSlugTouched] = useState(brand !== null);

  const form = useForm({
    resolver: zodResolver(ZBrandInput, defaultFieldMessages(LABELS)),
    defaultValues: {
      name: brand?.name ?? '',
      slug: brand?.slug ?? '',
      tagline: brand?.tagline ?? '',
      description: brand?.description ?? '',
      primaryColor: brand?.primaryColor ?? '#1D4ED8',
      secondaryColor: brand?.secondaryColor ?? '#F59E0B',
      status: brand?.status ?? 'active',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || create.isPending || update.isPending || upload.isPending;

  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    let result: Brand;
    try {
      result = saved ? await update.mutateAsync({ id: saved.id, patch: values }) : await create.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, LABELS)) setSaveError(error);
      return;
    }
    const verb = saved ? 'updated' : 'created';
    setSaved(result);
    for (const kind of ['logo', 'cover'] as const) {
      const file = files[kind];
      if (!file) continue;
      try {
        await upload.mutateAsync({ id: result.id, kind, file });
        setFiles((f) => ({ ...f, [kind]: undefined }));
      } catch (error) {
        setFileErrors((e) => ({ ...e, [kind]: errorMessage(error, `The ${kind} could not be uploaded.`) }));
        toast.error(`Brand ${verb}, but the ${kind} was not uploaded`, { description: result.name });
        return;
      }
    }
    toast.success(`Brand ${verb}`, { description: result.name });
    onDone();
  });

  const colours = {
    primaryColor: useWatch({ control: form.control, name: 'primaryColor' }),
    secondaryColor: useWatch({ control: form.control, name: 'secondaryColor' }),
  };
  const colour = (name: 'primaryColor' | 'secondaryColor', label: string) => {
    const value = colours[name];
    return (
      <Field id={`${id}-${name}`} label={label} error={errors[name]?.message}>
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
    <Field id={`${id}-${kind}`} label={label} error={fileErrors[kind]} hint="JPG or PNG, at most 5 MB.">
      {(aria) => (
        <div className="flex flex-wrap items-center gap-3">
          {current ? (
            <img
              src={current}
              alt=""
              className={
                kind === 'logo'
                  ? 'size-12 rounded-md border border-border object-contain'
                  : 'h-12 w-24 rounded-md border border-border object-cover'
              }
            />
          ) : null}
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            className="block w-full min-w-0 flex-1 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium"
            {...aria}
            onChange={async (event) => {
              const input = event.currentTarget;
              const chosen = input.files?.[0] ?? null;
              const ticket = ++fileChoice.current[kind];
              setFiles((f) => ({ ...f, [kind]: undefined }));
              const problem = chosen ? await checkImageFile(chosen) : null;
              // Another file was chosen while this one was being read: that choice decides.
              if (ticket !== fileChoice.current[kind]) return;
              setFileErrors((e) => ({ ...e, [kind]: problem ?? undefined }));
              setFiles((f) => ({ ...f, [kind]: problem ? undefined : (chosen ?? undefined) }));
              if (problem) input.value = '';
            }}
          />
        </div>
      )}
    </Field>
  );

  const nameField = form.register('name');
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={brand ? `Edit ${brand.name}` : 'New brand'}>
      {saveError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(saveError, 'The brand could not be saved.')}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-name`}
          label="Brand name"
          maxLength={120}
          autoComplete="off"
          error={errors.name?.message}
          {...nameField}
          onChange={(e) => {
            void nameField.onChange(e);
            if (!slugTouched) form.setValue('slug', slugify(e.target.value));
          }}
        />
        <FormField
          id={`${id}-slug`}
          label="Slug"
          maxLength={60}
          autoComplete="off"
          hint="Used in the microsite address."
          error={errors.slug?.message}
          {...form.register('slug', { onChange: () => setSlugTouched(true) })}
        />
      </div>
      <FormField
        id={`${id}-tagline`}
        label="Tagline"
        maxLength={160}
        autoComplete="off"
        error={errors.tagline?.message}
        {...form.register('tagline')}
      />
      <Field id={`${id}-description`} label="Description" error={errors.description?.message}>
        {(aria) => <Textarea rows={3} maxLength={4000} {...aria} {...form.register('description')} />}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        {colour('primaryColor', 'Primary colour')}
        {colour('secondaryColor', 'Secondary colour')}
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select id={`${id}-status`} {...form.register('status')}>
            {BRAND_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'active' ? 'Active' : 'Inactive'}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {imageField('logo', 'Logo', saved?.logoUrl)}
        {imageField('cover', 'Cover image', saved?.coverUrl)}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : saved ? 'Save changes' : 'Create brand'}
        </Button>
      </div>
    </form>
  );
}
