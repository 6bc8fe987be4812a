import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Tx } from '../../lib/rls';
import { csvRow } from '../../lib/csv';
import { formatManila, manilaDayEnd, manilaDayStart } from '../../../shared/time';
import { LONE_SURROGATE } from '../../../shared/http';
import type { AuditEntry, ZAuditQuery } from '../../../shared/iam.contracts';
import { escapeLike, containsPattern } from '../../lib/sql-like';

export type AuditQuery = ReturnType<typeof ZAuditQuery.parse>;
/** Anything that can run a query: the app database or an open transaction (RLS or not). */
export type Exec = Db | Tx;

/** One change to record. `actorEmail` is looked up from the actor's account when omitted. */
export interface AuditRecord {
  actorId?: string | null;
  actorEmail?: string | null;
  /** Dotted verb, area first: 'user.role_changed', 'invitation.created', 'location.status_changed', 'auth.2fa_enabled'… */
  action: string;
  /** 'user', 'invitation', 'brand', 'location', 'settings'… */
  targetType: string;
  targetId?: string | null;
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
  /** request.ip */
  ip?: string | null;
}

/** Keys whose values never go into the log, at any depth. */
const SECRET_KEY = /password|token|secret|hash|backup.?codes?/i;

/** Half a surrogate pair: jsonb refuses its JSON escape, so an entry keeps U+FFFD in its place rather than failing. */
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

function scrub(value: unknown, depth = 0): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string') return value.replace(LONE_SURROGATES, '\uFFFD');
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    out[k] = SECRET_KEY.test(k) ? '[redacted]' : scrub(v, depth + 1);
  }
  return out;
}

type Row = typeof auditLog.$inferSelect;
export function toAuditDto(r: Row): AuditEntry {
  return {
    id: String(r.id),
    actorId: r.actorId,
    actorEmail: r.actorEmail,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    targetLabel: r.targetLabel,
    before: r.before ?? null,
    after: r.after ?? null,
    ipAddress: r.ipAddress,
    createdAt: r.createdAt.toISOString(),
  };
}

function whereOf(q: Partial<AuditQuery>): SQL | undefined {
  const f: (SQL | undefined)[] = [];
  if (q.search) {
    const p = containsPattern(q.search);
    f.push(or(ilike(auditLog.actorEmail, p), ilike(auditLog.targetLabel, p), ilike(auditLog.action, p), ilike(auditLog.targetType, p)));
  }
  // 'user' matches 'user.role_changed', 'user.status_changed'…; a full action matches itself.
  if (q.action) f.push(or(eq(auditLog.action, q.action), ilike(auditLog.action, `${escapeLike(q.action)}.%`)));
  if (q.actorId) f.push(eq(auditLog.actorId, q.actorId));
  if (q.targetId) f.push(eq(auditLog.targetId, q.targetId));
  if (q.from) f.push(gte(auditLog.createdAt, manilaDayStart(q.from)));
  if (q.to) f.push(lt(auditLog.createdAt, manilaDayEnd(q.to)));
  return and(...f);
}

/**
 * The append-only audit log. `record` joins the caller's transaction so an audited change and its entry
 * commit (or roll back) together; reads are head-office only (the routes guard them).
 */
export function createAuditService(db: Db) {
  async function record(exec: Exec, entry: AuditRecord): Promise<void> {
    const actorId = entry.actorId ?? null;
    await exec.insert(auditLog).values({
      actorId,
      // From the profile, not auth_users: entries are also written under app_user, which cannot read the auth tables.
      actorEmail: entry.actorEmail ?? (actorId ? sql`(select email from user_profiles where id = ${actorId})` : null),
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      targetLabel: entry.targetLabel ?? null,
      before: entry.before === undefined ? null : scrub(entry.before),
      after: entry.after === undefined ? null : scrub(entry.after),
      ipAddress: entry.ip ?? null,
    });
  }

  async function list(q: AuditQuery) {
    const where = whereOf(q);
    const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(q.limit).offset(q.offset);
    const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
    return { items: rows.map(toAuditDto), total };
  }

  /** Latest entries where the user acted or was acted upon (IAM user drawer). */
  async function forUser(userId: string, limit = 50, exec: Exec = db): Promise<AuditEntry[]> {
    const rows = await exec
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.actorId, userId), eq(auditLog.targetId, userId)))
      .orderBy(desc(auditLog.id))
      .limit(limit);
    return rows.map(toAuditDto);
  }

  /** Every matching entry as CSV, newest first, read in keyset pages so a large log never sits in memory. */
  async function* csv(q: Partial<AuditQuery>): AsyncGenerator<string> {
    yield csvRow(['When (Manila)', 'Actor', 'Action', 'Target type', 'Target', 'Target id', 'Before', 'After', 'IP address']);
    const page = 1_000;
    let beforeId: number | null = null;
    for (;;) {
      const where = and(whereOf(q), beforeId === null ? undefined : lt(auditLog.id, beforeId));
      const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(page);
      for (const r of rows) {
        const when = formatManila(r.createdAt, 'yyyy-MM-dd HH:mm:ss');
        const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
        yield csvRow([when, r.actorEmail, r.action, r.targetType, r.targetLabel, r.targetId, json(r.before), json(r.after), r.ipAddress]);
      }
      if (rows.length < page) return;
      beforeId = rows[rows.length - 1].id;
    }
  }

  return { record, list, forUser, csv };
}
export type AuditService = ReturnType<typeof createAuditService>;
