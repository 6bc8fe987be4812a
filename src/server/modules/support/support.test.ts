import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee } from '../../test/ordering-fixture';
import { tinyPng } from '../../test/image-fixture';
import {
  makeSupportWorld,
  postForm,
  raiseTicket,
  resolvedDaysAgo,
  SUPPORT_PDF,
  ticketForm,
  ticketInput,
  type SupportWorld,
} from '../../test/support-fixture';
import { auditLog, locations, notifications, supportTicketHistory, supportTickets, userNotificationPreferences } from '../../db/schema';
import { UPLOADS } from '../../../shared/constants';
import { paths } from '../../../shared/routes';
import {
  SUPPORT_MESSAGES,
  TICKET_MAX_ATTACHMENTS,
  TICKET_STATUSES,
  TICKET_TRANSITIONS,
  type TicketDetail,
  type TicketList,
  type TicketStatus,
} from '../../../shared/support.contracts';

let t: TestApp;
let w: SupportWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeSupportWorld(t);
});
afterAll(async () => t?.close());

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string; details?: { fieldErrors?: Record<string, string[]> } } }).error;
const MINE = '/api/support/requests';
const QUEUE = '/api/support/tickets';
const asHq = () => api(t, w.hq.cookie);
const asFranchisee = () => api(t, w.franchisee.cookie);

/** Notifications of one recipient that point at a ticket page. */
async function notificationsFor(userId: string, ticketId: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), like(notifications.actionUrl, `%${ticketId}`)));
}

/** Puts a ticket straight into a status (with the timestamps it implies), for the state-machine tables. */
async function forceStatus(id: string, status: TicketStatus) {
  const at = new Date();
  await t.db
    .update(supportTickets)
    .set({
      status,
      resolvedAt: status === 'resolved' ? at : null,
      closedAt: status === 'closed' ? at : null,
    })
    .where(eq(supportTickets.id, id));
}

describe('raising a ticket', () => {
  it('numbers tickets TKT-000001 upwards and files them at the franchisee’s first location by default', async () => {
    const first = await raiseTicket(t, w.franchisee.cookie);
    const second = await raiseTicket(t, w.franchisee.cookie, { subject: 'Second' });
    expect(first.ticketNumber).toMatch(/^TKT-\d{6}$/);
    expect(Number(second.ticketNumber.slice(4))).toBe(Number(first.ticketNumber.slice(4)) + 1);
    expect(first).toMatchObject({
      status: 'open',
      priority: 'High',
      category: 'Technical',
      location: { id: w.franchisee.location.id, name: w.franchisee.location.name },
      createdBy: { id: w.franchisee.userId, name: 'Franchisee Tester' },
      assignee: null,
      firstResponseAt: null,
      firstResponseMinutes: null,
      messageCount: 0,
      attachmentCount: 0,
      lastMessageSide: null,
      sourceUrl: null,
      messages: [],
      attachments: [],
      can: { reply: true, attach: true, statuses: ['closed'], manage: false },
    });
    expect(first.history).toEqual([expect.objectContaining({ kind: 'created', fromStatus: null, toStatus: 'open' })]);
  });

  it('numbers the very first ticket of a fresh database TKT-000001', async () => {
    const fresh = await createTestApp();
    try {
      const brand = await makeBrand(fresh);
      const f = await makeFranchisee(fresh, brand.id);
      expect((await raiseTicket(fresh, f.cookie)).ticketNumber).toBe('TKT-000001');
      expect((await raiseTicket(fresh, f.cookie)).ticketNumber).toBe('TKT-000002');
    } finally {
      await fresh.close();
    }
  });

  it('takes the chat-support page address, and refuses one that is not a same-site path', async () => {
    const ok = await raiseTicket(t, w.franchisee.cookie, { sourceUrl: '/franchisee/marketing-assets?category=Menu' });
    expect(ok.sourceUrl).toBe('/franchisee/marketing-assets?category=Menu');
    for (const bad of ['https://evil.example.com/x', '//evil.example.com', 'franchisee-dashboard', `/${'a'.repeat(300)}`]) {
      const res = await asFranchisee().post(MINE, ticketInput({ sourceUrl: bad }));
      expect(res.statusCode, bad).toBe(422);
      expect(errorOf(res).details?.fieldErrors?.sourceUrl, bad).toEqual([SUPPORT_MESSAGES.sourceUrlInvalid]);
    }
  });

  it('accepts another of the franchisee’s own locations but never someone else’s', async () => {
    const [second] = await t.db
      .insert(locations)
      .values({
        brandId: w.franchisee.location.brandId,
        ownerId: w.franchisee.userId,
        code: `L-2-${Date.now().toString(36)}`,
        name: 'A Second Store',
        addressLine: '2 Main St',
        city: 'Pasig',
        province: 'Metro Manila',
        status: 'open',
      })
      .returning();
    const there = await raiseTicket(t, w.franchisee.cookie, { locationId: second.id });
    expect(there.location?.id).toBe(second.id);
    const options = (await asFranchisee().get(`${MINE}/locations`)).json() as { items: { id: string }[] };
    expect(options.items.map((l) => l.id)).toEqual([second.id, w.franchisee.location.id]);
    // Default: the first by name.
    expect((await raiseTicket(t, w.franchisee.cookie)).location?.id).toBe(second.id);
    await t.db.update(locations).set({ ownerId: null }).where(eq(locations.id, second.id));

    const foreign = await asFranchisee().post(MINE, ticketInput({ locationId: w.other.location.id }));
    expect(foreign.statusCode).toBe(422);
    expect(errorOf(foreign).details?.fieldErrors?.locationId).toEqual([SUPPORT_MESSAGES.chooseLocation]);
  });

  it('refuses missing fields and bad enums with field errors', async () => {
    const res = await asFranchisee().post(MINE, { subject: '', category: 'Gossip', description: '' });
    expect(res.statusCode).toBe(422);
    const fe = errorOf(res).details?.fieldErrors ?? {};
    expect(fe.subject).toEqual([SUPPORT_MESSAGES.subjectRequired]);
    expect(fe.category).toEqual([SUPPORT_MESSAGES.chooseCategory]);
    expect(fe.description).toEqual([SUPPORT_MESSAGES.descriptionRequired]);
  });

  it('notifies head office (franchisors and admins) of a new ticket, with the ticket page as the link', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie, { subject: 'Need new menu boards' });
    for (const u of [w.hq, w.hq2, w.admin]) {
      const [n] = await notificationsFor(u.userId, ticket.id);
      expect(n, u.email).toMatchObject({ type: 'support_ticket_update', actionUrl: paths.supportTicket(ticket.id) });
      expect(n.title).toContain(ticket.ticketNumber);
    }
    expect(await notificationsFor(w.franchisee.userId, ticket.id)).toEqual([]);
  });
});

