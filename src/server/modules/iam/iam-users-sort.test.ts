import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { userProfiles } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/iam/users?sort', () => {
  it('sorts on the server by name, last sign-in or newest, and refuses an unknown sort', async () => {
    const admin = await signUp(t, { role: 'admin', fullName: 'Zz Admin' });
    // Created in this order, so name order, newest-first and sign-in order all differ.
    const bravo = await signUp(t, { fullName: 'Sortee Bravo' });
    const charlie = await signUp(t, { fullName: 'Sortee Charlie' });
    const alpha = await signUp(t, { fullName: 'Sortee Alpha' });
    await t.db
      .update(userProfiles)
      .set({ lastLoginAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(userProfiles.id, alpha.userId));
    await t.db
      .update(userProfiles)
      .set({ lastLoginAt: new Date('2025-06-01T00:00:00Z') })
      .where(eq(userProfiles.id, charlie.userId));
    await t.db.update(userProfiles).set({ lastLoginAt: null }).where(eq(userProfiles.id, bravo.userId));
    const ids = async (sort: string) =>
      (await api(t, admin.cookie).get(`/api/iam/users?search=Sortee${sort ? `&sort=${sort}` : ''}`))
        .json()
        .items.map((u: { id: string }) => u.id) as string[];

    expect(await ids('')).toEqual([alpha.userId, bravo.userId, charlie.userId]);
    expect(await ids('name_desc')).toEqual([charlie.userId, bravo.userId, alpha.userId]);
    expect(await ids('last_sign_in_desc')).toEqual([charlie.userId, alpha.userId, bravo.userId]);
    expect(await ids('created_desc')).toEqual([alpha.userId, charlie.userId, bravo.userId]);
    expect((await api(t, admin.cookie).get('/api/iam/users?sort=email_asc')).statusCode).toBe(422);
  });
});
