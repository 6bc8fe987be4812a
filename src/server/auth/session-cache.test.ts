import { describe, expect, it } from 'vitest';
import { createSessionCache, mayChangeIdentity, sessionCookieValue, type CachedSession } from './session-cache';

const HOUR = 3_600_000;
const session = (userId: string, expiresInMs = HOUR, at = 0): CachedSession => ({
  actor: { userId },
  expiresAt: new Date(at + expiresInMs),
});

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('session cache', () => {
  it('serves an entry for its time to live, then looks the caller up again', () => {
    const c = clock();
    const cache = createSessionCache({ ttlMs: 1_000, now: c.now });
    cache.begin()('k', session('u1'));
    expect(cache.get('k')?.actor.userId).toBe('u1');
    c.advance(999);
    expect(cache.get('k')).toBeDefined();
    c.advance(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('never serves a session past its own end', () => {
    const c = clock();
    const cache = createSessionCache({ ttlMs: 10_000, now: c.now });
    cache.begin()('k', session('u1', 300));
    c.advance(300);
    expect(cache.get('k')).toBeUndefined();
  });

  it('forgets every key of one user and nobody else’s', () => {
    const cache = createSessionCache({ ttlMs: 10_000, now: () => 0 });
    cache.begin()('phone', session('u1'));
    cache.begin()('laptop', session('u1'));
    cache.begin()('other', session('u2'));
    cache.forgetUser('u1');
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')?.actor.userId).toBe('u2');
  });

  it('does not store a lookup that started before a user was forgotten (it may have read the revoked session)', () => {
    const cache = createSessionCache({ ttlMs: 10_000, now: () => 0 });
    const store = cache.begin();
    cache.forgetUser('u1');
    store('k', session('u1'));
    expect(cache.get('k')).toBeUndefined();
    cache.begin()('k', session('u1'));
    expect(cache.get('k')).toBeDefined();
  });

  it('another user forgotten meanwhile does not stop a lookup being stored', () => {
    const cache = createSessionCache({ ttlMs: 10_000, now: () => 0 });
    const store = cache.begin();
    cache.forgetUser('u2');
    store('k', session('u1'));
    expect(cache.get('k')?.actor.userId).toBe('u1');
  });

  it('clear forgets everyone, and a lookup in flight is not stored', () => {
    const cache = createSessionCache({ ttlMs: 10_000, now: () => 0 });
    cache.begin()('a', session('u1'));
    const store = cache.begin();
    cache.clear();
    store('b', session('u2'));
    expect(cache.size()).toBe(0);
  });

  it('drops the oldest entry beyond its size', () => {
    const cache = createSessionCache({ ttlMs: 10_000, maxEntries: 2, now: () => 0 });
    cache.begin()('a', session('u1'));
    cache.begin()('b', session('u2'));
    cache.begin()('c', session('u3'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    // The evicted user's index went with it: forgetting u1 later leaves the others alone.
    cache.forgetUser('u1');
    expect(cache.size()).toBe(2);
  });

  it('stores nothing when turned off', () => {
    const cache = createSessionCache({ ttlMs: 0 });
    cache.begin()('k', session('u1', HOUR, Date.now()));
    expect(cache.get('k')).toBeUndefined();
  });
});

describe('sessionCookieValue', () => {
  it('finds the session token among other cookies, with or without the secure prefix', () => {
    expect(sessionCookieValue('theme=dark; better-auth.session_token=abc.sig%3D; x=1')).toBe('abc.sig%3D');
    expect(sessionCookieValue('__Secure-better-auth.session_token=tok.sig')).toBe('tok.sig');
  });

  it('has none without a session cookie', () => {
    expect(sessionCookieValue(undefined)).toBeUndefined();
    expect(sessionCookieValue('theme=dark; better-auth.dont_remember=1')).toBeUndefined();
    expect(sessionCookieValue('better-auth.session_token=')).toBeUndefined();
  });
});

describe('mayChangeIdentity', () => {
  it('is true for writes in the identity areas only', () => {
    expect(mayChangeIdentity('PATCH', ['profiles'])).toBe(true);
    expect(mayChangeIdentity('POST', ['auth'])).toBe(true);
    expect(mayChangeIdentity('DELETE', ['iam'])).toBe(true);
    expect(mayChangeIdentity('GET', ['profiles'])).toBe(false);
    expect(mayChangeIdentity('POST', ['orders'])).toBe(false);
    expect(mayChangeIdentity('POST', undefined)).toBe(false);
  });
});
