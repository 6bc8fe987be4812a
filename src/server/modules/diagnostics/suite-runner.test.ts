import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { SUITES, type SuiteRun } from '../../../shared/diagnostics.contracts';
import { SUITE_RUN_LIMIT } from './diagnostics.routes';

/** The runner's routes: who may run what, where each suite runs, what is kept, and how often a caller may run. */
let t: TestApp;
let franchisee: { cookie: string; userId: string };
let franchisor: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  franchisee = await signUp(t, { role: 'franchisee' });
  franchisor = await signUp(t, { role: 'franchisor' });
});
afterAll(() => t.close());

const post = (url: string, cookie?: string, payload?: object) => api(t, cookie ?? null).post(url, payload);

describe('the public system suite', () => {
  it('runs for a visitor, every check passes, and the dashboard shows the result without the evidence', async () => {
    const res = await post('/api/diagnostics/system/run');
    expect(res.statusCode).toBe(200);
    const run = res.json() as SuiteRun;
    expect(run).toMatchObject({ suite: 'system', status: 'pass', failed: 0, skipped: 0, role: null, source: 'server' });
    expect(run.checks.map((c) => c.name)).toEqual(['The app is up', 'The API answers', 'The database answers', 'The database is migrated']);
    const overview = await t.app.inject({ url: '/api/diagnostics/overview' });
    const system = overview.json().suites.find((s: { suite: string }) => s.suite === 'system');
    expect(system.last).toMatchObject({ status: 'pass', passed: 4, failed: 0 });
    expect(system.last).not.toHaveProperty('checks');
  });

  it('fails its migration check when a shipped migration is not recorded as applied', async () => {
    const broken = await createTestApp();
    try {
      await broken.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const run = (
        await broken.app.inject({ method: 'POST', url: '/api/diagnostics/system/run', headers: { origin: TEST_ORIGIN } })
      ).json();
      expect(run.status).toBe('fail');
      expect(run.checks.filter((c: { status: string }) => c.status === 'fail').map((c: { name: string }) => c.name)).toEqual([
        'The database is migrated',
      ]);
    } finally {
      await broken.close();
    }
  });
});

describe('the signed-in suites', () => {
  it('refuses visitors: no suite runs, no result is read or written', async () => {
    expect((await post('/api/diagnostics/suites/api-errors/run')).statusCode).toBe(401);
    expect((await post('/api/diagnostics/suites/routes/results', undefined, { checks: [] })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/diagnostics/suites/system' })).statusCode).toBe(401);
  });

  it('answers 409 for a browser suite asked to run on the server, and for server results posted as a browser’s', async () => {
    const browser = Object.entries(SUITES).find(([, s]) => s.runs === 'browser')![0];
    const res = await post(`/api/diagnostics/suites/${browser}/run`, franchisor.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/runs in the browser/);
    const results = await post('/api/diagnostics/suites/login/results', franchisor.cookie, {
      checks: [{ name: 'Forged', status: 'pass', durationMs: 1, detail: 'All good.', evidence: null }],
    });
    expect(results.statusCode).toBe(409);
  });

  it('keeps a browser suite’s posted run as its last, with the caller’s role; 404 before any run', async () => {
    expect((await t.app.inject({ url: '/api/diagnostics/suites/react-query', headers: { cookie: franchisee.cookie } })).statusCode).toBe(
      404,
    );
    const checks = [
      { name: 'Cache profiles', status: 'pass', durationMs: 3, detail: 'As configured.', evidence: null },
      { name: 'Retries', status: 'fail', durationMs: 2, detail: 'Retries a 404.', evidence: { request: 'GET /x', response: '404' } },
    ];
    const res = await post('/api/diagnostics/suites/react-query/results', franchisee.cookie, { checks });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'fail', passed: 1, failed: 1, role: 'franchisee', source: 'browser', durationMs: 5 });
    const last = await t.app.inject({ url: '/api/diagnostics/suites/react-query', headers: { cookie: franchisee.cookie } });
    expect(last.json().checks).toEqual(checks);
  });

  it('refuses a malformed result (unknown status, control characters) with 422 and keeps the last run', async () => {
    const res = await post('/api/diagnostics/suites/react-query/results', franchisee.cookie, {
      checks: [{ name: 'x', status: 'great', durationMs: 1, detail: 'x', evidence: null }],
    });
    expect(res.statusCode).toBe(422);
    for (const check of [
      { name: 'Bell\u0007', status: 'pass', durationMs: 1, detail: 'x', evidence: null },
      { name: 'Fine', status: 'pass', durationMs: 1, detail: 'Reversed \u202egnp.exe', evidence: null },
      { name: 'Fine', status: 'pass', durationMs: 1, detail: 'x', evidence: { request: 'GET /x\u0085', response: '200' } },
    ]) {
      const refused = await post('/api/diagnostics/suites/react-query/results', franchisee.cookie, { checks: [check] });
      expect(refused.statusCode, JSON.stringify(check)).toBe(422);
    }
    const last = await t.app.inject({ url: '/api/diagnostics/suites/react-query', headers: { cookie: franchisee.cookie } });
    expect(last.json().failed).toBe(1);
  });

  it('skips the operator checks for a franchisee and runs them for the franchisor', async () => {
    const asFranchisee = (await post('/api/diagnostics/suites/rls-security/run', franchisee.cookie)).json() as SuiteRun;
    expect(asFranchisee.checks.length).toBeGreaterThan(0);
    expect(asFranchisee.checks.every((c) => c.status === 'skip')).toBe(true);
    expect(asFranchisee.status).toBe('skipped');
    const asFranchisor = (await post('/api/diagnostics/suites/rls-security/run', franchisor.cookie)).json() as SuiteRun;
    expect(asFranchisor.checks.some((c) => c.status === 'pass')).toBe(true);
    expect(asFranchisor.failed).toBe(0);
  });
});

