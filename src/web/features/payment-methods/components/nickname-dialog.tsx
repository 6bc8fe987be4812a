import { toast } from 'sonner';
import { ZPaymentMethodPatch, type PaymentMethod } from '../../../../shared/payment-methods.contracts';
import { DialogShell } from '../../../components/ui/dialog-shell';
import { FormBody, FormFooter, TextField, useAppForm } from '../../../components/form';
import { useUpdatePaymentMethodNickname } from '../update-payment-method';

const LABELS = { nickname: 'nickname' };

/** Rename a payment method; an empty nickname removes it (the safe label shows instead). */
export function NicknameDialog({ method, onClose }: { method: PaymentMethod | null; onClose: () => void }) {
  return (
    <DialogShell
      open={method !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      // Not "Edit nickname": the dialog is labelled by its title, which would then match the "Nickname" field's label too.
      title="Rename payment method"
      description={method?.label}
    >
      {method ? <NicknameForm key={method.id} method={method} onDone={onClose} /> : null}
    </DialogShell>
  );
}

function NicknameForm({ method, onDone }: { method: PaymentMethod; onDone: () => void }) {
  const update = useUpdatePaymentMethodNickname();
  const form = useAppForm(ZPaymentMethodPatch, { nickname: method.nickname ?? '' }, { labels: LABELS });
  const submit = form.submit(async ({ nickname }) => {
    await update.mutateAsync({ id: method.id, nickname: nickname ? nickname : null });
    toast.success('Nickname saved', { id: 'payment-method-nickname' });
    onDone();
  }, 'Failed to save the nickname.');
  return (
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      footer={<FormFooter onCancel={onDone} submitLabel="Save nickname" pendingLabel="Saving…" pending={update.isPending} />}
    >
      <TextField
        control={form.control}
        name="nickname"
        id={`nickname-${method.id}`}
        label="Nickname"
        hint="Leave empty to show the card or account label."
        maxLength={60}
      />
    </FormBody>
  );
}
