import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import {
  locations,
  supportTicketAttachments,
  supportTicketHistory,
  supportTicketMessages,
  supportTickets,
  userProfiles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  claimDocumentQuota,
  DOCUMENT_CONTENT_TYPES,
  documentTypeOf,
  nameForType,
  safeFileName,
  type DocumentType,
} from '../../lib/document-upload';
import type { RateLimiter } from '../../lib/rate-limit';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import type { Storage } from '../../lib/storage';
import { activeHeadOffice, activeHeadOfficeIds } from '../../lib/head-office';
import type { Notifier } from '../notifications/notifier';
import type { AuditService } from '../audit/audit.service';
import type { Who } from '../network/locations.service';
import { paths } from '../../../shared/routes';
import {
  canChangeStatus,
  canReopen,
  allowedStatusChanges,
  formatTicketNumber,
  SUPPORT_MESSAGES,
  TICKET_MAX_ATTACHMENTS,
  TICKET_STATUS_LABELS,
  ticketSideOf,
  type TicketDetail,
  type TicketList,
  type TicketPriority,
  type TicketSide,
  type TicketStatus,
  type ZMyTicketQuery,
  type ZQueueQuery,
  type ZTicketCreate,
} from '../../../shared/support.contracts';
import { detailOf, franchiseeTicketScope, listMine, peopleOf, queue, ticketRow, type TicketRow } from './support.queries';
import { tooManyFiles, type TicketUpload } from './support-forms';

type CreateInput = ReturnType<typeof ZTicketCreate.parse>;
type MyQuery = ReturnType<typeof ZMyTicketQuery.parse>;
type QueueQuery = ReturnType<typeof ZQueueQuery.parse>;

/** Ticket files are private objects, one folder per ticket (decision 007), streamed after the ticket's RLS check. */
const FOLDER = 'support-tickets';
const EXCERPT = 160;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);
const notificationPriority = (p: TicketPriority) =>
  (p === 'Urgent' ? 'high' : p === 'High' ? 'medium' : 'low') as 'high' | 'medium' | 'low';

interface CheckedFile {
  upload: TicketUpload;
  type: DocumentType;
}
interface StoredFile extends CheckedFile {
  key: string;
  name: string;
}

/**
 * Support requests: franchisees raise tickets and follow them; head office answers, assigns and moves them through
 * open → in_progress → resolved → closed (TICKET_TRANSITIONS in the contracts). Every read and write runs under
 * row-level security as the caller (migration 0021), so a franchisee never reaches another location's ticket, message
 * or file; names of head-office people are looked up with the owner's rights once the rows are known to be visible.
 * Each reply notifies the other side; status changes and assignments are written to support_ticket_history.
 */
