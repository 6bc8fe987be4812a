import type { ReactNode } from 'react';
import { useFieldArray, type Control, type FieldArray } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { BrandFormValues } from '../brand-form-values';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type, as the form kit's FieldProps
export type BrandControl = Control<BrandFormValues, unknown, any>;

type ListName = 'benefits' | 'faqs';

/**
 * One of the microsite's ordered lists (benefits, questions): each item's fields with buttons to move
 * it up or down and remove it, a line while the list is empty, the list's error, and "Add …" up to `max` items.
 */
export function ListItemEditor<N extends ListName>({
  control,
  name,
  legend,
  emptyText,
  noun,
  rowTestId,
  max,
  addLabel,
  newItem,
  error,
  renderFields,
}: {
  control: BrandControl;
  name: N;
  legend: string;
  emptyText: string;
  /** The item in the buttons' names: "Move benefit 2 up". */
  noun: string;
  rowTestId: string;
  max: number;
  addLabel: string;
  newItem: FieldArray<BrandFormValues, N>;
  error?: string;
  /** The fields of item `i` (0-based), above its buttons. */
  renderFields: (i: number) => ReactNode;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null}
      <ol className="grid gap-3">
        {fields.map((field, i) => (
          <li key={field.id} className="grid gap-3 rounded-lg border border-border p-3" data-testid={rowTestId}>
            {renderFields(i)}
            <div className="flex flex-wrap justify-end gap-1">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Move ${noun} ${i + 1} up`}
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
                aria-label={`Move ${noun} ${i + 1} down`}
              >
                <ArrowDown aria-hidden />
                <span className="sm:sr-only">Down</span>
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={() => remove(i)} aria-label={`Remove ${noun} ${i + 1}`}>
                <Trash2 aria-hidden />
                <span className="sm:sr-only">Remove</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
      <div>
        <Button type="button" variant="outline" size="sm" disabled={fields.length >= max} onClick={() => append(newItem)}>
          <Plus aria-hidden />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
