import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createAppWithHeadOffice, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct } from '../../test/ordering-fixture';
import { multipart } from '../../test/image-fixture';
import { linkSupplierProduct, makeSupplier, supplierCode } from '../../test/suppliers-fixture';
import { auditLog, purchaseOrders, supplierContracts, suppliers } from '../../db/schema';
import { CODE_MESSAGES } from '../../../shared/errors';
import { SUPPLIER_MESSAGES, type Supplier } from '../../../shared/suppliers.contracts';
import { addCalendarDays, manilaToday } from '../../../shared/time';

let t: TestApp;
type U = Awaited<ReturnType<typeof signUp>>;
let hq: U;
let admin: U;
let plain: U;
let franchisee: Awaited<ReturnType<typeof makeFranchisee>>;

beforeAll(async () => {
  ({ t, hq, admin, plainUser: plain } = await createAppWithHeadOffice());
  franchisee = await makeFranchisee(t, (await makeBrand(t)).id);
});
afterAll(async () => t?.close());

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string; details?: { fieldErrors?: Record<string, string[]> } } }).error;

describe('permission matrix', () => {
  it('franchisor reads and writes; admin reads but every write is 403; franchisee and user 403 everywhere; no session 401', async () => {
    const brand = await makeBrand(t);
    const product = await makeProduct(t, { brandIds: [brand.id] });
    const supplier = await makeSupplier(t, hq.cookie);
    const link = await linkSupplierProduct(t, hq.cookie, { supplierId: supplier.id, productId: product.id });
    const contract = (
      await api(t, hq.cookie).post('/api/suppliers/contracts', {
        supplierId: supplier.id,
        contractNumber: `C-${supplier.code}`,
        title: 'Supply agreement',
        startDate: manilaToday(),
        endDate: addCalendarDays(manilaToday(), 365),
        paymentTerms: 'Net 30',
      })
    ).json();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

    const reads = [
      '/api/suppliers',
      '/api/suppliers/options',
      `/api/suppliers/${supplier.id}`,
      '/api/suppliers/products',
      `/api/suppliers/products/${link.id}/cost-history`,
      '/api/suppliers/contracts',
      `/api/suppliers/contracts/${contract.id}`,
    ];
    const writes: [method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['POST', '/api/suppliers', { name: 'Denied', code: supplierCode('DEN') }],
      ['PATCH', `/api/suppliers/${supplier.id}`, { name: 'Hacked' }],
      ['POST', '/api/suppliers/products', { supplierId: supplier.id, productId: product.id, supplierSku: 'X', unitCostPesos: 1 }],
      ['PATCH', `/api/suppliers/products/${link.id}`, { unitCostPesos: 1 }],
      ['DELETE', `/api/suppliers/products/${link.id}`],
      [
        'POST',
        '/api/suppliers/contracts',
        {
          supplierId: supplier.id,
          contractNumber: 'DENIED-1',
          title: 'x',
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          paymentTerms: 'Net 30',
        },
      ],
      ['PATCH', `/api/suppliers/contracts/${contract.id}`, { title: 'Hacked' }],
    ];
    const uploadUrl = `/api/suppliers/contracts/${contract.id}/document`;
    const upload = (cookie: string | null) => {
      const body = multipart('c.pdf', pdf, 'application/pdf');
      return t.app.inject({
        method: 'POST',
        url: uploadUrl,
        payload: body.payload,
        headers: { ...body.headers, origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      });
    };
    const call = (cookie: string | null, method: string, url: string, body?: object) =>
      t.app.inject({
        method: method as 'GET',
        url,
        payload: body,
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      });

    // Franchisor: every read 200 (the document download is 404 until one is attached), the upload works.
    for (const url of reads) expect((await call(hq.cookie, 'GET', url)).statusCode, url).toBe(200);
    expect((await upload(hq.cookie)).statusCode).toBe(200);
    const readsWithDocument = [...reads, uploadUrl];

    // Admin: reads yes, writes no.
    for (const url of readsWithDocument) expect((await call(admin.cookie, 'GET', url)).statusCode, url).toBe(200);
    for (const [method, url, body] of writes) {
      const res = await call(admin.cookie, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(res)).toMatchObject({ code: 'PERMISSION_DENIED', message: CODE_MESSAGES.PERMISSION_DENIED });
    }
    expect((await upload(admin.cookie)).statusCode).toBe(403);

    // Franchisee and plain user: nothing.
    for (const who of [franchisee, plain]) {
      for (const url of readsWithDocument) {
        const res = await call(who.cookie, 'GET', url);
        expect(res.statusCode, url).toBe(403);
        expect(errorOf(res).message).toBe(CODE_MESSAGES.PERMISSION_DENIED);
      }
      for (const [method, url, body] of writes)
        expect((await call(who.cookie, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await upload(who.cookie)).statusCode).toBe(403);
    }

    // Signed out: 401.
    for (const url of readsWithDocument) expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
    for (const [method, url, body] of writes) expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    expect((await upload(null)).statusCode).toBe(401);

    // Nothing the refused writes tried happened.
    const [s] = await t.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(s.name).toBe(supplier.name);
    const [c] = await t.db.select().from(supplierContracts).where(eq(supplierContracts.id, contract.id));
    expect(c.title).toBe('Supply agreement');
  });
});

describe('suppliers', () => {
  it('creates a supplier with defaults, money in centavos, counts at zero, and audits it', async () => {
    const code = supplierCode('abc');
    const res = await api(t, hq.cookie).post('/api/suppliers', {
      name: 'Manila Meat Traders',
      code: code.toLowerCase(),
      contactEmail: 'sales@mmt.example.com',
      minimumOrderPesos: 1500.5,
      website: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json() as Supplier;
    expect(s).toMatchObject({
      name: 'Manila Meat Traders',
      code: code.toUpperCase(),
      type: 'primary',
      status: 'active',
      description: '',
      leadTimeDays: 7,
      minimumOrderCentavos: 150_050,
      website: null,
      rating: null,
      onTimeRate: null,
      fillRate: null,
      productCount: 0,
      activeContractCount: 0,
      openPurchaseOrderCount: 0,
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'supplier.created'), eq(auditLog.targetId, s.id)));
    expect(entries).toHaveLength(1);
    expect((await api(t, admin.cookie).get(`/api/suppliers/${s.id}`)).json()).toEqual(s);
  });

  it('refuses bad input with field errors', async () => {
    const a = api(t, hq.cookie);
    const cases: [object, string][] = [
      [{ code: supplierCode(), name: '' }, 'name'],
      [{ code: supplierCode() }, 'name'],
      [{ name: 'X', code: supplierCode(), contactEmail: 'not-an-email' }, 'contactEmail'],
      [{ name: 'X', code: supplierCode(), leadTimeDays: 0 }, 'leadTimeDays'],
      [{ name: 'X', code: supplierCode(), minimumOrderPesos: -1 }, 'minimumOrderPesos'],
      [{ name: 'X', code: 'a' }, 'code'],
      [{ name: 'X', code: supplierCode(), type: 'cheap' }, 'type'],
      [{ name: 'X', code: supplierCode(), website: 'ftp://x' }, 'website'],
    ];
    for (const [body, field] of cases) {
      const res = await a.post('/api/suppliers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).details?.fieldErrors?.[field], `${field} of ${JSON.stringify(body)}`).toBeDefined();
    }
    expect(
      errorOf(await a.post('/api/suppliers', { name: 'X', code: supplierCode(), contactEmail: 'x@' })).details?.fieldErrors?.contactEmail,
    ).toEqual(['Invalid email. Please check your input.']);
    const s = await makeSupplier(t, hq.cookie);
    const bad = await a.patch(`/api/suppliers/${s.id}`, { leadTimeDays: 0 });
    expect(bad.statusCode).toBe(422);
    expect((await a.get(`/api/suppliers/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect(errorOf(await a.get(`/api/suppliers/${crypto.randomUUID()}`)).message).toBe(SUPPLIER_MESSAGES.notFound);
    expect((await a.patch(`/api/suppliers/${crypto.randomUUID()}`, { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('refuses a duplicate code whatever its case, on create and edit, with the duplicate message on the code field', async () => {
    const a = api(t, hq.cookie);
    const first = await makeSupplier(t, hq.cookie);
    const dup = await a.post('/api/suppliers', { name: 'Copy', code: first.code.toLowerCase() });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup)).toMatchObject({
      code: 'DUPLICATE_RESOURCE',
      message: SUPPLIER_MESSAGES.duplicate,
      details: { fieldErrors: { code: [SUPPLIER_MESSAGES.duplicate] } },
    });
    const second = await makeSupplier(t, hq.cookie);
    const clash = await a.patch(`/api/suppliers/${second.id}`, { code: first.code.toLowerCase() });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).details?.fieldErrors?.code).toEqual([SUPPLIER_MESSAGES.duplicate]);
  });

  it('edits partially, deactivates with status inactive, and audits only what changed', async () => {
    const a = api(t, hq.cookie);
    const s = await makeSupplier(t, hq.cookie, { description: 'Pork and chicken', leadTimeDays: 5 });
    const res = await a.patch(`/api/suppliers/${s.id}`, { status: 'inactive', minimumOrderPesos: 200 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'inactive',
      minimumOrderCentavos: 20_000,
      description: 'Pork and chicken',
      leadTimeDays: 5,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'supplier.updated'), eq(auditLog.targetId, s.id)));
    expect(entry.before).toEqual({ status: 'active', minimumOrderCentavos: 0 });
    expect(entry.after).toEqual({ status: 'inactive', minimumOrderCentavos: 20_000 });
  });

  it('lists with search (name, code, contact; LIKE wildcards literal), filters, sorts and paging totals', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const a = api(t, hq.cookie);
    const made = [
      await makeSupplier(t, hq.cookie, { name: `${tag} Alpha`, type: 'backup' }),
      await makeSupplier(t, hq.cookie, { name: `${tag} Bravo`, status: 'suspended' }),
      await makeSupplier(t, hq.cookie, { name: `${tag} Charlie`, type: 'backup' }),
      await makeSupplier(t, hq.cookie, { name: 'Delta 100%', contactName: `${tag} contact` }),
    ];
    const q = (s: string) => a.get(`/api/suppliers?${s}`).then((r) => r.json() as { items: Supplier[]; total: number });
    expect((await q(`search=${tag}`)).total).toBe(4);
    expect((await q(`search=${made[1].code}`)).items.map((s) => s.id)).toEqual([made[1].id]);
    expect((await q(`search=${tag}&type=backup`)).items.map((s) => s.name)).toEqual([`${tag} Alpha`, `${tag} Charlie`]);
    expect((await q(`search=${tag}&status=suspended`)).items.map((s) => s.id)).toEqual([made[1].id]);
    expect((await q(`search=${encodeURIComponent('100%')}`)).items.map((s) => s.id)).toEqual([made[3].id]);
    expect((await q(`search=${encodeURIComponent('%')}&type=specialty`)).total).toBe(0);
    const page = await q(`search=${tag}&sort=name_desc&limit=2&offset=1`);
    expect(page.total).toBe(4);
    expect(page.items.map((s) => s.name)).toEqual([`${tag} Bravo`, `${tag} Alpha`]);
    expect((await q(`search=${tag}&sort=code_asc`)).items.map((s) => s.code)).toEqual(made.map((s) => s.code).sort());

    // Rating and on-time sorts: derived figures (owner-written) highest first; suppliers without them last, by name (Delta < Zq…).
    await t.db.update(suppliers).set({ rating: 4.5, onTimeRate: 0.5 }).where(eq(suppliers.id, made[2].id));
    await t.db.update(suppliers).set({ rating: 3.1, onTimeRate: 0.9 }).where(eq(suppliers.id, made[1].id));
    expect((await q(`search=${tag}&sort=rating_desc`)).items.map((s) => s.id)).toEqual([made[2].id, made[1].id, made[3].id, made[0].id]);
    expect((await q(`search=${tag}&sort=on_time_desc`)).items.map((s) => s.id)).toEqual([made[1].id, made[2].id, made[3].id, made[0].id]);
    const rated = (await q(`search=${made[2].code}`)).items[0];
    expect(rated).toMatchObject({ rating: 4.5, onTimeRate: 0.5, fillRate: null });
    expect((await a.get('/api/suppliers?sort=cheapest')).statusCode).toBe(422);
  });

  it('counts product links, contracts in force and open purchase orders per supplier', async () => {
    const brand = await makeBrand(t);
    const s = await makeSupplier(t, hq.cookie);
    for (let i = 0; i < 2; i++) {
      const p = await makeProduct(t, { brandIds: [brand.id] });
      await linkSupplierProduct(t, hq.cookie, { supplierId: s.id, productId: p.id });
    }
    const contract = (n: string, status: 'active' | 'draft', endDays: number) =>
      api(t, hq.cookie).post('/api/suppliers/contracts', {
        supplierId: s.id,
        contractNumber: `${s.code}-${n}`,
        title: 'Agreement',
        startDate: addCalendarDays(manilaToday(), -400),
        endDate: addCalendarDays(manilaToday(), endDays),
        paymentTerms: 'Net 30',
        status,
      });
    await contract('A', 'active', 200); // active
    await contract('B', 'active', 10); // expiring
    await contract('C', 'active', -5); // expired
    await contract('D', 'draft', 100); // draft
    const po = (status: 'draft' | 'submitted' | 'acknowledged' | 'partially_received' | 'received' | 'cancelled', n: number) => ({
      poNumber: `PO-T-${s.code}-${n}`,
      supplierId: s.id,
      status,
    });
    await t.db
      .insert(purchaseOrders)
      .values([
        po('draft', 1),
        po('submitted', 2),
        po('acknowledged', 3),
        po('partially_received', 4),
        po('received', 5),
        po('cancelled', 6),
      ]);
    const got = (await api(t, admin.cookie).get(`/api/suppliers/${s.id}`)).json() as Supplier;
    expect(got).toMatchObject({ productCount: 2, activeContractCount: 2, openPurchaseOrderCount: 3 });
    const listed = (await api(t, admin.cookie).get(`/api/suppliers?search=${s.code}`)).json();
    expect(listed.items[0]).toMatchObject({ productCount: 2, activeContractCount: 2, openPurchaseOrderCount: 3 });
  });

  it('options: at most 50 by name, searchable, activeOnly', async () => {
    const tag = `Opt${Date.now().toString(36)}`;
    const on = await makeSupplier(t, hq.cookie, { name: `${tag} B` });
    const off = await makeSupplier(t, hq.cookie, { name: `${tag} A`, status: 'inactive' });
    const a = api(t, admin.cookie);
    expect((await a.get(`/api/suppliers/options?search=${tag}`)).json().items).toEqual([
      { id: off.id, code: off.code, name: off.name, status: 'inactive' },
      { id: on.id, code: on.code, name: on.name, status: 'active' },
    ]);
    expect((await a.get(`/api/suppliers/options?search=${tag}&activeOnly=true`)).json().items.map((o: { id: string }) => o.id)).toEqual([
      on.id,
    ]);
    for (let i = 0; i < 52; i++) await t.db.insert(suppliers).values({ code: `BULK-${tag}-${i}`, name: `Bulk ${tag} ${i}` });
    expect((await a.get('/api/suppliers/options')).json().items).toHaveLength(50);
    // The chosen supplier comes along (first) whatever the search, once.
    const withChosen = (await a.get(`/api/suppliers/options?search=Bulk ${tag}&include=${on.id}`)).json().items;
    expect(withChosen).toHaveLength(51);
    expect(withChosen[0]).toEqual({ id: on.id, code: on.code, name: on.name, status: 'active' });
    expect((await a.get(`/api/suppliers/options?search=${tag} B&include=${on.id}`)).json().items.map((o: { id: string }) => o.id)).toEqual([
      on.id,
    ]);
  });

  it('ignores a rating sent with an edit (derived by purchasing, owner-only)', async () => {
    const s = await makeSupplier(t, hq.cookie);
    const res = await api(t, hq.cookie).patch(`/api/suppliers/${s.id}`, { rating: 5 } as object);
    // Not a field of the contract: stripped before the service, and the app role may not write the column anyway.
    expect(res.statusCode).toBe(200);
    expect(res.json().rating).toBeNull();
  });
});
