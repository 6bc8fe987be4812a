import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  locations,
  supportTicketAttachments,
  supportTicketHistory,
  supportTicketMessages,
  supportTickets,
  userProfiles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { asOwner, type Actor, type Tx } from '../../lib/rls';
import { containsPattern } from '../../lib/sql-like';
import { statusCounts } from '../../lib/status-counts';
import {
  allowedStatusChanges,
  canAttachTo,
  canReopen,
  canReplyTo,
  reopenableUntil,
  supportAttachmentPath,
  SUPPORT_MESSAGES,
  TICKET_STATUSES,
  type TicketAttachment,
  type TicketDetail,
  type TicketHistoryEntry,
  type TicketList,
  type TicketMessage,
  type TicketPerson,
  type TicketSide,
  type TicketStatus,
  type TicketSummary,
  type ZMyTicketQuery,
  type ZQueueQuery,
} from '../../../shared/support.contracts';

type MyQuery = ReturnType<typeof ZMyTicketQuery.parse>;
type QueueQuery = ReturnType<typeof ZQueueQuery.parse>;
export type TicketRow = typeof supportTickets.$inferSelect;

const MINUTE = 60_000;

/** Name and side of the people on a ticket. Read with the owner's rights: a franchisee may not read head office's
 * profiles, yet sees who answered; the ids come from rows row-level security already let the caller see. */
export interface PersonInfo {
  name: string;
  side: TicketSide;
}
export async function peopleOf(tx: Tx, ids: (string | null | undefined)[]): Promise<Map<string, PersonInfo>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!unique.length) return new Map();
  const rows = await asOwner(tx, () =>
    tx
      .select({ id: userProfiles.id, name: userProfiles.fullName, role: userProfiles.role })
      .from(userProfiles)
      .where(inArray(userProfiles.id, unique)),
  );
  return new Map(
    rows.map((r) => [r.id, { name: r.name, side: r.role === 'franchisor' || r.role === 'admin' ? 'head_office' : 'franchisee' }]),
  );
}

const personOf = (people: Map<string, PersonInfo>, id: string | null): TicketPerson | null => {
  if (!id) return null;
  return { id, name: people.get(id)?.name ?? 'Former user' };
};

// Counts and the latest message's author, per ticket, as correlated subqueries (row-level security applies to them).
const messageCount = sql<number>`(select count(*)::int from support_ticket_messages m where m.ticket_id = ${supportTickets.id})`;
const attachmentCount = sql<number>`(select count(*)::int from support_ticket_attachments a where a.ticket_id = ${supportTickets.id})`;
const lastAuthorId = sql<
  string | null
>`(select m.author_id from support_ticket_messages m where m.ticket_id = ${supportTickets.id} order by m.created_at desc, m.id desc limit 1)`;

const summarySelection = {
  t: supportTickets,
  locationName: locations.name,
  locationCode: locations.code,
  messageCount,
  attachmentCount,
  lastAuthorId,
};
type SummaryRow = {
  t: TicketRow;
  locationName: string | null;
  locationCode: string | null;
  messageCount: number;
  attachmentCount: number;
  lastAuthorId: string | null;
};

const summaries = (tx: Tx) =>
  tx.select(summarySelection).from(supportTickets).leftJoin(locations, eq(locations.id, supportTickets.locationId));

function toSummary(r: SummaryRow, people: Map<string, PersonInfo>, now: Date): TicketSummary {
  const t = r.t;
  const end = t.status === 'closed' && t.closedAt ? t.closedAt : now;
  return {
    id: t.id,
    ticketNumber: t.ticketNumber,
    subject: t.subject,
    category: t.category,
    priority: t.priority,
    status: t.status,
    location: t.locationId && r.locationName ? { id: t.locationId, name: r.locationName, code: r.locationCode ?? '' } : null,
    createdBy: personOf(people, t.createdBy) ?? { id: t.createdBy, name: 'Former user' },
    assignee: personOf(people, t.assignedTo),
    createdAt: t.createdAt.toISOString(),
    lastActivityAt: t.lastActivityAt.toISOString(),
    firstResponseAt: t.firstResponseAt?.toISOString() ?? null,
    resolvedAt: t.resolvedAt?.toISOString() ?? null,
    closedAt: t.closedAt?.toISOString() ?? null,
    ageMinutes: Math.max(0, Math.floor((end.getTime() - t.createdAt.getTime()) / MINUTE)),
    firstResponseMinutes: t.firstResponseAt
      ? Math.max(0, Math.floor((t.firstResponseAt.getTime() - t.createdAt.getTime()) / MINUTE))
      : null,
    messageCount: Number(r.messageCount),
    attachmentCount: Number(r.attachmentCount),
    lastMessageSide: r.lastAuthorId ? (people.get(r.lastAuthorId)?.side ?? null) : null,
  };
}