describe('reading a suite’s last run', () => {
  it('shows the evidence to head office and to whoever ran it; another franchisee sees the verdicts only', async () => {
    expect((await post('/api/diagnostics/suites/rls-security/run', franchisor.cookie)).statusCode).toBe(200);
    const read = async (cookie: string) =>
      (await t.app.inject({ url: '/api/diagnostics/suites/rls-security', headers: { cookie } })).json() as SuiteRun;
    const asHeadOffice = await read(franchisor.cookie);
    expect(asHeadOffice.checks.filter((c) => c.evidence !== null).length).toBeGreaterThan(0);
    const asFranchisee = await read(franchisee.cookie);
    expect(asFranchisee.checks.map((c) => [c.name, c.status, c.detail])).toEqual(
      asHeadOffice.checks.map((c) => [c.name, c.status, c.detail]),
    );
    expect(asFranchisee.checks.every((c) => c.evidence === null)).toBe(true);
    const admin = await signUp(t, { role: 'admin' });
    expect((await read(admin.cookie)).checks).toEqual(asHeadOffice.checks);
  });
});

describe('how often a caller may run suites', () => {
  it(`answers 429 after ${SUITE_RUN_LIMIT.perCaller} runs in the window, per user: another user still runs`, async () => {
    const busy = await signUp(t, { role: 'franchisee' });
    for (let i = 0; i < SUITE_RUN_LIMIT.perCaller; i++) {
      expect((await post('/api/diagnostics/suites/api-errors/run', busy.cookie)).statusCode).toBe(200);
    }
    const refused = await post('/api/diagnostics/suites/api-errors/run', busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await post('/api/diagnostics/suites/api-errors/run', franchisee.cookie)).statusCode).toBe(200);
  });

  it('limits the public system suite per address', async () => {
    const key = `diagnostics:runs:ip:127.0.0.1`;
    await t.ctx.limiter.reset(key);
    await t.db.execute(
      sql`insert into rate_limit_hits (key, count, window_started_at) values (${key}, ${SUITE_RUN_LIMIT.perCaller}, now())`,
    );
    expect((await post('/api/diagnostics/system/run')).statusCode).toBe(429);
    await t.ctx.limiter.reset(key);
    expect((await post('/api/diagnostics/system/run')).statusCode).toBe(200);
  });
});
