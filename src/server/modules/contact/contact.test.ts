import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee } from '../../test/ordering-fixture';
import { contactMessages } from '../../db/schema';
import { CONTACT_LIMITS, type ContactMessageInput } from '../../../shared/contact.contracts';
import { CODE_MESSAGES } from '../../../shared/errors';
import { HEAD_OFFICE } from '../../../shared/site.contracts';

let t: TestApp;
let hq: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  hq = await signUp(t, { role: 'franchisor', fullName: 'Helen Quinto' });
  admin = await signUp(t, { role: 'admin', fullName: 'Ada Admin' });
});
afterAll(async () => t?.close());

let n = 0;
const address = () => `10.9.${Math.floor((n += 1) / 200)}.${n % 200}`;
const message = (over: Partial<ContactMessageInput> = {}): ContactMessageInput => ({
  firstName: 'Carlo',
  lastName: 'Reyes',
  email: `carlo.${(n += 1)}@example.com`,
  phone: '+63 917 123 4567',
  subject: 'Franchise fee for Package B',
  message: 'Good day! How much is the franchise fee for Package B in Davao City?',
  ...over,
});
const send = (payload: object, remoteAddress = address()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress, headers: { origin: TEST_ORIGIN } });
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string; details?: { fieldErrors?: object } } }).error;

describe('contact form', () => {
  it('stores the message and e-mails head office with the sender to reply to', async () => {
    const input = message({ email: 'Carlo.Reyes@Example.com' });
    const res = await send(input);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({ email: 'carlo.reyes@example.com', status: 'new', subject: input.subject });
    while ((await t.ctx.emailWorker.runOnce()) > 0);
    const mail = t.mail.find((m) => m.to === HEAD_OFFICE.email && m.subject.includes(input.subject));
    expect(mail?.text).toContain('carlo.reyes@example.com');
    expect(mail?.text).toContain(input.message);
  });

  it('refuses invalid fields next to each field', async () => {
    const res = await send({ ...message(), firstName: '', email: 'nope', message: 'short' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorOf(res).details?.fieldErrors ?? {}).sort()).toEqual(['email', 'firstName', 'message']);
    // A line break in the phone is not a phone number (it would reach the e-mail to head office as a new line).
    const broken = await send({ ...message(), phone: '+63 917\r\n123 4567' });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys(errorOf(broken).details?.fieldErrors ?? {})).toEqual(['phone']);
  });

  it(`limits messages per e-mail address (${CONTACT_LIMITS.perEmail} an hour, any letter case, any client address)`, async () => {
    const email = `limit.${Date.now()}@example.com`;
    for (let i = 0; i < CONTACT_LIMITS.perEmail; i += 1) expect((await send(message({ email }))).statusCode).toBe(201);
    const refused = await send(message({ email: email.toUpperCase() }));
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({ code: 'RATE_LIMITED', message: CODE_MESSAGES.RATE_LIMITED });
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(CONTACT_LIMITS.perEmail);
  });

  it(`limits messages per client address (${CONTACT_LIMITS.perAddress} an hour)`, async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < CONTACT_LIMITS.perAddress; i += 1) expect((await send(message(), ip)).statusCode).toBe(201);
    expect((await send(message(), ip)).statusCode).toBe(429);
    expect((await send(message(), '10.77.0.2')).statusCode).toBe(201);
  });
});

describe('contact messages for head office', () => {
  it('only head office reads them: franchisee and user 403, anonymous 401', async () => {
    const brand = await makeBrand(t);
    const franchisee = await makeFranchisee(t, brand.id);
    const user = await signUp(t, { role: 'user' });
    const id = (await send(message())).json().id;
    for (const url of ['/api/contact/messages', `/api/contact/messages/${id}`]) {
      expect((await api(t, franchisee.cookie).get(url)).statusCode).toBe(403);
      expect((await api(t, user.cookie).get(url)).statusCode).toBe(403);
      expect((await api(t, null).get(url)).statusCode).toBe(401);
      expect((await api(t, admin.cookie).get(url)).statusCode).toBe(200);
    }
    expect((await api(t, franchisee.cookie).patch(`/api/contact/messages/${id}`, { status: 'handled' })).statusCode).toBe(403);
  });

  it('lists with search and counts; marking handled records who and when, back to new clears it', async () => {
    const id = (await send(message({ subject: 'Partnership with a mall operator' }))).json().id;
    const found = (await api(t, hq.cookie).get('/api/contact/messages?q=mall%20operator')).json();
    expect(found.items.map((m: { id: string }) => m.id)).toEqual([id]);
    const handled = await api(t, hq.cookie).patch(`/api/contact/messages/${id}`, { status: 'handled' });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ status: 'handled', handledByName: 'Helen Quinto' });
    expect(handled.json().handledAt).toBeTruthy();
    const list = (await api(t, hq.cookie).get('/api/contact/messages?status=handled')).json();
    expect(list.items.map((m: { id: string }) => m.id)).toContain(id);
    expect(list.counts.handled).toBe(list.total);
    expect(list.counts.new).toBeGreaterThan(0);
    const back = await api(t, hq.cookie).patch(`/api/contact/messages/${id}`, { status: 'new' });
    expect(back.json()).toMatchObject({ status: 'new', handledByName: null, handledAt: null });
    expect((await api(t, hq.cookie).get(`/api/contact/messages/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});
