import { useEffect, type ReactNode } from 'react';
import { ZPasswordConfirm } from '../../../../shared/account.contracts';
import { DialogForm, TextField, useAppForm } from '../../../components/form';

/**
 * Asks for the account password before a sensitive change (two-factor removal, new backup codes).
 * The caller runs the request and reports a refusal through `error`, shown under the field.
 */
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  destructive = false,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: (password: string) => void;
}) {
  const form = useAppForm(ZPasswordConfirm, { password: '' });
  const submit = form.handleSubmit(({ password }) => onConfirm(password));
  // The caller's refusal ("wrong password") belongs beside the field.
  const { setError } = form;
  useEffect(() => {
    if (error) setError('password', { type: 'server', message: error });
  }, [error, setError]);

  return (
    <DialogForm
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset({ password: '' });
        onOpenChange(next);
      }}
      title={title}
      description={description}
      onSubmit={submit}
      submitLabel={confirmLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      variant={destructive ? 'destructive' : 'default'}
    >
      <TextField control={form.control} name="password" label="Your password" type="password" autoComplete="current-password" />
    </DialogForm>
  );
}