describe('attachments', () => {
  it('takes up to 5 files in the same multipart request, stored private and downloaded by both sides', async () => {
    const form = ticketForm(
      {
        subject: 'Broken freezer',
        category: 'Operations',
        priority: 'Urgent',
        description: 'Freezer at -2°C.',
        sourceUrl: '/franchisee-dashboard',
      },
      [
        { name: 'photo.png', content: tinyPng(), type: 'image/png' },
        { name: 'invoice.pdf', content: SUPPORT_PDF, type: 'application/pdf' },
      ],
    );
    const res = await postForm(t, w.franchisee.cookie, MINE, form);
    expect(res.statusCode, res.body).toBe(201);
    const ticket = res.json() as TicketDetail;
    expect(ticket).toMatchObject({ priority: 'Urgent', category: 'Operations', sourceUrl: '/franchisee-dashboard', attachmentCount: 2 });
    expect(ticket.attachments.map((a) => [a.fileName, a.fileType, a.messageId])).toEqual([
      ['photo.png', 'image/png', null],
      ['invoice.pdf', 'application/pdf', null],
    ]);
    const pdf = ticket.attachments[1];
    expect(pdf.downloadUrl).toBe(`${MINE}/${ticket.id}/attachments/${pdf.id}`);
    const mine = await asFranchisee().get(pdf.downloadUrl);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(SUPPORT_PDF)).toBe(true);
    expect(mine.headers['content-disposition']).toContain('attachment;');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const hqView = (await asHq().get(`${QUEUE}/${ticket.id}`)).json() as TicketDetail;
    expect(hqView.attachments[1].downloadUrl).toBe(`${QUEUE}/${ticket.id}/attachments/${pdf.id}`);
    const theirs = await asHq().get(hqView.attachments[1].downloadUrl);
    expect(theirs.rawPayload.equals(SUPPORT_PDF)).toBe(true);
    // Private storage only.
    expect(await t.storage.list('private', `support-tickets/${ticket.id}/`)).toHaveLength(2);
    expect(await t.storage.list('public', `support-tickets/${ticket.id}/`)).toHaveLength(0);
  });

  it('refuses a file whose content is not PDF, Word, JPG or PNG (whatever its name) and stores nothing', async () => {
    const form = ticketForm({ ...ticketInput(), priority: 'Low' } as Record<string, string>, [
      { name: 'notes.pdf', content: Buffer.from('just some text, not a pdf'), type: 'application/pdf' },
    ]);
    const before = await t.db.select({ id: supportTickets.id }).from(supportTickets);
    const res = await postForm(t, w.franchisee.cookie, MINE, form);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).details?.fieldErrors?.file).toEqual([SUPPORT_MESSAGES.attachmentWrongType]);
    expect(await t.db.select({ id: supportTickets.id }).from(supportTickets)).toHaveLength(before.length);
  });

  it('refuses a file over 5 MB with a 413', async () => {
    const big = Buffer.concat([SUPPORT_PDF, Buffer.alloc(UPLOADS.maxBytes + 10, 0x20)]);
    const res = await postForm(
      t,
      w.franchisee.cookie,
      MINE,
      ticketForm(ticketInput() as Record<string, string>, [{ name: 'big.pdf', content: big }]),
    );
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toBe(SUPPORT_MESSAGES.attachmentTooLarge);
  });

  it('holds at most 5 files per ticket: 6 at once, or a 6th added later, is a 409', async () => {
    const six = Array.from({ length: TICKET_MAX_ATTACHMENTS + 1 }, (_, i) => ({ name: `p${i}.png`, content: tinyPng() }));
    const tooMany = await postForm(t, w.franchisee.cookie, MINE, ticketForm(ticketInput() as Record<string, string>, six));
    expect(tooMany.statusCode).toBe(409);
    expect(errorOf(tooMany).message).toBe(SUPPORT_MESSAGES.tooManyAttachments);

    const ticket = (
      await postForm(t, w.franchisee.cookie, MINE, ticketForm(ticketInput() as Record<string, string>, six.slice(0, 4)))
    ).json() as TicketDetail;
    expect(ticket.attachmentCount).toBe(4);
    const fifth = await postForm(
      t,
      w.franchisee.cookie,
      `${MINE}/${ticket.id}/attachments`,
      ticketForm({}, [{ name: 'five.pdf', content: SUPPORT_PDF }]),
    );
    expect(fifth.statusCode).toBe(201);
    expect((fifth.json() as TicketDetail).can.attach).toBe(false);
    const sixth = await postForm(
      t,
      w.hq.cookie,
      `${QUEUE}/${ticket.id}/attachments`,
      ticketForm({}, [{ name: 'six.pdf', content: SUPPORT_PDF }]),
    );
    expect(sixth.statusCode).toBe(409);
    const withReply = await postForm(
      t,
      w.franchisee.cookie,
      `${MINE}/${ticket.id}/messages`,
      ticketForm({ body: 'One more' }, [{ name: 'seven.pdf', content: SUPPORT_PDF }]),
    );
    expect(withReply.statusCode).toBe(409);
    expect(await t.storage.list('private', `support-tickets/${ticket.id}/`)).toHaveLength(5);
  });

  it('asks for a file when the upload route gets none', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    const res = await postForm(t, w.franchisee.cookie, `${MINE}/${ticket.id}/attachments`, ticketForm({}));
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(SUPPORT_MESSAGES.chooseFile);
  });

  it('attaches a file to a reply in the thread', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    const res = await postForm(
      t,
      w.hq.cookie,
      `${QUEUE}/${ticket.id}/messages`,
      ticketForm({ body: 'Here is the printer manual.' }, [{ name: 'manual.pdf', content: SUPPORT_PDF }]),
    );
    expect(res.statusCode).toBe(201);
    const detail = res.json() as TicketDetail;
    expect(detail.messages[0].attachments.map((a) => a.fileName)).toEqual(['manual.pdf']);
    expect(detail.attachments).toEqual([]);
    const fromFranchisee = (await asFranchisee().get(`${MINE}/${ticket.id}`)).json() as TicketDetail;
    const file = await asFranchisee().get(fromFranchisee.messages[0].attachments[0].downloadUrl);
    expect(file.rawPayload.equals(SUPPORT_PDF)).toBe(true);
  });
});

