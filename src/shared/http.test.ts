import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BROKEN_CHARACTER_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
  MAX_CENTAVOS,
  MAX_OFFSET,
  MAX_PESOS,
  MAX_PESOS_TEXT,
  tooBigMessage,
  tooLongMessage,
  tooSmallMessage,
  ZCentavos,
  ZInt,
  ZIsoDate,
  ZLine,
  ZManilaDateRange,
  ZMultiline,
  ZOptionalLine,
  ZPageQuery,
  ZPesoFilter,
  ZPesos,
  ZQueryBool,
  ZToken,
} from './http';
import { PASSWORD_TOO_LONG_MESSAGE, ZSignUp } from './auth.contracts';
import { ZProductInput, ZProductQuery } from './catalog.contracts';
import { ZApprovalQueueQuery, ZOrderManagementQuery } from './operations.contracts';

const INT4_MAX = 2_147_483_647;
const controls = [...Array(32).keys()].map((c) => String.fromCharCode(c)).concat('\u007f');

describe('text schemas refuse control characters and cap the length', () => {
  it('ZLine refuses every C0 control and DEL inside the text', () => {
    for (const c of controls) {
      const r = ZLine(50).safeParse(`a${c}b`);
      expect(r.success, JSON.stringify(c)).toBe(false);
      expect(r.error?.issues[0].message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('ZLine and ZMultiline refuse half a surrogate pair, and keep a whole one (an emoji)', () => {
    for (const text of ['\ud800', 'a\udbffb', 'a\udc00', '\udfff\ud800']) {
      for (const schema of [ZLine(50), ZMultiline(50)]) {
        const r = schema.safeParse(text);
        expect(r.success, JSON.stringify(text)).toBe(false);
        expect(r.error?.issues.map((i) => i.message)).toEqual([BROKEN_CHARACTER_MESSAGE]);
      }
    }
    expect(ZLine(50).parse('Kape 😀 Kanto')).toBe('Kape 😀 Kanto');
    expect(ZMultiline(50).parse('𝄞\nPiñas')).toBe('𝄞\nPiñas');
  });

  it('ZMultiline keeps tab, line feed and carriage return and refuses the rest', () => {
    for (const c of controls) {
      const keeps = c === '\t' || c === '\n' || c === '\r';
      expect(ZMultiline(50).safeParse(`a${c}b`).success, JSON.stringify(c)).toBe(keeps);
    }
  });

  it('both refuse C1 controls and the bidirectional overrides that can disguise a file name', () => {
    const disguised = ['\u0085', '\u009b', '\u202a', '\u202e', '\u2066', '\u2069'];
    for (const c of disguised) {
      expect(ZLine(50).safeParse(`Invoice ${c}gnp.exe`).success, JSON.stringify(c)).toBe(false);
      expect(ZMultiline(50).safeParse(`Invoice ${c}gnp.exe`).success, JSON.stringify(c)).toBe(false);
    }
    // Right-to-left script itself, and the plain direction marks, are text.
    expect(ZLine(50).parse('مرحبا \u200fشكرا')).toBe('مرحبا \u200fشكرا');
    expect(ZLine(50).parse('\u00a0Señor')).toBe('Señor');
  });

  it('trims, caps the length and leaves ordinary Unicode alone', () => {
    expect(ZLine(10).parse('  Café Ñ 🍜 ')).toBe('Café Ñ 🍜');
    expect(ZLine(10).safeParse('x'.repeat(11)).success).toBe(false);
    expect(ZMultiline(2000).safeParse('y'.repeat(2001)).success).toBe(false);
  });

  it('any string with a NUL is refused, whatever surrounds it (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(ZLine(1000).safeParse(`${a}\u0000${b}`).success).toBe(false);
        expect(ZMultiline(1000).safeParse(`${a}\u0000${b}`).success).toBe(false);
      }),
    );
  });

  it('ZOptionalLine turns missing, null and blank into null', () => {
    expect(ZOptionalLine(10).parse(undefined)).toBeNull();
    expect(ZOptionalLine(10).parse(null)).toBeNull();
    expect(ZOptionalLine(10).parse('   ')).toBeNull();
    expect(ZOptionalLine(10).parse(' x ')).toBe('x');
  });

  it('ZToken takes printable ASCII only', () => {
    expect(ZToken.safeParse('abc-DEF_123').success).toBe(true);
    expect(ZToken.safeParse('abc def').success).toBe(false);
    expect(ZToken.safeParse('abc\u0000').success).toBe(false);
    expect(ZToken.safeParse('x'.repeat(513)).success).toBe(false);
  });
});

