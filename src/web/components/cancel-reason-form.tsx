import { ZCancelOrder } from '../../shared/orders.contracts';
import { FormWithFooter, ReasonField, useAppForm } from './form';

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
    // The caller's mutation says what went wrong (a conflict closes the dialog instead), so its message is the one shown.
    <FormWithFooter
      form={{ formError: errorText, formState: form.formState }}
      onSubmit={submit}
      onCancel={onKeep}
      cancelLabel="Keep order"
      submitLabel="Cancel order"
      pendingLabel="Cancelling…"
      pending={pending}
      variant="destructive"
    >
      <ReasonField control={form.control} name="reason" label="Reason for cancelling" required />
    </FormWithFooter>
  );
}
