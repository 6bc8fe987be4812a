import { afterAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { createTestApp, signUp, TEST_ORIGIN } from '../test/harness';
import { makeBrand, makeFranchisee, makeProduct, placeOrder } from '../test/ordering-fixture';

/**
 * Issue 10, "Done when": a property-based test over every route of the OpenAPI document. fast-check builds path
 * params, query strings and JSON bodies from each route's schema and mixes in hostile values (control characters
 * and NUL, very long strings, huge numbers, 1e309 = Infinity in JSON, NaN/Infinity in query strings, -0, negatives,
 * wrong types). Every input is sent as a franchisor, a franchisee, a location POS key and anonymously, so at least one role gets past the
 * guards to the validation. Whatever the input: no 5xx, nothing logged at error level, and every 4xx is the one
 * error shape {error:{code,message,status,details?}} with status equal to the HTTP status.
 *
 * FC_RUNS (default 20) sets the runs per route, FC_SEED replays a failure.
 */

type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};
type Param = { in: 'path' | 'query' | 'header'; name: string; schema: Schema };
type Operation = {
  parameters?: Param[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
};

const RUNS = Number(process.env.FC_RUNS ?? 20);
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;

/** Routes the fuzzer leaves alone: multipart uploads, the live stream, and calls that end the caller's own sessions. */
const SKIP: RegExp[] = [
  /^POST \/api\/catalog\/products\/\{id\}\/image$/,
  /^POST \/api\/network\/brands\/\{id\}\/images\/\{kind\}$/,
  /^POST \/api\/profile\/avatar$/,
  /^GET \/api\/notifications\/stream$/,
  /^POST \/api\/auth\/sign-out$/,
  /^POST \/api\/profile\/sessions\/revoke-others$/,
];

// ---------------------------------------------------------------- the app under test

const errorLogs: unknown[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { level: number };
      if (entry.level >= 50) errorLogs.push(entry);
    }
    done();
  },
});

const t = await createTestApp({ logger: { level: 'warn', stream: logStream } });
afterAll(async () => t.close());

const brand = await makeBrand(t);
const owner = await makeFranchisee(t, brand.id);
const product = await makeProduct(t, { brandIds: [brand.id], stock: 1000 });
const order = await placeOrder(t, owner.cookie, product.id, 1);
const headOffice = await signUp(t, { role: 'franchisor' });
/** A POS key of the owner's location: the feed routes take that credential and no session (decision 022). */
const posKey = (
  await t.app.inject({
    method: 'POST',
    url: `/api/pos/locations/${owner.location.id}/keys`,
    headers: { cookie: owner.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: { name: 'Fuzz till' },
  })
).json() as { secret: string };
const ROLES = { franchisor: headOffice.cookie, franchisee: owner.cookie, posKey: `bearer:${posKey.secret}`, anonymous: null } as const;
/**
 * The POS key goes only to routes that declare it (posKeyAuth): elsewhere it is one more anonymous caller, and a
 * quarter of the fuzzer's time. pos.test.ts proves that every other route refuses it.
 */
const rolesFor = (op: Operation) =>
  Object.entries(ROLES).filter(([role]) => role !== 'posKey' || (op.security ?? []).some((s) => 'posKeyAuth' in s));
/** Real ids, so some generated requests reach rows instead of stopping at "not found". */
const KNOWN_IDS = [brand.id, owner.location.id, product.id, order.id];

const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
const routes = Object.entries(doc.paths)
  .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })))
  .filter((r) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
  .filter((r) => !SKIP.some((re) => re.test(`${r.method} ${r.path}`)));

// ---------------------------------------------------------------- hostile values

/** JSON cannot carry these; the sentinel strings are swapped for raw number literals after JSON.stringify. */
const RAW = {
  '"__fz_inf__"': '1e309',
  '"__fz_ninf__"': '-1e309',
  '"__fz_neg0__"': '-0',
  '"__fz_huge__"': '123456789012345678901234567890',
};
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const withInserted = (inserted: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ maxLength: 12 }), inserted, fc.string({ maxLength: 12 })).map(([a, c, b]) => `${a}${c}${b}`);
/** Numbers as a query string carries them: NaN, Infinity, overflow of int4 centavos, hex, exponents, -0. */
const hostileNumeral = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '21474837',
  '21474836.48',
  '2147483648',
  '-1',
  '1e15',
  '99999999999999999999',
  '0x10',
  '1.5',
  ' 7 ',
  '',
);
const hostileString = fc.oneof(
  { weight: 4, arbitrary: withInserted(fc.constant('\u0000')) },
  { weight: 2, arbitrary: withInserted(controlChar) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 20_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 2, arbitrary: hostileNumeral },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ' ',
      '\u007f',
      '\ud800',
      '\u202e',
      '%00',
      "'; drop table users; --",
      '../../etc/passwd',
      '2024-13-45',
      '0000-01-01',
      '2024-02-30',
      '99999-01-01',
      '00000000-0000-0000-0000-000000000000',
      'true',
      '[]',
      '{}',
    ),
  },
);
const hostileNumber = fc.oneof(
  fc.constantFrom('__fz_inf__', '__fz_ninf__', '__fz_neg0__', '__fz_huge__'),
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e15, 1e308, -1e308, -1, 0.5, 1e-320, 21_474_837, 2_147_483_648),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, [null], ['a', 'b'], { nested: { deep: '\u0000' } }, 0, 'text');
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: wrongType },
);

