import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ZSupplierInput } from '../../../../shared/suppliers.contracts';
import { paths } from '../../../../shared/routes';
import { FormBody, FormFooter, useAppForm } from '../../../components/form';
import { isApiError } from '../../../lib/api-client';
import { useCreateSupplier } from '../create-supplier';
import { EMPTY_SUPPLIER, SUPPLIER_LABELS, toSupplierInput } from '../supplier-form-values';
import { SupplierFormFields } from './supplier-form-fields';

/** The whole "Add supplier" form; on success the new supplier's page opens with a toast. */
export function SupplierCreateForm() {
  const navigate = useNavigate();
  const create = useCreateSupplier();
  const form = useAppForm(ZSupplierInput, EMPTY_SUPPLIER, { labels: SUPPLIER_LABELS, toInput: toSupplierInput });

  const submit = form.submit(async (input) => {
    try {
      const supplier = await create.mutateAsync(input);
      toast.success('Supplier added', { description: `${supplier.name} (${supplier.code})` });
      void navigate(paths.supplierDetail(supplier.id));
    } catch (error) {
      // A taken code is about the code field, even if the server names no field.
      if (isApiError(error) && error.status === 409 && !hasFieldErrors(error.details)) {
        form.setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      throw error;
    }
  }, 'The supplier could not be saved.');

  return (
    <FormBody
      onSubmit={submit}
      formError={form.formError}
      label="Add supplier"
      className="grid max-w-4xl gap-6 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
      footer={
        <FormFooter
          className="border-t border-border pt-4"
          submitLabel="Add supplier"
          pendingLabel="Adding…"
          pending={form.formState.isSubmitting || create.isPending}
          onCancel={() => void navigate(paths.suppliers)}
        />
      }
    >
      <SupplierFormFields control={form.control} />
    </FormBody>
  );
}

function hasFieldErrors(details: unknown): boolean {
  return typeof details === 'object' && details !== null && 'fieldErrors' in details;
}
