import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct, type Franchisee } from '../../test/ordering-fixture';
import { auditLog, dailySales, dailySalesHistory, locationApiKeys, locations, posReceipts, salesMonthly } from '../../db/schema';
import { OPENING_MESSAGES } from '../../../shared/openings.contracts';
import { addCalendarDays, manilaAt, manilaToday } from '../../../shared/time';
import { BROKEN_CHARACTER_MESSAGE } from '../../../shared/http';
import { IDEMPOTENCY_MESSAGES } from '../../lib/idempotency';
import {
  POS_MESSAGES,
  type PosDayInput,
  type PosFeedStatus,
  type PosKeyCreated,
  type PosReceiptInput,
} from '../../../shared/pos.contracts';
import { hashKey } from './pos-keys.service';

/** Issue 36: location API keys and the POS feed, on the database the suite runs on (PGlite or PostgreSQL). */
let t: TestApp;
let maria: Franchisee, jose: Franchisee, hq: Awaited<ReturnType<typeof signUp>>;
let brandId: string;
const RATE = 6;

beforeAll(async () => {
  t = await createTestApp({ env: { POS_KEY_RATE_PER_MINUTE: String(RATE) } });
  const brand = await makeBrand(t, 'Pos');
  brandId = brand.id;
  [maria, jose] = [await makeFranchisee(t, brand.id), await makeFranchisee(t, brand.id)];
  hq = await signUp(t, { role: 'franchisor' });
});
afterAll(async () => t?.close());

const today = manilaToday();
const daysAgo = (n: number) => addCalendarDays(today, -n);

async function createKey(cookie: string, locationId: string, name = 'Counter POS') {
  const res = await api(t, cookie).post(`/api/pos/locations/${locationId}/keys`, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PosKeyCreated;
}
function push(secret: string | null, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(secret ? { authorization: `Bearer ${secret}` } : {}), ...headers },
  });
}
/** A Z-report: gross 12,000.00 − 200.00 − 100.00 − 50.00 = net 11,650.00. */
const zReport = (salesDate: string, over: Partial<PosDayInput> = {}): PosDayInput => ({
  salesDate,
  grossCentavos: 1_200_000,
  discountsCentavos: 20_000,
  refundsCentavos: 10_000,
  voidsCentavos: 5_000,
  netCentavos: 1_165_000,
  transactions: 90,
  payments: { cashCentavos: 665_000, cardCentavos: 300_000, digitalCentavos: 200_000 },
  ...over,
});
const receipt = (id: string, day: string, net = 25_000, hour = 12): PosReceiptInput => ({
  receiptId: id,
  posId: 'T1',
  occurredAt: manilaAt(day, hour).toISOString(),
  lines: [{ sku: 'SIO-1', name: 'Siomai', quantity: 1, netCentavos: net }],
  grossCentavos: net,
  netCentavos: net,
  tender: { cashCentavos: net, cardCentavos: 0, digitalCentavos: 0 },
});
/** A franchisee whose location is still opening (decision 021), as an opening project leaves it. */
async function openingStore() {
  const f = await makeFranchisee(t, brandId);
  await t.db.update(locations).set({ status: 'opening', openedOn: null }).where(eq(locations.id, f.location.id));
  return f;
}
const dayRow = async (locationId: string, salesDate: string) =>
  (
    await t.db
      .select()
      .from(dailySales)
      .where(and(eq(dailySales.locationId, locationId), eq(dailySales.salesDate, salesDate)))
  )[0];

