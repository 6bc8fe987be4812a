import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/harness';
import { makeBrand, makeFranchisee, makeProduct, placeOrder, api } from '../test/ordering-fixture';
import { postForm, ticketForm } from '../test/support-fixture';
import type { TicketDetail } from '../../shared/support.contracts';
import { makeDocument, saveAgreement, TINY_PDF } from '../test/contract-package-fixture';
import { royaltyStatementRow } from '../test/royalty-fixture';
import { multipart } from '../test/image-fixture';
import { makeApprovedAudit } from '../test/audits-fixture';
import { takeViolations } from '../test/contract';
import { invoices, royaltyStatements } from '../db/schema';
import { PERMISSIONS, ROLES, roleHas, type Permission, type Role } from '../../shared/roles';
import type { CatalogRoute } from './route-catalog';

/**
 * The authorisation matrix (issue 18), generated from the route catalogue: every API route, anonymous and as each
 * role, against the permission its guard names (shared/roles.ts). A route added later is covered without editing
 * this file; one the generator cannot place (a hand-written guard, an unguarded route) fails until it is listed
 * below with its reason. A franchisee asking for another location's resource gets 404.
 */

/**
 * Whether the guard let the caller through, without running the handler: a request carrying the probe header is
 * answered right after the guard (preValidation, before validation and the handler), so no write happens and any
 * refusal seen is the guard's. Added beside the harness's contract hook, the one instrument createTestApp takes.
 */
const probe = vi.hoisted(() => ({ header: 'x-matrix-probe', status: 299 }));
vi.mock('../test/contract', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../test/contract')>();
  return {
    ...actual,
    checkResponsesAgainstDocument: (app: import('fastify').FastifyInstance) => {
      actual.checkResponsesAgainstDocument(app);
      app.addHook('preValidation', async (request, reply) => {
        if (request.headers[probe.header] === '1') return reply.status(probe.status).send({ guardPassed: true });
      });
    },
  };
});

/** Routes without a guard that are open on purpose though they declare no OpenAPI security. */
const UNGUARDED_BY_DESIGN: { pattern: RegExp; reason: string }[] = [
  { pattern: /^\/api\/auth\//, reason: 'better-auth endpoints: the library checks its own sessions and tokens' },
  { pattern: /^\/api\/docs(\/|$)/, reason: 'the API document and Swagger UI are public' },
  { pattern: /^\/api\/uploads\/\*$/, reason: 'public images under unguessable names (private files go through guarded routes)' },
];

/**
 * Routes called with a location API key instead of a session (the POS feed, issue 36): their guard accepts no cookie
 * or JWT at all, so every role's session is refused with 401 like an anonymous caller (keys: modules/pos/pos.test.ts).
 */
const KEY_GUARDED = /^\/api\/pos\/v1\//;
const isKeyGuarded = (r: CatalogRoute) =>
  r.guarded && KEY_GUARDED.test(r.url) && JSON.stringify(r.security) === JSON.stringify([{ posKeyAuth: [] }]);

/**
 * Guards a module wrote itself (not ctx.guards.can/signedIn), so the catalogue cannot name their permission: the
 * permissions any one of which lets a caller through. A new hand-written guard fails the coverage test until listed.
 */
const HAND_WRITTEN_GUARDS: Record<string, readonly Permission[]> = {
  'GET /api/metrics': ['diagnostics.operate'], // or the METRICS_TOKEN bearer, not set in tests
  'GET /api/approvals/capacity': ['orders.approve', 'iam.view'],
  'GET /api/sales': ['sales.report', 'sales.review'],
  'GET /api/sales/:id/history': ['sales.report', 'sales.review'],
  'GET /api/sales/:id/items': ['sales.report', 'sales.review'],
  'GET /api/sales/:id/proof': ['sales.report', 'sales.review'],
  'GET /api/analytics/sales': ['analytics.network', 'analytics.own'],
  'GET /api/analytics/performance': ['analytics.network', 'analytics.own'],
  'GET /api/analytics/inventory': ['analytics.network', 'analytics.own'],
  'GET /api/analytics/financial': ['analytics.network', 'analytics.own'],
};

/** Permissions no route guard names: the services check them inside a guarded route. */
const CHECKED_IN_SERVICES: Partial<Record<Permission, string>> = {
  'iam.grant_franchisor': 'iam.service.ts, within the iam.manage_users routes (role changes to or from franchisor)',
};

/** What a caller needs on a route: any one of some permissions, or only a session. */
type Need = { anyOf: readonly Permission[] } | 'signed-in';
const keyOf = (r: Pick<CatalogRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;
const isApi = (r: CatalogRoute) => r.url.startsWith('/api/');
const isDeclaredPublic = (r: CatalogRoute) => Array.isArray(r.security) && r.security.length === 0 && !r.guarded;
/** Listed as open on purpose, and declaring nothing (a route that claims a session but has no guard is a leak). */
const isUnguardedByDesign = (r: CatalogRoute) =>
  !r.guarded && r.security === undefined && UNGUARDED_BY_DESIGN.some((u) => u.pattern.test(r.url));

function needOf(r: CatalogRoute): Need | undefined {
  if (r.access === 'signed-in') return 'signed-in';
  if (r.access) return { anyOf: [r.access] };
  const listed = HAND_WRITTEN_GUARDS[keyOf(r)];
  return listed && r.guarded ? { anyOf: listed } : undefined;
}
const allowed = (need: Need, role: Role) => need === 'signed-in' || need.anyOf.some((p) => roleHas(role, p));

/** A URL the router matches: each parameter a given value or a random uuid, a trailing wildcard one segment. */
const concreteUrl = (url: string, values: Record<string, string> = {}) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => values[name] ?? randomUUID()).replace(/\*$/, 'probe');

let t: TestApp;
let brandId: string;
const cookies = {} as Record<Role, string>;
let routes: CatalogRoute[];

function call(r: Pick<CatalogRoute, 'method' | 'url'>, cookie: string | null, opts: { probe?: boolean } = {}) {
  const write = r.method !== 'GET' && r.method !== 'DELETE';
  return t.app.inject({
    method: r.method as InjectOptions['method'],
    url: concreteUrl(r.url),
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...(opts.probe ? { [probe.header]: '1' } : {}) },
    ...(write ? { payload: {} } : {}),
  });
}
const codeOf = (res: { body: string }) => (JSON.parse(res.body) as { error?: { code?: string } }).error?.code;

