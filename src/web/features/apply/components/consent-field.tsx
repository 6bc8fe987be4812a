import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { ApplyValues } from '../apply-draft';
import { FieldError } from '../../../components/form';

/** The consent box, with the contract's message under it when Submit is pressed without it (the kit's checkbox shows none). */
export function ConsentField({ control }: { control: Control<ApplyValues> }) {
  const id = useId();
  const controller = useController({ control, name: 'consent' });
  const { ref, value, onChange, onBlur } = controller.field;
  const error = controller.fieldState.error?.message;
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-4">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          ref={ref}
          name="consent"
          checked={Boolean(value)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>I confirm that the information above is true, and I agree that head office may process it to review my application.</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
