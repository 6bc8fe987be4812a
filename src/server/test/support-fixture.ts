import { eq } from 'drizzle-orm';
import { supportTickets } from '../db/schema';
import { signUp, TEST_ORIGIN, type TestApp } from './harness';
import { api, makeBrand, makeFranchisee } from './ordering-fixture';
import type { TicketCreateInput, TicketDetail } from '../../shared/support.contracts';
import { multipartForm } from './multipart-form';

/** A small real PDF header and body: enough for the content check (file-type sees application/pdf). */
export const SUPPORT_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type User = Awaited<ReturnType<typeof signUp>>;
type Franchisee = Awaited<ReturnType<typeof makeFranchisee>>;

/** Head office (two franchisors, an admin), two franchisees of different locations and a plain user. */
export interface SupportWorld {
  hq: User;
  hq2: User;
  admin: User;
  franchisee: Franchisee;
  other: Franchisee;
  user: User;
}

export async function makeSupportWorld(t: TestApp): Promise<SupportWorld> {
  const brand = await makeBrand(t);
  return {
    hq: await signUp(t, { role: 'franchisor', fullName: 'Hector Office' }),
    hq2: await signUp(t, { role: 'franchisor', fullName: 'Fiona Finance' }),
    admin: await signUp(t, { role: 'admin', fullName: 'Ada Admin' }),
    franchisee: await makeFranchisee(t, brand.id),
    other: await makeFranchisee(t, brand.id),
    user: await signUp(t, { role: 'user', fullName: 'Plain User' }),
  };
}

export const ticketInput = (over: Partial<TicketCreateInput> = {}): TicketCreateInput => ({
  subject: 'POS terminal will not print receipts',
  category: 'Technical',
  priority: 'High',
  description: 'Since this morning the receipt printer shows a paper error although it has paper.',
  ...over,
});

/** Raises a ticket through the API as the franchisee (JSON) and returns its detail. */
export async function raiseTicket(t: TestApp, cookie: string, over: Partial<TicketCreateInput> = {}): Promise<TicketDetail> {
  const res = await api(t, cookie).post('/api/support/requests', ticketInput(over));
  if (res.statusCode !== 201) throw new Error(`raiseTicket failed: ${res.statusCode} ${res.body}`);
  return res.json() as TicketDetail;
}

/** A ticket's multipart/form-data body: text fields and files named "file". */
export const ticketForm = multipartForm;

/** Sends a multipart form to a support route as `cookie`. */
export function postForm(t: TestApp, cookie: string, url: string, form: ReturnType<typeof ticketForm>) {
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, cookie, origin: TEST_ORIGIN } });
}

/** Moves a ticket's resolution into the past (for the reopen window), straight in the database. */
export async function resolvedDaysAgo(t: TestApp, ticketId: string, days: number) {
  await t.db
    .update(supportTickets)
    .set({ resolvedAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(supportTickets.id, ticketId));
}
