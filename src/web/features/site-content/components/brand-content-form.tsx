import { ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../../../shared/routes';
import type { BrandContent, BrandContentWrite } from '../../../../shared/site.contracts';
import { formatDateTime } from '../../../../shared/time';
import { FormBody, FormFooter, TextField, TextareaField, useAppForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { BRAND_LABELS, brandResolver, brandToFormValues, type BrandFormValues } from '../brand-form-values';
import { useSaveBrandContent } from '../site-writes';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { BenefitsEditor } from './benefits-editor';
import { FaqsEditor } from './faqs-editor';
import { PackagesEditor } from './packages-editor';

/** A list's own message (too many rows, none offered), wherever the resolver put it. */
const listError = (e: unknown): string | undefined => {
  const err = e as { message?: string; root?: { message?: string } } | undefined;
  return err?.message ?? err?.root?.message;
};

/** One brand's microsite: headline, introduction, story, benefits, FAQs and the packages it offers with prices. */
export function BrandContentForm({ brand }: { brand: BrandContent }) {
  const save = useSaveBrandContent();
  const form = useAppForm<BrandFormValues, BrandContentWrite>(brandResolver, brandToFormValues(brand), { labels: BRAND_LABELS });
  const { control } = form;
  const errors = form.formState.errors;
  useLeaveGuard(form.formState.isDirty);
  const submit = form.submit(async (body) => {
    const saved = await save.mutateAsync({ brandId: brand.brandId, body });
    form.reset(brandToFormValues(saved));
    toast.success('Microsite saved', { description: saved.name });
  }, 'The microsite could not be saved.');

  return (
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      label={`${brand.name} microsite`}
      className="grid gap-6"
      footer={
        <FormFooter
          className="sticky bottom-0 z-10 border-t border-border bg-background/95 py-3 backdrop-blur"
          submitLabel="Save microsite"
          pendingLabel="Saving…"
          pending={form.formState.isSubmitting}
          disabled={!form.formState.isDirty}
        />
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {brand.updatedAt ? `Last saved ${formatDateTime(brand.updatedAt)}` : 'Not edited yet.'}
          {brand.status !== 'active' ? ` · The brand is ${brand.status}: its microsite is not public.` : ''}
        </p>
        <Button variant="outline" size="sm" asChild>
          <a href={paths.brand(brand.slug)} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden />
            View microsite
          </a>
        </Button>
      </div>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Hero and story</legend>
        <TextField control={control} name="heroTitle" label="Headline" maxLength={120} />
        <TextareaField
          control={control}
          name="heroText"
          label="Introduction"
          rows={3}
          maxLength={400}
          hint="Under the headline, a sentence or two."
        />
        <TextareaField
          control={control}
          name="story"
          label="Story"
          rows={8}
          maxLength={5000}
          hint="The brand's story; blank lines start new paragraphs."
        />
      </fieldset>
      <BenefitsEditor control={control} error={listError(errors.benefits)} />
      <FaqsEditor control={control} error={listError(errors.faqs)} />
      <PackagesEditor control={control} error={listError(errors.packages)} />
    </FormBody>
  );
}