describe('the state machine', () => {
  const HEAD_OFFICE_MOVES: [TicketStatus, TicketStatus][] = TICKET_STATUSES.flatMap((from) =>
    TICKET_STATUSES.map((to) => [from, to] as [TicketStatus, TicketStatus]),
  );

  it.each(HEAD_OFFICE_MOVES)('head office: %s → %s is allowed only along the chain (and resolved → in progress)', async (from, to) => {
    const allowed = (
      [
        ['open', 'in_progress'],
        ['in_progress', 'resolved'],
        ['resolved', 'closed'],
        ['resolved', 'in_progress'],
      ] as const
    ).some(([a, b]) => a === from && b === to);
    expect(TICKET_TRANSITIONS.head_office[from].includes(to)).toBe(allowed);
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    await forceStatus(ticket.id, from);
    const res = await asHq().post(`${QUEUE}/${ticket.id}/status`, { status: to, note: 'Checked on site' });
    if (!allowed) {
      expect(res.statusCode).toBe(409);
      const allowedFrom = TICKET_TRANSITIONS.head_office[from];
      expect(errorOf(res).message).toBe(
        from === to ? SUPPORT_MESSAGES.sameStatus : SUPPORT_MESSAGES.transitionRefused(from, to, allowedFrom),
      );
      const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
      expect(row.status).toBe(from);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as TicketDetail;
    expect(detail.status).toBe(to);
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'status',
      fromStatus: from,
      toStatus: to,
      note: 'Checked on site',
      changedBy: { id: w.hq.userId },
    });
    if (to === 'resolved') expect(detail.resolvedAt).not.toBeNull();
    if (to === 'closed') expect(detail.closedAt).not.toBeNull();
    if (to === 'in_progress') expect(detail.resolvedAt).toBeNull();
    // The franchisee hears about it, with their own page as the link.
    const [n] = await notificationsFor(w.franchisee.userId, ticket.id);
    expect(n).toMatchObject({ actionUrl: paths.supportRequest(ticket.id) });
  });

  it.each(TICKET_STATUSES)('franchisee: close from %s', async (from) => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    await forceStatus(ticket.id, from);
    const res = await asFranchisee().post(`${MINE}/${ticket.id}/close`, { note: 'Sorted it out myself' });
    if (from === 'closed') {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(SUPPORT_MESSAGES.alreadyClosed);
      return;
    }
    expect(res.statusCode).toBe(200);
    const detail = res.json() as TicketDetail;
    expect(detail).toMatchObject({ status: 'closed', can: { reply: false, attach: false, statuses: [] } });
    expect(detail.closedAt).not.toBeNull();
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: from, toStatus: 'closed', note: 'Sorted it out myself' });
  });

  it('franchisee: close works without a body', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: `${MINE}/${ticket.id}/close`,
      headers: { cookie: w.franchisee.cookie, origin: 'http://localhost:3000' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(['open', 'in_progress', 'closed'] as const)('franchisee: reopening a %s ticket is a 409', async (from) => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    await forceStatus(ticket.id, from);
    const res = await asFranchisee().post(`${MINE}/${ticket.id}/reopen`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(SUPPORT_MESSAGES.reopenNotResolved);
  });

  it('franchisee: reopens within 7 days of the resolution (back to open, head office notified), not after', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    await asHq().post(`${QUEUE}/${ticket.id}/assign`, { assigneeId: w.hq2.userId });
    await asHq().post(`${QUEUE}/${ticket.id}/status`, { status: 'in_progress' });
    const resolved = (await asHq().post(`${QUEUE}/${ticket.id}/status`, { status: 'resolved' })).json() as TicketDetail;
    expect(resolved.reopenableUntil).not.toBeNull();
    await resolvedDaysAgo(t, ticket.id, 6.9);
    const mine = (await asFranchisee().get(`${MINE}/${ticket.id}`)).json() as TicketDetail;
    expect(mine.can.statuses).toEqual(['closed', 'open']);
    const before = (await notificationsFor(w.hq2.userId, ticket.id)).length;
    const reopened = await asFranchisee().post(`${MINE}/${ticket.id}/reopen`, { note: 'Still broken' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'open', resolvedAt: null, reopenableUntil: null });
    expect((reopened.json() as TicketDetail).history.at(-1)).toMatchObject({
      fromStatus: 'resolved',
      toStatus: 'open',
      note: 'Still broken',
    });
    expect((await notificationsFor(w.hq2.userId, ticket.id)).length).toBe(before + 1);

    // Resolved again, 8 days ago: too late.
    await asHq().post(`${QUEUE}/${ticket.id}/status`, { status: 'in_progress' });
    await asHq().post(`${QUEUE}/${ticket.id}/status`, { status: 'resolved' });
    await resolvedDaysAgo(t, ticket.id, 7.01);
    const late = (await asFranchisee().get(`${MINE}/${ticket.id}`)).json() as TicketDetail;
    expect(late.can.statuses).toEqual(['closed']);
    const refused = await asFranchisee().post(`${MINE}/${ticket.id}/reopen`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(SUPPORT_MESSAGES.reopenWindowPassed);
    expect((await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id)))[0].status).toBe('resolved');
  });

  it('head office cannot use the franchisee’s close/reopen, nor the franchisee head office’s status change', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    expect((await asHq().post(`${MINE}/${ticket.id}/close`)).statusCode).toBe(403);
    expect((await asHq().post(`${MINE}/${ticket.id}/reopen`)).statusCode).toBe(403);
    expect((await asFranchisee().post(`${QUEUE}/${ticket.id}/status`, { status: 'resolved' })).statusCode).toBe(403);
  });
});

