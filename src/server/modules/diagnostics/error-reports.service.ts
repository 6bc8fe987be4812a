import { createHash } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authUsers, clientErrorGroups } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Actor } from '../../lib/rls';
import { countStatuses } from '../../lib/status-counts';
import {
  ERROR_REPORT_LIMITS,
  type ErrorGroup,
  type ErrorGroupList,
  type ErrorReport,
  type ZErrorGroupQuery,
} from '../../../shared/diagnostics.contracts';
import { ERROR_GROUP_STATUSES, type ErrorGroupStatus } from '../../../shared/diagnostics-info';

type GroupQuery = ReturnType<typeof ZErrorGroupQuery.parse>;

/** Control characters out; line breaks and tabs stay where text may span lines (messages, stacks). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_KEEPING_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
const clean = (text: string) => text.replace(CONTROL_KEEPING_LINES, '');
const cleanLine = (text: string) => text.replace(CONTROL, ' ').trim();
const optionalLine = (text: string | undefined) => (text ? cleanLine(text) || null : null);

/**
 * The parts of a message that differ between occurrences of one error: ids, hex addresses and numbers. Collapsed,
 * "Order 123 not found" and "Order 456 not found" are one error.
 */
export function normaliseMessage(message: string): string {
  return message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\b0x[0-9a-f]+\b/gi, '<hex>')
    .replace(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi, '<hex>')
    .replace(/\d+(\.\d+)?/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first frame of a stack (Chrome "    at fn (url:1:2)", Firefox/Safari "fn@url:1:2"), without line, column,
 * query string or fragment: the same code in another build or at another line stays the same frame.
 */
export function firstFrame(stack: string | undefined): string {
  if (!stack) return '';
  const frame = stack
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.startsWith('at ') || /@\S/.test(l));
  if (!frame) return '';
  return frame.replace(/[?#][^\s):]*/g, '').replace(/(:\d+)+(?=\)?$)/, '');
}

/** One error, however often and wherever it happens: sha256 of kind, normalised message and first frame. */
export function fingerprint(report: Pick<ErrorReport, 'kind' | 'message' | 'stack'>): string {
  return createHash('sha256')
    .update(`${report.kind}\n${normaliseMessage(clean(report.message))}\n${firstFrame(report.stack && clean(report.stack))}`)
    .digest('hex');
}

const groupSelection = { g: clientErrorGroups, userEmail: authUsers.email };
type GroupRow = { g: typeof clientErrorGroups.$inferSelect; userEmail: string | null };

function toGroup({ g, userEmail }: GroupRow): ErrorGroup {
  return {
    id: g.id,
    kind: g.kind,
    message: g.message,
    stack: g.stack,
    route: g.route,
    userId: g.userId,
    userEmail: userEmail ?? null,
    buildVersion: g.buildVersion,
    browser: g.browser,
    count: g.count,
    firstSeenAt: g.firstSeenAt.toISOString(),
    lastSeenAt: g.lastSeenAt.toISOString(),
    status: g.status,
  };
}

/**
 * Browser error reports (issue 17): limited per client address, grouped by fingerprint. A report of a known error
 * counts on its group and updates its latest details; a resolved error that happens again is open again, an
 * ignored one stays ignored but keeps counting. The tables are the server's own (no franchisee data, no RLS role).
 */
export function createErrorReports(deps: { db: Db; limiter: RateLimiter }) {
  const { db, limiter } = deps;

  async function getGroup(id: string): Promise<ErrorGroup> {
    const [row] = await db
      .select(groupSelection)
      .from(clientErrorGroups)
      .leftJoin(authUsers, eq(authUsers.id, clientErrorGroups.userId))
      .where(eq(clientErrorGroups.id, id));
    if (!row) throw AppError.notFound();
    return toGroup(row);
  }

  return {
    /** Stores one report (the user from the session, never from the body); 429 past the address's limit. */
    async report(ip: string | null, userId: string | null, report: ErrorReport): Promise<void> {
      const claim = await limiter.reserve(
        `diagnostics:error-reports:${ip ?? 'unknown'}`,
        ERROR_REPORT_LIMITS.windowSeconds,
        ERROR_REPORT_LIMITS.perAddress,
      );
      if (!claim.allowed) throw AppError.of('RATE_LIMITED');
      const latest = {
        message: clean(report.message).trim() || report.kind,
        stack: report.stack ? clean(report.stack) : null,
        route: cleanLine(report.route) || '/',
        userId,
        buildVersion: optionalLine(report.buildVersion),
        browser: optionalLine(report.browser),
      };
      await db
        .insert(clientErrorGroups)
        .values({ fingerprint: fingerprint(report), kind: report.kind, ...latest })
        .onConflictDoUpdate({
          target: clientErrorGroups.fingerprint,
          set: {
            ...latest,
            count: sql`${clientErrorGroups.count} + 1`,
            lastSeenAt: sql`now()`,
            status: sql`case when ${clientErrorGroups.status} = 'resolved' then 'open' else ${clientErrorGroups.status} end`,
          },
        });
    },

    /** Newest last seen first, optionally one status; with the count of groups per status. */
    async list(query: GroupQuery): Promise<ErrorGroupList> {
      const where = query.status ? eq(clientErrorGroups.status, query.status) : undefined;
      const [rows, perStatus] = await Promise.all([
        db
          .select(groupSelection)
          .from(clientErrorGroups)
          .leftJoin(authUsers, eq(authUsers.id, clientErrorGroups.userId))
          .where(where)
          .orderBy(desc(clientErrorGroups.lastSeenAt), desc(clientErrorGroups.id))
          .limit(query.limit)
          .offset(query.offset),
        countStatuses(
          db,
          { table: clientErrorGroups, status: clientErrorGroups.status, statuses: ERROR_GROUP_STATUSES },
          undefined,
          query.status,
        ),
      ]);
      return { items: rows.map(toGroup), ...perStatus };
    },

    getGroup,

    /** Marks a group open, resolved or ignored, recording who and when; 404 for an unknown group. */
    async setStatus(actor: Actor, id: string, status: ErrorGroupStatus): Promise<ErrorGroup> {
      const updated = await db
        .update(clientErrorGroups)
        .set({ status, statusChangedBy: actor.userId, statusChangedAt: new Date() })
        .where(eq(clientErrorGroups.id, id))
        .returning({ id: clientErrorGroups.id });
      if (!updated.length) throw AppError.notFound();
      return getGroup(id);
    },

    async openCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(clientErrorGroups).where(eq(clientErrorGroups.status, 'open'));
      return Number(row?.n ?? 0);
    },
  };
}
export type ErrorReports = ReturnType<typeof createErrorReports>;
