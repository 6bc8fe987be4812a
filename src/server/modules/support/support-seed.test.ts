import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, cookieFrom, signIn, type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { seedDemoNetworkOnce } from '../../db/seed/seed';
import { DEMO_PASSWORD } from '../../../shared/constants';
import { TICKET_CATEGORIES, type TicketDetail, type TicketList } from '../../../shared/support.contracts';

let t: TestApp;
let maria: string;
let john: string;
let jose: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetworkOnce({ db: t.db, storage: t.storage });
  const login = async (email: string) => cookieFrom(await signIn(t, email, DEMO_PASSWORD));
  maria = await login('franchisee@demo.com');
  john = await login('franchisor@demo.com');
  jose = await login('jose.santos@demo.com');
});
afterAll(async () => t?.close());

describe('support demo data', () => {
  it('gives the demo franchisee tickets in every status with head-office replies, one reopenable, one closed', async () => {
    const mine = (await api(t, maria).get('/api/support/requests?limit=100')).json() as TicketList;
    expect(mine.total).toBeGreaterThanOrEqual(5);
    expect(mine.counts.open).toBeGreaterThanOrEqual(1);
    expect(mine.counts.in_progress).toBeGreaterThanOrEqual(1);
    expect(mine.counts.resolved).toBeGreaterThanOrEqual(1);
    expect(mine.counts.closed).toBeGreaterThanOrEqual(1);
    expect(mine.items.every((i) => /^TKT-\d{6}$/.test(i.ticketNumber))).toBe(true);
    const resolved = mine.items.find((i) => i.status === 'resolved')!;
    const detail = (await api(t, maria).get(`/api/support/requests/${resolved.id}`)).json() as TicketDetail;
    expect(detail.can.statuses).toContain('open'); // resolved recently: may reopen
    expect(detail.messages.some((m) => m.side === 'head_office')).toBe(true);
    expect(detail.messages.some((m) => m.side === 'franchisee')).toBe(true);
    // The corrected statement was stored and downloads as a PDF.
    const file = detail.messages.flatMap((m) => m.attachments)[0];
    expect(file).toBeDefined();
    const res = await api(t, maria).get(file.downloadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Status history agrees with the status.
    expect(detail.history.at(-1)).toMatchObject({ toStatus: 'resolved' });
  });

  it('fills the head-office queue across categories, with first-response times and an unanswered ticket', async () => {
    const queue = (await api(t, john).get('/api/support/tickets?limit=100')).json() as TicketList;
    expect(queue.total).toBeGreaterThanOrEqual(6);
    expect(new Set(queue.items.map((i) => i.category)).size).toBeGreaterThanOrEqual(TICKET_CATEGORIES.length - 1);
    expect(queue.items.some((i) => i.firstResponseMinutes !== null && i.firstResponseMinutes > 0)).toBe(true);
    expect(queue.items.some((i) => i.status === 'open' && i.firstResponseAt === null && i.ageMinutes >= 24 * 60)).toBe(true);
    const numbers = [...queue.items].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((i) => i.ticketNumber);
    expect(numbers).toEqual([...numbers].sort());
    // Another franchisee sees only their own.
    const joses = (await api(t, jose).get('/api/support/requests?limit=100')).json() as TicketList;
    const ids = new Set(joses.items.map((i) => i.id));
    const marias = (await api(t, maria).get('/api/support/requests?limit=100')).json() as TicketList;
    expect(marias.items.some((i) => ids.has(i.id))).toBe(false);
  });
});