describe('location API keys', () => {
  it('head office and the owner create keys; the secret is answered once and only its sha-256 is stored', async () => {
    const created = await createKey(hq.cookie, maria.location.id, 'Head office key');
    expect(created.secret).toMatch(/^fhpos_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);
    expect(created.key.scopes).toEqual(['sales:write']);
    const [row] = await t.db.select().from(locationApiKeys).where(eq(locationApiKeys.id, created.key.id));
    expect(row.keyHash).toBe(hashKey(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(created.key.prefix.length + 1));
    const own = await createKey(maria.cookie, maria.location.id, 'Owner key');
    const list = await api(t, maria.cookie).get(`/api/pos/locations/${maria.location.id}/keys`);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: string; prefix: string }[];
    expect(items.map((k) => k.id)).toEqual(expect.arrayContaining([created.key.id, own.key.id]));
    expect(list.body).not.toContain(created.secret);
    // Creating is in the audit log, without the secret.
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, maria.location.id));
    expect(audits.filter((a) => a.action === 'pos_key.created')).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain(created.secret);
  });

  it('refuses another franchisee’s location (404) and a plain user (403)', async () => {
    expect((await api(t, jose.cookie).post(`/api/pos/locations/${maria.location.id}/keys`, { name: 'x' })).statusCode).toBe(404);
    expect((await api(t, jose.cookie).get(`/api/pos/locations/${maria.location.id}/keys`)).statusCode).toBe(404);
    const user = await signUp(t, { role: 'user' });
    expect((await api(t, user.cookie).get(`/api/pos/locations/${maria.location.id}/keys`)).statusCode).toBe(403);
    const key = await createKey(maria.cookie, maria.location.id);
    expect((await api(t, jose.cookie).post(`/api/pos/keys/${key.key.id}/revoke`)).statusCode).toBe(404);
  });

  it('refuses a key name with half a surrogate pair (422, nothing stored), where it once failed the audit entry with a 500', async () => {
    const res = await api(t, hq.cookie).post(`/api/pos/locations/${maria.location.id}/keys`, { name: 'Till \ud800' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(BROKEN_CHARACTER_MESSAGE);
    const names = (await t.db.select().from(locationApiKeys).where(eq(locationApiKeys.locationId, maria.location.id))).map((k) => k.name);
    expect(names.some((n) => n.startsWith('Till'))).toBe(false);
  });

  it('refuses a key for a store still opening (409), from head office and the owner alike', async () => {
    const f = await openingStore();
    for (const who of [hq, f]) {
      const res = await api(t, who.cookie).post(`/api/pos/locations/${f.location.id}/keys`, { name: 'Counter POS' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(POS_MESSAGES.openingNoKey);
    }
    expect(await t.db.select().from(locationApiKeys).where(eq(locationApiKeys.locationId, f.location.id))).toHaveLength(0);
  });

  it('a key writes only its own location; no key, a wrong key, another scope or a revoked key is refused', async () => {
    const key = await createKey(maria.cookie, maria.location.id);
    const body = { days: [zReport(daysAgo(20))] };
    expect((await push(null, '/api/pos/v1/daily-sales', body)).statusCode).toBe(401);
    const wrong = await push(`${key.key.prefix}_${'A'.repeat(43)}`, '/api/pos/v1/daily-sales', body);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(POS_MESSAGES.invalidKey);
    // A session cookie is no key.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/pos/v1/daily-sales',
          payload: body,
          headers: { cookie: maria.cookie, origin: TEST_ORIGIN },
        })
      ).statusCode,
    ).toBe(401);

    const ok = await push(key.secret, '/api/pos/v1/daily-sales', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await dayRow(maria.location.id, daysAgo(20))).source).toBe('pos');
    expect(await dayRow(jose.location.id, daysAgo(20))).toBeUndefined();
    const [used] = await t.db.select().from(locationApiKeys).where(eq(locationApiKeys.id, key.key.id));
    expect(used.lastUsedAt).not.toBeNull();

    await t.db
      .update(locationApiKeys)
      .set({ scopes: ['sales:read'] })
      .where(eq(locationApiKeys.id, key.key.id));
    const scoped = await push(key.secret, '/api/pos/v1/daily-sales', body);
    expect(scoped.statusCode).toBe(403);
    expect(scoped.json().error.message).toBe(POS_MESSAGES.wrongScope);
    await t.db
      .update(locationApiKeys)
      .set({ scopes: ['sales:write'] })
      .where(eq(locationApiKeys.id, key.key.id));

    const revoke = await api(t, hq.cookie).post(`/api/pos/keys/${key.key.id}/revoke`);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revokedAt).not.toBeNull();
    expect((await push(key.secret, '/api/pos/v1/daily-sales', body)).statusCode).toBe(401);
    expect((await api(t, hq.cookie).post(`/api/pos/keys/${key.key.id}/revoke`)).statusCode).toBe(409);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'pos_key.revoked'));
    expect(audits.some((a) => (a.before as { keyId?: string }).keyId === key.key.id)).toBe(true);
  });

  it('is no credential anywhere but the feed: every other read with a path of its own answers 401', async () => {
    const key = await createKey(maria.cookie, maria.location.id, 'Elsewhere POS');
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { security?: object[] }>> };
    const reads = Object.entries(doc.paths)
      .filter(([path, ops]) => !path.includes('{') && ops.get?.security?.some((s) => 'cookieAuth' in s))
      .map(([path]) => path);
    expect(reads).toEqual(expect.arrayContaining(['/api/orders', '/api/profile']));
    const answered: Record<string, number> = {};
    for (const url of reads) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key.secret}` } });
      if (res.statusCode !== 401) answered[url] = res.statusCode;
    }
    expect(answered).toEqual({});
    // The same key still writes its own location's feed.
    expect((await push(key.secret, '/api/pos/v1/daily-sales', { days: [zReport(daysAgo(21))] })).statusCode).toBe(200);
  });

  it(`is rate-limited per key: past ${RATE} calls a minute, 429 with Retry-After; another key is not held up`, async () => {
    const a = await createKey(maria.cookie, maria.location.id, 'busy');
    const b = await createKey(maria.cookie, maria.location.id, 'quiet');
    const body = { days: [zReport(daysAgo(21))] };
    for (let i = 0; i < RATE; i++) expect((await push(a.secret, '/api/pos/v1/daily-sales', body)).statusCode).toBe(200);
    const refused = await push(a.secret, '/api/pos/v1/daily-sales', body);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await push(b.secret, '/api/pos/v1/daily-sales', body)).statusCode).toBe(200);
  });
});

describe('POST /api/pos/v1/daily-sales', () => {
  it('stores valid days and answers each bad one with its field errors', async () => {
    const key = await createKey(maria.cookie, maria.location.id);
    const res = await push(key.secret, '/api/pos/v1/daily-sales', {
      days: [
        zReport(daysAgo(10)),
        zReport(daysAgo(11), { netCentavos: 1 }),
        zReport(addCalendarDays(today, 2)),
        zReport(daysAgo(12), { payments: { cashCentavos: 1, cardCentavos: 0, digitalCentavos: 0 } }),
        zReport(daysAgo(10)),
        'not a day' as never,
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    // The envelope refuses a non-object item; objects are answered one by one.
    const res2 = await push(key.secret, '/api/pos/v1/daily-sales', {
      days: [
        zReport(daysAgo(10)),
        zReport(daysAgo(11), { netCentavos: 1 }),
        zReport(addCalendarDays(today, 2)),
        zReport(daysAgo(12), { payments: { cashCentavos: 1, cardCentavos: 0, digitalCentavos: 0 } }),
        zReport(daysAgo(10)),
        { salesDate: daysAgo(13) },
      ],
    });
    expect(res2.statusCode, res2.body).toBe(200);
    const out = res2.json() as {
      accepted: number;
      rejected: number;
      results: { ok: boolean; outcome: string | null; errors: { field: string; message: string }[] }[];
    };
    expect(out.accepted).toBe(1);
    expect(out.rejected).toBe(5);
    expect(out.results[0]).toMatchObject({ ok: true, outcome: 'created' });
    expect(out.results[1].errors).toEqual([{ field: 'netCentavos', message: POS_MESSAGES.netMismatch }]);
    expect(out.results[2].errors).toEqual([{ field: 'salesDate', message: POS_MESSAGES.future }]);
    expect(out.results[3].errors.map((e) => e.field)).toEqual(['payments']);
    expect(out.results[4].errors).toEqual([{ field: 'salesDate', message: POS_MESSAGES.duplicateInRequest }]);
    expect(out.results[5].errors.map((e) => e.field)).toEqual(expect.arrayContaining(['grossCentavos', 'netCentavos', 'transactions']));
    const row = await dayRow(maria.location.id, daysAgo(10));
    expect(row).toMatchObject({ netCentavos: 1_165_000, refundsCentavos: 15_000, status: 'submitted', source: 'pos' });
    expect(await dayRow(maria.location.id, daysAgo(11))).toBeUndefined();
  });

  it('is idempotent: the same day again changes nothing; the same Idempotency-Key answers the first result; with another body, 422', async () => {
    const key = await createKey(maria.cookie, maria.location.id);
    const body = { days: [zReport(daysAgo(14))] };
    const first = await push(key.secret, '/api/pos/v1/daily-sales', body, { 'idempotency-key': 'pos-day-14-aaaa' });
    expect(first.json().results[0].outcome).toBe('created');
    const replay = await push(key.secret, '/api/pos/v1/daily-sales', body, { 'idempotency-key': 'pos-day-14-aaaa' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const again = await push(key.secret, '/api/pos/v1/daily-sales', body);
    expect(again.json().results[0].outcome).toBe('unchanged');
    const other = await push(
      key.secret,
      '/api/pos/v1/daily-sales',
      { days: [zReport(daysAgo(15))] },
      { 'idempotency-key': 'pos-day-14-aaaa' },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe(IDEMPOTENCY_MESSAGES.reused);
    expect(await dayRow(maria.location.id, daysAgo(15))).toBeUndefined();
    const history = await t.db.select().from(dailySalesHistory).where(eq(dailySalesHistory.salesId, first.json().results[0].salesId));
    expect(history).toHaveLength(1);
  });

  it('keeps a Z-report’s items by SKU with the day: a resend without items leaves them, one with other items replaces them', async () => {
    const key = await createKey(maria.cookie, maria.location.id);
    const day = daysAgo(17);
    const items = [
      { sku: 'SIO-PORK-12', quantity: 140, netCentavos: 700_000 },
      { sku: 'SIO-SHARK-12', quantity: 60, netCentavos: 465_000 },
    ];
    const first = await push(key.secret, '/api/pos/v1/daily-sales', { days: [zReport(day, { items })] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results[0]).toMatchObject({ ok: true, outcome: 'created' });
    expect((await dayRow(maria.location.id, day)).posItems).toEqual(items);
    // The same figures without items: unchanged, and the items are kept.
    const bare = await push(key.secret, '/api/pos/v1/daily-sales', { days: [zReport(day)] });
    expect(bare.json().results[0].outcome).toBe('unchanged');
    expect((await dayRow(maria.location.id, day)).posItems).toEqual(items);
    // Other items for the same figures replace them.
    const recount = [{ sku: 'SIO-PORK-12', quantity: 200, netCentavos: 1_165_000 }];
    expect(
      (await push(key.secret, '/api/pos/v1/daily-sales', { days: [zReport(day, { items: recount })] })).json().results[0].outcome,
    ).toBe('unchanged');
    expect((await dayRow(maria.location.id, day)).posItems).toEqual(recount);
    // A bad item is answered by its field, and the day is left as it was.
    const bad = await push(key.secret, '/api/pos/v1/daily-sales', {
      days: [zReport(day, { items: [{ sku: '', quantity: -1, netCentavos: 5 }] })],
    });
    expect(bad.statusCode, bad.body).toBe(200);
    expect(bad.json().results[0].ok).toBe(false);
    expect(bad.json().results[0].errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['items.0.sku', 'items.0.quantity']),
    );
    expect((await dayRow(maria.location.id, day)).posItems).toEqual(recount);
  });

  it('never overwrites an approved day: different figures become a correction awaiting review, the approved figures kept', async () => {
    const key = await createKey(maria.cookie, maria.location.id);
    const day = daysAgo(16);
    const created = (await push(key.secret, '/api/pos/v1/daily-sales', { days: [zReport(day)] })).json();
    const id = created.results[0].salesId as string;
    const approve = await api(t, hq.cookie).post('/api/sales/review', { ids: [id], decision: 'approve' });
    expect(approve.json().updated).toBe(1);
    // The same figures again leave it approved.
    expect((await push(key.secret, '/api/pos/v1/daily-sales', { days: [zReport(day)] })).json().results[0].outcome).toBe('unchanged');
    expect((await dayRow(maria.location.id, day)).status).toBe('approved');
    const lower = zReport(day, {
      grossCentavos: 1_000_000,
      netCentavos: 965_000,
      payments: { cashCentavos: 965_000, cardCentavos: 0, digitalCentavos: 0 },
    });
    const res = await push(key.secret, '/api/pos/v1/daily-sales', { days: [lower] });
    expect(res.json().results[0]).toMatchObject({ ok: true, outcome: 'correction', salesId: id });
    const row = await dayRow(maria.location.id, day);
    expect(row).toMatchObject({ status: 'corrected', netCentavos: 965_000 });
    const history = await t.db.select().from(dailySalesHistory).where(eq(dailySalesHistory.salesId, id));
    const correction = history.find((h) => h.toStatus === 'corrected')!;
    expect(correction.fromStatus).toBe('approved');
    expect(correction.previous).toMatchObject({ status: 'approved', netCentavos: 1_165_000 });
    // It is in head office's queue; nothing reaches the approved figure until head office decides.
    const queue = await api(t, hq.cookie).get(`/api/sales?reviewable=true&locationId=${maria.location.id}`);
    expect((queue.json().items as { id: string }[]).map((d) => d.id)).toContain(id);
  });

  it('a day the feed delivered is not a missing report', async () => {
    const key = await createKey(jose.cookie, jose.location.id);
    const day = daysAgo(1);
    expect((await t.ctx.sales.missing(day)).items.map((i) => i.locationId)).toContain(jose.location.id);
    await push(key.secret, '/api/pos/v1/daily-sales', { days: [zReport(day)] });
    expect((await t.ctx.sales.missing(day)).items.map((i) => i.locationId)).not.toContain(jose.location.id);
  });
});

describe('POST /api/pos/v1/receipts', () => {
  it('rolls receipts up into their days, skips a receipt id sent again, and answers bad receipts one by one', async () => {
    const key = await createKey(maria.cookie, maria.location.id);
    const day = daysAgo(25);
    const first = await push(key.secret, '/api/pos/v1/receipts', {
      receipts: [
        receipt('R-1', day, 10_000),
        receipt('R-2', day, 15_000),
        { ...receipt('R-3', day), netCentavos: 1 },
        receipt('R-1', day, 99),
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const out = first.json();
    expect(out).toMatchObject({ accepted: 2, duplicates: 0, rejected: 2 });
    expect(out.results[2].errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['netCentavos']));
    expect(out.results[3].errors).toEqual([{ field: 'receiptId', message: POS_MESSAGES.duplicateInRequest }]);
    expect(out.days).toEqual([{ salesDate: day, outcome: 'created', netCentavos: 25_000, transactions: 2 }]);
    const second = await push(key.secret, '/api/pos/v1/receipts', { receipts: [receipt('R-2', day, 15_000), receipt('R-4', day, 5_000)] });
    expect(second.json()).toMatchObject({ accepted: 1, duplicates: 1, rejected: 0 });
    expect(second.json().days).toEqual([{ salesDate: day, outcome: 'updated', netCentavos: 30_000, transactions: 3 }]);
    expect(await dayRow(maria.location.id, day)).toMatchObject({
      netCentavos: 30_000,
      transactions: 3,
      cashCentavos: 30_000,
      source: 'pos',
    });
    const stored = await t.db.select().from(posReceipts).where(eq(posReceipts.locationId, maria.location.id));
    expect(stored.filter((r) => r.salesDate === day)).toHaveLength(3);
    // The monthly rollup follows (its trigger), so dashboards and analytics move with the feed.
    const month = `${day.slice(0, 7)}-01`;
    const [m] = await t.db
      .select()
      .from(salesMonthly)
      .where(and(eq(salesMonthly.locationId, maria.location.id), eq(salesMonthly.month, month)));
    expect(m.reportedNetCentavos).toBeGreaterThanOrEqual(30_000);
  });

  it('with an Idempotency-Key: the same key and body again answer the first result and store nothing twice; another body, 422', async () => {
    const key = await createKey(maria.cookie, maria.location.id);
    const day = daysAgo(27);
    const body = { receipts: [receipt('I-1', day, 10_000), receipt('I-2', day, 20_000)] };
    const idem = { 'idempotency-key': 'pos-rcpt-27-aaaa' };
    const first = await push(key.secret, '/api/pos/v1/receipts', body, idem);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ accepted: 2, duplicates: 0, rejected: 0 });
    expect(first.json().days).toEqual([{ salesDate: day, outcome: 'created', netCentavos: 30_000, transactions: 2 }]);
    const stored = async () =>
      (await t.db.select().from(posReceipts).where(eq(posReceipts.locationId, maria.location.id))).filter((r) => r.salesDate === day);
    const salesId = (await dayRow(maria.location.id, day)).id;
    const history = () => t.db.select().from(dailySalesHistory).where(eq(dailySalesHistory.salesId, salesId));

    const replay = await push(key.secret, '/api/pos/v1/receipts', body, idem);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await stored()).map((r) => r.posReceiptId).sort()).toEqual(['I-1', 'I-2']);
    expect(await history()).toHaveLength(1);
    // Without the key the same receipts are answered as duplicates: the replay above was the stored answer.
    expect((await push(key.secret, '/api/pos/v1/receipts', body)).json()).toMatchObject({ accepted: 0, duplicates: 2 });

    const other = await push(key.secret, '/api/pos/v1/receipts', { receipts: [receipt('I-3', day, 5_000)] }, idem);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe(IDEMPOTENCY_MESSAGES.reused);
    expect((await stored()).map((r) => r.posReceiptId).sort()).toEqual(['I-1', 'I-2']);
    expect(await dayRow(maria.location.id, day)).toMatchObject({ netCentavos: 30_000, transactions: 2 });
    expect(await history()).toHaveLength(1);
  });

  it('several tills of one store sending at once: every call stored, and the day is the sum of every receipt', async () => {
    const store = await makeFranchisee(t, brandId);
    const day = daysAgo(4);
    const tills = [];
    for (let n = 1; n <= 4; n++) tills.push(await createKey(hq.cookie, store.location.id, `Till ${n}`));
    const calls = tills.flatMap((k, till) =>
      [0, 1].map((batch) =>
        push(k.secret, '/api/pos/v1/receipts', {
          receipts: Array.from({ length: 25 }, (_, i) => receipt(`T${till}-${batch}-${i}`, day, 1_000 + till * 100 + i, 9 + batch)),
        }),
      ),
    );
    const answers = await Promise.all(calls);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const receipts = await t.db.select().from(posReceipts).where(eq(posReceipts.locationId, store.location.id));
    expect(receipts).toHaveLength(200);
    const net = receipts.reduce((sum, r) => sum + r.netCentavos, 0);
    expect(await dayRow(store.location.id, day)).toMatchObject({
      netCentavos: net,
      grossCentavos: net,
      transactions: 200,
      cashCentavos: net,
    });
  });

  it('refuses more than 1,000 receipts in one call (422)', async () => {
    const key = await createKey(maria.cookie, maria.location.id);
    const many = Array.from({ length: 1_001 }, (_, i) => receipt(`M-${i}`, daysAgo(26), 100));
    expect((await push(key.secret, '/api/pos/v1/receipts', { receipts: many })).statusCode).toBe(422);
  });
});

describe('a store still opening', () => {
  it('reports nothing through the feed: each day and each receipt is refused with the manual entry’s message', async () => {
    const f = await makeFranchisee(t, brandId);
    // A key made while the location traded; the location is then (as far as the feed knows) still opening.
    const key = await createKey(hq.cookie, f.location.id);
    await t.db.update(locations).set({ status: 'opening', openedOn: null }).where(eq(locations.id, f.location.id));
    const days = await push(key.secret, '/api/pos/v1/daily-sales', { days: [zReport(daysAgo(2)), zReport(daysAgo(1))] });
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json()).toMatchObject({ accepted: 0, rejected: 2 });
    for (const r of days.json().results)
      expect(r).toMatchObject({
        ok: false,
        outcome: null,
        salesId: null,
        errors: [{ field: 'salesDate', message: OPENING_MESSAGES.openingNoSales }],
      });
    const receipts = await push(key.secret, '/api/pos/v1/receipts', { receipts: [receipt('OPN-1', daysAgo(1)), receipt('OPN-2', today)] });
    expect(receipts.statusCode, receipts.body).toBe(200);
    expect(receipts.json()).toMatchObject({ accepted: 0, duplicates: 0, rejected: 2, days: [] });
    for (const r of receipts.json().results)
      expect(r).toMatchObject({ ok: false, outcome: null, errors: [{ field: 'occurredAt', message: OPENING_MESSAGES.openingNoSales }] });
    expect(await t.db.select().from(dailySales).where(eq(dailySales.locationId, f.location.id))).toHaveLength(0);
    expect(await t.db.select().from(posReceipts).where(eq(posReceipts.locationId, f.location.id))).toHaveLength(0);
  });
});

describe('feed corrections and royalty statements (decision 016)', () => {
  it('different figures for an approved day of a reviewed month send its statement back to calculated with the new figures', async () => {
    const f = await makeFranchisee(t, brandId);
    const key = await createKey(hq.cookie, f.location.id);
    // A day of last month, approved; its statement calculated and reviewed.
    const day = addCalendarDays(`${today.slice(0, 7)}-01`, -5);
    const month = day.slice(0, 7);
    const created = (await push(key.secret, '/api/pos/v1/daily-sales', { days: [zReport(day)] })).json();
    const id = created.results[0].salesId as string;
    expect((await api(t, hq.cookie).post('/api/sales/review', { ids: [id], decision: 'approve' })).json().updated).toBe(1);
    const calc = await api(t, hq.cookie).post('/api/finance/statements/calculate', { month, locationIds: [f.location.id] });
    expect(calc.statusCode, calc.body).toBe(200);
    const statement = async () => {
      const list = await api(t, hq.cookie).get(`/api/finance/statements?month=${month}&locationId=${f.location.id}`);
      return (await api(t, hq.cookie).get(`/api/finance/statements/${list.json().items[0].id}`)).json();
    };
    const st = await statement();
    expect(st).toMatchObject({ status: 'calculated', netSalesCentavos: 1_165_000, approvedDays: 1 });
    expect((await api(t, hq.cookie).post(`/api/finance/statements/${st.id}/review`, {})).json().status).toBe('reviewed');

    // The POS sends other figures: the day is a correction awaiting review, and the open statement follows it.
    const lower = zReport(day, {
      grossCentavos: 1_000_000,
      netCentavos: 965_000,
      payments: { cashCentavos: 965_000, cardCentavos: 0, digitalCentavos: 0 },
    });
    const res = await push(key.secret, '/api/pos/v1/daily-sales', { days: [lower] });
    expect(res.json().results[0]).toMatchObject({ ok: true, outcome: 'correction', salesId: id });
    expect(await statement()).toMatchObject({ status: 'calculated', netSalesCentavos: 0, approvedDays: 0 });
    // Once head office approves the corrected day, the statement carries it (6 % royalty).
    expect((await api(t, hq.cookie).post('/api/sales/review', { ids: [id], decision: 'approve' })).json().updated).toBe(1);
    expect(await statement()).toMatchObject({ status: 'calculated', netSalesCentavos: 965_000, approvedDays: 1, royaltyCentavos: 57_900 });
  });
});

describe('GET /api/pos/feed-status', () => {
  it('shows head office each location with a key: last received, days missing and late', async () => {
    const res = await api(t, hq.cookie).get('/api/pos/feed-status');
    expect(res.statusCode).toBe(200);
    const mine = (res.json().items as { locationId: string; lastReceivedAt: string | null; feedDays: number; daysMissing: number }[]).find(
      (i) => i.locationId === jose.location.id,
    );
    expect(mine?.lastReceivedAt).not.toBeNull();
    expect(mine?.feedDays).toBe(1);
    expect(mine?.daysMissing).toBe(0);
    expect((await api(t, maria.cookie).get('/api/pos/feed-status')).statusCode).toBe(403);
  });
  it('counts a day first reported after 08:00 the next morning in Manila as late; one on the line, or on time and corrected later, is not', async () => {
    const f = await makeFranchisee(t, brandId);
    const key = await createKey(hq.cookie, f.location.id);
    // The key has been there six days, so the last six days up to yesterday are counted.
    await t.db
      .update(locationApiKeys)
      .set({ createdAt: manilaAt(daysAgo(6), 9) })
      .where(eq(locationApiKeys.id, key.key.id));
    const sent = await push(key.secret, '/api/pos/v1/daily-sales', { days: [6, 5, 4, 3].map((n) => zReport(daysAgo(n))) });
    expect(sent.json().accepted).toBe(4);
    const reportedAt = async (n: number, at: Date) => {
      const row = await dayRow(f.location.id, daysAgo(n));
      await t.db.update(dailySales).set({ submittedAt: at }).where(eq(dailySales.id, row.id));
      await t.db.update(dailySalesHistory).set({ createdAt: at }).where(eq(dailySalesHistory.salesId, row.id));
    };
    // Six days ago: reported that evening. Five days ago: at 08:00 sharp the next morning, on the line. Four and three
    // days ago: only now, days after their deadline. Two days ago and yesterday: never.
    await reportedAt(6, manilaAt(daysAgo(6), 21));
    await reportedAt(5, manilaAt(daysAgo(4), 8));
    const status = async () =>
      ((await api(t, hq.cookie).get('/api/pos/feed-status')).json().items as PosFeedStatus['items']).find(
        (i) => i.locationId === f.location.id,
      )!;
    expect(await status()).toMatchObject({ activeKeys: 1, feedDays: 4, daysMissing: 2, daysLate: 2 });
    // The POS later sends other figures for the day it reported on time: a correction, not a late report.
    const lower = zReport(daysAgo(6), {
      grossCentavos: 1_000_000,
      netCentavos: 965_000,
      payments: { cashCentavos: 965_000, cardCentavos: 0, digitalCentavos: 0 },
    });
    expect((await push(key.secret, '/api/pos/v1/daily-sales', { days: [lower] })).json().results[0].outcome).toBe('updated');
    expect(await status()).toMatchObject({ feedDays: 4, daysMissing: 2, daysLate: 2 });
  });
});

describe('GET /api/sales/:id/items', () => {
  const itemsOf = (cookie: string, salesId: string) => api(t, cookie).get(`/api/sales/${salesId}/items`);

  it('shows a Z-report’s items, largest first, named from the catalogue by SKU, to the owner and head office only', async () => {
    const product = await makeProduct(t, { brandIds: [brandId], name: 'Pork siomai 1 kg' });
    const key = await createKey(hq.cookie, maria.location.id);
    const items = [
      { sku: 'MENU-DRINK', quantity: 30, netCentavos: 165_000 },
      { sku: product.sku, quantity: 250, netCentavos: 1_000_000 },
    ];
    const pushed = await push(key.secret, '/api/pos/v1/daily-sales', { days: [zReport(daysAgo(19), { items })] });
    const salesId = pushed.json().results[0].salesId as string;
    const expected = {
      source: 'z-report',
      receipts: 0,
      omitted: 0,
      items: [
        { sku: product.sku, name: 'Pork siomai 1 kg', quantity: 250, netCentavos: 1_000_000 },
        { sku: 'MENU-DRINK', name: null, quantity: 30, netCentavos: 165_000 },
      ],
    };
    for (const cookie of [maria.cookie, hq.cookie]) {
      const res = await itemsOf(cookie, salesId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    expect((await itemsOf(jose.cookie, salesId)).statusCode).toBe(404);
    const plain = await signUp(t, { role: 'user' });
    expect((await itemsOf(plain.cookie, salesId)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/sales/${salesId}/items` })).statusCode).toBe(401);
  });

  it('itemises a day summed from receipts by their lines: SKU first, the item name for a line without one', async () => {
    const key = await createKey(maria.cookie, maria.location.id);
    const day = daysAgo(21);
    const line = (sku: string | undefined, name: string, quantity: number, net: number) => ({
      ...(sku ? { sku } : {}),
      name,
      quantity,
      netCentavos: net,
    });
    const tillReceipt = (id: string, lines: ReturnType<typeof line>[]) => {
      const net = lines.reduce((s, l) => s + l.netCentavos, 0);
      return { ...receipt(id, day, net), lines };
    };
    const pushed = await push(key.secret, '/api/pos/v1/receipts', {
      receipts: [
        tillReceipt('IT-1', [line('SIO-4', 'Siomai 4 pcs', 2, 12_000), line(undefined, 'Iced tea', 1, 4_500)]),
        tillReceipt('IT-2', [line('SIO-4', 'Siomai (4)', 3, 18_000)]),
        tillReceipt('IT-3', [line(undefined, 'Iced tea', 2, 9_000)]),
      ],
    });
    expect(pushed.json().accepted, pushed.body).toBe(3);
    const [row] = await t.db
      .select({ id: dailySales.id })
      .from(dailySales)
      .where(and(eq(dailySales.locationId, maria.location.id), eq(dailySales.salesDate, day)));
    const res = await itemsOf(maria.cookie, row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ source: 'receipts', receipts: 3, omitted: 0 });
    expect(res.json().items).toEqual([
      { sku: 'SIO-4', name: 'Siomai (4)', quantity: 5, netCentavos: 30_000 },
      { sku: null, name: 'Iced tea', quantity: 3, netCentavos: 13_500 },
    ]);
  });

  it('has nothing to list for a day typed in by hand', async () => {
    const entered = await api(t, jose.cookie).post('/api/sales', {
      locationId: jose.location.id,
      salesDate: daysAgo(3),
      grossCentavos: 100_000,
      transactions: 10,
      cashCentavos: 100_000,
      submit: true,
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const res = await itemsOf(jose.cookie, entered.json().id);
    expect(res.json()).toEqual({ source: 'none', receipts: 0, omitted: 0, items: [] });
  });
});

describe('the API document', () => {
  it('declares the location key as its own security scheme, used by the feed routes only', () => {
    type Op = { security?: unknown[] };
    const doc = t.app.swagger() as unknown as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, Op>>;
    };
    expect(doc.components.securitySchemes.posKeyAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/pos/v1/daily-sales'].post.security).toEqual([{ posKeyAuth: [] }]);
    expect(doc.paths['/api/pos/v1/receipts'].post.security).toEqual([{ posKeyAuth: [] }]);
    expect(doc.paths['/api/pos/locations/{locationId}/keys'].post.security).toEqual([{ cookieAuth: [] }, { bearerAuth: [] }]);
  });
});
