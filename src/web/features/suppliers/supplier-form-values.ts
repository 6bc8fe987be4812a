import type { Supplier, SupplierInput, SupplierStatus, SupplierType } from '../../../shared/suppliers.contracts';
import type { FieldLabels } from '../../lib/form-errors';

/**
 * The supplier form (create page and edit dialog) keeps what the browser gives: strings, '' for "none", and the
 * minimum order in centavos as the MoneyField holds it. What is sent is the contract's input, built by
 * {@link toSupplierInput} and checked by the same zod schema the server uses; field names stay the contract's, so
 * every message (the browser's or the server's) lands on its field.
 */
export interface SupplierFormValues {
  name: string;
  code: string;
  description: string;
  type: SupplierType;
  status: SupplierStatus;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  address: string;
  leadTimeDays: string;
  /** Centavos (MoneyField): null when blank, NaN while the text is not an amount. */
  minimumOrderPesos: number | null;
}

export const SUPPLIER_LABELS: FieldLabels<SupplierFormValues> = {
  name: 'supplier name',
  code: 'supplier code',
  description: 'description',
  type: 'supplier type',
  status: 'status',
  contactName: 'contact name',
  contactEmail: 'contact email',
  contactPhone: 'contact phone',
  website: 'website',
  address: 'address',
  leadTimeDays: 'lead time',
  minimumOrderPesos: 'minimum order amount',
};

export const EMPTY_SUPPLIER: SupplierFormValues = {
  name: '',
  code: '',
  description: '',
  type: 'primary',
  status: 'active',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  website: '',
  address: '',
  leadTimeDays: '7',
  minimumOrderPesos: 0,
};

export function supplierToFormValues(s: Supplier): SupplierFormValues {
  return {
    name: s.name,
    code: s.code,
    description: s.description,
    type: s.type,
    status: s.status,
    contactName: s.contactName ?? '',
    contactEmail: s.contactEmail ?? '',
    contactPhone: s.contactPhone ?? '',
    website: s.website ?? '',
    address: s.address ?? '',
    leadTimeDays: String(s.leadTimeDays),
    minimumOrderPesos: s.minimumOrderCentavos,
  };
}

/** Blank stays missing (undefined), so the schema reports "required" or applies its default instead of reading 0. */
const numberText = (text: string) => (text.trim() === '' ? undefined : text.trim().replace(/,/g, ''));

export function toSupplierInput(v: SupplierFormValues): SupplierInput {
  return {
    name: v.name,
    code: v.code,
    description: v.description,
    type: v.type,
    status: v.status,
    contactName: v.contactName,
    // Trimmed here: a box of spaces means "none", not an invalid address.
    contactEmail: v.contactEmail.trim(),
    contactPhone: v.contactPhone.trim(),
    website: v.website.trim(),
    address: v.address,
    leadTimeDays: numberText(v.leadTimeDays),
    // The contract takes pesos; the field's centavos divide exactly back (the server rounds to the centavo again).
    minimumOrderPesos: v.minimumOrderPesos === null ? undefined : v.minimumOrderPesos / 100,
  };
}
