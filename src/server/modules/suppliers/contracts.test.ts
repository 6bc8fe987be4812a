import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee } from '../../test/ordering-fixture';
import { multipart, tinyPng } from '../../test/image-fixture';
import { makeSupplier } from '../../test/suppliers-fixture';
import { notifications, supplierContracts } from '../../db/schema';
import { UPLOADS } from '../../../shared/constants';
import { SUPPLIER_MESSAGES, type Contract, type ContractInput, type Supplier } from '../../../shared/suppliers.contracts';
import { addCalendarDays, manilaAt, manilaToday } from '../../../shared/time';
import { DOCUMENT_QUOTA_MESSAGE } from '../../lib/document-upload';
import { CONTRACT_EXPIRY_JOB, contractExpiryJob, ENDING_SOON_PATH } from './contract-expiry.job';

let t: TestApp;
type U = Awaited<ReturnType<typeof signUp>>;
let hq: U;
let admin: U;
let franchisee: U;
let supplier: Supplier;
const today = manilaToday();
const day = (n: number) => addCalendarDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  hq = await signUp(t, { role: 'franchisor', fullName: 'Hector Office' });
  admin = await signUp(t, { role: 'admin' });
  franchisee = await makeFranchisee(t, (await makeBrand(t)).id);
  supplier = await makeSupplier(t, hq.cookie, { name: 'Visayas Seafood Supply' });
});
afterAll(async () => t?.close());

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string; details?: { fieldErrors?: Record<string, string[]> } } }).error;
let seq = 0;
const number = () => `SC-${Date.now().toString(36)}-${(seq += 1)}`.toUpperCase();
const input = (over: Partial<ContractInput> = {}): ContractInput => ({
  supplierId: supplier.id,
  contractNumber: number(),
  title: 'Annual seafood supply',
  startDate: day(-100),
  endDate: day(265),
  paymentTerms: 'Net 30',
  pricingTerms: 'Fixed prices for 12 months',
  valuePesos: 1_250_000,
  status: 'active',
  ...over,
});
async function create(over: Partial<ContractInput> = {}): Promise<Contract> {
  const res = await api(t, hq.cookie).post('/api/suppliers/contracts', input(over));
  if (res.statusCode !== 201) throw new Error(`create contract: ${res.statusCode} ${res.body}`);
  return res.json() as Contract;
}
function upload(contractId: string, cookie: string, filename: string, content: Buffer, type = 'application/pdf') {
  const body = multipart(filename, content, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/suppliers/contracts/${contractId}/document`,
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
  });
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('contracts', () => {
  it('creates a contract with money in centavos, its supplier, days to end and no document', async () => {
    const c = await create({ contractNumber: 'vs-2026/01' });
    expect(c).toMatchObject({
      supplierId: supplier.id,
      supplierCode: supplier.code,
      supplierName: 'Visayas Seafood Supply',
      contractNumber: 'VS-2026/01',
      valueCentavos: 125_000_000,
      status: 'active',
      daysToEnd: 265,
      endingSoon: false,
      document: null,
      expiryNotifiedAt: null,
    });
    expect((await api(t, admin.cookie).get(`/api/suppliers/contracts/${c.id}`)).json()).toEqual(c);
  });

  it('derives the status from the dates: active in the past is expired, within 30 days expiring; draft stays draft', async () => {
    expect((await create({ endDate: day(-1) })).status).toBe('expired');
    const soon = await create({ endDate: day(30) });
    expect(soon).toMatchObject({ status: 'expiring', daysToEnd: 30, endingSoon: true });
    expect(await create({ endDate: day(0) })).toMatchObject({ status: 'expiring', daysToEnd: 0, endingSoon: true });
    expect((await create({ endDate: day(31) })).status).toBe('active');
    expect(await create({ endDate: day(-5), status: 'draft' })).toMatchObject({ status: 'draft', daysToEnd: -5, endingSoon: false });
    expect((await create({ status: undefined })).status).toBe('draft');
  });

  it('refuses bad dates, an unknown supplier, a duplicate number (any case) and expiring/expired as typed statuses', async () => {
    const a = api(t, hq.cookie);
    const backwards = await a.post('/api/suppliers/contracts', input({ startDate: day(10), endDate: day(5) }));
    expect(backwards.statusCode).toBe(422);
    expect(errorOf(backwards).details?.fieldErrors?.endDate).toEqual([SUPPLIER_MESSAGES.endBeforeStart]);
    const nobody = await a.post('/api/suppliers/contracts', input({ supplierId: crypto.randomUUID() }));
    expect(nobody.statusCode).toBe(404);
    expect(errorOf(nobody).message).toBe(SUPPLIER_MESSAGES.notFound);
    const first = await create();
    const dup = await a.post('/api/suppliers/contracts', input({ contractNumber: first.contractNumber.toLowerCase() }));
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup)).toMatchObject({ code: 'DUPLICATE_RESOURCE', message: SUPPLIER_MESSAGES.duplicate });
    expect(errorOf(dup).details?.fieldErrors?.contractNumber).toEqual([SUPPLIER_MESSAGES.duplicate]);
    const other = await create();
    const clash = await a.patch(`/api/suppliers/contracts/${other.id}`, { contractNumber: first.contractNumber });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).details?.fieldErrors?.contractNumber).toEqual([SUPPLIER_MESSAGES.duplicate]);
    expect((await a.post('/api/suppliers/contracts', input({ status: 'expired' as never }))).statusCode).toBe(422);
    for (const missing of ['title', 'paymentTerms', 'startDate'] as const) {
      const res = await a.post('/api/suppliers/contracts', { ...input(), [missing]: undefined });
      expect(res.statusCode, missing).toBe(422);
      expect(errorOf(res).details?.fieldErrors?.[missing], missing).toBeDefined();
    }
    // Only the end date sent: checked against the stored start date.
    const early = await a.patch(`/api/suppliers/contracts/${other.id}`, { endDate: day(-200) });
    expect(early.statusCode).toBe(422);
    expect(errorOf(early).details?.fieldErrors?.endDate).toEqual([SUPPLIER_MESSAGES.endBeforeStart]);
    expect((await a.patch(`/api/suppliers/contracts/${crypto.randomUUID()}`, { title: 'x' })).statusCode).toBe(404);
  });

  it('edits follow the dates: extending an expiring contract makes it active again and re-arms the expiry notice', async () => {
    const c = await create({ endDate: day(10) });
    expect(c.status).toBe('expiring');
    await t.db.update(supplierContracts).set({ expiryNotifiedAt: new Date() }).where(eq(supplierContracts.id, c.id));
    const a = api(t, hq.cookie);
    const renewed = await a.patch(`/api/suppliers/contracts/${c.id}`, { endDate: day(400), valuePesos: null });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({
      status: 'active',
      endDate: day(400),
      valueCentavos: null,
      expiryNotifiedAt: null,
      endingSoon: false,
    });
    const shortened = await a.patch(`/api/suppliers/contracts/${c.id}`, { endDate: day(-1) });
    expect(shortened.json().status).toBe('expired');
    const draft = await a.patch(`/api/suppliers/contracts/${c.id}`, { status: 'draft' });
    expect(draft.json().status).toBe('draft');
    const titled = await a.patch(`/api/suppliers/contracts/${c.id}`, { title: 'Renamed' });
    expect(titled.json()).toMatchObject({ title: 'Renamed', status: 'draft' });
  });

  it('a terminated contract cannot be changed any more (409), documents included', async () => {
    const c = await create();
    const a = api(t, hq.cookie);
    const ended = await a.patch(`/api/suppliers/contracts/${c.id}`, { status: 'terminated' });
    expect(ended.json().status).toBe('terminated');
    const [row] = await t.db.select().from(supplierContracts).where(eq(supplierContracts.id, c.id));
    expect(row.terminatedAt).not.toBeNull();
    for (const patch of [{ title: 'Again' }, { status: 'active' }, { endDate: day(500) }]) {
      const res = await a.patch(`/api/suppliers/contracts/${c.id}`, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(409);
      expect(errorOf(res).message).toBe(SUPPLIER_MESSAGES.contractTerminated);
    }
    const doc = await upload(c.id, hq.cookie, 'late.pdf', PDF);
    expect(doc.statusCode).toBe(409);
  });

  it('lists ending soonest first, with search, supplier, status and endingSoon filters and totals', async () => {
    const other = await makeSupplier(t, hq.cookie, { name: `Luzon Dry Goods ${Date.now().toString(36)}` });
    const mine = [
      await create({ supplierId: other.id, endDate: day(200), title: 'Rice' }),
      await create({ supplierId: other.id, endDate: day(5), title: 'Flour' }),
      await create({ supplierId: other.id, endDate: day(-3), title: 'Sugar' }),
      await create({ supplierId: other.id, endDate: day(20), status: 'draft', title: 'Oil' }),
    ];
    const a = api(t, admin.cookie);
    const list = async (q: string) => (await a.get(`/api/suppliers/contracts?${q}`)).json() as { items: Contract[]; total: number };
    const all = await list(`supplierId=${other.id}`);
    expect(all.total).toBe(4);
    expect(all.items.map((c) => c.title)).toEqual(['Sugar', 'Flour', 'Oil', 'Rice']);
    expect(all.items.map((c) => c.endingSoon)).toEqual([false, true, false, false]);
    expect((await list(`supplierId=${other.id}&endingSoon=true`)).items.map((c) => c.id)).toEqual([mine[1].id]);
    expect((await list(`supplierId=${other.id}&status=expired`)).items.map((c) => c.id)).toEqual([mine[2].id]);
    expect((await list(`search=${encodeURIComponent(other.name)}`)).total).toBe(4);
    expect((await list(`search=${mine[3].contractNumber}`)).items.map((c) => c.id)).toEqual([mine[3].id]);
    expect((await list(`supplierId=${other.id}&search=flour`)).items.map((c) => c.id)).toEqual([mine[1].id]);
    const page = await list(`supplierId=${other.id}&limit=2&offset=2`);
    expect(page.total).toBe(4);
    expect(page.items.map((c) => c.title)).toEqual(['Oil', 'Rice']);
  });
});

describe('contract documents', () => {
  it('stores a PDF privately, streams it to head office with attachment headers, and replaces it (old object deleted)', async () => {
    const c = await create();
    const none = await api(t, admin.cookie).get(`/api/suppliers/contracts/${c.id}/document`);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).message).toBe(SUPPLIER_MESSAGES.noDocument);

    const res = await upload(c.id, hq.cookie, 'Signed agreement.pdf', PDF);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().document).toEqual({ name: 'Signed agreement.pdf', type: 'application/pdf' });
    const [row] = await t.db.select().from(supplierContracts).where(eq(supplierContracts.id, c.id));
    expect(row.documentKey).toMatch(new RegExp(`^supplier-contracts/${c.id}/[0-9a-f]{16}\\.pdf$`));
    expect(await t.ctx.storage.exists({ visibility: 'private', key: row.documentKey! })).toBe(true);
    expect(await t.ctx.storage.exists({ visibility: 'public', key: row.documentKey! })).toBe(false);

    const got = await api(t, admin.cookie).get(`/api/suppliers/contracts/${c.id}/document`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="Signed%20agreement.pdf"; filename*=UTF-8''Signed%20agreement.pdf`,
    );
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect((await api(t, franchisee.cookie).get(`/api/suppliers/contracts/${c.id}/document`)).statusCode).toBe(403);

    // A PNG named .pdf is a PNG: stored, typed and named by its content; the PDF it replaces is deleted.
    const png = await upload(c.id, hq.cookie, 'scan.pdf', tinyPng());
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().document).toEqual({ name: 'scan.png', type: 'image/png' });
    const [after] = await t.db.select().from(supplierContracts).where(eq(supplierContracts.id, c.id));
    expect(after.documentKey).toMatch(/\.png$/);
    expect(await t.ctx.storage.exists({ visibility: 'private', key: row.documentKey! })).toBe(false);
    const dl = await api(t, hq.cookie).get(`/api/suppliers/contracts/${c.id}/document`);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-disposition']).toContain('filename="scan.png"');
  });

  it('refuses an executable, plain text, an empty file, no file (422) and a file over 5 MB (413)', async () => {
    const c = await create();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);
    exe.write('PE\0\0', 0x80);
    exe.writeUInt32LE(0x80, 0x3c);
    for (const [name, bytes] of [
      ['setup.exe', exe],
      ['contract.pdf', Buffer.from('just some text, not a PDF')],
    ] as const) {
      const res = await upload(c.id, hq.cookie, name, bytes);
      expect(res.statusCode, name).toBe(422);
      expect(errorOf(res)).toMatchObject({
        message: SUPPLIER_MESSAGES.documentWrongType,
        details: { fieldErrors: { file: [SUPPLIER_MESSAGES.documentWrongType] } },
      });
    }
    const empty = await upload(c.id, hq.cookie, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(SUPPLIER_MESSAGES.chooseFile);
    const noFile = await api(t, hq.cookie).post(`/api/suppliers/contracts/${c.id}/document`, {});
    expect(noFile.statusCode).toBe(422);
    const big = await upload(c.id, hq.cookie, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(UPLOADS.maxBytes, 32)]));
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).message).toBe(SUPPLIER_MESSAGES.documentTooLarge);
    const missing = await upload(crypto.randomUUID(), hq.cookie, 'a.pdf', PDF);
    expect(missing.statusCode).toBe(404);
    const [row] = await t.db.select().from(supplierContracts).where(eq(supplierContracts.id, c.id));
    expect(row.documentKey).toBeNull();
  });

  it('counts uploads against the per-user document quota (429 once it is used up)', async () => {
    const busy = await signUp(t, { role: 'franchisor' });
    const c = await create();
    for (let i = 0; i < UPLOADS.quotaFiles; i++) expect((await upload(c.id, busy.cookie, `v${i}.pdf`, PDF)).statusCode).toBe(200);
    const over = await upload(c.id, busy.cookie, 'one-more.pdf', PDF);
    expect(over.statusCode).toBe(429);
    expect(errorOf(over)).toMatchObject({ code: 'RATE_LIMITED', message: DOCUMENT_QUOTA_MESSAGE });
    // Another user's quota is their own.
    expect((await upload(c.id, hq.cookie, 'mine.pdf', PDF)).statusCode).toBe(200);
  });
});

