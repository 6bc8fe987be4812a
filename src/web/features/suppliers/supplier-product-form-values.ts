import type { SupplierProduct, SupplierProductInput } from '../../../shared/suppliers.contracts';
import type { FieldLabels } from '../../lib/form-errors';

/**
 * The "Link product" and edit dialogs: strings as typed, the unit cost in centavos (MoneyField), and a blank lead
 * time meaning "the supplier's lead time applies". The edit adds a note for the cost history.
 */
export interface SupplierProductFormValues {
  supplierId: string;
  productId: string;
  supplierSku: string;
  unitCostPesos: number | null;
  minOrderQty: string;
  casePack: string;
  leadTimeDays: string;
  isPreferred: boolean;
  priority: string;
  costNote: string;
}

export const SUPPLIER_PRODUCT_LABELS: FieldLabels<SupplierProductFormValues> = {
  supplierId: 'supplier',
  productId: 'product',
  supplierSku: 'supplier SKU',
  unitCostPesos: 'unit cost',
  minOrderQty: 'minimum order quantity',
  casePack: 'case pack',
  leadTimeDays: 'lead time',
  isPreferred: 'preferred supplier',
  priority: 'priority',
  costNote: 'note',
};

export function emptySupplierProduct(supplierId = ''): SupplierProductFormValues {
  return {
    supplierId,
    productId: '',
    supplierSku: '',
    unitCostPesos: null,
    minOrderQty: '1',
    casePack: '1',
    leadTimeDays: '',
    isPreferred: false,
    priority: '1',
    costNote: '',
  };
}

export function supplierProductToFormValues(link: SupplierProduct): SupplierProductFormValues {
  return {
    supplierId: link.supplierId,
    productId: link.productId,
    supplierSku: link.supplierSku,
    unitCostPesos: link.unitCostCentavos,
    minOrderQty: String(link.minOrderQty),
    casePack: String(link.casePack),
    leadTimeDays: link.leadTimeDays === null ? '' : String(link.leadTimeDays),
    isPreferred: link.isPreferred,
    priority: String(link.priority),
    costNote: '',
  };
}

const numberText = (text: string) => (text.trim() === '' ? undefined : text.trim().replace(/,/g, ''));
const pesos = (centavos: number | null) => (centavos === null ? undefined : centavos / 100);

export function toSupplierProductInput(v: SupplierProductFormValues): SupplierProductInput {
  return {
    supplierId: v.supplierId,
    productId: v.productId,
    supplierSku: v.supplierSku,
    unitCostPesos: pesos(v.unitCostPesos),
    minOrderQty: numberText(v.minOrderQty),
    casePack: numberText(v.casePack),
    leadTimeDays: numberText(v.leadTimeDays) ?? null,
    isPreferred: v.isPreferred,
    priority: numberText(v.priority),
  };
}
