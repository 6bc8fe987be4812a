import { toast } from 'sonner';
import type { Supplier } from '../../../../shared/suppliers.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateSupplier } from '../update-supplier';

/**
 * Deactivate (any status → inactive) or reactivate (inactive → active), confirmed first. An inactive supplier keeps
 * its history and links but gets no new purchase orders.
 */
export function SupplierStatusDialog({
  supplier,
  open,
  onOpenChange,
}: {
  supplier: Supplier;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateSupplier();
  const deactivating = supplier.status !== 'inactive';
  const confirm = () =>
    update.mutate(
      { id: supplier.id, patch: { status: deactivating ? 'inactive' : 'active' } },
      {
        onSuccess: (saved) => {
          toast.success(deactivating ? 'Supplier deactivated' : 'Supplier reactivated', { description: saved.name });
          onOpenChange(false);
        },
      },
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) update.reset();
        onOpenChange(next);
      }}
      title={deactivating ? `Deactivate ${supplier.name}?` : `Reactivate ${supplier.name}?`}
      description={
        deactivating
          ? 'No new purchase orders can be raised with an inactive supplier. Its products, contracts and history stay.'
          : 'The supplier becomes active again and can receive purchase orders.'
      }
      confirmLabel={deactivating ? 'Deactivate' : 'Reactivate'}
      pendingLabel={deactivating ? 'Deactivating…' : 'Reactivating…'}
      confirmVariant={deactivating ? 'destructive' : 'default'}
      cancelLabel={deactivating ? 'Keep it active' : 'Cancel'}
      pending={update.isPending}
      onConfirm={confirm}
    >
      <FormError message={update.isError ? errorMessage(update.error, 'The status could not be changed.') : null} />
    </ConfirmDialog>
  );
}
