import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Text messages: POSTed as JSON to `SMS_WEBHOOK_URL` (an SMS gateway or a small adapter in front of one)
 * when set; otherwise each message becomes a JSON file under `<dataDir>/sms/`, like the development mailer.
 */
export function createSmsTransport(opts: { webhookUrl?: string; dataDir: string }): SmsTransport {
  if (opts.webhookUrl) {
    const url = opts.webhookUrl;
    return {
      async send(m) {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(m) });
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      },
    };
  }
  const dir = path.join(opts.dataDir, 'sms');
  return {
    async send(m) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${m.to.replace(/[^0-9+]/g, '')}.json`);
      await writeFile(file, JSON.stringify({ ...m, sentAt: new Date().toISOString() }, null, 2));
    },
  };
}