describe('the conversation', () => {
  it('head office’s first reply sets the first response, moves open → in progress and notifies the franchisee', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    const res = await asHq().post(`${QUEUE}/${ticket.id}/messages`, { body: 'Please restart the printer and tell us the error code.' });
    expect(res.statusCode).toBe(201);
    const detail = res.json() as TicketDetail;
    expect(detail).toMatchObject({ status: 'in_progress', messageCount: 1, lastMessageSide: 'head_office' });
    expect(detail.firstResponseAt).not.toBeNull();
    expect(detail.firstResponseMinutes).toBe(0);
    expect(detail.messages[0]).toMatchObject({ side: 'head_office', author: { id: w.hq.userId, name: 'Hector Office' } });
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 'open', toStatus: 'in_progress', changedBy: { id: w.hq.userId } });
    const [n] = await notificationsFor(w.franchisee.userId, ticket.id);
    expect(n).toMatchObject({ type: 'support_ticket_update', actionUrl: paths.supportRequest(ticket.id), senderId: w.hq.userId });
    expect(n.title).toBe(`Head office replied on ${ticket.ticketNumber}`);
    expect(n.metadata).toEqual({ ticket_id: ticket.id, ticket_number: ticket.ticketNumber });

    // A second reply (by another head-office user) keeps the first response time.
    const again = (await api(t, w.admin.cookie).post(`${QUEUE}/${ticket.id}/messages`, { body: 'Any news?' })).json() as TicketDetail;
    expect(again.firstResponseAt).toBe(detail.firstResponseAt);
    expect(again.messages.map((m) => m.author?.name)).toEqual(['Hector Office', 'Ada Admin']);

    // The franchisee reads the thread with head office's names.
    const mine = (await asFranchisee().get(`${MINE}/${ticket.id}`)).json() as TicketDetail;
    expect(mine.messages.map((m) => [m.side, m.author?.name])).toEqual([
      ['head_office', 'Hector Office'],
      ['head_office', 'Ada Admin'],
    ]);
  });

  it('a franchisee reply notifies the assignee only, or all of head office when nobody is assigned', async () => {
    const unassigned = await raiseTicket(t, w.franchisee.cookie);
    const counts = async (id: string) =>
      Promise.all([w.hq, w.hq2, w.admin, w.franchisee].map(async (u) => (await notificationsFor(u.userId, id)).length));
    const before = await counts(unassigned.id);
    const res = await asFranchisee().post(`${MINE}/${unassigned.id}/messages`, { body: 'Error code E-07.' });
    expect(res.statusCode).toBe(201);
    expect((res.json() as TicketDetail).messages[0]).toMatchObject({ side: 'franchisee', author: { id: w.franchisee.userId } });
    expect(await counts(unassigned.id)).toEqual([before[0] + 1, before[1] + 1, before[2] + 1, before[3]]);

    const assigned = await raiseTicket(t, w.franchisee.cookie);
    await asHq().post(`${QUEUE}/${assigned.id}/assign`, { assigneeId: w.hq2.userId });
    const b = await counts(assigned.id);
    await asFranchisee().post(`${MINE}/${assigned.id}/messages`, { body: 'Error code E-07.' });
    expect(await counts(assigned.id)).toEqual([b[0], b[1] + 1, b[2], b[3]]);
    const [latest] = (await notificationsFor(w.hq2.userId, assigned.id)).sort((x, y) => +y.createdAt - +x.createdAt);
    expect(latest).toMatchObject({ actionUrl: paths.supportTicket(assigned.id), title: `New reply on ${assigned.ticketNumber}` });
  });

  it('has its own switch: announcements off still hears head office answer, support updates off does not (issue 32)', async () => {
    const setPrefs = (set: { systemAnnouncements: boolean; supportUpdates: boolean }) =>
      t.db
        .insert(userNotificationPreferences)
        .values({ userId: w.franchisee.userId, ...set })
        .onConflictDoUpdate({ target: userNotificationPreferences.userId, set });
    try {
      await setPrefs({ systemAnnouncements: false, supportUpdates: true });
      const heard = await raiseTicket(t, w.franchisee.cookie, { priority: 'Urgent' });
      await asHq().post(`${QUEUE}/${heard.id}/messages`, { body: 'Hello' });
      const notes = await notificationsFor(w.franchisee.userId, heard.id);
      expect(notes).toHaveLength(1);
      // The ticket's priority decides the notification's (Urgent → high), whatever the announcements switch says.
      expect(notes[0]).toMatchObject({
        type: 'support_ticket_update',
        priority: 'high',
        title: `Head office replied on ${heard.ticketNumber}`,
      });

      await setPrefs({ systemAnnouncements: true, supportUpdates: false });
      const muted = await raiseTicket(t, w.franchisee.cookie);
      await asHq().post(`${QUEUE}/${muted.id}/messages`, { body: 'Hello' });
      expect(await notificationsFor(w.franchisee.userId, muted.id)).toEqual([]);
    } finally {
      await setPrefs({ systemAnnouncements: true, supportUpdates: true });
    }
  });

  it('migration 0034 refiles the support notifications sent as announcements, and only those', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    const old = (actionUrl: string | null) => ({
      recipientId: w.franchisee.userId,
      type: 'system_announcement' as const,
      title: 'Old',
      message: 'm',
      actionUrl,
      metadata: { category: 'announcement' },
    });
    const rows = await t.db
      .insert(notifications)
      .values([old(paths.supportRequest(ticket.id)), old(paths.supportTicket(ticket.id)), old('/franchisee/contract-package'), old(null)])
      .returning({ id: notifications.id });
    const sqlText = readFileSync(new URL('../../db/migrations/0034_support_notifications.sql', import.meta.url), 'utf8');
    for (const statement of sqlText.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const after = await t.db
      .select({ id: notifications.id, type: notifications.type, metadata: notifications.metadata })
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          rows.map((r) => r.id),
        ),
      );
    const byId = new Map(after.map((r) => [r.id, r]));
    expect(rows.map((r) => byId.get(r.id)!.type)).toEqual([
      'support_ticket_update',
      'support_ticket_update',
      'system_announcement',
      'system_announcement',
    ]);
    expect(byId.get(rows[0].id)!.metadata).toEqual({ ticket_id: ticket.id });
    expect(byId.get(rows[2].id)!.metadata).toEqual({ category: 'announcement' });
  });

  it('a franchisee reply on a resolved ticket keeps it resolved; nobody can reply on a closed one', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    await forceStatus(ticket.id, 'resolved');
    const res = await asFranchisee().post(`${MINE}/${ticket.id}/messages`, { body: 'Thanks, works now.' });
    expect(res.statusCode).toBe(201);
    expect((res.json() as TicketDetail).status).toBe('resolved');
    const hqReply = await asHq().post(`${QUEUE}/${ticket.id}/messages`, { body: 'Glad to hear.' });
    expect((hqReply.json() as TicketDetail).status).toBe('resolved');
    await forceStatus(ticket.id, 'closed');
    for (const [a, base] of [
      [asFranchisee(), MINE],
      [asHq(), QUEUE],
    ] as const) {
      const closed = await a.post(`${base}/${ticket.id}/messages`, { body: 'One more thing' });
      expect(closed.statusCode).toBe(409);
      expect(errorOf(closed).message).toBe(SUPPORT_MESSAGES.closedNoReply);
    }
    const empty = await asFranchisee().post(`${MINE}/${ticket.id}/messages`, { body: '   ' });
    expect(empty.statusCode).toBe(422);
  });
});

