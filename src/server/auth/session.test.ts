import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../lib/error-handler';
import type { SecuritySettingsService } from '../modules/security-settings/security-settings.service';
import { createGuards, decorateRequestActor, requireActor, requireSignedIn, type RequestSession, type SessionResolver } from './session';

/** The guard puts the caller on the request once (issue 12); handlers read it with requireActor. No database needed. */
function session(over: Partial<RequestSession['profile']> & { role?: RequestSession['actor']['role'] } = {}): RequestSession {
  const role = over.role ?? 'franchisee';
  return {
    actor: { userId: '00000000-0000-4000-8000-000000000001', role },
    profile: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'maria@demo.com',
      role,
      status: 'active',
      ...over,
    } as RequestSession['profile'],
    twoFactorEnabled: false,
    via: 'cookie',
    sessionId: 's1',
    expiresAt: new Date(Date.now() + 60_000),
  };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function build(current: RequestSession | null) {
  const getSession = (async () => current) as unknown as SessionResolver;
  const settings = { get: async () => ({ requireTwoFactorForHeadOffice: false }) } as unknown as SecuritySettingsService;
  const guards = createGuards(getSession, settings);
  app = Fastify();
  registerErrorHandling(app);
  decorateRequestActor(app);
  app.get('/guarded', { onRequest: guards.can('orders.place') }, async (request) => ({
    actor: requireActor(request),
    via: requireSignedIn(request).via,
  }));
  app.get('/custom', { onRequest: guards.signedInAs({ unauthenticatedMessage: 'User not authenticated' }) }, async (request) =>
    requireActor(request),
  );
  app.get('/unguarded', async (request) => requireActor(request));
  await app.ready();
  return app;
}

describe('actor on the request', () => {
  it('the guard sets request.actor and request.signedIn once for the handler', async () => {
    const res = await (await build(session())).inject('/guarded');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ actor: { userId: '00000000-0000-4000-8000-000000000001', role: 'franchisee' }, via: 'cookie' });
  });

  it('refuses as before: 401 without a session, 403 without the permission or when disabled', async () => {
    const none = await (await build(null)).inject('/guarded');
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('AUTHENTICATION_ERROR');
    await app?.close();
    const noRight = await (await build(session({ role: 'user' }))).inject('/guarded');
    expect(noRight.statusCode).toBe(403);
    expect(noRight.json().error.code).toBe('PERMISSION_DENIED');
    await app?.close();
    const disabled = await (await build(session({ status: 'suspended' }))).inject('/guarded');
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().error.code).toBe('ACCOUNT_DISABLED');
  });

  it('a guard can word its 401 its own way', async () => {
    const res = await (await build(null)).inject('/custom');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('User not authenticated');
  });

  it('a route that forgot its guard never sees an actor, even for a signed-in caller', async () => {
    const res = await (await build(session())).inject('/unguarded');
    expect(res.statusCode).toBe(401);
  });
});
