import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ZPaymentMethodPatch, type PaymentMethod } from '../../../../shared/payment-methods.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, defaultFieldMessages } from '../../../lib/form-errors';
import { useUpdatePaymentMethodNickname } from '../update-payment-method';

const LABELS = { nickname: 'nickname' };

/** Rename a payment method; an empty nickname removes it (the safe label shows instead). */
export function NicknameDialog({ method, onClose }: { method: PaymentMethod | null; onClose: () => void }) {
  return (
    <Dialog open={method !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          {/* Not "Edit nickname": the dialog is labelled by its title, which would then match the "Nickname" field's label too. */}
          <DialogTitle>Rename payment method</DialogTitle>
          <DialogDescription>{method?.label}</DialogDescription>
        </DialogHeader>
        {method ? <NicknameForm method={method} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function NicknameForm({ method, onDone }: { method: PaymentMethod; onDone: () => void }) {
  const update = useUpdatePaymentMethodNickname();
  const form = useForm({
    resolver: zodResolver(ZPaymentMethodPatch, defaultFieldMessages(LABELS)),
    defaultValues: { nickname: method.nickname ?? '' },
  });
  const submit = form.handleSubmit(({ nickname }) =>
    update.mutate(
      { id: method.id, nickname: nickname ? nickname : null },
      {
        onSuccess: () => {
          toast.success('Nickname saved', { id: 'payment-method-nickname' });
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, LABELS),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {update.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(update.error, 'Failed to save the nickname.')}</AlertDescription>
        </Alert>
      ) : null}
      <FormField
        id={`nickname-${method.id}`}
        label="Nickname"
        hint="Leave empty to show the card or account label."
        maxLength={60}
        error={form.formState.errors.nickname?.message}
        {...form.register('nickname')}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save nickname'}
        </Button>
      </DialogFooter>
    </form>
  );
}