describe(`job ${CONTRACT_EXPIRY_JOB}`, () => {
  const endingSoonOf = (userId: string, contractNumber: string) =>
    t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, userId),
          eq(notifications.title, 'Supplier contract ending soon'),
          like(notifications.message, `%${contractNumber}%`),
        ),
      );

  it('moves statuses as days pass and notifies head office once per contract, however often it runs', async () => {
    const s = await makeSupplier(t, hq.cookie, { name: `Mindanao Produce ${Date.now().toString(36)}` });
    const later = await create({ supplierId: s.id, endDate: day(200) });
    const soon = await create({ supplierId: s.id, endDate: day(10) });
    const stale = await create({ supplierId: s.id, endDate: day(100) });
    const lapsed = await create({ supplierId: s.id, endDate: day(100) });
    const draft = await create({ supplierId: s.id, endDate: day(5), status: 'draft' });
    const ended = await create({ supplierId: s.id, endDate: day(5) });
    await api(t, hq.cookie).patch(`/api/suppliers/contracts/${ended.id}`, { status: 'terminated' });
    // Statuses a missed run left behind: still active although ending in 3 days; expiring although ended yesterday.
    await t.db
      .update(supplierContracts)
      .set({ status: 'active', endDate: day(3) })
      .where(eq(supplierContracts.id, stale.id));
    await t.db
      .update(supplierContracts)
      .set({ status: 'expiring', endDate: day(-1) })
      .where(eq(supplierContracts.id, lapsed.id));

    const job = contractExpiryJob({ db: t.db, notifier: t.ctx.notifier });
    const now = manilaAt(today, 6, 0);
    const first = await job.handler({ now, dueAt: now });
    expect(first).toMatchObject({ date: today, expiring: 1, expired: 1 });
    const statusOf = async (id: string) => (await t.db.select().from(supplierContracts).where(eq(supplierContracts.id, id)))[0];
    expect((await statusOf(later.id)).status).toBe('active');
    expect((await statusOf(soon.id)).status).toBe('expiring');
    expect((await statusOf(stale.id)).status).toBe('expiring');
    expect((await statusOf(lapsed.id)).status).toBe('expired');
    expect((await statusOf(draft.id)).status).toBe('draft');
    expect((await statusOf(ended.id)).status).toBe('terminated');

    for (const c of [soon, stale]) {
      expect(await endingSoonOf(hq.userId, c.contractNumber), c.contractNumber).toHaveLength(1);
      expect(await endingSoonOf(admin.userId, c.contractNumber), c.contractNumber).toHaveLength(1);
      expect(await endingSoonOf(franchisee.userId, c.contractNumber)).toHaveLength(0);
      expect((await statusOf(c.id)).expiryNotifiedAt).not.toBeNull();
    }
    for (const c of [later, lapsed, draft, ended])
      expect(await endingSoonOf(hq.userId, c.contractNumber), c.contractNumber).toHaveLength(0);
    const [n] = await endingSoonOf(hq.userId, soon.contractNumber);
    expect(n).toMatchObject({ type: 'system_announcement', priority: 'high', actionUrl: ENDING_SOON_PATH });
    expect(n.message).toContain(s.name);

    // Again, and two at once (two processes): nobody is notified again.
    const again = await job.handler({ now: new Date(now.getTime() + 60_000), dueAt: now });
    expect(again).toMatchObject({ expiring: 0, expired: 0, notified: 0 });
    const both = (await Promise.all([job.handler({ now, dueAt: now }), job.handler({ now, dueAt: now })])) as { notified: number }[];
    expect(both.map((r) => r.notified)).toEqual([0, 0]);
    expect(await endingSoonOf(hq.userId, soon.contractNumber)).toHaveLength(1);

    // 190 days on, the later contract is ending: it is flagged and notified, once.
    const future = manilaAt(day(190), 6, 0);
    const [x, y] = (await Promise.all([job.handler({ now: future, dueAt: future }), job.handler({ now: future, dueAt: future })])) as {
      notified: number;
    }[];
    expect((await statusOf(later.id)).status).toBe('expiring');
    expect(await endingSoonOf(hq.userId, later.contractNumber)).toHaveLength(1);
    // The run that came second found every contract claimed already (the Rice contract of the list test ends then too).
    expect(Math.min(x.notified, y.notified)).toBe(0);
    expect(Math.max(x.notified, y.notified)).toBeGreaterThanOrEqual(1);
  });

  it('is registered with the scheduler at 06:00 Manila and runs once per daily slot', async () => {
    const c = await create({ endDate: day(7) });
    const at = manilaAt(today, 6, 1);
    const first = await t.ctx.jobs.runDue(at);
    expect(first.find((r) => r.name === CONTRACT_EXPIRY_JOB)).toMatchObject({ ok: true });
    const states = await t.ctx.jobs.list();
    expect(states.find((j) => j.name === CONTRACT_EXPIRY_JOB)).toMatchObject({ schedule: 'daily 06:00 Asia/Manila', registered: true });
    expect(await endingSoonOf(hq.userId, c.contractNumber)).toHaveLength(1);
    const second = await t.ctx.jobs.runDue(new Date(at.getTime() + 60_000));
    expect(second.find((r) => r.name === CONTRACT_EXPIRY_JOB)).toBeUndefined();
    expect(await endingSoonOf(hq.userId, c.contractNumber)).toHaveLength(1);
  });
});
