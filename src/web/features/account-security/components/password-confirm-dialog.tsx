import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZPasswordConfirm } from '../../../../shared/account.contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';

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
  const id = useId();
  const form = useForm({ resolver: zodResolver(ZPasswordConfirm), defaultValues: { password: '' } });
  const submit = form.handleSubmit(({ password }) => onConfirm(password));
  const fieldError = form.formState.errors.password?.message ?? error ?? undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset({ password: '' });
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            id={`${id}-password`}
            label="Your password"
            type="password"
            autoComplete="current-password"
            error={fieldError}
            {...form.register('password')}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
