import { ZCancelOrder } from '../../shared/orders.contracts';
import { FormBody, FormFooter, TextareaField, useAppForm } from './form';

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
  const form = useAppForm(ZCancelOrder, { reason: '' }, { labels: LABELS });
  const submit = form.handleSubmit(({ reason }) => onSubmit(reason, (error) => form.fail(error, '')));

  return (
    <FormBody
      onSubmit={submit}
      formError={errorText}
      footer={
        <FormFooter
          cancelLabel="Keep order"
          onCancel={onKeep}
          submitLabel="Cancel order"
          pendingLabel="Cancelling…"
          pending={pending}
          variant="destructive"
        />
      }
    >
      <TextareaField control={form.control} name="reason" label="Reason for cancelling" rows={3} maxLength={500} required aria-required />
    </FormBody>
  );
}
