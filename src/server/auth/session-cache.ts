/**
 * Signed-in callers resolved recently, keyed by their session cookie or bearer token, so that a page's burst of
 * requests (badge, list, dashboard cards) does not look the same session up in three tables each time.
 *
 * Coherence (decision 014): any change to a user's session, account or profile row, in any process, is announced by a
 * database trigger on the identity channel and forgets that user here; a caller's own write in an identity area
 * (mayChangeIdentity) forgets them before its response leaves. An entry lives `ttlMs` at most in any case.
 */
export interface SessionCache<T extends CachedSession> {
  get(key: string): T | undefined;
  /**
   * Starts a lookup: its result may be stored only if its user was not forgotten meanwhile, so a lookup that read the
   * database before a revocation cannot put the revoked session back.
   */
  begin(): (key: string, session: T) => void;
  forgetUser(userId: string): void;
  clear(): void;
  size(): number;
}

export interface CachedSession {
  actor: { userId: string };
  expiresAt: Date;
}

interface Options {
  /** How long an entry may be used; 0 turns the cache off. */
  ttlMs: number;
  /** Oldest entries go first beyond this many. */
  maxEntries?: number;
  now?: () => number;
}

export function createSessionCache<T extends CachedSession>({ ttlMs, maxEntries = 10_000, now = Date.now }: Options): SessionCache<T> {
  const entries = new Map<string, { session: T; until: number }>();
  /** Each user's keys (a user signed in on a phone and a laptop has two), so forgetting one user is not a scan. */
  const keysOf = new Map<string, Set<string>>();
  /** Counts forgettings; a lookup stores its result only if its user (or everyone) was not forgotten since it began. */
  let generation = 0;
  let clearedAt = 0;
  const forgottenAt = new Map<string, number>();

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOf.get(entry.session.actor.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.session.actor.userId);
  }

  function get(key: string): T | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now()) return entry.session;
    remove(key);
    return undefined;
  }

  function begin() {
    const started = generation;
    return (key: string, session: T) => {
      const userId = session.actor.userId;
      if (ttlMs <= 0 || clearedAt > started || (forgottenAt.get(userId) ?? 0) > started) return;
      remove(key);
      if (entries.size >= maxEntries) remove(entries.keys().next().value!);
      // Never past the session's own end: an expired session must be looked up (and refused) again.
      entries.set(key, { session, until: Math.min(now() + ttlMs, session.expiresAt.getTime()) });
      let keys = keysOf.get(userId);
      if (!keys) keysOf.set(userId, (keys = new Set()));
      keys.add(key);
    };
  }

  function forgetUser(userId: string) {
    generation++;
    // Kept per user so that one user's change does not stop everyone's lookups from being stored; bounded like the entries.
    if (forgottenAt.size >= maxEntries) clear();
    forgottenAt.set(userId, generation);
    for (const key of keysOf.get(userId) ?? []) remove(key);
  }

  function clear() {
    generation++;
    clearedAt = generation;
    forgottenAt.clear();
    entries.clear();
    keysOf.clear();
  }

  return { get, begin, forgetUser, clear, size: () => entries.size };
}

/** The session cookie's value (better-auth's `…session_token`, with or without the `__Secure-` prefix) from a Cookie header. */
export function sessionCookieValue(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim().endsWith('session_token')) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** The API areas whose writes change who the caller is (their profile, sign-in, factors, sessions, or others' access). */
const IDENTITY_AREAS = new Set(['auth', 'profiles', 'iam']);

/**
 * Whether a request may have changed its caller's identity rows, so the caller is forgotten at once rather than when
 * the database's announcement arrives a moment later. Other writes (an order, a cart line) keep the cache warm.
 */
export function mayChangeIdentity(method: string, tags: readonly string[] | undefined): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  return tags?.some((tag) => IDENTITY_AREAS.has(tag)) ?? false;
}
