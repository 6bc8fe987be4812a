import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZCancelOrder } from '../../shared/orders.contracts';
import { Alert, AlertDescription } from './ui/alert';
import { Button } from './ui/button';
import { DialogFooter } from './ui/dialog';
import { Textarea } from './ui/textarea';
import { applyServerFieldErrors, defaultFieldMessages } from '../lib/form-errors';
import { Field } from './ui/form-field';

const LABELS = { reason: 'reason' };

/**
 * The "Reason for cancelling" form shared by the franchisee's and head office's cancel dialogs.
 * The caller runs its own mutation; server field errors come back through `onFieldErrors`.
 */
export function CancelReasonForm({
  pending,
  errorText,
  onKeep,
  onSubmit,
}: {
  pending: boolean;
  /** Message of the last failed attempt, shown above the field. */
  errorText: string | null;
  onKeep: () => void;
  onSubmit: (reason: string, onFieldErrors: (error: unknown) => void) => void;
}) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(ZCancelOrder, defaultFieldMessages(LABELS), { raw: true }),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) =>
    onSubmit(reason.trim(), (error) => applyServerFieldErrors(error, form.setError, LABELS)),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {errorText ? (
        <Alert variant="destructive">
          <AlertDescription>{errorText}</AlertDescription>
        </Alert>
      ) : null}
      <Field id={`${id}-reason`} label="Reason for cancelling" error={form.formState.errors.reason?.message}>
        {(aria) => <Textarea rows={3} maxLength={500} required aria-required {...aria} {...form.register('reason')} />}
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onKeep} disabled={pending}>
          Keep order
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? 'Cancelling…' : 'Cancel order'}
        </Button>
      </DialogFooter>
    </form>
  );
}