const PRIORITY_RANK = sql`case ${supportTickets.priority} when 'Urgent' then 0 when 'High' then 1 when 'Medium' then 2 else 3 end`;

async function page(
  tx: Tx,
  filters: (SQL | undefined)[],
  status: TicketStatus | undefined,
  order: SQL[],
  q: { limit: number; offset: number },
  now: Date,
): Promise<TicketList> {
  const where = and(...filters, status ? eq(supportTickets.status, status) : undefined);
  const rows = (await summaries(tx)
    .where(where)
    .orderBy(...order, asc(supportTickets.id))
    .limit(q.limit)
    .offset(q.offset)) as SummaryRow[];
  const byStatus = await tx
    .select({ status: supportTickets.status, n: sql<number>`count(*)::int` })
    .from(supportTickets)
    .leftJoin(locations, eq(locations.id, supportTickets.locationId))
    .where(and(...filters))
    .groupBy(supportTickets.status);
  const { counts, total } = statusCounts(TICKET_STATUSES, byStatus, status);
  const people = await peopleOf(
    tx,
    rows.flatMap((r) => [r.t.createdBy, r.t.assignedTo, r.lastAuthorId]),
  );
  return { items: rows.map((r) => toSummary(r, people, now)), total, counts };
}

/**
 * The tickets a franchisee may open (decision 019): those they raised, while they own the ticket's location (or the
 * ticket has none). A ticket is its raiser's correspondence with head office about a location: after the location
 * changes owner the previous owner no longer opens it, and the new owner does not read the previous owner's letters.
 * Row-level security decides the same (migration 0036); the service says it too.
 */
export function franchiseeTicketScope(userId: string): SQL {
  return and(
    eq(supportTickets.createdBy, userId),
    or(
      isNull(supportTickets.locationId),
      inArray(supportTickets.locationId, sql`(select ${locations.id} from ${locations} where ${locations.ownerId} = ${userId})`),
    ),
  )!;
}

/** The franchisee's own tickets (franchiseeTicketScope), filtered and sorted. */
export async function listMine(tx: Tx, actor: Actor, q: MyQuery, now: Date): Promise<TicketList> {
  const mine = franchiseeTicketScope(actor.userId);
  const filters: (SQL | undefined)[] = [mine];
  if (q.search) {
    const p = containsPattern(q.search);
    filters.push(or(ilike(supportTickets.ticketNumber, p), ilike(supportTickets.subject, p)));
  }
  const order =
    q.sort === 'newest'
      ? [desc(supportTickets.createdAt)]
      : q.sort === 'oldest'
        ? [asc(supportTickets.createdAt)]
        : [desc(supportTickets.lastActivityAt)];
  return page(tx, filters, q.status, order, q, now);
}

/** Head office's queue: every ticket, filtered and sorted. */
export function queue(tx: Tx, actor: Actor, q: QueueQuery, now: Date): Promise<TicketList> {
  const filters: (SQL | undefined)[] = [];
  if (q.priority) filters.push(eq(supportTickets.priority, q.priority));
  if (q.category) filters.push(eq(supportTickets.category, q.category));
  if (q.locationId) filters.push(eq(supportTickets.locationId, q.locationId));
  if (q.assignee === 'unassigned') filters.push(isNull(supportTickets.assignedTo));
  else if (q.assignee === 'mine') filters.push(eq(supportTickets.assignedTo, actor.userId));
  else if (q.assignee) filters.push(eq(supportTickets.assignedTo, q.assignee));
  if (q.search) {
    const p = containsPattern(q.search);
    filters.push(or(ilike(supportTickets.ticketNumber, p), ilike(supportTickets.subject, p), ilike(locations.name, p)));
  }
  const order =
    q.sort === 'priority'
      ? [asc(PRIORITY_RANK), asc(supportTickets.createdAt)]
      : q.sort === 'last_activity'
        ? [desc(supportTickets.lastActivityAt)]
        : q.sort === 'newest'
          ? [desc(supportTickets.createdAt)]
          : [asc(supportTickets.createdAt)];
  return page(tx, filters, q.status, order, q, now);
}

