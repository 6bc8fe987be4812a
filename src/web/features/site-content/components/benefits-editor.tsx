import { TextField, TextareaField } from '../../../components/form';
import { ListItemEditor, type BrandControl } from './list-item-editor';

const MAX_BENEFITS = 8;

/** The microsite's benefits: a title and a line each, added, removed and moved up or down (the page shows this order). */
export function BenefitsEditor({ control, error }: { control: BrandControl; error?: string }) {
  return (
    <ListItemEditor
      control={control}
      name="benefits"
      legend="Benefits"
      emptyText="No benefits yet."
      noun="benefit"
      rowTestId="benefit-row"
      max={MAX_BENEFITS}
      addLabel="Add benefit"
      newItem={{ title: '', text: '' }}
      error={error}
      renderFields={(i) => (
        <div className="grid items-start gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <TextField control={control} name={`benefits.${i}.title`} label={`Benefit ${i + 1} title`} maxLength={80} />
          <TextareaField control={control} name={`benefits.${i}.text`} label={`Benefit ${i + 1} text`} rows={2} maxLength={400} />
        </div>
      )}
    />
  );
}