describe('number and money schemas stay finite and inside int4', () => {
  const nonsense = ['NaN', 'Infinity', '-Infinity', '1e309', 'abc', NaN, Infinity, -Infinity];

  it('ZInt refuses non-numbers, fractions and out-of-range values and coerces query strings', () => {
    const n = ZInt(0, 100);
    expect(n.parse('42')).toBe(42);
    for (const v of [...nonsense, '1.5', 101, -1, 2 ** 53]) expect(n.safeParse(v).success, String(v)).toBe(false);
  });

  it('peso amounts and filters never reach int4 overflow as centavos (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string(), fc.double().map(String)), (v) => {
        const r = ZPesos().safeParse(v);
        if (r.success) {
          expect(Number.isFinite(r.data)).toBe(true);
          expect(Math.round(r.data * 100)).toBeLessThanOrEqual(INT4_MAX);
          expect(r.data).toBeGreaterThanOrEqual(0);
        }
      }),
    );
    expect(MAX_CENTAVOS).toBeLessThan(INT4_MAX / 2);
    expect(ZPesos().safeParse(MAX_PESOS).success).toBe(true);
    expect(ZPesos().safeParse(MAX_PESOS + 0.01).success).toBe(false);
    for (const v of [...nonsense, '21474837', -0.01]) expect(ZPesoFilter().safeParse(v).success, String(v)).toBe(false);
    expect(ZPesoFilter().parse(undefined)).toBeUndefined();
  });

  it('peso amounts have at most two decimal places: a third is refused, not rounded (0.001 → ₱0, 360.005 → ₱360.01)', () => {
    for (const v of [0.001, 360.005, '12.345', 1.005, 9_999_999.999, 1e-9])
      expect(
        ZPesos()
          .safeParse(v)
          .error?.issues.map((i) => i.message),
        String(v),
      ).toEqual(['Amounts can have at most two decimal places.']);
    expect(ZPesos({ label: 'Price' }).safeParse(0.001).error?.issues[0].message).toBe('Price can have at most two decimal places.');
    // Two decimals pass even where × 100 is not exact in binary (0.29 × 100 = 28.999999999999996).
    for (const v of [0, 0.01, 0.29, 1.1, 360.01, '1234.50', 9_999_999.99, MAX_PESOS, 0.1 + 0.2])
      expect(ZPesos().safeParse(v).success, String(v)).toBe(true);
    expect(ZPesoFilter('Bad.').safeParse('0.001').error?.issues[0].message).toBe('Bad.');
  });

  it('ZCentavos is a whole, bounded centavo amount', () => {
    expect(ZCentavos().parse(MAX_CENTAVOS)).toBe(MAX_CENTAVOS);
    for (const v of [MAX_CENTAVOS + 1, 1.5, -1, Infinity, NaN, '100']) expect(ZCentavos().safeParse(v).success, String(v)).toBe(false);
  });

  it('the shared list queries refuse every overflowing money filter', () => {
    for (const v of ['21474837', '1e309', 'NaN', 'Infinity']) {
      expect(ZProductQuery.safeParse({ minPrice: v }).success).toBe(false);
      expect(ZProductQuery.safeParse({ maxPrice: v }).success).toBe(false);
      expect(ZApprovalQueueQuery.safeParse({ minAmount: v }).success).toBe(false);
      expect(ZOrderManagementQuery.safeParse({ maxAmount: v }).success).toBe(false);
    }
  });
});

