import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Auth } from './auth';

export interface AccessTokenClaims {
  sub: string;
  /** The id of the session the token was issued from. */
  sid?: string;
  role?: string;
  status?: string;
  /** Expiry (seconds since the epoch); jose has already refused an expired token. */
  exp?: number;
}

/**
 * Verifies `Authorization: Bearer` JWTs against this server's own published JWKS (the keys other
 * services fetch from /api/auth/jwks). The key set is cached briefly and re-read when a token names
 * a key id it has not seen, so a rotation on another process is picked up without a restart.
 */
export function createAccessTokenVerifier(deps: { auth: Auth; issuer: string; audience: string }) {
  let cached: { set: ReturnType<typeof createLocalJWKSet>; kids: Set<string>; at: number } | null = null;
  const TTL_MS = 60_000;

  async function keySet(kid: string | undefined) {
    const fresh = cached && Date.now() - cached.at < TTL_MS && (!kid || cached.kids.has(kid));
    if (!fresh) {
      const jwks = (await deps.auth.api.getJwks()) as JSONWebKeySet;
      cached = { set: createLocalJWKSet(jwks), kids: new Set(jwks.keys.map((k) => k.kid ?? '')), at: Date.now() };
    }
    return cached!.set;
  }

  async function verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await keySet(decodeProtectedHeader(token).kid), {
        issuer: deps.issuer,
        audience: deps.audience,
        requiredClaims: ['exp'],
      });
      return typeof payload.sub === 'string' ? (payload as AccessTokenClaims) : null;
    } catch {
      return null;
    }
  }

  return { verify };
}
export type AccessTokenVerifier = ReturnType<typeof createAccessTokenVerifier>;
