import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { authAccounts, authSessions, authUsers, userProfiles } from '../../../db/schema';
import type { Probe, ProbeResponse } from '../suite-kit';
import { isSignInKeyOf } from '../../../lib/sign-in-keys';
import { rowsOf } from '../../../db/client';

/** Every throwaway account's e-mail starts with this (a leftover is easy to find and is swept after a day). */
export const THROWAWAY_EMAIL_PREFIX = 'diagnostics-throwaway.';
const LEFTOVER_AGE_MS = 24 * 60 * 60 * 1000;
/** injected requests come from this address, so the suites' sign-in attempts count against it. */
const PROBE_IP = '127.0.0.1';

export interface ThrowawayAccount {
  userId: string;
  email: string;
  password: string;
}

/**
 * A throwaway account for the login and authentication suites: role 'user', created straight in the database the
 * way an accepted invitation creates one (so it works with public sign-up off), signed in through the API, and
 * removed afterwards with everything it left: sessions, account, profile and the sign-in throttle rows.
 */
export function throwawayAccounts(ctx: AppContext) {
  /** E-mails whose sign-in throttle rows this run created, and how many failures it added to the probe address. */
  const touchedEmails = new Set<string>();
  let addressFailures = 0;

  async function create(): Promise<ThrowawayAccount> {
    await sweepLeftovers();
    const email = freshEmail();
    const password = `Tw-${randomBytes(12).toString('base64url')}`;
    const hash = await (await ctx.auth.$context).password.hash(password);
    const userId = await ctx.db.transaction(async (tx) => {
      const now = new Date();
      const [user] = await tx
        .insert(authUsers)
        .values({ name: 'Diagnostics Throwaway', email, emailVerified: true, createdAt: now, updatedAt: now })
        .returning();
      await tx
        .insert(authAccounts)
        .values({ accountId: user.id, providerId: 'credential', userId: user.id, password: hash, createdAt: now, updatedAt: now });
      await tx.insert(userProfiles).values({ id: user.id, email, fullName: 'Diagnostics Throwaway', role: 'user', status: 'active' });
      return user.id;
    });
    return { userId, email, password };
  }

  /** A sign-in through the whole API; wrong passwords and unknown e-mails are remembered for the clean-up. */
  async function signIn(p: Probe, email: string, password: string | undefined): Promise<ProbeResponse & { cookie: string }> {
    const payload = password === undefined ? { email } : { email, password };
    const res = await p.call({ method: 'POST', url: '/api/auth/sign-in/email', as: 'anonymous', payload });
    touchedEmails.add(email.toLowerCase());
    // The server keeps the per-address claim of exactly these attempts (see AuthService.signIn).
    if ((res.json as { error?: { code?: string } } | undefined)?.error?.code === 'INVALID_CREDENTIALS') addressFailures += 1;
    return { ...res, cookie: cookieHeader(res.headers) };
  }

  /** Removes the account (cascades to its sessions, accounts and profile) and the throttle rows this run added. */
  async function remove(account: ThrowawayAccount | null): Promise<string[]> {
    const removed: string[] = [];
    if (account) {
      const sessions = await ctx.db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, account.userId));
      await ctx.db.delete(authUsers).where(eq(authUsers.id, account.userId));
      removed.push(`the account with its profile and ${sessions.length} session(s)`);
      touchedEmails.add(account.email);
    }
    for (const email of touchedEmails) await ctx.db.execute(sql`delete from rate_limit_hits where ${isSignInKeyOf(email)}`);
    if (touchedEmails.size) {
      removed.push(`the sign-in throttle rows of ${touchedEmails.size} e-mail(s)`);
      // Hand back only the failures this run added to the shared per-address counter; drop the row if nothing is left.
      const key = `signin:ip:${PROBE_IP}`;
      if (addressFailures > 0) await ctx.limiter.release(key, addressFailures);
      await ctx.db.execute(sql`delete from rate_limit_hits where key = ${key} and count <= 0`);
      if (addressFailures > 0) removed.push(`${addressFailures} failure(s) from the per-address sign-in counter`);
    }
    touchedEmails.clear();
    addressFailures = 0;
    return removed;
  }

  /** What is still in the database of the account (empty when it is fully gone). */
  async function leftovers(account: ThrowawayAccount): Promise<string[]> {
    const users = await ctx.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, account.userId));
    const profiles = await ctx.db.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.id, account.userId));
    const sessions = await ctx.db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, account.userId));
    const [throttle] = rowsOf<{ count: number }>(
      await ctx.db.execute(sql`select count(*)::int as count from rate_limit_hits where ${isSignInKeyOf(account.email)}`),
    );
    return [
      users.length && 'the account',
      profiles.length && 'the profile',
      sessions.length && `${sessions.length} session(s)`,
      throttle.count && 'its sign-in throttle row',
    ].filter((x): x is string => Boolean(x));
  }

  /** Throwaways a crashed run left behind (older than a day, so a run in progress elsewhere keeps its own). */
  async function sweepLeftovers(): Promise<void> {
    const old = await ctx.db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(and(like(authUsers.email, `${THROWAWAY_EMAIL_PREFIX}%`), lt(authUsers.createdAt, new Date(Date.now() - LEFTOVER_AGE_MS))));
    if (old.length)
      await ctx.db.delete(authUsers).where(
        inArray(
          authUsers.id,
          old.map((u) => u.id),
        ),
      );
  }

  return { create, signIn, remove, leftovers };
}

/** A new e-mail no account has (a fresh one per run, so the per-e-mail sign-in throttle never carries over). */
export function freshEmail(): string {
  return `${THROWAWAY_EMAIL_PREFIX}${randomUUID().slice(0, 12)}@example.com`;
}

/** The Set-Cookie lines of a response. */
export function setCookies(headers: Record<string, unknown>): string[] {
  const raw = headers['set-cookie'];
  return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
}

/** The cookies a response set, as a Cookie request header (cleared cookies left out). */
export function cookieHeader(headers: Record<string, unknown>): string {
  return setCookies(headers)
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
