import { useFieldArray, type Control } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { TextField, TextareaField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import type { BrandFormValues } from '../brand-form-values';

const MAX_FAQS = 20;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type, as the form kit's FieldProps
type BrandControl = Control<BrandFormValues, unknown, any>;

/** The microsite's frequently asked questions, each with its answer, in the order the page shows them. */
export function FaqsEditor({ control, error }: { control: BrandControl; error?: string }) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'faqs' });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold">Frequently asked questions</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No questions yet.</p> : null}
      <ol className="grid gap-3">
        {fields.map((field, i) => (
          <li key={field.id} className="grid gap-3 rounded-lg border border-border p-3" data-testid="faq-row">
            <TextField control={control} name={`faqs.${i}.question`} label={`Question ${i + 1}`} maxLength={200} />
            <TextareaField control={control} name={`faqs.${i}.answer`} label={`Answer ${i + 1}`} rows={3} maxLength={1500} />
            <div className="flex flex-wrap justify-end gap-1">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Move question ${i + 1} up`}
              >
                <ArrowUp aria-hidden />
                <span className="sm:sr-only">Up</span>
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={i === fields.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`Move question ${i + 1} down`}
              >
                <ArrowDown aria-hidden />
                <span className="sm:sr-only">Down</span>
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => remove(i)} aria-label={`Remove question ${i + 1}`}>
                <Trash2 aria-hidden />
                <span className="sm:sr-only">Remove</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_FAQS}
          onClick={() => append({ question: '', answer: '' })}
        >
          <Plus aria-hidden />
          Add question
        </Button>
      </div>
    </fieldset>
  );
}