describe('isolation between locations', () => {
  it('another franchisee never sees the ticket, its thread or its files: 404 everywhere and absent from lists', async () => {
    const form = ticketForm(ticketInput({ subject: 'Private matter' }) as Record<string, string>, [
      { name: 'contract.pdf', content: SUPPORT_PDF },
    ]);
    const ticket = (await postForm(t, w.franchisee.cookie, MINE, form)).json() as TicketDetail;
    await asHq().post(`${QUEUE}/${ticket.id}/messages`, { body: 'Answer' });
    const fileId = ticket.attachments[0].id;
    const them = api(t, w.other.cookie);
    expect((await them.get(`${MINE}/${ticket.id}`)).statusCode).toBe(404);
    expect(errorOf(await them.get(`${MINE}/${ticket.id}`)).message).toBe(SUPPORT_MESSAGES.notFound);
    const file = await them.get(`${MINE}/${ticket.id}/attachments/${fileId}`);
    expect(file.statusCode).toBe(404);
    expect(errorOf(file).message).toBe(SUPPORT_MESSAGES.attachmentNotFound);
    // A file id paired with one of their own tickets is not found either.
    const own = await raiseTicket(t, w.other.cookie);
    expect((await them.get(`${MINE}/${own.id}/attachments/${fileId}`)).statusCode).toBe(404);
    expect((await them.post(`${MINE}/${ticket.id}/messages`, { body: 'Hi' })).statusCode).toBe(404);
    expect((await them.post(`${MINE}/${ticket.id}/close`)).statusCode).toBe(404);
    expect((await them.post(`${MINE}/${ticket.id}/reopen`)).statusCode).toBe(404);
    expect(
      (await postForm(t, w.other.cookie, `${MINE}/${ticket.id}/attachments`, ticketForm({}, [{ name: 'x.pdf', content: SUPPORT_PDF }])))
        .statusCode,
    ).toBe(404);
    const list = (await them.get(`${MINE}?limit=100`)).json() as TicketList;
    expect(list.items.map((i) => i.id)).toEqual([own.id]);
    expect(list.total).toBe(1);
    expect((await them.get(`${MINE}?search=${encodeURIComponent(ticket.ticketNumber)}`)).json()).toMatchObject({ total: 0 });
    // Nothing was added to the ticket by the refused calls.
    const after = (await asFranchisee().get(`${MINE}/${ticket.id}`)).json() as TicketDetail;
    expect(after).toMatchObject({ status: 'in_progress', messageCount: 1, attachmentCount: 1 });
  });

  it('the franchisee’s list: own tickets, status filter, search, paging and counts per status', async () => {
    const f = await makeFranchisee(t, w.franchisee.location.brandId);
    const a = await raiseTicket(t, f.cookie, { subject: 'Alpha printer' });
    const b = await raiseTicket(t, f.cookie, { subject: 'Bravo freezer' });
    const c = await raiseTicket(t, f.cookie, { subject: 'Charlie royalty question', category: 'Financial' });
    await forceStatus(b.id, 'resolved');
    const me = api(t, f.cookie);
    const all = (await me.get(MINE)).json() as TicketList;
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ open: 2, in_progress: 0, resolved: 1, closed: 0 });
    expect((await me.get(`${MINE}?status=resolved`)).json()).toMatchObject({ total: 1, items: [{ id: b.id }] });
    expect((await me.get(`${MINE}?search=royalty`)).json()).toMatchObject({ total: 1, items: [{ id: c.id }] });
    expect((await me.get(`${MINE}?search=${a.ticketNumber}`)).json()).toMatchObject({ total: 1, items: [{ id: a.id }] });
    const pageTwo = (await me.get(`${MINE}?sort=oldest&limit=2&offset=2`)).json() as TicketList;
    expect(pageTwo.items.map((i) => i.id)).toEqual([c.id]);
    expect(pageTwo.total).toBe(3);
  });
});

