import { z } from 'zod';
import { formatPeso } from './money';

/**
 * The shared input kit (DESIGN 3). Every text, number, money amount, date, id and page query a contract accepts is
 * built from these, so bad input is refused once, at the contract, with a 422: PostgreSQL rejects NUL in text and
 * an int4 column overflows at 2,147,483,647, and neither may ever surface as a 500.
 */

// ---------------------------------------------------------------- text

/**
 * Single-line text: no C0 control character (NUL, tab, newline, ESC…), no DEL or C1 control, and no bidirectional
 * embedding, override or isolate (U+202A–202E, U+2066–2069), which can make "exe.png" show as "png.exe" to a reader.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/;
/** Multi-line text keeps tab, line feed and carriage return; the other controls are refused. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/;
export const CONTROL_CHARACTER_MESSAGE = 'Remove control characters from this text.';
/**
 * Half of a surrogate pair (a lone U+D800–DFFF): not a character at all. Text columns would silently store it as
 * U+FFFD, and jsonb (the audit log's before/after) refuses its JSON escape, so it is refused here with a 422.
 */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const BROKEN_CHARACTER_MESSAGE = 'Remove the broken character from this text.';
const wellFormed = (v: string) => !LONE_SURROGATE.test(v);

/**
 * Every length or range message states the limit. A schema does not know its field's name, so the default reads
 * "Must be at most 120 characters."; a contract that passes its field's label gets "Full name can be at most 120
 * characters." (the label starts the sentence, so give it capitalised: 'Full name', 'Price').
 */
export function tooLongMessage(max: number, label?: string): string {
  const limit = `at most ${max.toLocaleString('en-PH')} ${max === 1 ? 'character' : 'characters'}.`;
  return label ? `${label} can be ${limit}` : `Must be ${limit}`;
}
export function tooBigMessage(max: string | number, label?: string): string {
  const limit = typeof max === 'number' ? max.toLocaleString('en-PH') : max;
  return label ? `${label} can be at most ${limit}.` : `Must be at most ${limit}.`;
}
export function tooSmallMessage(min: string | number, label?: string): string {
  const limit = typeof min === 'number' ? min.toLocaleString('en-PH') : min;
  return label ? `${label} must be at least ${limit}.` : `Must be at least ${limit}.`;
}

/**
 * One line of text (names, titles, search terms), trimmed, at most `max` characters. Chain `.min(1, '… is required.')`.
 * `label` names the field in the too-long message.
 */
export const ZLine = (max: number, label?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(max, label))
    .regex(SINGLE_LINE, CONTROL_CHARACTER_MESSAGE)
    .refine(wellFormed, BROKEN_CHARACTER_MESSAGE);
/** Free text that may span lines (descriptions, notes, messages), trimmed, at most `max` characters. */
export const ZMultiline = (max: number, label?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(max, label))
    .regex(MULTI_LINE, CONTROL_CHARACTER_MESSAGE)
    .refine(wellFormed, BROKEN_CHARACTER_MESSAGE);
/** An optional line: missing, null or empty all become null. */
export const ZOptionalLine = (max: number, label?: string) =>
  ZLine(max, label)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
export const ZOptionalMultiline = (max: number, label?: string) =>
  ZMultiline(max, label)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
/** A search box in a list query. */
export const ZSearch = ZLine(100).optional();
/** An opaque token from a link or e-mail (reset, invitation): printable ASCII only, never trimmed. */
export const ZToken = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[\x21-\x7E]+$/, 'This link is not valid. Check the link in your email.');

// ---------------------------------------------------------------- numbers and money

/**
 * The largest count a contract accepts (quantities, stock levels, page offsets). int4 holds 2,147,483,647; staying
 * far below it leaves room for sums of a few values (on hand + receipt) without overflow.
 */
export const MAX_COUNT = 1_000_000_000;
/** Pesos in any money field or filter: ₱10,000,000.00 = 1,000,000,000 centavos, well below int4's ₱21,474,836.47. */
export const MAX_PESOS = 10_000_000;
export const MAX_CENTAVOS = MAX_PESOS * 100;

interface IntMessages {
  /** Not a number at all (e.g. "abc", NaN, Infinity). */
  type?: string;
  int?: string;
  min?: string;
  max?: string;
  /** Names the field in the default range messages ("Quantity can be at most 1,000,000."). */
  label?: string;
}
/**
 * A whole number in [min, max] from JSON or a query string. Coerced with Number(): "12" is 12; NaN, ±Infinity,
 * 1e309 and fractions are refused (zod 4 numbers are finite), and the bounds keep it inside int4.
 */
