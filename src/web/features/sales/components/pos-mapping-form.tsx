import { toast } from 'sonner';
import {
  POS_DATE_FORMATS,
  POS_MAPPING_FIELD_LABELS,
  POS_MAPPING_FIELDS,
  POS_MAPPING_MESSAGES,
  POS_REQUIRED_FIELDS,
  ZPosMappingInput,
  type PosFileColumns,
  type PosMapping,
  type PosMappingField,
  type PosMappingInput,
} from '../../../../shared/pos-mapping.contracts';
import { EnumSelectField, FormWithFooter, useAppForm } from '../../../components/form';
import { useSavePosMapping } from '../pos-mapping';

/** Words an export's header often holds for each field, to pre-select a likely column (the user confirms). */
const HINTS: Record<PosMappingField, RegExp> = {
  salesDate: /date|day/i,
  gross: /gross|total sales|sales amount/i,
  discounts: /disc/i,
  refunds: /refund|void|return/i,
  transactions: /txn|transaction|receipts|count|tickets/i,
  cash: /cash/i,
  card: /card|credit|debit/i,
  digital: /wallet|gcash|maya|digital|qr/i,
  notes: /note|remark|comment/i,
};

function guess(headers: readonly string[], field: PosMappingField, taken: Set<string>): string {
  const found = headers.find((h) => !taken.has(h) && HINTS[field].test(h)) ?? '';
  if (found) taken.add(found);
  return found;
}

function defaultsOf(read: PosFileColumns, mapping: PosMapping | null): PosMappingInput {
  const taken = new Set<string>();
  const columns = Object.fromEntries(
    POS_MAPPING_FIELDS.map((f) => {
      const saved = mapping?.columns[f];
      return [f, saved && read.headers.includes(saved) ? saved : guess(read.headers, f, taken)];
    }),
  ) as PosMappingInput['columns'];
  return { columns, dateFormat: mapping?.dateFormat ?? 'YYYY-MM-DD' };
}

/**
 * The columns of a location's POS export, chosen once: for each field of the sales template the export's column
 * that holds it (the date and gross sales are required), and how it writes dates. The export's first rows show under
 * the choices so the user can tell the columns apart. Saved per location; every later file imports with it.
 */
export function PosMappingForm({
  locationId,
  read,
  mapping,
  onSaved,
  onCancel,
}: {
  locationId: string;
  read: PosFileColumns;
  mapping: PosMapping | null;
  onSaved: (mapping: PosMapping) => void;
  onCancel: () => void;
}) {
  const save = useSavePosMapping();
  const form = useAppForm(ZPosMappingInput, defaultsOf(read, mapping), {
    labels: Object.fromEntries(POS_MAPPING_FIELDS.map((f) => [`columns.${f}`, `${POS_MAPPING_FIELD_LABELS[f]} column`])),
  });
  const submit = form.submit(async (input) => {
    const saved = await save.mutateAsync({ locationId, input });
    toast.success(POS_MAPPING_MESSAGES.saved, { description: 'Files from your POS now import with these columns.' });
    onSaved(saved);
  }, 'The column mapping could not be saved.');
  const options = read.headers.map((h) => ({ value: h, label: h }));

  return (
    <div className="grid gap-4 rounded-lg border border-border p-4" data-testid="pos-mapping-form">
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold">Match your POS export’s columns</h3>
        <p className="text-sm text-muted-foreground">
          Choose the column of your export that holds each figure. This is saved for this location; you only do it once.
        </p>
      </div>
      <div className="overflow-x-auto rounded-md border border-border" tabIndex={0} aria-label="First rows of your export">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">First rows of your export</caption>
          <thead className="bg-muted/60">
            <tr>
              {read.headers.map((h) => (
                <th key={h} scope="col" className="whitespace-nowrap px-2 py-1.5 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {read.sample.map((row, i) => (
              <tr key={i} className="border-t border-border">
                {row.map((cell, j) => (
                  <td key={j} className="whitespace-nowrap px-2 py-1.5 tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FormWithFooter
        form={form}
        onSubmit={submit}
        onCancel={onCancel}
        label="POS column mapping"
        submitLabel="Save mapping and check the file"
        pendingLabel="Saving…"
        pending={save.isPending}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {POS_MAPPING_FIELDS.map((f) => {
            const required = POS_REQUIRED_FIELDS.includes(f);
            return (
              <EnumSelectField
                key={f}
                control={form.control}
                name={`columns.${f}`}
                label={POS_MAPPING_FIELD_LABELS[f]}
                options={options}
                placeholder={required ? 'Choose a column' : 'Not in my export'}
                required={required}
              />
            );
          })}
          <EnumSelectField
            control={form.control}
            name="dateFormat"
            label="Date format"
            hint="How the date column writes 3 December 2026: 2026-12-03, 12/03/2026 or 03/12/2026."
            options={POS_DATE_FORMATS.map((v) => ({ value: v, label: v }))}
            required
          />
        </div>
      </FormWithFooter>
    </div>
  );
}