describe('head office: queue, assignment, priority', () => {
  it('the queue filters by status, priority, category, assignee (unassigned, mine, a person), location and search', async () => {
    const f = await makeFranchisee(t, w.franchisee.location.brandId);
    const g = await makeFranchisee(t, w.franchisee.location.brandId);
    const a = await raiseTicket(t, f.cookie, { subject: 'Queue alpha', priority: 'Low', category: 'Marketing' });
    const b = await raiseTicket(t, f.cookie, { subject: 'Queue bravo', priority: 'Urgent', category: 'Technical' });
    const c = await raiseTicket(t, g.cookie, { subject: 'Queue charlie', priority: 'Medium', category: 'Technical' });
    await asHq().post(`${QUEUE}/${a.id}/assign`, { assigneeId: w.hq.userId });
    await asHq().post(`${QUEUE}/${b.id}/assign`, { assigneeId: w.admin.userId });
    await asHq().post(`${QUEUE}/${b.id}/status`, { status: 'in_progress' });
    const ids = async (query: string) =>
      ((await asHq().get(`${QUEUE}?search=Queue&limit=100&${query}`)).json() as TicketList).items.map((i) => i.id);

    expect(await ids('')).toEqual([a.id, b.id, c.id]); // age: oldest first
    expect(await ids('sort=newest')).toEqual([c.id, b.id, a.id]);
    expect(await ids('sort=priority')).toEqual([b.id, c.id, a.id]);
    expect(await ids('status=open')).toEqual([a.id, c.id]);
    expect(await ids('priority=Urgent')).toEqual([b.id]);
    expect(await ids('category=Technical')).toEqual([b.id, c.id]);
    expect(await ids('assignee=unassigned')).toEqual([c.id]);
    expect(await ids('assignee=mine')).toEqual([a.id]);
    expect(await ids(`assignee=${w.admin.userId}`)).toEqual([b.id]);
    expect(((await api(t, w.admin.cookie).get(`${QUEUE}?search=Queue&assignee=mine`)).json() as TicketList).items.map((i) => i.id)).toEqual(
      [b.id],
    );
    expect(await ids(`locationId=${g.location.id}`)).toEqual([c.id]);
    const byLocationName = (await asHq().get(`${QUEUE}?search=${encodeURIComponent(g.location.name)}`)).json() as TicketList;
    expect(byLocationName.items.map((i) => i.id)).toEqual([c.id]);
    expect((await asHq().get(`${QUEUE}?assignee=nobody`)).statusCode).toBe(422);

    // last activity: the latest touched first.
    await api(t, f.cookie).post(`${MINE}/${a.id}/messages`, { body: 'bump' });
    expect((await ids('sort=last_activity'))[0]).toBe(a.id);

    const list = (await asHq().get(`${QUEUE}?search=Queue&status=open`)).json() as TicketList;
    // Counts per status ignore the status filter but keep the others.
    expect(list.counts).toEqual({ open: 2, in_progress: 1, resolved: 0, closed: 0 });
    expect(list.total).toBe(2);
    const row = list.items.find((i) => i.id === c.id)!;
    expect(row).toMatchObject({ location: { id: g.location.id, name: g.location.name }, createdBy: { id: g.userId }, assignee: null });
    expect(row.ageMinutes).toBeGreaterThanOrEqual(0);
  });

  it('shows each row’s age and first-response time in minutes', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie, { subject: 'Timing check' });
    const created = new Date(Date.now() - 3 * 3_600_000);
    await t.db.update(supportTickets).set({ createdAt: created }).where(eq(supportTickets.id, ticket.id));
    let row = ((await asHq().get(`${QUEUE}?search=Timing`)).json() as TicketList).items[0];
    expect(row.firstResponseMinutes).toBeNull();
    expect(row.ageMinutes).toBeGreaterThanOrEqual(180);
    expect(row.ageMinutes).toBeLessThan(182);
    await asHq().post(`${QUEUE}/${ticket.id}/messages`, { body: 'On it.' });
    row = ((await asHq().get(`${QUEUE}?search=Timing`)).json() as TicketList).items[0];
    expect(row.firstResponseMinutes).toBeGreaterThanOrEqual(180);
    expect(row.firstResponseMinutes).toBeLessThan(182);
    expect(row.lastMessageSide).toBe('head_office');
    // A franchisee's message is not a response.
    const other = await raiseTicket(t, w.franchisee.cookie, { subject: 'Timing two' });
    await asFranchisee().post(`${MINE}/${other.id}/messages`, { body: 'Anyone?' });
    const two = ((await asHq().get(`${QUEUE}?search=Timing%20two`)).json() as TicketList).items[0];
    expect(two).toMatchObject({ firstResponseMinutes: null, lastMessageSide: 'franchisee', status: 'open' });
  });

  it('assigns to a franchisor or admin (history, notification to the assignee), unassigns, and refuses anyone else', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    const assignees = (await asHq().get(`${QUEUE}/assignees`)).json() as { items: { id: string; role: string }[] };
    const assigneeIds = assignees.items.map((a) => a.id);
    expect(assigneeIds).toEqual(expect.arrayContaining([w.hq.userId, w.hq2.userId, w.admin.userId]));
    expect(assigneeIds).not.toContain(w.franchisee.userId);
    expect(assigneeIds).not.toContain(w.user.userId);

    const res = await asHq().post(`${QUEUE}/${ticket.id}/assign`, { assigneeId: w.hq2.userId });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as TicketDetail;
    expect(detail.assignee).toEqual({ id: w.hq2.userId, name: 'Fiona Finance' });
    expect(detail.history.at(-1)).toMatchObject({ kind: 'assigned', assignee: { id: w.hq2.userId }, fromStatus: 'open', toStatus: 'open' });
    const mine = await notificationsFor(w.hq2.userId, ticket.id);
    expect(mine.map((n) => n.title)).toContain(`${ticket.ticketNumber} was assigned to you`);
    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, ticket.id), eq(auditLog.action, 'support_ticket.assigned')));
    expect(logged).toMatchObject({ actorId: w.hq.userId, targetType: 'support_ticket', after: { assignedTo: w.hq2.userId } });
    // The franchisee sees who handles it.
    expect(((await asFranchisee().get(`${MINE}/${ticket.id}`)).json() as TicketDetail).assignee?.name).toBe('Fiona Finance');

    // Assigning to oneself notifies nobody; the same assignee again writes nothing.
    const before = (await notificationsFor(w.hq.userId, ticket.id)).length;
    await asHq().post(`${QUEUE}/${ticket.id}/assign`, { assigneeId: w.hq.userId });
    expect((await notificationsFor(w.hq.userId, ticket.id)).length).toBe(before);
    await asHq().post(`${QUEUE}/${ticket.id}/assign`, { assigneeId: w.hq.userId });
    const unassigned = (await asHq().post(`${QUEUE}/${ticket.id}/assign`, { assigneeId: null })).json() as TicketDetail;
    expect(unassigned.assignee).toBeNull();
    expect(unassigned.history.map((h) => h.kind)).toEqual(['created', 'assigned', 'assigned', 'unassigned']);
    const rows = await t.db.select().from(supportTicketHistory).where(eq(supportTicketHistory.ticketId, ticket.id));
    expect(rows).toHaveLength(4);

    for (const bad of [w.franchisee.userId, w.user.userId, crypto.randomUUID()]) {
      const refused = await asHq().post(`${QUEUE}/${ticket.id}/assign`, { assigneeId: bad });
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused).details?.fieldErrors?.assigneeId).toEqual([SUPPORT_MESSAGES.assigneeInvalid]);
    }
    await forceStatus(ticket.id, 'closed');
    const closed = await asHq().post(`${QUEUE}/${ticket.id}/assign`, { assigneeId: w.hq.userId });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).message).toBe(SUPPORT_MESSAGES.closedNoAssign);
    expect((await asHq().post(`${QUEUE}/${crypto.randomUUID()}/assign`, { assigneeId: null })).statusCode).toBe(404);
  });

  it('changes the priority (not on a closed ticket)', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie, { priority: 'Low' });
    const res = await api(t, w.admin.cookie).post(`${QUEUE}/${ticket.id}/priority`, { priority: 'Urgent' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as TicketDetail).priority).toBe('Urgent');
    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, ticket.id), eq(auditLog.action, 'support_ticket.priority_changed')));
    expect(logged).toMatchObject({ actorId: w.admin.userId, before: { priority: 'Low' }, after: { priority: 'Urgent' } });
    expect((await asHq().post(`${QUEUE}/${ticket.id}/priority`, { priority: 'Critical' })).statusCode).toBe(422);
    await forceStatus(ticket.id, 'closed');
    const closed = await asHq().post(`${QUEUE}/${ticket.id}/priority`, { priority: 'Low' });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).message).toBe(SUPPORT_MESSAGES.closedNoPriority);
  });

  it('head office sees every location’s tickets; an unknown id is a 404', async () => {
    const mine = await raiseTicket(t, w.franchisee.cookie, { subject: 'Visible alpha' });
    const theirs = await raiseTicket(t, w.other.cookie, { subject: 'Visible bravo' });
    const list = (await api(t, w.admin.cookie).get(`${QUEUE}?search=Visible`)).json() as TicketList;
    expect(list.items.map((i) => i.id)).toEqual([mine.id, theirs.id]);
    expect((await asHq().get(`${QUEUE}/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await asHq().get(`${QUEUE}/not-a-uuid`)).statusCode).toBe(422);
  });
});

describe('refused roles', () => {
  it('refuses every route to a signed-out caller (401) and to the user role (403)', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    const routes: ['GET' | 'POST', string][] = [
      ['GET', MINE],
      ['POST', MINE],
      ['GET', `${MINE}/locations`],
      ['GET', `${MINE}/${ticket.id}`],
      ['POST', `${MINE}/${ticket.id}/messages`],
      ['POST', `${MINE}/${ticket.id}/attachments`],
      ['POST', `${MINE}/${ticket.id}/close`],
      ['POST', `${MINE}/${ticket.id}/reopen`],
      ['GET', `${MINE}/${ticket.id}/attachments/${crypto.randomUUID()}`],
      ['GET', QUEUE],
      ['GET', `${QUEUE}/assignees`],
      ['GET', `${QUEUE}/${ticket.id}`],
      ['POST', `${QUEUE}/${ticket.id}/messages`],
      ['POST', `${QUEUE}/${ticket.id}/attachments`],
      ['POST', `${QUEUE}/${ticket.id}/status`],
      ['POST', `${QUEUE}/${ticket.id}/assign`],
      ['POST', `${QUEUE}/${ticket.id}/priority`],
      ['GET', `${QUEUE}/${ticket.id}/attachments/${crypto.randomUUID()}`],
    ];
    for (const [method, url] of routes) {
      const anon = await t.app.inject({ method, url, headers: { origin: 'http://localhost:3000' } });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      const user = await t.app.inject({ method, url, headers: { origin: 'http://localhost:3000', cookie: w.user.cookie } });
      expect(user.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses head-office routes to a franchisee and franchisee-only routes to franchisors and admins', async () => {
    const ticket = await raiseTicket(t, w.franchisee.cookie);
    const f = asFranchisee();
    expect((await f.get(QUEUE)).statusCode).toBe(403);
    expect((await f.get(`${QUEUE}/assignees`)).statusCode).toBe(403);
    expect((await f.get(`${QUEUE}/${ticket.id}`)).statusCode).toBe(403);
    expect((await f.post(`${QUEUE}/${ticket.id}/messages`, { body: 'x' })).statusCode).toBe(403);
    expect((await f.post(`${QUEUE}/${ticket.id}/assign`, { assigneeId: w.franchisee.userId })).statusCode).toBe(403);
    expect((await f.post(`${QUEUE}/${ticket.id}/priority`, { priority: 'Urgent' })).statusCode).toBe(403);
    for (const u of [w.hq, w.admin]) {
      const a = api(t, u.cookie);
      expect((await a.post(MINE, ticketInput())).statusCode, u.email).toBe(403);
      expect((await a.get(MINE)).statusCode, u.email).toBe(403);
      expect((await a.get(`${MINE}/${ticket.id}`)).statusCode, u.email).toBe(403);
      expect((await a.post(`${MINE}/${ticket.id}/messages`, { body: 'x' })).statusCode, u.email).toBe(403);
    }
    // Nothing changed.
    const after = (await f.get(`${MINE}/${ticket.id}`)).json() as TicketDetail;
    expect(after).toMatchObject({ status: 'open', priority: 'High', assignee: null, messageCount: 0 });
  });
});
