import type { CheckResult } from '../../../../shared/diagnostics.contracts';
import { DIAGNOSTICS_API } from '../../../../shared/diagnostics-info';
import { fail, pass, timed, verdict, type Probe } from './check-kit';

/**
 * auth-security, the browser's part (the server's runs first: protected routes, JWKS). Only a page can see what
 * scripts can read: the session cookie (better-auth.session_token, the API's cookie scheme) must be HttpOnly, so a
 * script injected into the page cannot steal it, while the session it carries still works.
 */

/** better-auth's cookies (session token, cached session data), with the __Secure- prefix they get over HTTPS. */
const AUTH_COOKIE = /^(__Secure-|__Host-)?better-auth\./;

/** Names only: a cookie's value never goes into the evidence. */
export const cookieNames = (cookie: string) =>
  cookie
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);

export interface AuthSecurityContext {
  probe: Probe;
  /** document.cookie as a script on the page reads it. */
  readCookies: () => string;
}

export async function authSecurityBrowserChecks({ probe, readCookies }: AuthSecurityContext): Promise<CheckResult[]> {
  return [
    await timed('The session cookie is HttpOnly (scripts cannot read it)', async () => {
      const session = await probe({ url: '/api/session' });
      const signedIn = session.status === 200 && Boolean((session.json as { user?: unknown } | undefined)?.user);
      if (!signedIn)
        return fail(`GET /api/session does not say you are signed in (${session.status}): nothing to check.`, session.evidence);
      const names = cookieNames(readCookies());
      const exposed = names.filter((n) => AUTH_COOKIE.test(n));
      const evidence = {
        request: `document.cookie; ${session.evidence.request}`,
        response: `cookie names: ${names.join(', ') || 'none'}; ${session.evidence.response}`,
      };
      return verdict(
        exposed.length === 0,
        'Signed in, and document.cookie holds none of the session cookies: they are HttpOnly.',
        `Scripts can read ${exposed.join(', ')}: the session cookie is not HttpOnly.`,
        evidence,
      );
    }),
    await timed('A signed-in API call without cookies is refused (401)', async () => {
      // The same request the page makes with its session, sent as a visitor would.
      const url = `${DIAGNOSTICS_API.suites}/auth-security`;
      const res = await probe({ url, credentials: false });
      return res.status === 401
        ? pass('Without the cookie the browser sends, the API answers 401.', res.evidence)
        : fail(`Expected 401 without cookies, got ${res.status}.`, res.evidence);
    }),
  ];
}
