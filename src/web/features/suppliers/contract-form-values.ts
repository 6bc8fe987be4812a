import type { Contract, ContractInput } from '../../../shared/suppliers.contracts';
import { CONTRACT_SETTABLE_STATUSES } from '../../../shared/suppliers.contracts';
import type { FieldLabels } from '../../lib/form-errors';

/** The "Add contract" and edit dialogs: dates as YYYY-MM-DD, the value in centavos (MoneyField), blank = no value. */
export interface ContractFormValues {
  supplierId: string;
  contractNumber: string;
  title: string;
  startDate: string;
  endDate: string;
  paymentTerms: string;
  pricingTerms: string;
  valuePesos: number | null;
  status: (typeof CONTRACT_SETTABLE_STATUSES)[number];
}

export const CONTRACT_LABELS: FieldLabels<ContractFormValues> = {
  supplierId: 'supplier',
  contractNumber: 'contract number',
  title: 'title',
  startDate: 'start date',
  endDate: 'end date',
  paymentTerms: 'payment terms',
  pricingTerms: 'pricing terms',
  valuePesos: 'contract value',
  status: 'status',
};

export function emptyContract(supplierId = ''): ContractFormValues {
  return {
    supplierId,
    contractNumber: '',
    title: '',
    startDate: '',
    endDate: '',
    paymentTerms: 'Net 30',
    pricingTerms: '',
    valuePesos: null,
    status: 'draft',
  };
}

/** `expiring` and `expired` follow from the dates: editing such a contract keeps it active unless changed. */
export function settableStatusOf(status: Contract['status']): ContractFormValues['status'] {
  return status === 'draft' || status === 'terminated' ? status : 'active';
}

export function contractToFormValues(c: Contract): ContractFormValues {
  return {
    supplierId: c.supplierId,
    contractNumber: c.contractNumber,
    title: c.title,
    startDate: c.startDate,
    endDate: c.endDate,
    paymentTerms: c.paymentTerms,
    pricingTerms: c.pricingTerms,
    valuePesos: c.valueCentavos,
    status: settableStatusOf(c.status),
  };
}

export function toContractInput(v: ContractFormValues): ContractInput {
  return {
    supplierId: v.supplierId,
    contractNumber: v.contractNumber,
    title: v.title,
    startDate: v.startDate,
    endDate: v.endDate,
    paymentTerms: v.paymentTerms,
    pricingTerms: v.pricingTerms,
    valuePesos: v.valuePesos === null ? null : v.valuePesos / 100,
    status: v.status,
  };
}