describe('ids, flags, dates and pages', () => {
  it('ZQueryBool accepts only true/false', () => {
    expect(ZQueryBool.parse('true')).toBe(true);
    expect(ZQueryBool.parse(undefined)).toBe(false);
    expect(ZQueryBool.safeParse('1').success).toBe(false);
  });

  it('ZIsoDate takes real days in 1900–2999 only', () => {
    expect(ZIsoDate.parse('2024-02-29')).toBe('2024-02-29');
    for (const d of ['2023-02-29', '2024-13-01', '0000-01-01', '1899-12-31', '3000-01-01', '2024-1-1', '20240101']) {
      expect(ZIsoDate.safeParse(d).success, d).toBe(false);
    }
    expect(ZManilaDateRange.parse({ from: '2024-01-01' })).toEqual({ from: '2024-01-01' });
  });

  it('ZPageQuery bounds limit and offset and applies defaults', () => {
    const q = ZPageQuery(25);
    expect(q.parse({})).toEqual({ limit: 25, offset: 0 });
    expect(q.parse({ limit: '100', offset: String(MAX_OFFSET) })).toEqual({ limit: 100, offset: MAX_OFFSET });
    for (const bad of [
      { limit: '0' },
      { limit: '101' },
      { offset: '-1' },
      { offset: String(MAX_OFFSET + 1) },
      { offset: '1e300' },
      { limit: 'Infinity' },
    ]) {
      expect(q.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('sign-up password maximum', () => {
  it('129 characters is refused with the maximum in the message; 128 is fine', () => {
    const base = { fullName: 'A', email: 'a@example.com' };
    const r = ZSignUp.safeParse({ ...base, password: 'p'.repeat(129) });
    expect(r.error?.issues.map((i) => i.message)).toEqual([PASSWORD_TOO_LONG_MESSAGE]);
    expect(PASSWORD_TOO_LONG_MESSAGE).toBe('Password must be at most 128 characters long.');
    expect(ZSignUp.safeParse({ ...base, password: 'p'.repeat(128) }).success).toBe(true);
  });
});

describe('length and range messages state the limit', () => {
  const messageOf = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0].message;

  it('text: "Must be at most N characters.", or with the field label when the contract gives one', () => {
    expect(messageOf(ZLine(100).safeParse('x'.repeat(101)))).toBe('Must be at most 100 characters.');
    expect(messageOf(ZLine(100, 'Full name').safeParse('x'.repeat(101)))).toBe('Full name can be at most 100 characters.');
    expect(messageOf(ZMultiline(2000).safeParse('y'.repeat(2001)))).toBe('Must be at most 2,000 characters.');
    expect(messageOf(ZMultiline(2000, 'Description').safeParse('y'.repeat(2001)))).toBe('Description can be at most 2,000 characters.');
    expect(messageOf(ZOptionalLine(60, 'Nickname').safeParse('n'.repeat(61)))).toBe('Nickname can be at most 60 characters.');
    expect(tooLongMessage(1)).toBe('Must be at most 1 character.');
  });

  it('whole numbers: the bounds, with the label when given; messages a contract wrote win', () => {
    expect(messageOf(ZInt(0, 100).safeParse(101))).toBe('Must be at most 100.');
    expect(messageOf(ZInt(1, 1_000_000).safeParse(0))).toBe('Must be at least 1.');
    expect(messageOf(ZInt(0, 1_000_000, { label: 'Quantity' }).safeParse(1_000_001))).toBe('Quantity can be at most 1,000,000.');
    expect(messageOf(ZInt(1, 12, { max: 'Invalid expiry month.' }).safeParse(13))).toBe('Invalid expiry month.');
  });

  it('money: the peso limit with centavos, with the label when given', () => {
    expect(MAX_PESOS_TEXT).toBe('₱10,000,000.00');
    expect(messageOf(ZPesos().safeParse(MAX_PESOS + 0.01))).toBe('Must be at most ₱10,000,000.00.');
    expect(messageOf(ZPesos({ label: 'Price' }).safeParse(MAX_PESOS + 1))).toBe('Price can be at most ₱10,000,000.00.');
    expect(messageOf(ZPesos({ label: 'Price' }).safeParse(-1))).toBe('Price cannot be negative.');
    expect(messageOf(ZCentavos().safeParse(MAX_CENTAVOS + 1))).toBe('Must be at most ₱10,000,000.00.');
    expect(messageOf(ZCentavos({ label: 'Target' }).safeParse(MAX_CENTAVOS + 1))).toBe('Target can be at most ₱10,000,000.00.');
  });

  it('the contracts name their fields: full name, product price, announcement title', () => {
    const signUp = ZSignUp.safeParse({ fullName: 'A'.repeat(121), email: 'a@example.com', password: 'secret123' });
    expect(messageOf(signUp)).toBe('Full name can be at most 120 characters.');
    const product = ZProductInput.safeParse({
      sku: 'A-1',
      name: 'Cup',
      unit: 'pc',
      categoryId: null,
      pricePesos: 20_000_000,
      minOrderQty: 1,
      maxOrderQty: null,
      brandIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(product.error?.issues.map((i) => i.message)).toEqual(['Price can be at most ₱10,000,000.00.']);
    expect(tooBigMessage(5, 'Stock')).toBe('Stock can be at most 5.');
    expect(tooSmallMessage(2)).toBe('Must be at least 2.');
  });
});