// ---------------------------------------------------------------- plausible values from the schema

function stringFor(s: Schema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.oneof(fc.uuid(), fc.constantFrom(...KNOWN_IDS));
  if (s.format === 'date')
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 50, 200);
  if (s.pattern && !s.pattern.includes('\\u0000')) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= minLength && v.length <= maxLength);
    } catch {
      // Patterns fast-check cannot generate from (look-aheads): plain strings instead.
    }
  }
  if (s.format === 'email') return fc.emailAddress();
  return fc.string({ minLength, maxLength });
}

/** A value the schema accepts (mostly), so requests get past validation to the services and the database. */
function plausible(s: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s) return fc.anything({ maxDepth: 1 });
  let arb: fc.Arbitrary<unknown>;
  const branches = s.oneOf ?? s.anyOf;
  if (branches) arb = fc.oneof(...branches.map((b) => plausible(b, depth)));
  else if (s.allOf) {
    // e.g. ZIsoDate: a date pattern and a year range, each its own pattern; generate from one, keep what fits all.
    const patterns = s.allOf.flatMap((part) => (part.pattern ? [new RegExp(part.pattern)] : []));
    arb = plausible(s.allOf[0], depth).filter((v) => typeof v !== 'string' || patterns.every((re) => re.test(v)));
  } else if (s.enum) arb = fc.constantFrom(...s.enum);
  else if (s.const !== undefined) arb = fc.constant(s.const);
  else if (s.type === 'string') arb = stringFor(s);
  else if (s.type === 'integer')
    arb = fc.integer({ min: Math.max(s.minimum ?? -1000, -(2 ** 31)), max: Math.min(s.maximum ?? 1000, 2 ** 31 - 1) });
  else if (s.type === 'number') arb = fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
  else if (s.type === 'boolean') arb = fc.boolean();
  else if (s.type === 'array' && depth < 4)
    arb = fc.array(plausible(s.items, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 8) });
  else if (s.type === 'array') arb = fc.constant([]);
  else if (s.type === 'object' || s.properties) {
    const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, depth + 1)]));
    arb = fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
  } else arb = fc.anything({ maxDepth: 1 });
  return s.nullable ? fc.option(arb, { nil: null }) : arb;
}

/** Every slot of a JSON value (object keys and array items, at any depth) as a path of keys. */
function slots(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...path, k], ...slots(v, [...path, k])]);
}

/** A copy of `value` with the slot at `path` replaced. */
function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]] = replaced(copy[path[0]], path.slice(1), by);
  return copy;
}

/**
 * Three kinds of input, so hostile values reach every layer: all plausible; plausible with ONE slot (any depth,
 * or a declared-but-absent key) made hostile; or the whole thing hostile.
 */
function mutated(schema: Schema, extraKeys: string[]): fc.Arbitrary<unknown> {
  return fc
    .tuple(plausible(schema), fc.nat(), hostile, fc.constantFrom('plausible', 'one', 'one', 'one', 'whole'))
    .map(([value, pick, bad, mode]) => {
      if (mode === 'plausible') return value;
      if (mode === 'whole') return bad;
      const candidates = [...slots(value), ...extraKeys.map((k) => [k])];
      return candidates.length === 0 ? bad : replaced(value, candidates[pick % candidates.length], bad);
    });
}

function bodyFor(op: Operation): fc.Arbitrary<string | undefined> {
  const schema = op.requestBody?.content['application/json']?.schema;
  if (!schema) return fc.constant(undefined);
  return mutated(schema, Object.keys(schema.properties ?? {})).map((b) => {
    let json = JSON.stringify(b) ?? 'null';
    for (const [sentinel, raw] of Object.entries(RAW)) json = json.split(sentinel).join(raw);
    return json;
  });
}

