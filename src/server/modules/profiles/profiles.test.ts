import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { PROFILE_MESSAGES } from '../../../shared/errors';
import { fullNameFor } from './profiles.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('profile', () => {
  it('needs a session to read', async () => {
    const res = await t.app.inject({ url: '/api/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('AUTHENTICATION_ERROR');
  });

  it('refuses an update without a session with the spec text', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { origin: TEST_ORIGIN }, payload: { fullName: 'X' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(PROFILE_MESSAGES.NOT_SIGNED_IN);
  });

  it('updates only the signed-in user', async () => {
    const a = await signUp(t, { fullName: 'Alpha' });
    const b = await signUp(t, { fullName: 'Beta' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: a.cookie, origin: TEST_ORIGIN },
      payload: { fullName: 'Alpha Prime', role: 'franchisor' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Alpha Prime', role: 'franchisee' });
    const other = await t.app.inject({ url: '/api/profile', headers: { cookie: b.cookie } });
    expect(other.json().fullName).toBe('Beta');
  });

  it('takes the full name from metadata, else the part of the e-mail before @', () => {
    expect(fullNameFor('  Maria Cruz ', 'maria@x.com')).toBe('Maria Cruz');
    expect(fullNameFor('', 'juan.dela@x.com')).toBe('juan.dela');
    expect(fullNameFor(undefined, 'ops@x.com')).toBe('ops');
  });
});
