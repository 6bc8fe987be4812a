import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { phoneVerifications, userProfiles } from '../../db/schema';
import { ACCOUNT_MESSAGES } from '../../../shared/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const verify = (cookie: string, phone: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/profile/phone/verify', headers: { origin: TEST_ORIGIN, cookie }, payload: { phone, code } });

function lastSmsCode(to: string): string {
  const dir = path.join(t.ctx.config.DATA_DIR, 'sms');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(`${to.replace(/[^0-9+]/g, '')}.json`))
    .sort();
  return /(\d{6})/.exec(JSON.parse(readFileSync(path.join(dir, files[files.length - 1]), 'utf8')).body as string)![1];
}

describe('phone code cap under a burst', () => {
  it('60 wrong guesses at once check at most 5 codes, and the right code is refused afterwards', async () => {
    const u = await signUp(t);
    const phone = '+639175550101';
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/profile/phone',
      headers: { origin: TEST_ORIGIN, cookie: u.cookie },
      payload: { phone },
    });
    expect(start.statusCode).toBe(200);
    const code = lastSmsCode(phone);
    const wrong = Array.from({ length: 60 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const responses = await Promise.all(wrong.map((guess) => verify(u.cookie, phone, guess)));
    expect(responses.every((r) => r.statusCode === 422 && r.json().error.message === ACCOUNT_MESSAGES.PHONE_CODE_INVALID)).toBe(true);
    const [pending] = await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, u.userId));
    expect(pending.attempts).toBe(5);

    const right = await verify(u.cookie, phone, code);
    expect(right.statusCode).toBe(422);
    expect(right.json().error.message).toBe(ACCOUNT_MESSAGES.PHONE_CODE_INVALID);
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, u.userId));
    expect(profile.phoneVerifiedAt).toBeNull();
  });

  it('the right code among the first five tries still verifies', async () => {
    const u = await signUp(t);
    const phone = '+639175550102';
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/phone',
      headers: { origin: TEST_ORIGIN, cookie: u.cookie },
      payload: { phone },
    });
    const code = lastSmsCode(phone);
    for (let i = 0; i < 4; i++) expect((await verify(u.cookie, phone, code === '000000' ? '111111' : '000000')).statusCode).toBe(422);
    const ok = await verify(u.cookie, phone, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ phone, phoneVerified: true });
  });
});
