import { useFieldArray, type Control } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { TextField, TextareaField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import type { BrandFormValues } from '../brand-form-values';

const MAX_BENEFITS = 8;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type, as the form kit's FieldProps
type BrandControl = Control<BrandFormValues, unknown, any>;

/** The microsite's benefits: a title and a line each, added, removed and moved up or down (the page shows this order). */
export function BenefitsEditor({ control, error }: { control: BrandControl; error?: string }) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'benefits' });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold">Benefits</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No benefits yet.</p> : null}
      <ol className="grid gap-3">
        {fields.map((field, i) => (
          <li key={field.id} className="grid gap-3 rounded-lg border border-border p-3" data-testid="benefit-row">
            <div className="grid items-start gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <TextField control={control} name={`benefits.${i}.title`} label={`Benefit ${i + 1} title`} maxLength={80} />
              <TextareaField control={control} name={`benefits.${i}.text`} label={`Benefit ${i + 1} text`} rows={2} maxLength={400} />
            </div>
            <div className="flex flex-wrap justify-end gap-1">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Move benefit ${i + 1} up`}
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
                aria-label={`Move benefit ${i + 1} down`}
              >
                <ArrowDown aria-hidden />
                <span className="sm:sr-only">Down</span>
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => remove(i)} aria-label={`Remove benefit ${i + 1}`}>
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
          disabled={fields.length >= MAX_BENEFITS}
          onClick={() => append({ title: '', text: '' })}
        >
          <Plus aria-hidden />
          Add benefit
        </Button>
      </div>
    </fieldset>
  );
}
