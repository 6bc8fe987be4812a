import { TextField, TextareaField } from '../../../components/form';
import { ListItemEditor, type BrandControl } from './list-item-editor';

const MAX_FAQS = 20;

/** The microsite's frequently asked questions, each with its answer, in the order the page shows them. */
export function FaqsEditor({ control, error }: { control: BrandControl; error?: string }) {
  return (
    <ListItemEditor
      control={control}
      name="faqs"
      legend="Frequently asked questions"
      emptyText="No questions yet."
      noun="question"
      rowTestId="faq-row"
      max={MAX_FAQS}
      addLabel="Add question"
      newItem={{ question: '', answer: '' }}
      error={error}
      renderFields={(i) => (
        <>
          <TextField control={control} name={`faqs.${i}.question`} label={`Question ${i + 1}`} maxLength={200} />
          <TextareaField control={control} name={`faqs.${i}.answer`} label={`Answer ${i + 1}`} rows={3} maxLength={1500} />
        </>
      )}
    />
  );
}
