import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, cookieFrom, signIn, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { openEventStream } from '../../test/sse';
import { authSessions } from '../../db/schema';

/** Revocations reach open notification streams (over a real port: inject cannot stream). */
let t: TestApp;
let base: string;
let hq: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  hq = await signUp(t, { role: 'franchisor' });
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object | undefined, headers: { origin: TEST_ORIGIN, cookie } });

async function openStream(cookie: string) {
  const stream = await openEventStream(`${base}/api/notifications/stream`, cookie);
  await stream.waitFor((e) => e.event === 'ready');
  let ended = false;
  void stream.ended.then(() => (ended = true));
  return {
    stream,
    isEnded: () => ended,
    /** Resolves true when the server ended the stream within the time, false otherwise. */
    endsWithin: (ms: number) => Promise.race([stream.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]),
  };
}
const settle = () => new Promise((r) => setTimeout(r, 400));

/** A second signed-in browser of the same user, with its session id. */
async function secondBrowser(u: { email: string; password: string }) {
  const cookie = cookieFrom(await signIn(t, u.email, u.password));
  const current = (await call('GET', '/api/profile/sessions', cookie)).json().items.find((s: { current: boolean }) => s.current);
  return { cookie, sessionId: current.id as string };
}

describe('IAM revocations close the user’s streams', () => {
  it.each([
    [
      'disabling the user',
      (id: string) => call('PATCH', `/api/iam/users/${id}/status`, hq.cookie, { status: 'suspended', reason: 'test' }),
    ],
    ['signing the user out everywhere', (id: string) => call('DELETE', `/api/iam/users/${id}/sessions`, hq.cookie)],
    ['moving the user to a role with less access', (id: string) => call('PATCH', `/api/iam/users/${id}/role`, hq.cookie, { role: 'user' })],
  ])('%s ends every stream of that user at once, and only theirs', async (_label, act) => {
    const u = await signUp(t);
    const other = await secondBrowser(u);
    const bystander = await signUp(t);
    const [s1, s2, s3] = await Promise.all([openStream(u.cookie), openStream(other.cookie), openStream(bystander.cookie)]);
    try {
      expect((await act(u.userId)).statusCode).toBe(200);
      expect(await s1.endsWithin(3_000)).toBe(true);
      expect(await s2.endsWithin(3_000)).toBe(true);
      await settle();
      expect(s3.isEnded()).toBe(false);
    } finally {
      await Promise.all([s1, s2, s3].map((s) => s.stream.close()));
    }
  });
});

describe('self-service revocations close the sessions’ streams', () => {
  it('"sign out everywhere else" ends the other sessions’ streams and keeps this one', async () => {
    const u = await signUp(t);
    const other = await secondBrowser(u);
    const [mine, theirs] = await Promise.all([openStream(u.cookie), openStream(other.cookie)]);
    try {
      expect((await call('POST', '/api/profile/sessions/revoke-others', u.cookie)).statusCode).toBe(200);
      expect(await theirs.endsWithin(3_000)).toBe(true);
      await settle();
      expect(mine.isEnded()).toBe(false);
    } finally {
      await Promise.all([mine.stream.close(), theirs.stream.close()]);
    }
  });

  it('signing out one session from the list ends that session’s stream only', async () => {
    const u = await signUp(t);
    const other = await secondBrowser(u);
    const [mine, theirs] = await Promise.all([openStream(u.cookie), openStream(other.cookie)]);
    try {
      expect((await call('DELETE', `/api/profile/sessions/${other.sessionId}`, u.cookie)).statusCode).toBe(200);
      expect(await theirs.endsWithin(3_000)).toBe(true);
      await settle();
      expect(mine.isEnded()).toBe(false);
    } finally {
      await Promise.all([mine.stream.close(), theirs.stream.close()]);
    }
  });

  it('a password change that signs other sessions out ends their streams', async () => {
    const u = await signUp(t);
    const other = await secondBrowser(u);
    const theirs = await openStream(other.cookie);
    try {
      const res = await call('POST', '/api/profile/password', u.cookie, {
        currentPassword: u.password,
        newPassword: 'changed-pw-1',
        signOutOtherSessions: true,
      });
      expect(res.statusCode).toBe(200);
      expect(await theirs.endsWithin(3_000)).toBe(true);
    } finally {
      await theirs.stream.close();
    }
  });

  it('signing out ends this session’s stream, not the user’s other ones', async () => {
    const u = await signUp(t);
    const other = await secondBrowser(u);
    const [mine, theirs] = await Promise.all([openStream(u.cookie), openStream(other.cookie)]);
    try {
      expect((await call('POST', '/api/auth/sign-out', other.cookie, {})).statusCode).toBe(200);
      expect(await theirs.endsWithin(3_000)).toBe(true);
      await settle();
      expect(mine.isEnded()).toBe(false);
    } finally {
      await Promise.all([mine.stream.close(), theirs.stream.close()]);
    }
  });
});

describe('a stream whose session is gone', () => {
  it('ends at the next heartbeat even when no revocation was announced', async () => {
    const u = await signUp(t);
    const [session] = await t.db.select().from(authSessions).where(eq(authSessions.userId, u.userId));
    // Only the stream's heartbeat interval is driven by hand; everything else keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const s = await openStream(u.cookie);
      try {
        await t.db.delete(authSessions).where(eq(authSessions.id, session.id));
        expect(await s.endsWithin(300)).toBe(false);
        await vi.advanceTimersByTimeAsync(25_000);
        expect(await s.endsWithin(3_000)).toBe(true);
      } finally {
        await s.stream.close();
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
