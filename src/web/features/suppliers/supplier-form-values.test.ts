import { describe, expect, it } from 'vitest';
import { ZContractInput, ZSupplierInput, ZSupplierProductInput, ZSupplierUpdate, type Supplier } from '../../../shared/suppliers.contracts';
import { contractToFormValues, emptyContract, settableStatusOf, toContractInput } from './contract-form-values';
import { EMPTY_SUPPLIER, supplierToFormValues, toSupplierInput } from './supplier-form-values';
import { emptySupplierProduct, toSupplierProductInput } from './supplier-product-form-values';

const ID = '0b7a2c1e-1111-4222-8333-444455556666';
/** The first message per field, as the form shows it. */
function issues(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
}

describe('supplier form → contract', () => {
  it('refuses an empty form on the name and code, with the contract messages', () => {
    const result = ZSupplierInput.safeParse(toSupplierInput(EMPTY_SUPPLIER));
    expect(issues(result)).toEqual({
      name: 'Supplier name is required.',
      code: 'Supplier code is required (at least 2 characters).',
    });
  });

  it('sends pesos, an upper-case code, null for blank optional fields and the lead time as typed', () => {
    const parsed = ZSupplierInput.parse(
      toSupplierInput({
        ...EMPTY_SUPPLIER,
        name: 'Metro Rice',
        code: 'mr-01',
        contactEmail: '   ',
        leadTimeDays: ' 10 ',
        minimumOrderPesos: 250050,
      }),
    );
    expect(parsed).toMatchObject({ code: 'MR-01', contactEmail: null, website: null, leadTimeDays: 10, minimumOrderPesos: 2500.5 });
  });

  it('keeps the default lead time of 7 when left blank, and refuses 0 and a negative minimum order', () => {
    expect(ZSupplierInput.parse(toSupplierInput({ ...EMPTY_SUPPLIER, name: 'A', code: 'AB', leadTimeDays: '' })).leadTimeDays).toBe(7);
    const bad = ZSupplierInput.safeParse(
      toSupplierInput({ ...EMPTY_SUPPLIER, name: 'A', code: 'AB', leadTimeDays: '0', minimumOrderPesos: -100 }),
    );
    expect(issues(bad)).toEqual({
      leadTimeDays: 'Lead time must be at least 1 day.',
      minimumOrderPesos: 'Minimum order amount cannot be negative.',
    });
  });

  it('puts bad contact details on their fields', () => {
    const bad = ZSupplierInput.safeParse(
      toSupplierInput({ ...EMPTY_SUPPLIER, name: 'A', code: 'AB', contactEmail: 'nope', contactPhone: 'abc', website: 'example.com' }),
    );
    expect(Object.keys(issues(bad)).sort()).toEqual(['contactEmail', 'contactPhone', 'website']);
  });

  it('round-trips a supplier through the edit form', () => {
    const supplier = {
      id: ID,
      code: 'MR-01',
      name: 'Metro Rice',
      description: '',
      type: 'backup',
      status: 'active',
      contactName: null,
      contactEmail: 'ana@metro.ph',
      contactPhone: null,
      website: null,
      address: null,
      leadTimeDays: 5,
      minimumOrderCentavos: 1_000_00,
      rating: null,
      onTimeRate: null,
      fillRate: null,
      productCount: 0,
      activeContractCount: 0,
      openPurchaseOrderCount: 0,
      createdAt: '',
      updatedAt: '',
    } satisfies Supplier;
    expect(ZSupplierUpdate.parse(toSupplierInput(supplierToFormValues(supplier)))).toMatchObject({
      type: 'backup',
      contactEmail: 'ana@metro.ph',
      contactName: null,
      leadTimeDays: 5,
      minimumOrderPesos: 1000,
    });
  });
});

describe('supplier product form → contract', () => {
  it('asks for a product, a SKU and a cost; a blank lead time means the supplier’s', () => {
    const empty = ZSupplierProductInput.safeParse(toSupplierProductInput(emptySupplierProduct(ID)));
    expect(Object.keys(issues(empty)).sort()).toEqual(['productId', 'supplierSku', 'unitCostPesos']);
    const ok = ZSupplierProductInput.parse(
      toSupplierProductInput({ ...emptySupplierProduct(ID), productId: ID, supplierSku: 'X-1', unitCostPesos: 1250, casePack: '12' }),
    );
    expect(ok).toMatchObject({ unitCostPesos: 12.5, casePack: 12, minOrderQty: 1, leadTimeDays: null, priority: 1, isPreferred: false });
  });
});

describe('contract form → contract', () => {
  const filled = {
    ...emptyContract(ID),
    contractNumber: 'sc-2025/01',
    title: 'Rice supply',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
  };

  it('sends an upper-case number and no value when blank', () => {
    expect(ZContractInput.parse(toContractInput(filled))).toMatchObject({
      contractNumber: 'SC-2025/01',
      valuePesos: null,
      status: 'draft',
    });
  });

  it('puts an end before the start on the end date, and blank dates on their fields', () => {
    expect(issues(ZContractInput.safeParse(toContractInput({ ...filled, endDate: '2024-12-31' })))).toEqual({
      endDate: 'The end date must be on or after the start date.',
    });
    expect(Object.keys(issues(ZContractInput.safeParse(toContractInput({ ...filled, startDate: '', endDate: '' }))))).toEqual([
      'startDate',
      'endDate',
    ]);
  });

  it('edits an expiring contract as active (the dates decide expiring)', () => {
    expect(settableStatusOf('expiring')).toBe('active');
    expect(settableStatusOf('expired')).toBe('active');
    expect(settableStatusOf('draft')).toBe('draft');
    expect(settableStatusOf('terminated')).toBe('terminated');
    expect(contractToFormValues({ ...fakeContract(), status: 'expiring', valueCentavos: 5_000_000_00 })).toMatchObject({
      status: 'active',
      valuePesos: 5_000_000_00,
    });
  });
});

function fakeContract() {
  return {
    id: ID,
    supplierId: ID,
    supplierCode: 'MR-01',
    supplierName: 'Metro Rice',
    contractNumber: 'SC-1',
    title: 'T',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    paymentTerms: 'Net 30',
    pricingTerms: '',
    valueCentavos: null,
    status: 'active' as const,
    daysToEnd: 10,
    endingSoon: true,
    document: null,
    expiryNotifiedAt: null,
    createdAt: '',
    updatedAt: '',
  };
}
