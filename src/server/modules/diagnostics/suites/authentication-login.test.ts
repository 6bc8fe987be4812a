import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { like, sql } from 'drizzle-orm';
import { cookieFrom, createTestApp, signIn, signUp, type TestApp } from '../../../test/harness';
import { api } from '../../../test/ordering-fixture';
import { serverModules } from '../../index';
import type { ListedModule } from '../../define-module';
import { authUsers, userProfiles } from '../../../db/schema';
import { rowsOf } from '../../../db/client';
import { AUTH_MESSAGES } from '../../../../shared/errors';
import type { SuiteRun } from '../../../../shared/diagnostics.contracts';
import { OPERATOR_ONLY } from '../suite-kit';
import { THROWAWAY_EMAIL_PREFIX, throwawayAccounts } from './throwaway-account';

/**
 * What a test breaks, read by hooks that run before every route: each hook changes one answer of the auth API the
 * way a regression would, so each check is seen failing.
 */
const breaks = {
  cookieNotHttpOnly: false,
  wrongPasswordText: false,
  unknownEmailTold: false,
  missingPasswordAccepted: false,
  signOutKeepsSession: false,
  sessionIsSomeoneElse: false,
  foreignJwks: false,
};
type Break = keyof typeof breaks;
const breaker: ListedModule = {
  name: 'test-breaker',
  routes: async (app: FastifyInstance) => {
    app.addHook('onRequest', async (req, reply) => {
      const path = req.url.split('?')[0];
      if (breaks.signOutKeepsSession && path === '/api/auth/sign-out') return reply.send({ ok: true });
      if (breaks.foreignJwks && path === '/api/auth/jwks')
        return reply.send({ keys: [{ kty: 'OKP', crv: 'Ed25519', x: 'A'.repeat(43), kid: 'other' }] });
    });
    app.addHook('onSend', async (req, reply, payload) => {
      const path = req.url.split('?')[0];
      if (path === '/api/auth/sign-in/email') {
        const body = (req.body ?? {}) as { email?: string; password?: string };
        if (breaks.cookieNotHttpOnly) {
          const raw = reply.getHeader('set-cookie');
          const list = (Array.isArray(raw) ? raw : raw ? [String(raw)] : []).map((c) => String(c).replace(/;\s*HttpOnly/i, ''));
          reply.removeHeader('set-cookie');
          reply.header('set-cookie', list);
        }
        if (breaks.wrongPasswordText && reply.statusCode === 401)
          return JSON.stringify({ error: { code: 'INVALID_CREDENTIALS', message: 'Wrong password.', status: 401 } });
        if (breaks.unknownEmailTold && reply.statusCode === 401 && !(await emailKnown(body.email))) {
          return JSON.stringify({ error: { code: 'INVALID_CREDENTIALS', message: 'No account with this e-mail.', status: 401 } });
        }
        if (breaks.missingPasswordAccepted && body.password === undefined) {
          reply.status(200);
          return JSON.stringify({ ok: true });
        }
      }
      if (breaks.sessionIsSomeoneElse && path === '/api/session' && reply.statusCode === 200) {
        const parsed = JSON.parse(String(payload));
        if (parsed.user && !parsed.user.email.startsWith(THROWAWAY_EMAIL_PREFIX)) parsed.user.id = crypto.randomUUID();
        return JSON.stringify(parsed);
      }
      return payload;
    });
  },
};
(serverModules.modules as ListedModule[]).unshift(breaker);

let t: TestApp;
async function emailKnown(email: string | undefined) {
  const rows = await t.db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(sql`${authUsers.email} = ${String(email).toLowerCase()}`);
  return rows.length > 0;
}
let franchisor: string;
let franchisee: string;
beforeAll(async () => {
  t = await createTestApp();
  franchisor = (await signUp(t, { role: 'franchisor' })).cookie;
  franchisee = (await signUp(t, { role: 'franchisee' })).cookie;
});
afterAll(async () => t?.close());

const runSuite = async (suite: string, cookie: string | null) => api(t, cookie).post(`/api/diagnostics/suites/${suite}/run`);
const runAs = async (suite: string, cookie: string) => (await runSuite(suite, cookie)).json() as SuiteRun;
const statusOf = (run: SuiteRun) => Object.fromEntries(run.checks.map((c) => [c.name, c.status]));
async function withBreak<T>(name: Break, fn: () => Promise<T>): Promise<T> {
  breaks[name] = true;
  try {
    return await fn();
  } finally {
    breaks[name] = false;
  }
}
/** Nothing of any throwaway is left: no account, no profile, no sign-in throttle row. */
async function expectNoLeftovers() {
  expect(
    await t.db
      .select()
      .from(authUsers)
      .where(like(authUsers.email, `${THROWAWAY_EMAIL_PREFIX}%`)),
  ).toEqual([]);
  expect(
    await t.db
      .select()
      .from(userProfiles)
      .where(like(userProfiles.email, `${THROWAWAY_EMAIL_PREFIX}%`)),
  ).toEqual([]);
  expect(rowsOf(await t.db.execute(sql`select key, count from rate_limit_hits where key like 'signin:%'`))).toEqual([]);
}

