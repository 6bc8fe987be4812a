import { toast } from 'sonner';
import { ZSupplierUpdate, type Supplier } from '../../../../shared/suppliers.contracts';
import { FormDialog, useAppForm } from '../../../components/form';
import { SUPPLIER_LABELS, supplierToFormValues, toSupplierInput } from '../supplier-form-values';
import { useUpdateSupplier } from '../update-supplier';
import { SupplierFormFields } from './supplier-form-fields';

/** "Edit supplier": the create form's fields on the update contract, filled from the supplier. */
export function SupplierEditDialog({ supplier, open, onClose }: { supplier: Supplier; open: boolean; onClose: () => void }) {
  // Mounted only while open, so each opening starts from the supplier as it is now.
  return open ? <EditForm supplier={supplier} onClose={onClose} /> : null;
}

function EditForm({ supplier, onClose }: { supplier: Supplier; onClose: () => void }) {
  const update = useUpdateSupplier();
  const form = useAppForm(ZSupplierUpdate, supplierToFormValues(supplier), { labels: SUPPLIER_LABELS, toInput: toSupplierInput });
  const submit = form.submit(async (patch) => {
    const saved = await update.mutateAsync({ id: supplier.id, patch });
    toast.success('Supplier updated', { description: `${saved.name} (${saved.code})` });
    onClose();
  }, 'The supplier could not be saved.');
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`Edit ${supplier.name}`}
      className="sm:max-w-3xl"
      onSubmit={submit}
      submitLabel="Save changes"
      pendingLabel="Saving…"
      pending={form.formState.isSubmitting || update.isPending}
    >
      <SupplierFormFields control={form.control} />
    </FormDialog>
  );
}
