import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';

/**
 * The invitation link mailed to `email`, read from the server's file outbox (MAIL_TRANSPORT=file under the e2e
 * server); waits for the mail to arrive. The latest link wins when several invitations went to the address.
 */
export async function invitationLink(email: string): Promise<string> {
  const mailDir = path.join(E2E_DATA_DIR, 'mail');
  const wanted = email.toLowerCase().replace(/[^a-z0-9@._-]/gi, '_');
  let link: string | undefined;
  await expect
    .poll(() => {
      const files = existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.toLowerCase().includes(wanted)) : [];
      for (const f of files) {
        const text = JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')).text as string;
        link = text.match(/https?:\/\/\S+\/auth\/callback\?type=invite&token=\S+/)?.[0] ?? link;
      }
      return link;
    })
    .toBeTruthy();
  return link!;
}