/** The contract check sees the probe's answer as undocumented; every other response must still match the document. */
afterEach(() => {
  expect(takeViolations().filter((v) => v.status !== probe.status)).toEqual([]);
});

beforeAll(async () => {
  t = await createTestApp();
  brandId = (await makeBrand(t, 'Matrix')).id;
  cookies.franchisor = (await signUp(t, { role: 'franchisor' })).cookie;
  cookies.admin = (await signUp(t, { role: 'admin' })).cookie;
  cookies.franchisee = (await makeFranchisee(t, brandId)).cookie;
  cookies.user = (await signUp(t, { role: 'user' })).cookie;
  routes = t.app.routeCatalog.filter(isApi);
  // With two-factor required, unenrolled head office would be refused for that instead of their permissions.
  const settings = await api(t, cookies.franchisor).get('/api/iam/settings');
  expect(settings.json()).toMatchObject({ requireTwoFactorForHeadOffice: false });
}, 120_000);
afterAll(async () => t?.close());

describe('every API route is in the matrix', () => {
  it('has a permission or session guard, a listed hand-written guard, a public declaration, or a listed reason to be open', () => {
    const unplaced = routes.filter((r) => !isDeclaredPublic(r) && !needOf(r) && !isUnguardedByDesign(r) && !isKeyGuarded(r)).map(keyOf);
    expect(unplaced, 'routes the matrix cannot place: give them a ctx.guards guard or list them here with a reason').toEqual([]);
    // Every list entry still names a real route, so the lists cannot hide a removed or renamed one.
    const keys = new Set(routes.map(keyOf));
    expect(Object.keys(HAND_WRITTEN_GUARDS).filter((k) => !keys.has(k))).toEqual([]);
    expect(UNGUARDED_BY_DESIGN.filter((u) => !routes.some((r) => u.pattern.test(r.url))).map((u) => u.reason)).toEqual([]);
    // A listed hand-written guard that becomes a ctx.guards one is read from the catalogue instead.
    expect(Object.keys(HAND_WRITTEN_GUARDS).filter((k) => routes.find((r) => keyOf(r) === k)?.access)).toEqual([]);
    expect(routes.filter((r) => needOf(r)).length).toBeGreaterThan(250);
  });

  it('every permission of the matrix guards at least one route', () => {
    const used = new Set(routes.flatMap((r) => (needOf(r) === 'signed-in' ? [] : ((needOf(r) as { anyOf?: Permission[] })?.anyOf ?? []))));
    expect((Object.keys(PERMISSIONS) as Permission[]).filter((p) => !used.has(p) && !(p in CHECKED_IN_SERVICES))).toEqual([]);
    expect(Object.keys(CHECKED_IN_SERVICES).filter((p) => used.has(p as Permission))).toEqual([]);
  });
});

