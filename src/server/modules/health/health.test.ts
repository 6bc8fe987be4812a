import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('health and docs', () => {
  it('reports the database status', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { kind: process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite', status: 'up' },
    });
  });

  it('reports a database that is down with 503', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().database.status).toBe('down');
    await other.close();
  });

  it('publishes OpenAPI docs of the API', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/session', '/api/auth/sign-in/email', '/api/profile']));
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