describe('login suite', () => {
  it('passes for a franchisor and removes the throwaway account and its throttle rows', async () => {
    const run = await runAs('login', franchisor);
    expect(run.checks.map((c) => [c.name, c.status, c.detail])).toEqual([
      ['The right password signs in with an HttpOnly session cookie', 'pass', expect.stringContaining('HttpOnly')],
      ['A wrong password is refused with the catalogue text', 'pass', `401 INVALID_CREDENTIALS: "${AUTH_MESSAGES.INVALID_CREDENTIALS}"`],
      ['An unknown e-mail gets the same answer (no account enumeration)', 'pass', expect.any(String)],
      ['A missing password is refused in the one error shape', 'pass', expect.stringMatching(/^422 VALIDATION_ERROR/)],
      ['The throwaway account is removed', 'pass', expect.stringContaining('the account with its profile')],
    ]);
    expect(JSON.stringify(run)).not.toMatch(/session_token=|Tw-/);
    await expectNoLeftovers();
  });

  it('is skipped for a franchisee (it writes an account): nothing is created', async () => {
    const run = await runAs('login', franchisee);
    expect(run.status).toBe('skipped');
    expect(run.checks.every((c) => c.status === 'skip' && c.detail === OPERATOR_ONLY)).toBe(true);
  });

  it.each([
    ['cookieNotHttpOnly', ['The right password signs in with an HttpOnly session cookie']],
    // The unknown e-mail must get the catalogue answer too, so it fails with it.
    [
      'wrongPasswordText',
      ['A wrong password is refused with the catalogue text', 'An unknown e-mail gets the same answer (no account enumeration)'],
    ],
    ['unknownEmailTold', ['An unknown e-mail gets the same answer (no account enumeration)']],
    ['missingPasswordAccepted', ['A missing password is refused in the one error shape']],
  ] as const)('fails when broken: %s', async (name, checks) => {
    const run = await withBreak(name, () => runAs('login', franchisor));
    expect(run.status).toBe('fail');
    expect(run.checks.filter((c) => c.status === 'fail').map((c) => c.name)).toEqual(checks);
    await expectNoLeftovers();
  });

  it('fails the clean-up check when the account cannot be removed', async () => {
    await t.db.execute(
      sql`create rule keep_throwaways as on delete to auth_users where old.email like 'diagnostics-throwaway.%' do instead nothing`,
    );
    let run: SuiteRun;
    try {
      run = await runAs('login', franchisor);
    } finally {
      await t.db.execute(sql`drop rule keep_throwaways on auth_users`);
      await t.db.delete(authUsers).where(like(authUsers.email, `${THROWAWAY_EMAIL_PREFIX}%`));
    }
    expect(statusOf(run)['The throwaway account is removed']).toBe('fail');
    expect(run.checks.at(-1)?.detail).toMatch(/^Still in the database after the clean-up: the account, the profile/);
    await expectNoLeftovers();
  });
});

describe('authentication suite', () => {
  it('passes for a franchisor: session, token, throwaway sign-in, refresh, sign-out; the throwaway is removed', async () => {
    const run = await runAs('authentication', franchisor);
    expect(run.checks.map((c) => `${c.status} ${c.name}`)).toEqual([
      'pass Your session resolves to you',
      'pass Your access token verifies against the JWKS',
      'pass A throwaway account signs in',
      'pass A session due for refresh is extended',
      'pass After sign-out the old cookie is refused',
      'pass The throwaway account is removed',
    ]);
    await expectNoLeftovers();
  });

  it('runs only your own checks for a franchisee', async () => {
    const run = await runAs('authentication', franchisee);
    expect(run.status).toBe('pass');
    expect(run.checks.map((c) => c.status)).toEqual(['pass', 'pass', 'skip', 'skip', 'skip', 'skip']);
    expect(run.checks[2].detail).toBe(OPERATOR_ONLY);
  });

  it.each([
    ['sessionIsSomeoneElse', 'Your session resolves to you'],
    ['foreignJwks', 'Your access token verifies against the JWKS'],
    ['signOutKeepsSession', 'After sign-out the old cookie is refused'],
  ] as const)('fails when broken: %s', async (name, check) => {
    const run = await withBreak(name, () => runAs('authentication', franchisor));
    expect(run.checks.filter((c) => c.status === 'fail').map((c) => c.name)).toEqual([check]);
    await expectNoLeftovers();
  });

  it('fails the refresh check when sessions are not refreshed', async () => {
    const options = (await t.ctx.auth.$context).options as { session: { disableSessionRefresh?: boolean } };
    options.session.disableSessionRefresh = true;
    let run: SuiteRun;
    try {
      run = await runAs('authentication', franchisor);
    } finally {
      options.session.disableSessionRefresh = false;
    }
    expect(run.checks.filter((c) => c.status === 'fail').map((c) => c.name)).toEqual(['A session due for refresh is extended']);
    await expectNoLeftovers();
  });

  it('needs a session (both suites)', async () => {
    expect((await runSuite('authentication', null)).statusCode).toBe(401);
    expect((await runSuite('login', null)).statusCode).toBe(401);
  });
});

describe('with public sign-up off', () => {
  it('the throwaway account is still created (role user) and the login suite passes', async () => {
    const off = await createTestApp({ env: { SIGNUP_ENABLED: 'false' } });
    try {
      const accounts = throwawayAccounts(off.ctx);
      const a = await accounts.create();
      const [profile] = await off.db
        .select()
        .from(userProfiles)
        .where(sql`${userProfiles.id} = ${a.userId}`);
      expect(profile).toMatchObject({ role: 'user', status: 'active', email: a.email });
      // The operator running the suite: made head office by hand, signed in through the API.
      await off.db
        .update(userProfiles)
        .set({ role: 'franchisor' })
        .where(sql`${userProfiles.id} = ${a.userId}`);
      const cookie = cookieFrom(await signIn(off, a.email, a.password));
      const res = await api(off, cookie).post('/api/diagnostics/suites/login/run');
      expect((res.json() as SuiteRun).checks.map((c) => c.status)).toEqual(['pass', 'pass', 'pass', 'pass', 'pass']);
      await accounts.remove(a);
      expect(
        await off.db
          .select()
          .from(authUsers)
          .where(like(authUsers.email, `${THROWAWAY_EMAIL_PREFIX}%`)),
      ).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
