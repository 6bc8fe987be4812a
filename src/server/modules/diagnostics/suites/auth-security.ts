import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, generateKeyPair, type JSONWebKeySet } from 'jose';
import type { CatalogRoute } from '../../../lib/route-catalog';
import type { Probe, SuiteCheck, SuiteDefinition } from '../suite-kit';
import { fail, verdict } from '../suite-kit';
import { SIGNED_IN_PROBE_URL, verifyOwnToken } from './authentication';

/**
 * Routes that answer without a session on purpose, though they declare no OpenAPI security: the auth library's
 * endpoints, the API docs, liveness/readiness, the session probe, public uploads (random names) and metrics (token).
 */
const KNOWN_PUBLIC = [/^\/api\/auth\//, /^\/api\/docs(\/|$)/, /^\/api\/(health|ready|session|metrics)$/, /^\/api\/uploads\//];
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

const isApi = (r: CatalogRoute) => r.url.startsWith('/api/');
/** Protected: declares a security requirement, or has a guard. */
const isProtected = (r: CatalogRoute) => (Array.isArray(r.security) && r.security.length > 0) || r.guarded;
/** The area of a route: /api/<area>/… */
const areaOf = (url: string) => url.split('/')[2] ?? url;

/** A URL the router matches: every parameter a random uuid, a wildcard one plain segment. */
export function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID()).replace(/\*$/, 'probe');
}

/** One check per API area: each of its protected routes, called without a session, must answer 401. */
function areaCheck(area: string, routes: CatalogRoute[]): SuiteCheck {
  return {
    name: `/api/${area}: ${routes.length} protected route${routes.length === 1 ? '' : 's'} refuse calls without a session`,
    run: async (p) => {
      const wrong: string[] = [];
      let first: { request: string; response: string } | null = null;
      for (const r of routes) {
        const res = await p.call({
          method: r.method as never,
          url: concreteUrl(r.url),
          as: 'anonymous',
          ...(WRITES.has(r.method) ? { payload: {} } : {}),
        });
        first ??= res.evidence;
        if (res.status !== 401) {
          wrong.push(`${r.method} ${r.url} answered ${res.status}`);
          if (wrong.length === 1) first = res.evidence;
        }
      }
      return verdict(
        wrong.length === 0,
        `All ${routes.length} answered 401 before any handler or validation ran.`,
        `${wrong.length} of ${routes.length} did not answer 401 (the handler or validation ran before a guard): ${wrong.join('; ')}.`,
        first,
      );
    },
  };
}

const undeclaredCheck = (routes: CatalogRoute[]): SuiteCheck => ({
  name: 'API routes without a declared security are guarded or known public',
  run: async () => {
    const undeclared = routes.filter((r) => r.security === undefined && !KNOWN_PUBLIC.some((re) => re.test(r.url)));
    const open = undeclared.filter((r) => !r.guarded);
    const guardedOnly = undeclared.filter((r) => r.guarded).map((r) => `${r.method} ${r.url}`);
    const note = guardedOnly.length ? ` Guarded but not declared in the API docs: ${guardedOnly.join(', ')}.` : '';
    return verdict(
      open.length === 0,
      `Every API route declares its security, has a guard or is a known public one.${note}`,
      `${open.length} API route(s) declare no security and have no guard: ${open.map((r) => `${r.method} ${r.url}`).join(', ')}.${note}`,
      {
        request: `${routes.length} API routes in the route catalogue`,
        response: `${undeclared.length} without declared security, ${open.length} of them unguarded`,
      },
    );
  },
});

/** A token shaped like ours (issuer, audience, subject, expiry) but signed with a key this server never published. */
async function foreignToken(p: Probe, kid: string, sid: string): Promise<string> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  return new SignJWT({ role: p.actor?.role ?? 'user', status: 'active', sid })
    .setProtectedHeader({ alg: 'EdDSA', kid })
    .setIssuer(p.ctx.baseUrl)
    .setAudience(p.ctx.baseUrl)
    .setSubject(p.actor?.userId ?? randomUUID())
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

const forgedTokenCheck: SuiteCheck = {
  name: 'A token signed by another key is refused',
  run: async (p) => {
    const jwks = (await p.call({ url: '/api/auth/jwks', as: 'anonymous' })).json as JSONWebKeySet | undefined;
    // Once with a key id the JWKS does not have, once claiming the id of the real key.
    const kids = ['not-published', jwks?.keys?.[0]?.kid].filter((k): k is string => Boolean(k));
    // The forgery names the caller's live session (from a real token), so only its signature can give it away.
    const real = (await p.call({ url: '/api/auth/token' })).json as { token?: string } | undefined;
    const sid = real?.token ? String(decodeJwt(real.token).sid ?? '') : '';
    const answers: string[] = [];
    let evidence = null;
    for (const kid of kids) {
      const res = await p.call({ url: SIGNED_IN_PROBE_URL, as: { bearer: await foreignToken(p, kid, sid || randomUUID()) } });
      answers.push(`kid ${kid}: ${res.status}`);
      if (res.status !== 401 || !evidence) evidence = res.evidence;
    }
    if (kids.length < 2) return fail('The JWKS publishes no key, so a forged token for its key id could not be tried.', evidence);
    return verdict(
      answers.every((a) => a.endsWith(': 401')),
      `Tokens with your claims but a foreign signature get 401 (${answers.join(', ')}).`,
      `A token signed by a key this server never published was accepted (${answers.join(', ')}).`,
      evidence,
    );
  },
};

/** The server half of /test/auth-security (the page adds the browser's cookie check). */
export const authSecuritySuite: SuiteDefinition = async (probe) => {
  const api = probe.app.routeCatalog.filter(isApi);
  const byArea = new Map<string, CatalogRoute[]>();
  for (const r of api.filter(isProtected)) byArea.set(areaOf(r.url), [...(byArea.get(areaOf(r.url)) ?? []), r]);
  return [
    undeclaredCheck(api),
    ...[...byArea].map(([area, routes]) => areaCheck(area, routes)),
    { name: 'Your access token verifies against the JWKS', run: verifyOwnToken },
    forgedTokenCheck,
  ];
};
