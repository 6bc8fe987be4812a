import { describe, expect, it } from 'vitest';
import type { PurchaseOrder } from '../../../shared/purchasing.contracts';
import type { SupplierProduct } from '../../../shared/suppliers.contracts';
import { defaultPerformancePeriod, performanceQuery } from './performance-filters';
import { formatDays, formatRate, formatRating, isLate, leadTimeComparison, onTimePercent } from './performance-format';
import { purchaseOrderActions } from './purchase-order-actions';
import { NO_PO_FILTERS, purchaseOrderQuery, toSearchParams } from './purchase-order-filters';
import {
  belowMinimum,
  formTotalCentavos,
  lineFromSupplierProduct,
  productsNotOnOrder,
  purchaseOrderFormToInput,
  type PurchaseOrderFormValues,
} from './purchase-order-form';
import { purchaseOrderResolver, receiveResolver } from './purchase-order-resolver';
import { overReceipt, receiveFormDefaults, receiveFormToInput, receivedPercent, unitsToReceive } from './receive-form';

const UUID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const product = (over: Partial<SupplierProduct> = {}): SupplierProduct => ({
  id: UUID(90),
  supplierId: UUID(1),
  supplierCode: 'SUP',
  supplierName: 'Supplier',
  supplierStatus: 'active',
  productId: UUID(10),
  productSku: 'SKU-1',
  productName: 'Siomai wrapper',
  productUnit: 'pack',
  supplierSku: 'W-1',
  unitCostCentavos: 12_550,
  minOrderQty: 10,
  casePack: 5,
  leadTimeDays: null,
  effectiveLeadTimeDays: 7,
  isPreferred: true,
  priority: 1,
  warehouseAvailable: 3,
  reorderLevel: 20,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('purchase order actions by status', () => {
  it('offers writers what the state machine allows', () => {
    expect(purchaseOrderActions('draft', true)).toMatchObject({ edit: true, submit: true, cancel: true, receive: false, pdf: false });
    expect(purchaseOrderActions('submitted', true)).toMatchObject({
      acknowledge: true,
      receive: true,
      cancel: true,
      email: true,
      pdf: true,
    });
    expect(purchaseOrderActions('acknowledged', true)).toMatchObject({ acknowledge: false, receive: true, cancel: true });
    expect(purchaseOrderActions('partially_received', true)).toMatchObject({ receive: true, cancel: false });
    expect(purchaseOrderActions('received', true)).toMatchObject({ receive: false, cancel: false, pdf: true });
    expect(purchaseOrderActions('cancelled', true)).toMatchObject({ cancel: false, email: false });
  });

  it('gives readers the PDF only', () => {
    expect(purchaseOrderActions('submitted', false)).toEqual({
      edit: false,
      submit: false,
      acknowledge: false,
      receive: false,
      cancel: false,
      email: false,
      pdf: true,
    });
    expect(purchaseOrderActions('draft', false).pdf).toBe(false);
  });
});

describe('purchase order list query', () => {
  it('sends only what is set, the page as limit/offset', () => {
    expect(purchaseOrderQuery({ ...NO_PO_FILTERS, q: ' PO-1 ', status: 'draft', page: 3 })).toEqual({
      search: 'PO-1',
      status: 'draft',
      sort: 'newest',
      limit: 20,
      offset: 40,
    });
    expect(toSearchParams({ a: 'x', b: undefined, c: '', d: 0, e: null })).toBe('a=x&d=0');
  });
});

describe('purchase order form', () => {
  const values = (lines: PurchaseOrderFormValues['lines']): PurchaseOrderFormValues => ({
    supplierId: UUID(1),
    expectedDate: '',
    notes: '',
    lines,
  });

  it('prefills a line with the minimum order quantity and current cost, and totals as typed', () => {
    const line = lineFromSupplierProduct(product());
    expect(line).toMatchObject({ quantity: '10', unitCostPesos: 12_550, minOrderQty: 10 });
    expect(formTotalCentavos([line, { ...line, quantity: '2', unitCostPesos: 100 }])).toBe(125_500 + 200);
    expect(formTotalCentavos([{ ...line, quantity: 'abc' }])).toBe(0);
  });

  it('maps centavos to the contract’s pesos and a blank date to none', () => {
    const input = purchaseOrderFormToInput(values([{ ...lineFromSupplierProduct(product()), unitCostPesos: 12_550 }]));
    expect(input).toEqual({
      supplierId: UUID(1),
      expectedDate: null,
      notes: '',
      lines: [{ productId: UUID(10), quantity: '10', unitCostPesos: 125.5 }],
    });
  });

  it('offers only products not on the order yet, and flags a quantity under the minimum', () => {
    const a = product();
    const b = product({ productId: UUID(11), productName: 'Chili oil' });
    expect(productsNotOnOrder([a, b], [{ productId: a.productId }])).toEqual([b]);
    expect(belowMinimum({ quantity: '5', minOrderQty: 10 })).toBe(true);
    expect(belowMinimum({ quantity: '10', minOrderQty: 10 })).toBe(false);
  });

  it('puts the server’s below-minimum message on the line before sending, and the contract’s own first', async () => {
    const line = lineFromSupplierProduct(product());
    const result = await purchaseOrderResolver(
      values([
        { ...line, quantity: '4' },
        { ...line, productId: UUID(11), quantity: '0' },
      ]),
      undefined,
      resolverOptions,
    );
    const lines = result.errors.lines as unknown as { quantity?: { message: string } }[];
    expect(lines[0]?.quantity?.message).toBe("Order at least 10 (the supplier's minimum order quantity).");
    expect(lines[1]?.quantity?.message).toBe('Quantity must be at least 1.');
    const ok = await purchaseOrderResolver(values([line]), undefined, resolverOptions);
    expect(ok.errors).toEqual({});
  });

  it('needs at least one line', async () => {
    const result = await purchaseOrderResolver(values([]), undefined, resolverOptions);
    expect(result.errors.lines?.message).toBe('Add at least one product line.');
  });
});

describe('receive goods form', () => {
  const po = {
    lines: [
      { id: UUID(20), productName: 'A', quantityOrdered: 10, quantityReceived: 4 },
      { id: UUID(21), productName: 'B', quantityOrdered: 5, quantityReceived: 5 },
    ],
  } as unknown as PurchaseOrder;

  it('offers the lines still to come, prefilled with what is left', () => {
    const d = receiveFormDefaults(po);
    expect(d.lines).toEqual([{ lineId: UUID(20), productName: 'A', remaining: 6, quantity: '6' }]);
    expect(receiveFormToInput({ ...d, lines: [{ ...d.lines[0]!, quantity: '' }] }).lines).toEqual([{ lineId: UUID(20), quantity: '0' }]);
    expect(unitsToReceive([{ quantity: '3' }, { quantity: 'x' }, { quantity: '2' }])).toBe(5);
    expect(overReceipt({ quantity: '7', remaining: 6 })).toBe(true);
  });

  it('refuses more than is left with the server’s words', async () => {
    const d = receiveFormDefaults(po);
    const result = await receiveResolver({ ...d, lines: [{ ...d.lines[0]!, quantity: '7' }] }, undefined, resolverOptions);
    const lines = result.errors.lines as unknown as { quantity?: { message: string } }[];
    expect(lines[0]?.quantity?.message).toBe('Only 6 left to receive on this line.');
  });

  it('shows received share rounded down', () => {
    expect(receivedPercent(0.995)).toBe('99%');
    expect(receivedPercent(1)).toBe('100%');
  });
});

describe('performance figures', () => {
  it('reads rates, days and ratings, with a dash when unknown', () => {
    expect(formatRate(0.923)).toBe('92%');
    expect(formatRate(0.9996)).toBe('99.9%');
    expect(formatRate(null)).toBe('—');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(4.46)).toBe('4.5 days');
    expect(leadTimeComparison(5.5, 7)).toBe('5.5 days vs 7 days promised');
    expect(isLate(8, 7)).toBe(true);
    expect(formatRating(4.25)).toBe('4.3 / 5');
    expect(formatRating(null)).toBe('Not rated');
    expect(onTimePercent({ completed: 3, onTime: 2 })).toBe(66.7);
    expect(onTimePercent({ completed: 0, onTime: 0 })).toBeNull();
  });

  it('defaults the period to the last 12 months, keeping an end the person set', () => {
    expect(defaultPerformancePeriod('2026-11-24')).toEqual({ from: '2025-11-25', to: '2026-11-24' });
    expect(defaultPerformancePeriod('2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(performanceQuery({ from: null, to: null, q: '', page: 1 }, '2026-11-24')).toEqual({
      from: '2025-11-25',
      to: '2026-11-24',
      limit: 20,
      offset: 0,
    });
    expect(performanceQuery({ from: '2026-01-01', to: null, q: ' acme ', page: 2 }, '2026-11-24')).toEqual({
      from: '2026-01-01',
      to: undefined,
      search: 'acme',
      limit: 20,
      offset: 20,
    });
  });
});
