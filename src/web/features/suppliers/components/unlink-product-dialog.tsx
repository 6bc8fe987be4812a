import { toast } from 'sonner';
import type { SupplierProduct } from '../../../../shared/suppliers.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteSupplierProduct } from '../supplier-product-writes';

/** "Unlink": the supplier stops being offered for this product; purchase orders already raised keep their lines. */
export function UnlinkProductDialog({ link, onClose }: { link: SupplierProduct | null; onClose: () => void }) {
  const remove = useDeleteSupplierProduct();
  return (
    <ConfirmDialog
      open={link !== null}
      onOpenChange={(next) => {
        if (next) return;
        remove.reset();
        onClose();
      }}
      title={link ? `Unlink ${link.productName}?` : 'Unlink product?'}
      description={
        link
          ? `${link.supplierName} will no longer be offered for ${link.productName} on new purchase orders. Purchase orders already raised keep their lines.`
          : ''
      }
      confirmLabel="Unlink"
      pendingLabel="Unlinking…"
      pending={remove.isPending}
      onConfirm={() => {
        if (!link) return;
        remove.mutate(link.id, {
          onSuccess: () => {
            toast.success('Product unlinked', { description: `${link.productName} from ${link.supplierName}` });
            onClose();
          },
        });
      }}
    >
      <FormError message={remove.isError ? errorMessage(remove.error, 'The link could not be removed.') : null} />
    </ConfirmDialog>
  );
}