export const ZInt = (min: number, max: number, m: IntMessages = {}) =>
  z.coerce
    .number(m.type ? { error: m.type } : undefined)
    .int(m.int ?? 'Whole numbers only.')
    .min(min, m.min ?? tooSmallMessage(min, m.label))
    .max(max, m.max ?? tooBigMessage(max, m.label));

interface MoneyMessages {
  type?: string;
  min?: string;
  max?: string;
  /** More than two decimal places (₱0.001): refused, never rounded away. */
  decimals?: string;
  /** Names the field in the default messages ("Price can be at most ₱10,000,000.00."). */
  label?: string;
}
/** ₱10,000,000.00: the limit as the money messages state it. */
export const MAX_PESOS_TEXT = formatPeso(MAX_CENTAVOS);
const negativeMessage = (label?: string) => (label ? `${label} cannot be negative.` : 'Amount cannot be negative.');
/** Whole centavos: pesos × 100 is an integer but for binary noise (0.29 × 100 = 28.999999999999996), so 0.001 is not. */
const wholeCentavos = (pesos: number) => {
  const c = pesos * 100;
  return Math.abs(c - Math.round(c)) <= Math.abs(c) * 4 * Number.EPSILON;
};
/**
 * An amount in pesos, 0 … ₱10,000,000, with at most two decimal places (a third is refused, not rounded away);
 * stored as centavos through pesosToCentavos.
 */
export const ZPesos = (m: MoneyMessages = {}) =>
  z.coerce
    .number({ error: m.type ?? 'Invalid amount. Please check your input.' })
    .min(0, m.min ?? negativeMessage(m.label))
    .max(MAX_PESOS, m.max ?? tooBigMessage(MAX_PESOS_TEXT, m.label))
    .refine(wholeCentavos, m.decimals ?? `${m.label ?? 'Amounts'} can have at most two decimal places.`);
/** A peso filter in a list query (minPrice, maxAmount…): optional, same bounds. */
export const ZPesoFilter = (message = 'Invalid amount. Please check your input.') =>
  ZPesos({ type: message, min: message, max: message, decimals: message }).optional();
/** An amount already in centavos (targets, totals), 0 … 1,000,000,000. */
export const ZCentavos = (m: MoneyMessages = {}) =>
  z
    .number({ error: m.type ?? 'Invalid amount. Please check your input.' })
    .int('Amounts are whole centavos.')
    .min(0, m.min ?? negativeMessage(m.label))
    .max(MAX_CENTAVOS, m.max ?? tooBigMessage(MAX_PESOS_TEXT, m.label));

// ---------------------------------------------------------------- ids, flags, dates, pages

export const INVALID_ID_MESSAGE = 'Invalid id. Please check your input.';
export const ZUuid = z.string().uuid(INVALID_ID_MESSAGE);
/** Route params `/:id`. */
export const ZId = z.object({ id: ZUuid });
/** Route params named otherwise, e.g. `/:orderId`: `ZIdParam('orderId')`. */
export const ZIdParam = <K extends string>(key: K) => z.object({ [key]: ZUuid } as { [P in K]: typeof ZUuid });
/** The answer of an action that returns nothing else (a delete, a sign-out). */
export const ZOk = z.object({ ok: z.literal(true) });

/** `?flag=true|false` in a query string; anything else is refused, missing is false. */
export const ZQueryBool = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** A calendar date YYYY-MM-DD (Asia/Manila), a real day in 1900–2999: PostgreSQL refuses year 0 and 2024-02-30. */
export const ZIsoDate = z.iso
  .date({ error: 'Invalid date. Please check your input.' })
  .regex(/^(19|2\d)\d\d-/, 'Invalid date. Please check your input.');
/** `from` / `to` filters of a list query, both inclusive Manila dates. Spread `...ZManilaDateRange.shape` into a query. */
export const ZManilaDateRange = z.object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() });

export const MAX_PAGE_SIZE = 100;
/** Offsets past this are not a page anyone reads; the bound keeps OFFSET sane. */
export const MAX_OFFSET = 10_000_000;
/** `limit` (1–100, default `defaultLimit`) and `offset`; spread `...ZPageQuery(25).shape` into a list query. */
export const ZPageQuery = (defaultLimit: number) =>
  z.object({
    limit: ZInt(1, MAX_PAGE_SIZE).default(defaultLimit),
    offset: ZInt(0, MAX_OFFSET).default(0),
  });

/** A whole list (no paging): `{ items }`. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** A page of a list: the items and the total across all pages. */
export const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
