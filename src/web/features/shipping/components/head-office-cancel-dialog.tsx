import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ZHeadOfficeCancel } from '../../../../shared/operations.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerFieldErrors, defaultFieldMessages } from '../../../lib/form-errors';
import { FieldShell } from '../../notifications/components/field-shell';
import { operationErrorText } from '../../order-management/operation-errors';
import { useHeadOfficeCancel } from '../head-office-cancel';

const LABELS = { reason: 'reason' };

/** Head office stops an approved or processing order; the franchisee is told why and the stock released. */
export function HeadOfficeCancelDialog({ order, onClose }: { order: { id: string; orderNumber: string } | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel {order?.orderNumber}?</DialogTitle>
          <DialogDescription>The reserved stock goes back to the warehouse and the franchisee is notified with your reason.</DialogDescription>
        </DialogHeader>
        {order ? <CancelForm key={order.id} order={order} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CancelForm({ order, onDone }: { order: { id: string; orderNumber: string }; onDone: () => void }) {
  const id = useId();
  const cancel = useHeadOfficeCancel();
  const form = useForm({
    resolver: zodResolver(ZHeadOfficeCancel, defaultFieldMessages(LABELS), { raw: true }),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { orderId: order.id, reason: reason.trim() },
      {
        onSuccess: (o) => {
          toast.success(`${o.orderNumber} cancelled`, { id: `cancelled-${o.id}` });
          onDone();
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, LABELS),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {cancel.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{operationErrorText(cancel.error, 'The order could not be cancelled.')}</AlertDescription>
        </Alert>
      ) : null}
      <FieldShell id={`${id}-reason`} label="Reason for cancelling" error={form.formState.errors.reason?.message}>
        {(aria) => <Textarea id={`${id}-reason`} rows={3} maxLength={500} required aria-required {...aria} {...form.register('reason')} />}
      </FieldShell>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={cancel.isPending}>
          Keep order
        </Button>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
        </Button>
      </DialogFooter>
    </form>
  );
}
