import { Button } from '../ui/button';
import { DialogFooter } from '../ui/dialog';

/**
 * The one footer of a form: Cancel, then the submit button, both disabled while the form is pending; the submit
 * button says what is happening ("Saving…") until the answer comes.
 */
export function FormFooter({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
  cancelLabel = 'Cancel',
  variant = 'default',
  disabled = false,
  className,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Without it there is no Cancel button (a form on a page rather than in a dialog). */
  onCancel?: () => void;
  cancelLabel?: string;
  variant?: 'default' | 'destructive';
  /** Submit not possible yet for a reason shown elsewhere (nothing chosen). */
  disabled?: boolean;
  className?: string;
}) {
  return (
    <DialogFooter className={className}>
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button type="submit" variant={variant} disabled={pending || disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/** The footer of a create-or-edit dialog: "Save changes" once the record exists, else e.g. "Create brand". */
export function SaveFormFooter({
  exists,
  createLabel,
  pending,
  onCancel,
}: {
  exists: boolean;
  createLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <FormFooter
      className="border-t border-border pt-4"
      onCancel={onCancel}
      submitLabel={exists ? 'Save changes' : createLabel}
      pendingLabel="Saving…"
      pending={pending}
    />
  );
}
