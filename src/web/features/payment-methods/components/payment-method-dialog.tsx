import type { PaymentMethod } from '../../../../shared/payment-methods.contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { PaymentMethodForm } from './payment-method-form';

/** The add form in a dialog (/payment-methods and checkout); it unmounts on close, taking its inputs along. */
export function PaymentMethodDialog({
  open,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (method: PaymentMethod) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add payment method</DialogTitle>
          <DialogDescription>Record how you will pay; head office invoices every order.</DialogDescription>
        </DialogHeader>
        <PaymentMethodForm
          onCancel={() => onOpenChange(false)}
          onSaved={(method) => {
            onOpenChange(false);
            onSaved?.(method);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
