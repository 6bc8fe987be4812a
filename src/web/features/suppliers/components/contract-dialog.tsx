import { useState } from 'react';
import { toast } from 'sonner';
import { CONTRACT_SETTABLE_STATUSES, CONTRACT_STATUS_LABELS, ZContractInput, type Contract } from '../../../../shared/suppliers.contracts';
import {
  DateField,
  DOCUMENT_RULES,
  EnumSelectField,
  FileField,
  FormDialog,
  labelledOptions,
  MoneyField,
  TextareaField,
  TextField,
  useAppForm,
  saveLabels,
  useChosenFile,
  whileOpen,
} from '../../../components/form';
import { CONTRACT_LABELS, contractToFormValues, emptyContract, toContractInput } from '../contract-form-values';
import { useCreateContract, useUpdateContract } from '../contract-writes';
import { useUploadContractDocument } from '../upload-contract-document';
import { SupplierIdField } from './supplier-form-fields';

const STATUS_OPTIONS = labelledOptions(CONTRACT_SETTABLE_STATUSES, CONTRACT_STATUS_LABELS);

/**
 * "Add contract" (contract null) or edit one. A document chosen here is uploaded once the contract is saved; if only
 * the upload fails, the dialog stays open on the saved contract so the file can be tried again.
 */
export const ContractDialog = whileOpen(ContractForm);

function ContractForm({ contract, supplierId, onClose }: { contract: Contract | null; supplierId?: string; onClose: () => void }) {
  const create = useCreateContract();
  const update = useUpdateContract();
  const upload = useUploadContractDocument();
  const docUpload = useChosenFile();
  const [saved, setSaved] = useState<Contract | null>(contract);
  const form = useAppForm(ZContractInput, contract ? contractToFormValues(contract) : emptyContract(supplierId), {
    labels: CONTRACT_LABELS,
    toInput: toContractInput,
  });
  const { control } = form;

  const submit = form.submit(async (input) => {
    let result: Contract;
    if (saved) {
      const { supplierId: _supplier, ...patch } = input;
      result = await update.mutateAsync({ id: saved.id, patch });
    } else {
      result = await create.mutateAsync(input);
    }
    const verb = saved ? 'updated' : 'added';
    setSaved(result);
    const uploaded = await docUpload.uploadAfterSave(
      (file, onProgress) => upload.mutateAsync({ id: result.id, file, onProgress }),
      'The document could not be uploaded.',
    );
    if (!uploaded) {
      toast.error(`Contract ${verb}, but the document was not uploaded`, { description: result.contractNumber });
      return;
    }
    toast.success(`Contract ${verb}`, { description: `${result.contractNumber} · ${result.title}` });
    onClose();
  }, 'The contract could not be saved.');

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={contract ? `Edit ${contract.contractNumber}` : 'Add contract'}
      className="sm:max-w-3xl"
      onSubmit={submit}
      {...saveLabels(saved !== null, 'Add contract', docUpload.progress !== null)}
      pending={form.formState.isSubmitting || create.isPending || update.isPending || upload.isPending}
    >
      {saved || supplierId ? null : <SupplierIdField control={control} />}
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <TextField
          control={control}
          name="contractNumber"
          label="Contract number"
          autoComplete="off"
          maxLength={40}
          inputClassName="font-mono uppercase"
        />
        <TextField control={control} name="title" label="Title" maxLength={160} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <DateField control={control} name="startDate" label="Start date" />
        <DateField control={control} name="endDate" label="End date" />
        <EnumSelectField
          control={control}
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          hint="Expiring and expired follow from the end date."
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField control={control} name="paymentTerms" label="Payment terms" maxLength={120} placeholder="Net 30" />
        <MoneyField control={control} name="valuePesos" label="Contract value (₱)" hint="Optional." />
      </div>
      <TextareaField control={control} name="pricingTerms" label="Pricing terms" rows={3} maxLength={2000} />
      <FileField
        label={saved?.document ? 'Replace document' : 'Document'}
        hint={
          saved?.document
            ? `Now: ${saved.document.name}. PDF, Word, JPG or PNG, at most 5 MB.`
            : 'Optional. PDF, Word, JPG or PNG, at most 5 MB. Uploaded after the contract is saved.'
        }
        rules={DOCUMENT_RULES}
        {...docUpload.picker}
      />
    </FormDialog>
  );
}
