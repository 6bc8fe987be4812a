import { notificationEmails } from '../../db/schema';
import { asOwner, type Tx } from '../../lib/rls';

export interface QueuedEmail {
  to: string;
  subject: string;
  body: string;
  /** A private storage object the worker reads and attaches when it sends. */
  attachment?: { key: string; name: string; contentType: string };
}

/**
 * Puts one e-mail in the outbox (notification_emails) inside the caller's transaction, so it is sent only if the
 * change it reports commits. The outbox is the server's to write: the insert runs as the owner.
 */
export async function queueEmail(tx: Tx, e: QueuedEmail): Promise<string> {
  return asOwner(tx, async () => {
    const [row] = await tx
      .insert(notificationEmails)
      .values({
        toEmail: e.to,
        subject: e.subject,
        body: e.body,
        attachmentKey: e.attachment?.key ?? null,
        attachmentName: e.attachment?.name ?? null,
        attachmentType: e.attachment?.contentType ?? null,
      })
      .returning({ id: notificationEmails.id });
    return row.id;
  });
}

/** The outbox as the service other modules receive (ctx.emailOutbox): they may not import this module's files. */
export function createEmailOutbox() {
  return { queue: queueEmail };
}
export type EmailOutbox = ReturnType<typeof createEmailOutbox>;