describe('the guard of every route', () => {
  it('answers 401 AUTHENTICATION_ERROR to an anonymous caller on every route not declared public', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => needOf(x))) {
      const res = await call(r, null);
      if (res.statusCode !== 401 || codeOf(res) !== 'AUTHENTICATION_ERROR') wrong.push(`${keyOf(r)} → ${res.statusCode} ${codeOf(res)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to every session, and to none, on the routes that take a location key', async () => {
    const keyed = routes.filter(isKeyGuarded);
    expect(keyed.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const r of keyed)
      for (const cookie of [null, ...ROLES.map((role) => cookies[role])]) {
        const res = await call(r, cookie, { probe: true });
        if (res.statusCode !== 401) wrong.push(`${keyOf(r)} → ${res.statusCode}`);
      }
    expect(wrong).toEqual([]);
  });

  it.each(ROLES)('refuses %s with 403 PERMISSION_DENIED without the permission and lets it through with it', async (role) => {
    const wrong: string[] = [];
    let refused = 0;
    let passed = 0;
    for (const r of routes) {
      const need = needOf(r);
      if (!need) continue;
      const res = await call(r, cookies[role], { probe: true });
      if (allowed(need, role)) {
        passed += 1;
        if (res.statusCode !== probe.status) wrong.push(`${keyOf(r)} refused a permitted ${role}: ${res.statusCode} ${codeOf(res)}`);
      } else {
        refused += 1;
        if (res.statusCode !== 403 || codeOf(res) !== 'PERMISSION_DENIED')
          wrong.push(`${keyOf(r)} → ${res.statusCode} ${res.statusCode === probe.status ? '(guard let it through)' : codeOf(res)}`);
      }
    }
    expect(wrong).toEqual([]);
    // Each role is both let through and refused somewhere, so neither half of the check is empty.
    expect(passed).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});

// ------------------------------------------------------------------------------------------- another location

/**
 * Routes a franchisee may call with a path parameter that names something not owned by a location: the catalogue,
 * brand-wide material (training, marketing: another brand's is tested in workspace-attacks.test.ts), the caller's own
 * notifications, and diagnostics.
 */
const NOT_LOCATION_OWNED: { pattern: RegExp; reason: string }[] = [
  { pattern: /^\/api\/catalog\/products\/:id$/, reason: 'the catalogue is shared by the network' },
  { pattern: /^\/api\/training\//, reason: 'programmes belong to a brand (workspace-attacks.test.ts)' },
  { pattern: /^\/api\/marketing\/assets\/:id/, reason: 'assets belong to brands (workspace-attacks.test.ts)' },
  { pattern: /^\/api\/notifications\/:id/, reason: "the caller's own notifications, found by recipient" },
  { pattern: /^\/api\/diagnostics\//, reason: 'suites and sample error statuses, not data' },
  { pattern: /^\/api\/profile\/(sessions|identities)\//, reason: "the caller's own sessions and linked sign-ins, found by user" },
];

/** A neighbouring franchisee's resources (same brand, another location), by the route prefix whose parameters name them. */
interface Foreign {
  pattern: RegExp;
  params: Record<string, string>;
  query?: string;
}
let foreign: Foreign[];
let neighbourCookie: string;

type Operation = { requestBody?: { content?: Record<string, { example?: unknown }> } };
/** The body a write sends: the route's documented example, a PDF for an upload, else nothing to validate. */
function bodyFor(method: string, url: string): Pick<InjectOptions, 'payload' | 'headers'> {
  if (method === 'GET' || method === 'DELETE') return {};
  const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const content = doc.paths[path]?.[method.toLowerCase()]?.requestBody?.content ?? {};
  if (content['application/json']?.example !== undefined) return { payload: content['application/json'].example as object };
  if (content['multipart/form-data']) return multipart('proof.pdf', TINY_PDF, 'application/pdf');
  return { payload: {} };
}

/** Another franchisee of the caller's brand with one of everything a location owns. */
async function makeNeighbourResources(hqCookie: string) {
  const neighbour = await makeFranchisee(t, brandId);
  neighbourCookie = neighbour.cookie;
  const n = api(t, neighbour.cookie);
  const product = await makeProduct(t, { brandIds: [brandId] });
  const order = await placeOrder(t, neighbour.cookie, product.id, 2);
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      invoiceNumber: `INV-MATRIX-${randomUUID().slice(0, 8)}`,
      orderId: order.id,
      locationId: neighbour.location.id,
      amountCentavos: order.totalCentavos,
      issuedOn: '2026-11-01',
      dueOn: '2026-11-30',
    })
    .onConflictDoNothing()
    .returning();
  const invoiceId = invoice?.id ?? (await t.db.query.invoices.findFirst({ where: (i, { eq }) => eq(i.orderId, order.id) }))!.id;
  const [statement] = await t.db
    .insert(royaltyStatements)
    .values(
      royaltyStatementRow({
        locationId: neighbour.location.id,
        periodMonth: '2026-10-01',
        netSalesCentavos: 1_000_000,
        royaltyCentavos: 60_000,
        marketingFeeCentavos: 20_000,
        status: 'approved',
      }),
    )
    .returning();
  const line = (await n.post('/api/cart/lines', { productId: product.id, quantity: 1 })).json() as { lines: { id: string }[] };
  const address = (await n.get('/api/addresses')).json() as { id: string }[] | { items: { id: string }[] };
  const payment = (await n.get('/api/payment-methods')).json() as { id: string }[] | { items: { id: string }[] };
  const first = (list: { id: string }[] | { items: { id: string }[] }) => (Array.isArray(list) ? list : list.items)[0].id;
  const sales = await n.post('/api/sales', {
    locationId: neighbour.location.id,
    salesDate: '2026-11-20',
    grossCentavos: 100_000,
    transactions: 10,
    cashCentavos: 100_000,
    submit: false,
  });
  expect(sales.statusCode).toBe(201);
  const salesId = (sales.json() as { id: string }).id;
  const proof = multipart('proof.pdf', TINY_PDF, 'application/pdf');
  const proofRes = await t.app.inject({
    method: 'POST',
    url: `/api/sales/${salesId}/proof`,
    payload: proof.payload,
    headers: { ...proof.headers, cookie: neighbour.cookie, origin: TEST_ORIGIN },
  });
  expect(proofRes.statusCode).toBe(200);
  const ticket = (
    await postForm(
      t,
      neighbour.cookie,
      '/api/support/requests',
      ticketForm({ subject: 'Freezer broken', category: 'Operations', priority: 'High', description: 'It is warm.' }, [
        { name: 'photo.pdf', content: TINY_PDF },
      ]),
    )
  ).json() as TicketDetail;
  await saveAgreement(t, hqCookie, neighbour.location.id, { packageCode: 'A' });
  const doc = await makeDocument(t, neighbour.cookie, neighbour.location.id);
  const upgrade = await n.post(`/api/contract-package/locations/${neighbour.location.id}/upgrade-requests`, {
    toPackage: 'C',
    reason: 'Growing fast.',
  });
  expect(upgrade.statusCode).toBe(201);
  const posKey = await n.post(`/api/pos/locations/${neighbour.location.id}/keys`, { name: 'Till' });
  expect(posKey.statusCode).toBe(201);
  const auditor = await signUp(t, { role: 'franchisor' });
  const audit = await makeApprovedAudit(t, auditor, brandId, neighbour.location.id);
  // A second store of the neighbour in opening, with an upload on one of its document items.
  const openingRes = await api(t, hqCookie).post('/api/openings', {
    ownerId: neighbour.userId,
    brandId,
    packageCode: 'A',
    name: 'Matrix second store',
    city: 'Pasig',
    province: 'Metro Manila',
  });
  expect(openingRes.statusCode).toBe(201);
  const opening = openingRes.json() as { id: string; items: { id: string; kind: string }[] };
  const openingDoc = opening.items.find((i) => i.kind === 'document')!;
  const openingUpload = multipart('permit.pdf', TINY_PDF, 'application/pdf');
  const openingUploaded = await t.app.inject({
    method: 'POST',
    url: `/api/openings/${opening.id}/items/${openingDoc.id}/upload`,
    payload: openingUpload.payload,
    headers: { ...openingUpload.headers, cookie: neighbour.cookie, origin: TEST_ORIGIN },
  });
  expect(openingUploaded.statusCode).toBe(200);
  foreign = [
    { pattern: /^\/api\/openings\/:id(\/|$)/, params: { id: opening.id, itemId: openingDoc.id } },
    { pattern: /^\/api\/orders\/:id(\/|$)/, params: { id: order.id } },
    { pattern: /^\/api\/my-audits\/actions\/:id(\/|$)/, params: { id: audit.actionId }, query: '?idempotencyKey=matrix-key-0001' },
    { pattern: /^\/api\/my-audits\/photos\/:id$/, params: { id: audit.photoId } },
    { pattern: /^\/api\/my-audits\/:id(\/|$)/, params: { id: audit.auditId } },
    { pattern: /^\/api\/invoices\/:id\//, params: { id: invoiceId } },
    { pattern: /^\/api\/finance\/invoices\/:id(\/|$)/, params: { id: invoiceId } },
    { pattern: /^\/api\/finance\/statements\/:id(\/|$)/, params: { id: statement.id } },
    { pattern: /^\/api\/sales\/:id(\/|$)/, params: { id: salesId } },
    { pattern: /^\/api\/support\/requests\/:id(\/|$)/, params: { id: ticket.id, attachmentId: ticket.attachments[0].id } },
    { pattern: /^\/api\/network\/locations\/:id(\/|$)/, params: { id: neighbour.location.id } },
    {
      pattern: /^\/api\/contract-package\/locations\/:locationId(\/|$)/,
      params: { locationId: neighbour.location.id },
      query: '?kind=permit&title=Permit',
    },
    { pattern: /^\/api\/contract-package\/documents\/:id(\/|$)/, params: { id: doc.id } },
    { pattern: /^\/api\/contract-package\/upgrade-requests\/:id(\/|$)/, params: { id: (upgrade.json() as { id: string }).id } },
    { pattern: /^\/api\/cart\/lines\/:id(\/|$)/, params: { id: line.lines[0].id } },
    { pattern: /^\/api\/addresses\/:id(\/|$)/, params: { id: first(address) } },
    { pattern: /^\/api\/payment-methods\/:id(\/|$)/, params: { id: first(payment) } },
    { pattern: /^\/api\/pos\/locations\/:locationId\//, params: { locationId: neighbour.location.id } },
    { pattern: /^\/api\/pos\/keys\/:id\//, params: { id: (posKey.json() as { key: { id: string } }).key.id } },
    { pattern: /^\/api\/sales-integrity\/benchmarks\/:locationId$/, params: { locationId: neighbour.location.id } },
  ];
}

describe('a franchisee and another location’s resources', () => {
  beforeAll(async () => {
    await makeNeighbourResources(cookies.franchisor);
  }, 120_000);

  /** Franchisee routes with a path parameter; each names a neighbour's resource or is listed as not location-owned. */
  const franchiseeRoutesWithIds = () =>
    routes.filter((r) => r.url.includes('/:') && needOf(r) !== undefined && allowed(needOf(r)!, 'franchisee'));

  it('every franchisee route with an id names a neighbour’s resource here or is listed as not location-owned', () => {
    const unplaced = franchiseeRoutesWithIds().filter(
      (r) => !foreign.some((f) => f.pattern.test(r.url)) && !NOT_LOCATION_OWNED.some((n) => n.pattern.test(r.url)),
    );
    expect(unplaced.map(keyOf)).toEqual([]);
    expect(foreign.filter((f) => !routes.some((r) => f.pattern.test(r.url))).map((f) => String(f.pattern))).toEqual([]);
  });

  it('answers 404 on every such route, reads and writes, while the owner reads the same ids', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const r of franchiseeRoutesWithIds()) {
      const target = foreign.find((f) => f.pattern.test(r.url));
      if (!target) continue;
      const url = concreteUrl(r.url, target.params) + (r.method === 'GET' ? '' : (target.query ?? ''));
      const body = bodyFor(r.method, r.url);
      const res = await t.app.inject({
        method: r.method as InjectOptions['method'],
        url,
        ...body,
        headers: { origin: TEST_ORIGIN, cookie: cookies.franchisee, ...body.headers },
      });
      checked += 1;
      if (res.statusCode !== 404 || codeOf(res) !== 'RESOURCE_NOT_FOUND') wrong.push(`${keyOf(r)} → ${res.statusCode} ${codeOf(res)}`);
      // The ids are real: the neighbour reads them (so the 404 is the ownership check, not a missing row).
      if (r.method === 'GET') {
        const own = await t.app.inject({ method: 'GET', url, headers: { cookie: neighbourCookie } });
        if (own.statusCode !== 200) wrong.push(`${keyOf(r)} refused the owner: ${own.statusCode} ${own.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });
});
