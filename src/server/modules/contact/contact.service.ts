import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limit';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { containsAny } from '../../lib/sql-like';
import { statusTabbedPage } from '../../lib/status-counts';
import type { EmailOutbox } from '../notifications/email-outbox';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_STATUSES,
  CONTACT_MESSAGES,
  type ContactMessage,
  type ContactMessageList,
  type ContactMessageStatus,
  type ZContactMessageCreate,
  type ZContactMessageQuery,
} from '../../../shared/contact.contracts';
import { HEAD_OFFICE } from '../../../shared/site.contracts';

type CreateInput = ReturnType<typeof ZContactMessageCreate.parse>;
type Query = ReturnType<typeof ZContactMessageQuery.parse>;

const selection = { m: contactMessages, handledByName: userProfiles.fullName };
const byStatus = { table: contactMessages, status: contactMessages.status, statuses: CONTACT_MESSAGE_STATUSES };
type Selected = { m: typeof contactMessages.$inferSelect; handledByName: string | null };

function toDto({ m, handledByName }: Selected): ContactMessage {
  return {
    id: m.id,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    phone: m.phone,
    subject: m.subject,
    message: m.message,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    handledAt: m.handledAt?.toISOString() ?? null,
    handledByName: handledByName ?? null,
  };
}

/**
 * The contact form: visitors' messages are stored (as the owner: visitors have no account), e-mailed to head office
 * through the outbox, and limited per e-mail address and per client address. Head office reads them and marks them
 * handled under row-level security (migration 0026).
 */
export function createContactService(deps: { db: Db; limiter: RateLimiter; emailOutbox: EmailOutbox; now?: () => Date }) {
  const { db, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  /** Claims one message against both limits before anything is stored; a refused claim is handed back (429). */
  async function claim(email: string, ip: string | null): Promise<() => Promise<void>> {
    const keys: [string, number][] = [
      [`contact:email:${email}`, CONTACT_LIMITS.perEmail],
      [`contact:address:${ip ?? 'unknown'}`, CONTACT_LIMITS.perAddress],
    ];
    const claimed: string[] = [];
    const release = async () => {
      for (const key of claimed) await limiter.release(key);
    };
    for (const [key, max] of keys) {
      const r = await limiter.reserve(key, CONTACT_LIMITS.windowSeconds, max);
      claimed.push(key);
      if (!r.allowed) {
        await release();
        throw AppError.of('RATE_LIMITED');
      }
    }
    return release;
  }

  async function send(ip: string | null, input: CreateInput): Promise<{ id: string; receivedAt: string }> {
    const email = input.email.toLowerCase();
    // The phone pattern allows any white space (\s: line breaks too); kept on one line for the e-mail and the inbox.
    const phone = input.phone.replace(/\s+/g, ' ');
    const release = await claim(email, ip);
    try {
      return await db.transaction(async (tx) => {
        const [m] = await tx
          .insert(contactMessages)
          .values({ ...input, email, phone, ipAddress: ip, createdAt: now() })
          .returning();
        // The outbox has no reply-to yet: the sender's address is the first line, so head office can answer it.
        await deps.emailOutbox.queue(tx, {
          to: HEAD_OFFICE.email,
          subject: `Contact form: ${m.subject}`,
          body:
            `Reply to: ${m.firstName} ${m.lastName} <${m.email}>\nPhone: ${m.phone}\n\n${m.message}\n\n` +
            `—\nSent through the contact form of FranchiseHub on ${m.createdAt.toISOString()}. Mark it handled under /contact-messages.`,
        });
        return { id: m.id, receivedAt: m.createdAt.toISOString() };
      });
    } catch (err) {
      await release();
      throw err;
    }
  }

  /** The list's filters other than the status. */
  function filters(q: Query): SQL | undefined {
    return containsAny(q.q, [
      sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`,
      contactMessages.email,
      contactMessages.subject,
    ]);
  }

  function list(actor: Actor, q: Query): Promise<ContactMessageList> {
    return withRls(db, actor, (tx) =>
      statusTabbedPage(tx, byStatus, filters(q), q.status, async (where) => {
        const rows = await tx
          .select(selection)
          .from(contactMessages)
          .leftJoin(userProfiles, eq(userProfiles.id, contactMessages.handledBy))
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(q.limit)
          .offset(q.offset);
        return rows.map(toDto);
      }),
    );
  }

  async function one(tx: Tx, id: string): Promise<ContactMessage> {
    const [row] = await tx
      .select(selection)
      .from(contactMessages)
      .leftJoin(userProfiles, eq(userProfiles.id, contactMessages.handledBy))
      .where(eq(contactMessages.id, id));
    if (!row) throw AppError.notFound(CONTACT_MESSAGES.notFound);
    return toDto(row);
  }

  function get(actor: Actor, id: string): Promise<ContactMessage> {
    return withRls(db, actor, (tx) => one(tx, id));
  }

  /** Handled records who and when; back to new clears them. */
  function setStatus(actor: Actor, id: string, status: ContactMessageStatus): Promise<ContactMessage> {
    return withRls(db, actor, async (tx) => {
      const current = await one(tx, id);
      if (current.status !== status) {
        await tx
          .update(contactMessages)
          .set(status === 'handled' ? { status, handledBy: actor.userId, handledAt: now() } : { status, handledBy: null, handledAt: null })
          .where(eq(contactMessages.id, id));
      }
      return one(tx, id);
    });
  }

  return { send, list, get, setStatus };
}
export type ContactService = ReturnType<typeof createContactService>;