/** Query values as a client could send them: plausible strings, with one of them hostile or repeated (an array). */
function queryFor(params: Param[]): fc.Arbitrary<Record<string, string | string[] | undefined>> {
  const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const base = fc.record(Object.fromEntries(params.map((p) => [p.name, plausible(p.schema).map(asText)])), { requiredKeys: [] });
  const oneBad = fc.oneof(
    { weight: 4, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
  );
  return fc
    .tuple(base, fc.nat(), oneBad, fc.boolean())
    .map(([query, pick, bad, spoil]) => (spoil && params.length > 0 ? { ...query, [params[pick % params.length].name]: bad } : query));
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
const encodePath = (v: string) =>
  [...Buffer.from(v, 'utf8')]
    .map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`))
    .join('');

/** An already-encoded path segment: plausible, hostile, past the router's length limit, or broken %-escapes. */
function pathValueFor(s: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: plausible(s).map((v) => encodePath(String(v))) },
    { weight: 2, arbitrary: hostileString.filter((v) => v.length > 0).map(encodePath) },
    { weight: 1, arbitrary: fc.integer({ min: 90, max: 400 }).map((n) => 'p'.repeat(n)) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%FF', '%C0%80', '%00', '..', '%2e%2e', '%2F') },
  );
}

// ---------------------------------------------------------------- the property

function requestFor(route: (typeof routes)[number]) {
  const params = route.op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  return fc.record({
    path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValueFor(p.schema)]))),
    query: queryFor(params.filter((p) => p.in === 'query')),
    body: bodyFor(route.op),
  });
}

function urlOf(path: string, pathValues: Record<string, string>, query: Record<string, string | string[] | undefined>) {
  const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => pathValues[name] ?? '');
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of v === undefined ? [] : Array.isArray(v) ? v : [v]) qs.append(k, one);
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}

/** Diagnostics answers any catalogue status on purpose, 5xx included: only that deliberate answer is allowed. */
function deliberate(route: (typeof routes)[number], pathValues: Record<string, string>, status: number) {
  return route.path === '/api/diagnostics/errors/{status}' && pathValues.status === String(status);
}

function checkResponse(res: { statusCode: number; body: string; headers: Record<string, unknown> }, describeCall: () => string) {
  if (res.statusCode >= 500) throw new Error(`5xx from ${describeCall()}`);
  if (errorLogs.length > 0)
    throw new Error(`logged at error level: ${JSON.stringify(errorLogs.splice(0)).slice(0, 1500)} from ${describeCall()}`);
  if (res.statusCode < 400) return;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    throw new Error(`${res.statusCode} without a JSON body from ${describeCall()}`);
  }
  const e = (body as { error?: Record<string, unknown> }).error;
  const shaped =
    body !== null &&
    typeof body === 'object' &&
    Object.keys(body).join() === 'error' &&
    e !== undefined &&
    typeof e.code === 'string' &&
    typeof e.message === 'string' &&
    e.status === res.statusCode &&
    Object.keys(e).every((k) => ['code', 'message', 'status', 'details'].includes(k));
  if (!shaped) throw new Error(`${res.statusCode} not in the error shape from ${describeCall()}`);
}

/** Statuses seen per route: proof that some role got past the guards to the validation and beyond. */
const statuses: Record<string, Set<number>> = {};

describe('every route of the OpenAPI document refuses hostile input with a 4xx in the error shape', () => {
  it('the document lists the routes (and the fuzzer sees bodies, queries and path params)', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.some((r) => r.op.requestBody)).toBe(true);
    expect(routes.some((r) => r.op.parameters?.some((p) => p.in === 'query'))).toBe(true);
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(requestFor(route), async (req) => {
        const url = urlOf(route.path, req.path, req.query);
        for (const [role, cookie] of rolesFor(route.op)) {
          const credential: Record<string, string> = cookie?.startsWith('bearer:')
            ? { authorization: `Bearer ${cookie.slice(7)}` }
            : cookie
              ? { cookie }
              : {};
          const headers: Record<string, string> = { origin: TEST_ORIGIN, ...credential };
          if (req.body !== undefined) headers['content-type'] = 'application/json';
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            ...(req.body !== undefined ? { payload: req.body } : {}),
          });
          (statuses[`${route.method} ${route.path}`] ??= new Set()).add(res.statusCode);
          if (deliberate(route, req.path, res.statusCode)) continue;
          checkResponse(
            res,
            () =>
              `${route.method} ${url.slice(0, 300)} as ${role} with ${String(req.body).slice(0, 600)} → ${res.statusCode} ${res.body.slice(0, 400)}`,
          );
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});

describe('the fuzzer reached the contracts', () => {
  it('every route answered at least one role with something other than 401/403 (validation was reached)', () => {
    const guarded = routes
      .map((r) => `${r.method} ${r.path}`)
      .filter((k) => [...(statuses[k] ?? [])].every((st) => st === 401 || st === 403));
    expect(guarded).toEqual([]);
    if (process.env.FC_REPORT)
      console.log(
        Object.entries(statuses)
          .map(([k, v]) => `${k}: ${[...v].sort().join(' ')}`)
          .join('\n'),
      );
  });
});
