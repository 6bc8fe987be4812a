import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  TRAINING_QUIZ_MAX_OPTIONS,
  TRAINING_QUIZ_MIN_OPTIONS,
  ZQuestionInput,
  type AuthoringQuestion,
} from '../../../../shared/training.contracts';
import { FormDialog, TextField, TextareaField, useAppForm, saveLabels, whileOpen } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { useCreateQuestion, useUpdateQuestion } from '../question-writes';

interface QuestionFormValues {
  prompt: string;
  options: string[];
  correctIndex: string;
}
type QuestionOut = ReturnType<typeof ZQuestionInput.parse>;

const LABELS = { prompt: 'question', options: 'options', correctIndex: 'correct answer' };

/**
 * Add a multiple-choice question (question null) or edit one: the prompt, 2–6 options, and the correct one chosen by
 * its radio button. The answer key stays on the server; learners see it only after submitting.
 */
export const QuestionDialog = whileOpen(QuestionForm);

function QuestionForm({ moduleId, question, onClose }: { moduleId: string; question: AuthoringQuestion | null; onClose: () => void }) {
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const radioName = useId();
  const form = useAppForm<QuestionFormValues, QuestionOut>(
    ZQuestionInput,
    question
      ? { prompt: question.prompt, options: [...question.options], correctIndex: String(question.correctIndex) }
      : { prompt: '', options: ['', '', ''], correctIndex: '0' },
    { labels: LABELS },
  );
  const options = form.watch('options');
  const correct = Number(form.watch('correctIndex'));

  const addOption = () => form.setValue('options', [...options, '']);
  const removeOption = (index: number) => {
    form.setValue(
      'options',
      options.filter((_, i) => i !== index),
    );
    if (correct === index) form.setValue('correctIndex', '0');
    else if (correct > index) form.setValue('correctIndex', String(correct - 1));
  };

  const submit = form.submit(async (input) => {
    if (question) await update.mutateAsync({ id: question.id, patch: input });
    else await create.mutateAsync({ moduleId, body: input });
    toast.success(question ? 'Question saved' : 'Question added');
    onClose();
  }, 'The question could not be saved.');

  const optionsError = form.formState.errors.options?.message ?? form.formState.errors.options?.root?.message;
  const correctError = form.formState.errors.correctIndex?.message;
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={question ? 'Edit question' : 'Add question'}
      className="sm:max-w-2xl"
      onSubmit={submit}
      {...saveLabels(question !== null, 'Add question')}
    >
      <TextareaField control={form.control} name="prompt" label="Question" rows={2} maxLength={1000} />
      <fieldset className="grid gap-3" aria-describedby={correctError ? `${radioName}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Options (choose the correct one)</legend>
        <Controller
          control={form.control}
          name="correctIndex"
          render={({ field }) => (
            <div className="grid gap-3">
              {options.map((_, index) => (
                <div key={index} className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-2" data-testid="question-option">
                  <input
                    type="radio"
                    name={radioName}
                    className="mt-3 size-4 accent-primary"
                    aria-label={`Option ${index + 1} is the correct answer`}
                    checked={Number(field.value) === index}
                    onChange={() => field.onChange(String(index))}
                  />
                  <TextField control={form.control} name={`options.${index}`} label={`Option ${index + 1}`} maxLength={300} />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="mt-6"
                    aria-label={`Remove option ${index + 1}`}
                    disabled={options.length <= TRAINING_QUIZ_MIN_OPTIONS}
                    onClick={() => removeOption(index)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              ))}
            </div>
          )}
        />
        {optionsError ? <p className="text-sm text-destructive">{optionsError}</p> : null}
        {correctError ? (
          <p id={`${radioName}-error`} className="text-sm text-destructive">
            {correctError}
          </p>
        ) : null}
        <div>
          <Button variant="outline" size="sm" onClick={addOption} disabled={options.length >= TRAINING_QUIZ_MAX_OPTIONS}>
            <Plus aria-hidden />
            Add option
          </Button>
        </div>
      </fieldset>
    </FormDialog>
  );
}
