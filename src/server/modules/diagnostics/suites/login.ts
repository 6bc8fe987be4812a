import type { SuiteCheck, SuiteDefinition } from '../suite-kit';
import { fail, pass, verdict } from '../suite-kit';
import { AUTH_MESSAGES } from '../../../../shared/errors';
import { freshEmail, setCookies, throwawayAccounts, type ThrowawayAccount } from './throwaway-account';

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; status?: unknown };
}
const errorOf = (json: unknown) => (json as ErrorBody | undefined)?.error;
/** The answer every failed sign-in gives, whatever was wrong (no hint which part). */
const INVALID = { code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.INVALID_CREDENTIALS, status: 401 };
const isInvalidCredentials = (status: number, json: unknown) => {
  const e = errorOf(json);
  return status === 401 && e?.code === INVALID.code && e?.message === INVALID.message && e?.status === 401;
};
export const SESSION_COOKIE = /(^|[._-])session_token=/;

/** Sign-in as a visitor sees it, on a throwaway account created for the run and removed at its end. */
export const loginSuite: SuiteDefinition = async (probe) => {
  const accounts = throwawayAccounts(probe.ctx);
  let account: ThrowawayAccount | null = null;
  const ensureAccount = async () => (account ??= await accounts.create());

  const checks: SuiteCheck[] = [
    {
      name: 'The right password signs in with an HttpOnly session cookie',
      access: 'operator',
      run: async (p) => {
        const a = await ensureAccount();
        const res = await accounts.signIn(p, a.email, a.password);
        const cookie = setCookies(res.headers).find((c) => SESSION_COOKIE.test(c));
        const user = (res.json as { user?: { email?: string } } | undefined)?.user;
        if (res.status !== 200 || user?.email !== a.email)
          return fail(`Signing in with the right password answered ${res.status}.`, res.evidence);
        if (!cookie) return fail('Signed in, but no session cookie was set.', res.evidence);
        return verdict(
          /;\s*httponly/i.test(cookie),
          'Signed in (200) and the session cookie is HttpOnly: page scripts cannot read it.',
          'The session cookie is not HttpOnly: any script on the page could read the session.',
          { ...res.evidence, response: `${res.evidence.response} · cookie attributes: ${cookieAttributes(cookie)}` },
        );
      },
    },
    {
      name: 'A wrong password is refused with the catalogue text',
      access: 'operator',
      run: async (p) => {
        const a = await ensureAccount();
        const res = await accounts.signIn(p, a.email, `${a.password}-wrong`);
        if (res.cookie) return fail('A wrong password set a session cookie.', res.evidence);
        return verdict(
          isInvalidCredentials(res.status, res.json),
          `401 INVALID_CREDENTIALS: "${INVALID.message}"`,
          `Expected 401 INVALID_CREDENTIALS with "${INVALID.message}"; got ${res.status}.`,
          res.evidence,
        );
      },
    },
    {
      name: 'An unknown e-mail gets the same answer (no account enumeration)',
      access: 'operator',
      run: async (p) => {
        const a = await ensureAccount();
        const known = await accounts.signIn(p, a.email, `${a.password}-wrong`);
        const unknown = await accounts.signIn(p, freshEmail(), a.password);
        const same = unknown.status === known.status && JSON.stringify(unknown.json) === JSON.stringify(known.json);
        const answer = (r: typeof known) => `${r.status} ${JSON.stringify(errorOf(r.json) ?? null)}`;
        if (!same)
          return fail(
            `An unknown e-mail answered ${answer(unknown)}, a wrong password ${answer(known)}: they can be told apart.`,
            unknown.evidence,
          );
        return verdict(
          isInvalidCredentials(unknown.status, unknown.json),
          'An e-mail without an account is answered exactly like a wrong password.',
          `Both answered ${answer(unknown)}, not 401 INVALID_CREDENTIALS with the catalogue text.`,
          unknown.evidence,
        );
      },
    },
    {
      name: 'A missing password is refused in the one error shape',
      access: 'operator',
      run: async (p) => {
        const a = await ensureAccount();
        const res = await accounts.signIn(p, a.email, undefined);
        const e = errorOf(res.json);
        const shaped = typeof e?.code === 'string' && typeof e?.message === 'string' && e?.status === res.status;
        if (res.cookie) return fail('A sign-in without a password set a session cookie.', res.evidence);
        return verdict(
          res.status >= 400 && res.status < 500 && res.status !== 401 && shaped,
          `${res.status} ${String(e?.code)}: "${String(e?.message)}"`,
          `Expected a 4xx validation error in the one error shape; got ${res.status}.`,
          res.evidence,
        );
      },
    },
    cleanupCheck(() => account, accounts),
  ];
  return checks;
};

/** The last check of a suite that used a throwaway: removes it and proves nothing of it is left. */
export function cleanupCheck(current: () => ThrowawayAccount | null, accounts: ReturnType<typeof throwawayAccounts>): SuiteCheck {
  return {
    name: 'The throwaway account is removed',
    access: 'operator',
    run: async () => {
      const account = current();
      const removed = await accounts.remove(account);
      if (!account) return pass('No throwaway account was created.');
      const left = await accounts.leftovers(account);
      return verdict(left.length === 0, `Removed ${removed.join(', ')}.`, `Still in the database after the clean-up: ${left.join(', ')}.`, {
        request: `remove ${account.email}`,
        response: left.length ? `left: ${left.join(', ')}` : 'nothing left',
      });
    },
  };
}

function cookieAttributes(setCookie: string): string {
  return setCookie
    .split(';')
    .slice(1)
    .map((s) => s.trim())
    .join('; ');
}
