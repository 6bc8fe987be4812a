import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { DIAGNOSTIC_STATUSES } from '../../../shared/diagnostics.contracts';
import { codeForStatus, httpStatusMessage } from '../../../shared/errors';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t)).cookie;
});
afterAll(async () => t?.close());

describe('diagnostics errors', () => {
  it.each(DIAGNOSTIC_STATUSES.map((s) => [s]))('status %i answers in the one error shape with the catalogue text', async (status) => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: `/api/diagnostics/errors/${status}`, headers: { cookie, origin: TEST_ORIGIN } });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: { code: codeForStatus(status), message: httpStatusMessage(status), status } });
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: '/api/diagnostics/errors/503' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses statuses outside the catalogue', async () => {
    const res = await t.app.inject({ url: '/api/diagnostics/errors/418', headers: { cookie } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Invalid status. Please check your input.');
  });
});
