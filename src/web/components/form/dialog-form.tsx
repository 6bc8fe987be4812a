import type { ReactNode } from 'react';
import { DialogShell } from '../ui/dialog-shell';
import { FormError } from './form-error';
import { FormFooter } from './form-footer';

/**
 * A dialog that is one form: title, fields, the form error, and one footer (Cancel + submit with its pending
 * label). `children` are the fields; mount the component that owns useAppForm inside `open` (as DialogShell's
 * child) so each opening starts from the defaults.
 */
export function DialogForm({
  open,
  onOpenChange,
  title,
  description,
  className,
  onSubmit,
  formError,
  submitLabel,
  pendingLabel,
  pending,
  cancelLabel,
  variant,
  submitDisabled,
  formLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  onSubmit: (event?: React.BaseSyntheticEvent) => unknown;
  formError?: string | null;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  cancelLabel?: string;
  variant?: 'default' | 'destructive';
  submitDisabled?: boolean;
  /** The form's accessible name, when it needs one other than the dialog's. */
  formLabel?: string;
  children: ReactNode;
}) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={title} description={description} className={className}>
      <FormBody
        onSubmit={onSubmit}
        formError={formError}
        label={formLabel}
        footer={
          <FormFooter
            submitLabel={submitLabel}
            pendingLabel={pendingLabel}
            pending={pending}
            onCancel={() => onOpenChange(false)}
            cancelLabel={cancelLabel}
            variant={variant}
            disabled={submitDisabled}
          />
        }
      >
        {children}
      </FormBody>
    </DialogShell>
  );
}

/** The <form> of every kit form: no browser validation bubbles (the contract's messages show instead), the form error first. */
export function FormBody({
  onSubmit,
  formError,
  label,
  footer,
  className = 'grid gap-4',
  children,
}: {
  onSubmit: (event?: React.BaseSyntheticEvent) => unknown;
  formError?: string | null;
  label?: string;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
    >
      <FormError message={formError} />
      {children}
      {footer}
    </form>
  );
}
