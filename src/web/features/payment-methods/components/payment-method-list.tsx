import { useState } from 'react';
import { toast } from 'sonner';
import { Wallet } from 'lucide-react';
import type { PaymentMethod } from '../../../../shared/payment-methods.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePaymentMethod } from '../delete-payment-method';
import { usePaymentMethods } from '../../../lib/queries/get-payment-methods';
import { paymentMethodTitle } from '../../../lib/payment-defaults';
import { useSetDefaultPaymentMethod } from '../set-default-payment-method';
import { NicknameDialog } from './nickname-dialog';
import { PaymentMethodCard } from './payment-method-card';
import { PaymentMethodDialog } from './payment-method-dialog';
import { LoadError } from '../../../components/feedback/load-error';

/** /payment-methods body: the saved methods, the add dialog, rename and delete. */
export function PaymentMethodList({ addOpen, onAddOpenChange }: { addOpen: boolean; onAddOpenChange: (open: boolean) => void }) {
  const methods = usePaymentMethods();
  const remove = useDeletePaymentMethod();
  const setDefault = useSetDefaultPaymentMethod();
  const [renaming, setRenaming] = useState<PaymentMethod | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);

  const busyId = setDefault.isPending ? setDefault.variables : undefined;
  const actions = {
    onSetDefault: (m: PaymentMethod) => setDefault.mutate(m.id),
    onEditNickname: setRenaming,
    onDelete: (m: PaymentMethod) => {
      remove.reset();
      setDeleting(m);
    },
  };

  let body;
  if (methods.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading payment methods" className="grid gap-4 md:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="h-36 animate-pulse rounded-xl border border-border bg-muted" />
        ))}
      </div>
    );
  } else if (methods.isError) {
    body = <LoadError error={methods.error} fallback="Failed to load your payment methods." onRetry={() => void methods.refetch()} />;
  } else if (methods.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
        <Wallet aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-medium">No payment methods yet.</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Add how you will settle your invoices with Add payment method. You need one to check out.
        </p>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Your payment methods">
        {methods.data.map((m) => (
          <PaymentMethodCard key={m.id} method={m} actions={{ ...actions, busy: busyId === m.id }} />
        ))}
      </ul>
    );
  }

  return (
    <>
      {body}
      <PaymentMethodDialog
        open={addOpen}
        onOpenChange={onAddOpenChange}
        onSaved={() => toast.success('Payment method added', { id: 'payment-method-added' })}
      />
      <NicknameDialog method={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this payment method?"
        description={deleting ? `"${paymentMethodTitle(deleting)}" will be removed. Orders already placed keep their record of it.` : ''}
        confirmLabel="Delete payment method"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        {remove.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(remove.error, 'Failed to delete the payment method.')}</AlertDescription>
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
