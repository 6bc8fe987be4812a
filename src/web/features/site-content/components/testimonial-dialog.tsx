import { toast } from 'sonner';
import { ZTestimonialWrite, type Testimonial } from '../../../../shared/site.contracts';
import {
  FormDialog,
  EnumSelectField,
  SwitchField,
  TextField,
  TextareaField,
  useAppForm,
  saveLabels,
  whileOpen,
} from '../../../components/form';
import { useSaveTestimonial, type TestimonialWrite } from '../site-writes';

interface TestimonialValues {
  authorName: string;
  authorTitle: string;
  quote: string;
  brandId: string;
  published: boolean;
  sortOrder: string;
}
const LABELS = { authorName: 'name', authorTitle: 'title', quote: 'quote', brandId: 'brand', published: 'published', sortOrder: 'order' };

const valuesOf = (t: Testimonial | null): TestimonialValues => ({
  authorName: t?.authorName ?? '',
  authorTitle: t?.authorTitle ?? '',
  quote: t?.quote ?? '',
  brandId: t?.brandId ?? '',
  published: t?.published ?? true,
  sortOrder: String(t?.sortOrder ?? 0),
});
// A blank order is 0; anything else must be a whole number (the contract says which).
const toInput = (v: TestimonialValues): TestimonialWrite => ({
  ...v,
  brandId: v.brandId || null,
  sortOrder: v.sortOrder.trim() === '' ? 0 : /^\d+$/.test(v.sortOrder.trim()) ? Number(v.sortOrder) : Number.NaN,
});

/** Add (testimonial null) or edit a testimonial; mounted only while open. */
export const TestimonialDialog = whileOpen(TestimonialForm);

function TestimonialForm({
  testimonial,
  brands,
  onClose,
}: {
  testimonial: Testimonial | null;
  brands: { id: string; name: string }[];
  onClose: () => void;
}) {
  const save = useSaveTestimonial();
  const form = useAppForm<TestimonialValues, TestimonialWrite>(ZTestimonialWrite, valuesOf(testimonial), { labels: LABELS, toInput });
  const { control } = form;
  const submit = form.submit(async (body) => {
    const saved = await save.mutateAsync({ id: testimonial?.id ?? null, body });
    toast.success(testimonial ? 'Testimonial saved' : 'Testimonial added', { description: saved.authorName });
    onClose();
  }, 'The testimonial could not be saved.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={testimonial ? `Edit testimonial of ${testimonial.authorName}` : 'New testimonial'}
      className="sm:max-w-xl"
      onSubmit={submit}
      {...saveLabels(testimonial !== null, 'Add testimonial')}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField control={control} name="authorName" label="Name" maxLength={120} />
        <TextField control={control} name="authorTitle" label="Title" maxLength={160} placeholder="Franchisee, Siomai Shop – Makati" />
      </div>
      <TextareaField control={control} name="quote" label="Quote" rows={4} maxLength={1000} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <EnumSelectField
          control={control}
          name="brandId"
          label="Brand"
          placeholder="No brand (home page)"
          options={brands.map((b) => ({ value: b.id, label: b.name }))}
        />
        <TextField control={control} name="sortOrder" label="Order" inputMode="numeric" hint="Lower numbers show first." />
      </div>
      <SwitchField control={control} name="published" label="Published" note={(on) => (on ? 'Shown on the public site.' : 'Hidden.')} />
    </FormDialog>
  );
}
