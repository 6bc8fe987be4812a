import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/harness';
import { api } from '../../../test/ordering-fixture';
import { suppliers } from '../../../db/schema';
import type { Role, SupplierPermission } from '../../../../shared/roles';
import type { SuiteRun } from '../../../../shared/diagnostics.contracts';

// The suite reads the matrix through hasSupplierPermission; a test may change what it says (the guards keep roleHas).
const matrix = vi.hoisted(() => ({ override: null as null | ((role: Role, p: SupplierPermission) => boolean | undefined) }));
vi.mock('../../../../shared/roles', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../shared/roles')>();
  return {
    ...actual,
    hasSupplierPermission: (role: Role, p: SupplierPermission) => matrix.override?.(role, p) ?? actual.hasSupplierPermission(role, p),
  };
});

let t: TestApp;
const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['franchisor', 'admin', 'franchisee', 'user'] as const) cookies[role] = (await signUp(t, { role })).cookie;
});
afterAll(async () => t?.close());

const runSuite = (cookie: string | null) => api(t, cookie).post('/api/diagnostics/suites/supplier-access/run');
const summary = (run: SuiteRun) => run.checks.map((c) => `${c.status} ${c.name}`);

describe('supplier-access suite', () => {
  it.each(['franchisor', 'admin', 'franchisee', 'user'] as const)('passes for %s: the API agrees with the matrix', async (role) => {
    const res = await runSuite(cookies[role]);
    expect(res.statusCode).toBe(200);
    const run = res.json() as SuiteRun;
    expect(summary(run)).toEqual([
      'pass Read suppliers (read): the API agrees with the matrix',
      'pass Create suppliers (write): the API agrees with the matrix',
      'pass The supplier pages of the route table follow the same permissions',
    ]);
    expect(run.role).toBe(role);
    expect(run.checks.every((c) => c.evidence)).toBe(true);
  });

  it('reports what it saw: admin reads (200), is refused writing (403); nothing is written for franchisor', async () => {
    const admin = (await runSuite(cookies.admin)).json() as SuiteRun;
    expect(admin.checks[0].evidence?.response).toMatch(/^200 /);
    expect(admin.checks[1].evidence?.response).toMatch(/^403 /);
    expect(admin.checks[2].detail).toContain('/suppliers/create (write): kept out');
    const franchisor = (await runSuite(cookies.franchisor)).json() as SuiteRun;
    expect(franchisor.checks[1].evidence?.response).toMatch(/^422 /);
    expect(await t.db.select().from(suppliers)).toEqual([]);
  });

  it('fails when the matrix grants admin write but the API refuses it', async () => {
    matrix.override = (role, p) => (role === 'admin' && p === 'write' ? true : undefined);
    try {
      const run = (await runSuite(cookies.admin)).json() as SuiteRun;
      expect(run.status).toBe('fail');
      expect(summary(run)).toEqual([
        'pass Read suppliers (read): the API agrees with the matrix',
        'fail Create suppliers (write): the API agrees with the matrix',
        'fail The supplier pages of the route table follow the same permissions',
      ]);
      expect(run.checks[1].detail).toBe('admin: the matrix allows write, but the API refused it (403).');
    } finally {
      matrix.override = null;
    }
  });

  it('fails when the matrix refuses franchisor read but the API allows it', async () => {
    matrix.override = (role, p) => (role === 'franchisor' && p === 'read' ? false : undefined);
    try {
      const run = (await runSuite(cookies.franchisor)).json() as SuiteRun;
      expect(run.status).toBe('fail');
      expect(run.checks[0]).toMatchObject({ status: 'fail', detail: 'franchisor: the matrix refuses read, but the API allowed it (200).' });
    } finally {
      matrix.override = null;
    }
  });

  it('needs a session', async () => {
    expect((await runSuite(null)).statusCode).toBe(401);
  });
});