export function createSupportService(deps: {
  db: Db;
  storage: Storage;
  limiter: RateLimiter;
  notifier: Notifier;
  /** Head office's changes (status, assignment, priority) also go to the audit log. */
  audit: AuditService;
  /** The current time; tests pass their own. */
  now?: () => Date;
}) {
  const { db, storage, notifier, audit } = deps;

  /** One head-office change of a ticket in the audit log (inside the change's transaction). */
  const audited = (tx: Tx, who: Who, t: TicketRow, action: string, before: object, after: object) =>
    audit.record(tx, {
      actorId: who.actor.userId,
      action: `support_ticket.${action}`,
      targetType: 'support_ticket',
      targetId: t.id,
      targetLabel: `${t.ticketNumber} ${t.subject}`.slice(0, 200),
      before,
      after,
      ip: who.ip,
    });
  const now = deps.now ?? (() => new Date());

  function sideOf(actor: Actor): TicketSide {
    const side = ticketSideOf(actor.role);
    if (!side) throw AppError.forbidden();
    return side;
  }

  // ---------------------------------------------------------------- files

  /** Every file's type by content (422 for anything but PDF, DOC, DOCX, JPG, PNG), before anything is stored. */
  async function checkFiles(files: TicketUpload[]): Promise<CheckedFile[]> {
    const checked: CheckedFile[] = [];
    for (const upload of files) checked.push({ upload, type: await documentTypeOf(upload.bytes, SUPPORT_MESSAGES.attachmentWrongType) });
    return checked;
  }

  /**
   * Claims the uploader's document quota and stores the files as private objects; `undo` deletes them and hands the
   * quota back (when the database work that records them fails).
   */
  async function store(actor: Actor, ticketId: string, files: CheckedFile[]): Promise<{ stored: StoredFile[]; undo: () => Promise<void> }> {
    const releases: (() => Promise<void>)[] = [];
    const stored: StoredFile[] = [];
    const undo = async () => {
      for (const f of stored) await storage.delete({ visibility: 'private', key: f.key });
      for (const release of releases) await release();
    };
    try {
      for (const f of files) {
        releases.push(await claimDocumentQuota({ userId: actor.userId, limiter: deps.limiter }, f.upload.bytes.length));
        const key = `${FOLDER}/${ticketId}/${randomBytes(8).toString('hex')}.${f.type.ext}`;
        await storage.put({ visibility: 'private', key }, f.upload.bytes, { contentType: f.type.contentType });
        stored.push({ ...f, key, name: nameForType(safeFileName(f.upload.filename, f.type.ext, 'attachment'), f.type) });
      }
    } catch (err) {
      await undo();
      throw err;
    }
    return { stored, undo };
  }

  async function recordFiles(tx: Tx, actor: Actor, ticketId: string, messageId: string | null, files: StoredFile[], at: Date) {
    if (!files.length) return;
    await tx.insert(supportTicketAttachments).values(
      // A millisecond apart, so the files list in the order they were sent.
      files.map((f, i) => ({
        ticketId,
        messageId,
        fileKey: f.key,
        fileName: f.name,
        fileType: f.type.contentType,
        fileSize: f.upload.bytes.length,
        uploadedBy: actor.userId,
        createdAt: new Date(at.getTime() + i),
      })),
    );
  }

  async function attachmentCount(tx: Tx, ticketId: string): Promise<number> {
    const [{ n }] = await tx.select({ n: count() }).from(supportTicketAttachments).where(eq(supportTicketAttachments.ticketId, ticketId));
    return Number(n);
  }

  /** Stores `files`, runs `work` with them under RLS, and removes them again if `work` fails. */
  async function withFiles<T>(actor: Actor, ticketId: string, files: CheckedFile[], work: (tx: Tx, stored: StoredFile[]) => Promise<T>) {
    const { stored, undo } = await store(actor, ticketId, files);
    try {
      return await withRls(db, actor, (tx) => work(tx, stored));
    } catch (err) {
      await undo();
      throw err;
    }
  }

  // ---------------------------------------------------------------- notifications

  /**
   * The franchisee side of a ticket: who raised it, while they still own its location (decision 019: after a change
   * of owner neither the previous owner nor the new one opens it, so neither is told about it).
   */
  async function franchiseeSide(tx: Tx, t: TicketRow): Promise<string[]> {
    if (!t.locationId) return [t.createdBy];
    const [loc] = await tx.select({ ownerId: locations.ownerId }).from(locations).where(eq(locations.id, t.locationId));
    return loc?.ownerId === t.createdBy ? [t.createdBy] : [];
  }

  /**
   * Notifies the other side of `actor` (or `to`), never the actor, through the notifier (preferences apply) in the
   * same transaction; franchisees get the support-request page, head office the ticket page.
   */
  async function notify(
    tx: Tx,
    actor: Actor,
    t: TicketRow,
    to: 'franchisee' | 'head_office' | 'assignee_or_head_office' | { userIds: string[] },
    content: { title: string; message: string },
  ) {
    await asOwner(tx, async () => {
      let recipients: string[];
      let side: TicketSide;
      if (to === 'franchisee') {
        recipients = await franchiseeSide(tx, t);
        side = 'franchisee';
      } else if (to === 'head_office') {
        recipients = await activeHeadOfficeIds(tx);
        side = 'head_office';
      } else if (to === 'assignee_or_head_office') {
        recipients = t.assignedTo ? [t.assignedTo] : await activeHeadOfficeIds(tx);
        side = 'head_office';
      } else {
        recipients = to.userIds;
        side = 'head_office';
      }
      const recipientIds = recipients.filter((id) => id !== actor.userId);
      if (!recipientIds.length) return;
      await notifier.sendWith(tx, {
        type: 'support_ticket_update',
        ticket: { id: t.id, ticketNumber: t.ticketNumber },
        recipientIds,
        senderId: actor.userId,
        title: content.title,
        message: content.message,
        priority: notificationPriority(t.priority),
        actionUrl: side === 'franchisee' ? paths.supportRequest(t.id) : paths.supportTicket(t.id),
      });
    });
  }

  async function nameOf(tx: Tx, userId: string): Promise<string> {
    return (await peopleOf(tx, [userId])).get(userId)?.name ?? 'Someone';
  }

  // ---------------------------------------------------------------- reads

  function listOwn(actor: Actor, q: MyQuery): Promise<TicketList> {
    return withRls(db, actor, (tx) => listMine(tx, actor, q, now()));
  }

  function headOfficeQueue(actor: Actor, q: QueueQuery): Promise<TicketList> {
    return withRls(db, actor, (tx) => queue(tx, actor, q, now()));
  }

  function get(actor: Actor, id: string): Promise<TicketDetail> {
    return withRls(db, actor, async (tx) => {
      if (sideOf(actor) === 'franchisee') await ticketRow(tx, id, { as: actor });
      return detailOf(tx, id, sideOf(actor), now());
    });
  }

  /** The franchisee's own locations for the form, by name; the first one is the default. */
  function myLocations(actor: Actor) {
    return withRls(db, actor, async (tx) => ({
      items: await tx
        .select({ id: locations.id, name: locations.name, code: locations.code })
        .from(locations)
        .where(eq(locations.ownerId, actor.userId))
        .orderBy(asc(locations.name), asc(locations.id)),
    }));
  }

  /** Active franchisors and admins, by name. */
  function assignees(actor: Actor) {
    return withRls(db, actor, async (tx) => ({
      items: (
        await tx
          .select({ id: userProfiles.id, name: userProfiles.fullName, email: userProfiles.email, role: userProfiles.role })
          .from(userProfiles)
          .where(activeHeadOffice)
          .orderBy(asc(userProfiles.fullName), asc(userProfiles.id))
      ).map((u) => ({ ...u, role: u.role as 'franchisor' | 'admin' })),
    }));
  }

  /** An attachment's bytes, once row-level security has let the caller see the ticket and the file (404 otherwise). */
  async function attachment(
    actor: Actor,
    ticketId: string,
    attachmentId: string,
  ): Promise<{ body: Readable; filename: string; contentType: string }> {
    const [row] = await withRls(db, actor, async (tx) => {
      const scoped = sideOf(actor) === 'franchisee' ? franchiseeTicketScope(actor.userId) : undefined;
      return tx
        .select({ a: supportTicketAttachments })
        .from(supportTicketAttachments)
        .innerJoin(supportTickets, eq(supportTickets.id, supportTicketAttachments.ticketId))
        .where(and(eq(supportTicketAttachments.id, attachmentId), eq(supportTicketAttachments.ticketId, ticketId), scoped))
        .then((rows) => rows.map((r) => r.a));
    });
    if (!row) throw AppError.notFound(SUPPORT_MESSAGES.attachmentNotFound);
    const body = await storage.stream({ visibility: 'private', key: row.fileKey });
    if (!body) throw AppError.notFound(SUPPORT_MESSAGES.attachmentNotFound);
    const ext = row.fileKey.split('.').pop() ?? '';
    return { body, filename: row.fileName, contentType: row.fileType || DOCUMENT_CONTENT_TYPES[ext] || 'application/octet-stream' };
  }

  // ---------------------------------------------------------------- franchisee writes

  /** Raises a ticket (franchisee) at one of their locations (default: their first), with up to 5 files. */
  async function create(who: Who, input: CreateInput, files: TicketUpload[]): Promise<TicketDetail> {
    const { actor } = who;
    if (files.length > TICKET_MAX_ATTACHMENTS) throw tooManyFiles();
    const checked = await checkFiles(files);
    // Refuse a foreign location before anything is stored.
    const locationId = await withRls(db, actor, async (tx) => {
      if (input.locationId) {
        const [own] = await tx
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.id, input.locationId), eq(locations.ownerId, actor.userId)));
        if (!own) {
          throw AppError.validation(SUPPORT_MESSAGES.chooseLocation, { fieldErrors: { locationId: [SUPPORT_MESSAGES.chooseLocation] } });
        }
        return own.id;
      }
      const [first] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.ownerId, actor.userId))
        .orderBy(asc(locations.name), asc(locations.id))
        .limit(1);
      return first?.id ?? null;
    });
    const id = randomUUID();
    return withFiles(actor, id, checked, async (tx, stored) => {
      const at = now();
      const [{ n }] = rowsOf<{ n: string }>(await tx.execute(sql`select nextval('support_ticket_number_seq')::text as n`));
      const [t] = await tx
        .insert(supportTickets)
        .values({
          id,
          ticketNumber: formatTicketNumber(BigInt(n)),
          locationId,
          createdBy: actor.userId,
          subject: input.subject,
          category: input.category,
          priority: input.priority,
          description: input.description,
          status: 'open',
          sourceUrl: input.sourceUrl,
          lastActivityAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await tx
        .insert(supportTicketHistory)
        .values({ ticketId: id, fromStatus: null, toStatus: 'open', changedBy: actor.userId, changedAt: at });
      await recordFiles(tx, actor, id, null, stored, at);
      await notify(tx, actor, t, 'head_office', {
        title: `New support request ${t.ticketNumber}`,
        message: `${await nameOf(tx, actor.userId)} (${t.category}, ${t.priority}): ${excerpt(t.subject)}`,
      });
      return detailOf(tx, id, 'franchisee', at);
    });
  }

  /**
   * A reply from either side, with at most one file. A head-office reply records the first response and moves an
   * open ticket to in progress; a franchisee's reply leaves the status as it is (a resolved ticket stays resolved
   * and is reopened only on purpose). The other side is notified. A closed ticket takes no replies (409).
   */
  async function reply(who: Who, id: string, body: string, files: TicketUpload[]): Promise<TicketDetail> {
    const { actor } = who;
    const side = sideOf(actor);
    if (files.length > 1) throw tooManyFiles();
    const checked = await checkFiles(files);
    // Nothing is stored for a ticket the caller cannot see or answer.
    await withRls(db, actor, async (tx) => {
      const t = await ticketRow(tx, id, { as: actor });
      if (t.status === 'closed') throw AppError.conflict(SUPPORT_MESSAGES.closedNoReply);
      if (checked.length && (await attachmentCount(tx, id)) + checked.length > TICKET_MAX_ATTACHMENTS) throw tooManyFiles();
    });
    return withFiles(actor, id, checked, async (tx, stored) => {
      const t = await ticketRow(tx, id, { lock: true, as: actor });
      if (t.status === 'closed') throw AppError.conflict(SUPPORT_MESSAGES.closedNoReply);
      if (stored.length && (await attachmentCount(tx, id)) + stored.length > TICKET_MAX_ATTACHMENTS) throw tooManyFiles();
      const at = now();
      const [message] = await tx
        .insert(supportTicketMessages)
        .values({ ticketId: id, authorId: actor.userId, body, createdAt: at })
        .returning({ id: supportTicketMessages.id });
      await recordFiles(tx, actor, id, message.id, stored, at);
      const set: Partial<typeof supportTickets.$inferInsert> = { lastActivityAt: at, updatedAt: at };
      if (side === 'head_office') {
        if (!t.firstResponseAt) set.firstResponseAt = at;
        if (t.status === 'open') {
          set.status = 'in_progress';
          await tx.insert(supportTicketHistory).values({
            ticketId: id,
            fromStatus: 'open',
            toStatus: 'in_progress',
            note: 'Head office replied',
            changedBy: actor.userId,
            changedAt: at,
          });
        }
      }
      await tx.update(supportTickets).set(set).where(eq(supportTickets.id, id));
      const author = await nameOf(tx, actor.userId);
      await notify(tx, actor, t, side === 'head_office' ? 'franchisee' : 'assignee_or_head_office', {
        title: side === 'head_office' ? `Head office replied on ${t.ticketNumber}` : `New reply on ${t.ticketNumber}`,
        message: `${author}: ${excerpt(body)}`,
      });
      return detailOf(tx, id, side, at);
    });
  }

  /** Adds one file to a ticket that is not closed (either side), at most 5 per ticket. */
  async function attach(who: Who, id: string, files: TicketUpload[]): Promise<TicketDetail> {
    const { actor } = who;
    const side = sideOf(actor);
    if (!files.length) {
      throw AppError.validation(SUPPORT_MESSAGES.chooseFile, { fieldErrors: { file: [SUPPORT_MESSAGES.chooseFile] } });
    }
    if (files.length > 1) throw tooManyFiles();
    const checked = await checkFiles(files);
    const refuse = async (tx: Tx, lock: boolean) => {
      const t = await ticketRow(tx, id, { lock, as: actor });
      if (t.status === 'closed') throw AppError.conflict(SUPPORT_MESSAGES.closedNoAttachment);
      if ((await attachmentCount(tx, id)) + checked.length > TICKET_MAX_ATTACHMENTS) throw tooManyFiles();
      return t;
    };
    await withRls(db, actor, (tx) => refuse(tx, false));
    return withFiles(actor, id, checked, async (tx, stored) => {
      await refuse(tx, true);
      const at = now();
      await recordFiles(tx, actor, id, null, stored, at);
      await tx.update(supportTickets).set({ lastActivityAt: at, updatedAt: at }).where(eq(supportTickets.id, id));
      return detailOf(tx, id, side, at);
    });
  }

  /** Applies a status change (already allowed), with its timestamps and history entry. */
  async function moveTo(tx: Tx, actor: Actor, t: TicketRow, to: TicketStatus, note: string | null, at: Date) {
    const set: Partial<typeof supportTickets.$inferInsert> = { status: to, lastActivityAt: at, updatedAt: at };
    if (to === 'resolved') set.resolvedAt = at;
    if (to === 'closed') set.closedAt = at;
    // Back to work (reopened by the franchisee, or more work by head office): no longer resolved.
    if (to === 'open' || to === 'in_progress') set.resolvedAt = null;
    await tx.update(supportTickets).set(set).where(eq(supportTickets.id, t.id));
    await tx
      .insert(supportTicketHistory)
      .values({ ticketId: t.id, fromStatus: t.status, toStatus: to, note, changedBy: actor.userId, changedAt: at });
  }

  const refusedMove = (side: TicketSide, from: TicketStatus, to: TicketStatus) =>
    AppError.conflict(
      from === to ? SUPPORT_MESSAGES.sameStatus : SUPPORT_MESSAGES.transitionRefused(from, to, allowedStatusChanges(side, from)),
    );

  /** The franchisee closes their ticket (from open, in progress or resolved): their own decision. */
  function close(who: Who, id: string, note: string | null): Promise<TicketDetail> {
    return withRls(db, who.actor, async (tx) => {
      const t = await ticketRow(tx, id, { lock: true, as: who.actor });
      if (t.status === 'closed') throw AppError.conflict(SUPPORT_MESSAGES.alreadyClosed);
      if (!canChangeStatus('franchisee', t.status, 'closed')) throw refusedMove('franchisee', t.status, 'closed');
      const at = now();
      await moveTo(tx, who.actor, t, 'closed', note, at);
      if (t.assignedTo) {
        await notify(
          tx,
          who.actor,
          t,
          { userIds: [t.assignedTo] },
          {
            title: `${t.ticketNumber} was closed by the franchisee`,
            message: note ? `${await nameOf(tx, who.actor.userId)}: ${excerpt(note)}` : excerpt(t.subject),
          },
        );
      }
      return detailOf(tx, id, 'franchisee', at);
    });
  }

  /** The franchisee reopens a resolved ticket within TICKET_REOPEN_DAYS of its resolution; it is open again. */
  function reopen(who: Who, id: string, note: string | null): Promise<TicketDetail> {
    return withRls(db, who.actor, async (tx) => {
      const t = await ticketRow(tx, id, { lock: true, as: who.actor });
      if (t.status !== 'resolved') throw AppError.conflict(SUPPORT_MESSAGES.reopenNotResolved);
      const at = now();
      if (!canReopen(t.status, t.resolvedAt, at)) throw AppError.conflict(SUPPORT_MESSAGES.reopenWindowPassed);
      await moveTo(tx, who.actor, t, 'open', note ?? 'Reopened by the franchisee', at);
      await notify(tx, who.actor, t, 'assignee_or_head_office', {
        title: `${t.ticketNumber} was reopened`,
        message: note ? `${await nameOf(tx, who.actor.userId)}: ${excerpt(note)}` : excerpt(t.subject),
      });
      return detailOf(tx, id, 'franchisee', at);
    });
  }

  // ---------------------------------------------------------------- head-office writes

  /** Head office moves a ticket: open → in_progress → resolved → closed, resolved → in_progress; else 409. */
  function setStatus(who: Who, id: string, to: TicketStatus, note: string | null): Promise<TicketDetail> {
    return withRls(db, who.actor, async (tx) => {
      const t = await ticketRow(tx, id, { lock: true, as: who.actor });
      if (!canChangeStatus('head_office', t.status, to)) throw refusedMove('head_office', t.status, to);
      const at = now();
      await moveTo(tx, who.actor, t, to, note, at);
      await audited(tx, who, t, 'status_changed', { status: t.status }, { status: to, ...(note ? { note } : {}) });
      await notify(tx, who.actor, t, 'franchisee', {
        title: `${t.ticketNumber} is now ${TICKET_STATUS_LABELS[to]}`,
        message: note ? excerpt(note) : excerpt(t.subject),
      });
      return detailOf(tx, id, 'head_office', at);
    });
  }

  /** Head office assigns a ticket to an active franchisor or admin (or unassigns it); the assignee is notified. */
  function assign(who: Who, id: string, assigneeId: string | null): Promise<TicketDetail> {
    return withRls(db, who.actor, async (tx) => {
      const t = await ticketRow(tx, id, { lock: true, as: who.actor });
      if (t.status === 'closed') throw AppError.conflict(SUPPORT_MESSAGES.closedNoAssign);
      if (assigneeId) {
        const [staff] = await tx
          .select({ id: userProfiles.id })
          .from(userProfiles)
          .where(and(eq(userProfiles.id, assigneeId), activeHeadOffice));
        if (!staff) {
          throw AppError.validation(SUPPORT_MESSAGES.assigneeInvalid, { fieldErrors: { assigneeId: [SUPPORT_MESSAGES.assigneeInvalid] } });
        }
      }
      const at = now();
      if (t.assignedTo !== assigneeId) {
        await tx.update(supportTickets).set({ assignedTo: assigneeId, lastActivityAt: at, updatedAt: at }).where(eq(supportTickets.id, id));
        await tx.insert(supportTicketHistory).values({
          ticketId: id,
          fromStatus: t.status,
          toStatus: t.status,
          assignedTo: assigneeId,
          changedBy: who.actor.userId,
          changedAt: at,
        });
        await audited(tx, who, t, 'assigned', { assignedTo: t.assignedTo }, { assignedTo: assigneeId });
        if (assigneeId) {
          await notify(
            tx,
            who.actor,
            t,
            { userIds: [assigneeId] },
            {
              title: `${t.ticketNumber} was assigned to you`,
              message: `${t.priority} · ${t.category}: ${excerpt(t.subject)}`,
            },
          );
        }
      }
      return detailOf(tx, id, 'head_office', at);
    });
  }

  /** Head office changes the priority of a ticket that is not closed. */
  function setPriority(who: Who, id: string, priority: TicketPriority): Promise<TicketDetail> {
    return withRls(db, who.actor, async (tx) => {
      const t = await ticketRow(tx, id, { lock: true, as: who.actor });
      if (t.status === 'closed') throw AppError.conflict(SUPPORT_MESSAGES.closedNoPriority);
      const at = now();
      if (t.priority !== priority) {
        await tx.update(supportTickets).set({ priority, updatedAt: at }).where(eq(supportTickets.id, id));
        await audited(tx, who, t, 'priority_changed', { priority: t.priority }, { priority });
      }
      return detailOf(tx, id, 'head_office', at);
    });
  }

  return {
    listOwn,
    queue: headOfficeQueue,
    get,
    myLocations,
    assignees,
    attachment,
    create,
    reply,
    attach,
    close,
    reopen,
    setStatus,
    assign,
    setPriority,
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