/** The ticket row as the caller may see it (row-level security), locked for a change when `lock`; 404 otherwise. */
export async function ticketRow(tx: Tx, id: string, opts: { lock?: boolean; as?: Actor } = {}): Promise<TicketRow> {
  const scope = opts.as?.role === 'franchisee' ? franchiseeTicketScope(opts.as.userId) : undefined;
  const query = tx
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), scope));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound(SUPPORT_MESSAGES.notFound);
  return row;
}

/** One ticket with its thread, files, history and what the caller may do now. */
export async function detailOf(tx: Tx, id: string, side: TicketSide, now: Date): Promise<TicketDetail> {
  const [row] = (await summaries(tx).where(eq(supportTickets.id, id))) as SummaryRow[];
  if (!row) throw AppError.notFound(SUPPORT_MESSAGES.notFound);
  const t = row.t;
  const messages = await tx
    .select()
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, id))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  const files = await tx
    .select()
    .from(supportTicketAttachments)
    .where(eq(supportTicketAttachments.ticketId, id))
    .orderBy(asc(supportTicketAttachments.createdAt), asc(supportTicketAttachments.id));
  const history = await tx
    .select()
    .from(supportTicketHistory)
    .where(eq(supportTicketHistory.ticketId, id))
    .orderBy(asc(supportTicketHistory.changedAt), asc(supportTicketHistory.id));
  const people = await peopleOf(tx, [
    t.createdBy,
    t.assignedTo,
    row.lastAuthorId,
    ...messages.map((m) => m.authorId),
    ...files.map((f) => f.uploadedBy),
    ...history.flatMap((h) => [h.changedBy, h.assignedTo]),
  ]);

  const attachment = (f: (typeof files)[number]): TicketAttachment => ({
    id: f.id,
    messageId: f.messageId,
    fileName: f.fileName,
    fileType: f.fileType,
    fileSize: f.fileSize,
    uploadedBy: personOf(people, f.uploadedBy),
    createdAt: f.createdAt.toISOString(),
    downloadUrl: supportAttachmentPath(side, id, f.id),
  });
  const thread: TicketMessage[] = messages.map((m) => ({
    id: m.id,
    body: m.body,
    author: personOf(people, m.authorId),
    side: (m.authorId && people.get(m.authorId)?.side) || (m.authorId === t.createdBy ? 'franchisee' : 'head_office'),
    createdAt: m.createdAt.toISOString(),
    attachments: files.filter((f) => f.messageId === m.id).map(attachment),
  }));
  const entries: TicketHistoryEntry[] = history.map((h) => ({
    id: h.id,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    assignee: personOf(people, h.assignedTo),
    kind: h.fromStatus === null ? 'created' : h.fromStatus !== h.toStatus ? 'status' : h.assignedTo ? 'assigned' : 'unassigned',
    note: h.note,
    changedBy: personOf(people, h.changedBy),
    changedAt: h.changedAt.toISOString(),
  }));

  const statuses =
    side === 'franchisee'
      ? allowedStatusChanges('franchisee', t.status).filter((s) => s !== 'open' || canReopen(t.status, t.resolvedAt, now))
      : allowedStatusChanges('head_office', t.status);
  return {
    ...toSummary(row, people, now),
    description: t.description,
    sourceUrl: t.sourceUrl,
    attachments: files.filter((f) => !f.messageId || !messages.some((m) => m.id === f.messageId)).map(attachment),
    messages: thread,
    history: entries,
    reopenableUntil: reopenableUntil(t.status, t.resolvedAt),
    can: {
      reply: canReplyTo(t.status),
      attach: canAttachTo(t.status, files.length),
      statuses: [...statuses],
      manage: side === 'head_office' && t.status !== 'closed',
    },
  };
}
