import { eq, sql } from 'drizzle-orm';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { authSessions } from '../../../db/schema';
import type { Outcome, Probe, SuiteCheck, SuiteDefinition } from '../suite-kit';
import { fail, skip, verdict } from '../suite-kit';
import { cleanupCheck } from './login';
import { throwawayAccounts, type ThrowawayAccount } from './throwaway-account';

/** A guarded route any signed-in user may call: 200 with a session, 401 without. */
export const SIGNED_IN_PROBE_URL = '/api/profile';
const DAY_MS = 86_400_000;

/** The caller's access token from /api/auth/token, verified with jose against the published JWKS. */
export async function verifyOwnToken(p: Probe): Promise<Outcome> {
  const tokenRes = await p.call({ url: '/api/auth/token' });
  if (tokenRes.status === 403)
    return skip('Access tokens are issued to browser sessions only; this run was called with a token.', tokenRes.evidence);
  const token = (tokenRes.json as { token?: unknown } | undefined)?.token;
  if (tokenRes.status !== 200 || typeof token !== 'string')
    return fail(`GET /api/auth/token answered ${tokenRes.status} without a token.`, tokenRes.evidence);
  const jwksRes = await p.call({ url: '/api/auth/jwks', as: 'anonymous' });
  const keys = (jwksRes.json as JSONWebKeySet | undefined)?.keys;
  if (jwksRes.status !== 200 || !Array.isArray(keys))
    return fail(`GET /api/auth/jwks answered ${jwksRes.status} without keys.`, jwksRes.evidence);
  const header = decodeProtectedHeader(token);
  const evidence = {
    request: 'GET /api/auth/token, then GET /api/auth/jwks',
    response: `token alg ${String(header.alg)}, kid ${String(header.kid)}; JWKS has ${keys.length} key(s): ${keys.map((k) => k.kid).join(', ')}`,
  };
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys }), {
      issuer: p.ctx.baseUrl,
      audience: p.ctx.baseUrl,
      requiredClaims: ['exp'],
    });
    const expiresIn = Math.round((payload.exp ?? 0) - Date.now() / 1000);
    return verdict(
      payload.sub === p.actor?.userId,
      `The token verifies against the JWKS: issuer and audience ${p.ctx.baseUrl}, subject is you, expires in ${expiresIn} s.`,
      `The token verifies but names another subject (${String(payload.sub)}).`,
      evidence,
    );
  } catch (err) {
    return fail(`The token does not verify against the JWKS: ${(err as Error).message}`, evidence);
  }
}

/** Your session and token, then a throwaway account's sign-in, refresh and sign-out (removed at the end). */
export const authenticationSuite: SuiteDefinition = async (probe) => {
  const accounts = throwawayAccounts(probe.ctx);
  let account: ThrowawayAccount | null = null;
  let cookie = '';

  const checks: SuiteCheck[] = [
    {
      name: 'Your session resolves to you',
      run: async (p) => {
        const res = await p.call({ url: '/api/session' });
        const user = (res.json as { user?: { id?: string; role?: string } | null } | undefined)?.user;
        return verdict(
          res.status === 200 && user?.id === p.actor?.userId && user?.role === p.actor?.role,
          `GET /api/session resolves to you, as ${p.actor?.role}.`,
          `GET /api/session answered ${res.status} for ${user ? `user ${user.id} as ${user.role}` : 'nobody'}, not you as ${p.actor?.role}.`,
          res.evidence,
        );
      },
    },
    { name: 'Your access token verifies against the JWKS', run: verifyOwnToken },
    {
      name: 'A throwaway account signs in',
      access: 'operator',
      run: async (p) => {
        account = await accounts.create();
        const res = await accounts.signIn(p, account.email, account.password);
        cookie = res.cookie;
        if (res.status !== 200 || !cookie)
          return fail(`Signing in answered ${res.status}${cookie ? '' : ' without a session cookie'}.`, res.evidence);
        const me = await p.call({ url: SIGNED_IN_PROBE_URL, as: { cookie } });
        return verdict(
          me.status === 200,
          `Signed in as ${account.email}; its cookie opens ${SIGNED_IN_PROBE_URL}.`,
          `Signed in, but its cookie is refused by ${SIGNED_IN_PROBE_URL} (${me.status}).`,
          me.evidence,
        );
      },
    },
    {
      name: 'A session due for refresh is extended',
      access: 'operator',
      run: async (p) => {
        if (!account || !cookie) return fail('No signed-in throwaway session (the sign-in check failed).');
        // Age the session to one hour before it ends: the next use must move its end a whole lifetime ahead.
        await p.ctx.db
          .update(authSessions)
          .set({ expiresAt: sql`now() + interval '1 hour'` })
          .where(eq(authSessions.userId, account.userId));
        const res = await p.call({ url: '/api/session', as: { cookie } });
        const [row] = await p.ctx.db
          .select({ expiresAt: authSessions.expiresAt })
          .from(authSessions)
          .where(eq(authSessions.userId, account.userId));
        const daysLeft = row ? (new Date(row.expiresAt).getTime() - Date.now()) / DAY_MS : 0;
        const user = (res.json as { user?: { id?: string } | null } | undefined)?.user;
        return verdict(
          res.status === 200 && user?.id === account.userId && daysLeft > 1,
          `The aged session was refreshed on use: it now ends in ${daysLeft.toFixed(1)} days.`,
          `The aged session was not refreshed (${res.status}, ${user ? 'still signed in' : 'signed out'}, ends in ${(daysLeft * 24).toFixed(1)} h).`,
          { ...res.evidence, response: `${res.evidence.response} · session ends in ${daysLeft.toFixed(2)} days` },
        );
      },
    },
    {
      name: 'After sign-out the old cookie is refused',
      access: 'operator',
      run: async (p) => {
        if (!cookie) return fail('No signed-in throwaway session (the sign-in check failed).');
        const out = await p.call({ method: 'POST', url: '/api/auth/sign-out', as: { cookie }, payload: {} });
        if (out.status !== 200) return fail(`Signing out answered ${out.status}.`, out.evidence);
        const after = await p.call({ url: SIGNED_IN_PROBE_URL, as: { cookie } });
        return verdict(
          after.status === 401,
          `Signed out (200); the old cookie now gets 401 from ${SIGNED_IN_PROBE_URL}.`,
          `After sign-out the old cookie still gets ${after.status} from ${SIGNED_IN_PROBE_URL}.`,
          after.evidence,
        );
      },
    },
    cleanupCheck(() => account, accounts),
  ];
  return checks;
};
