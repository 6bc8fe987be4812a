import { describe, expect, it } from 'vitest';
import { SALES_MESSAGES, ZSalesEntryInput, ZSalesImportRow, ZSalesReviewInput, netOf, salesFigureProblems } from './sales.contracts';

const figures = {
  grossCentavos: 10_000,
  discountsCentavos: 1_000,
  refundsCentavos: 500,
  cashCentavos: 0,
  cardCentavos: 0,
  digitalCentavos: 0,
};

describe('sales figures', () => {
  it('net is gross minus discounts minus refunds', () => {
    expect(netOf(figures)).toBe(8_500);
  });

  it('accepts an all-zero breakdown or one that adds up to net', () => {
    expect(salesFigureProblems(figures, '2026-01-01', '2026-01-02')).toEqual({});
    expect(salesFigureProblems({ ...figures, cashCentavos: 5_000, cardCentavos: 3_000, digitalCentavos: 500 })).toEqual({});
  });

  it('says which field is wrong: breakdown, negative net, future date', () => {
    expect(salesFigureProblems({ ...figures, cashCentavos: 1 }).cashCentavos).toBe(
      'Cash, card and digital add up to ₱0.01, not the net sales of ₱85.00. Make them add up to net sales, or leave all three at zero.',
    );
    expect(salesFigureProblems({ ...figures, refundsCentavos: 9_001 })).toEqual({ refundsCentavos: SALES_MESSAGES.netNegative });
    expect(salesFigureProblems(figures, '2026-01-03', '2026-01-02')).toEqual({ salesDate: SALES_MESSAGES.future });
    expect(salesFigureProblems(figures, '2026-01-02', '2026-01-02')).toEqual({});
  });
});

describe('ZSalesImportRow', () => {
  it('reads pesos as people type them into centavos', () => {
    const row = ZSalesImportRow.parse({ salesDate: '2025-03-01', gross: '₱1,234.56', discounts: '34.56', transactions: '12' });
    expect(row).toMatchObject({ grossCentavos: 123_456, discountsCentavos: 3_456, refundsCentavos: 0, transactions: 12, notes: null });
  });

  it('refuses a bad date, a negative amount and a missing gross', () => {
    const issues = (v: object) => ZSalesImportRow.safeParse(v).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({ salesDate: '2025-02-30', gross: '1' })).toEqual([['salesDate', 'Invalid date. Please check your input.']]);
    expect(issues({ salesDate: '2025-02-03', gross: '-1' })).toEqual([['gross', 'Gross sales cannot be negative.']]);
    expect(issues({ salesDate: '2025-02-03' })?.[0][0]).toBe('gross');
  });
});

describe('contracts', () => {
  it('a manual entry defaults to submitted, and the breakdown rule applies', () => {
    const base = { locationId: '00000000-0000-4000-8000-000000000001', salesDate: '2025-01-01', grossCentavos: 100 };
    expect(ZSalesEntryInput.parse(base)).toMatchObject({ submit: true, discountsCentavos: 0, transactions: 0 });
    expect(ZSalesEntryInput.safeParse({ ...base, cardCentavos: 50 }).success).toBe(false);
  });

  it('a rejection needs a reason; an approval does not', () => {
    const ids = ['00000000-0000-4000-8000-000000000001'];
    expect(ZSalesReviewInput.safeParse({ ids, decision: 'approve' }).success).toBe(true);
    expect(ZSalesReviewInput.safeParse({ ids, decision: 'reject', reason: '  ' }).error?.issues[0].message).toBe(
      SALES_MESSAGES.reasonRequired,
    );
  });
});
