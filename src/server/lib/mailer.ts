import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when configured; otherwise each message becomes a .eml-style JSON file under `<dataDir>/mail/`. */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  const dir = path.join(opts.dataDir, 'mail');
  return {
    async send(m) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(dir, `${stamp}-${safeTo}.json`);
      await writeFile(file, JSON.stringify({ from: opts.from, ...m, sentAt: new Date().toISOString() }, null, 2));
    },
  };
}
