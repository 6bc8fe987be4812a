import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { notificationEmails } from '../../db/schema';
import type { MailAttachment, Mailer } from '../../lib/mailer';
import type { Storage } from '../../lib/storage';

export const EMAIL_RETRY = { maxAttempts: 5, baseDelaySeconds: 30, leaseSeconds: 300, batchSize: 20 } as const;

/** Seconds to wait before attempt n+1 after n failed attempts: 30 s, 60 s, 120 s, … */
export function retryDelaySeconds(attempts: number): number {
  return EMAIL_RETRY.baseDelaySeconds * 2 ** Math.max(0, attempts - 1);
}

interface Job {
  id: string;
  to_email: string;
  subject: string;
  body: string;
  attempts: number;
  attachment_key: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
}

/** Reads a stream or buffer to the end. */
async function bytesOf(stream: AsyncIterable<Uint8Array | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Sends queued notification e-mails in the background. Jobs are leased with SKIP LOCKED, so several
 * processes can run workers against one database without sending an e-mail twice.
 */
export function createEmailWorker(deps: {
  db: Db;
  mailer: Mailer;
  /** Where attachments live (private objects); an e-mail with an attachment fails its attempt without it. */
  storage?: Storage;
  intervalMs?: number;
  onError?: (err: unknown) => void;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function claim(): Promise<Job[]> {
    return rowsOf<Job>(
      await deps.db.execute(sql`
        update notification_emails
           set attempts = attempts + 1,
               next_attempt_at = now() + make_interval(secs => ${EMAIL_RETRY.leaseSeconds})
         where id in (select id from notification_emails
                       where status = 'pending' and next_attempt_at <= now()
                       order by next_attempt_at
                       limit ${EMAIL_RETRY.batchSize}
                       for update skip locked)
        returning id, to_email, subject, body, attempts, attachment_key, attachment_name, attachment_type`),
    );
  }

  /** The private object an e-mail carries; a missing one throws, so the attempt counts as failed and is retried. */
  async function attachmentOf(job: Job): Promise<MailAttachment> {
    const stream = deps.storage ? await deps.storage.stream({ visibility: 'private', key: job.attachment_key! }) : null;
    if (!stream) throw new Error(`attachment ${job.attachment_key} is missing`);
    return {
      filename: job.attachment_name ?? 'attachment',
      content: await bytesOf(stream),
      contentType: job.attachment_type ?? 'application/octet-stream',
    };
  }

  /** Sends what is due now; returns how many were sent. */
  async function runOnce(): Promise<number> {
    let sent = 0;
    for (const job of await claim()) {
      try {
        const attachments = job.attachment_key ? [await attachmentOf(job)] : undefined;
        await deps.mailer.send({ to: job.to_email, subject: job.subject, text: job.body, ...(attachments ? { attachments } : {}) });
        await deps.db
          .update(notificationEmails)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(notificationEmails.id, job.id));
        sent++;
      } catch (err) {
        const giveUp = job.attempts >= EMAIL_RETRY.maxAttempts;
        await deps.db
          .update(notificationEmails)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lastError: err instanceof Error ? err.message.slice(0, 500) : 'send failed',
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`,
          })
          .where(eq(notificationEmails.id, job.id));
      }
    }
    return sent;
  }

  function tick() {
    if (running) return;
    running = runOnce()
      .catch((err) => {
        deps.onError?.(err);
        return 0;
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    runOnce,
    start() {
      if (!timer) timer = setInterval(tick, deps.intervalMs ?? 2_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type EmailWorker = ReturnType<typeof createEmailWorker>;
