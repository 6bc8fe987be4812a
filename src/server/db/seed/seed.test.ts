import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { cookieFrom, createTestApp, signIn, type TestApp } from '../../test/harness';
import {
  addresses,
  appMeta,
  brands,
  dailySales,
  franchiseApplications,
  invitations,
  invoicePayments,
  invoices,
  locations,
  orderStatusHistory,
  notifications,
  orders,
  products,
  userProfiles,
  warehouseStock,
} from '../schema';
import { seedDemoNetworkOnce } from './seed';
import { ORDER_INVOICE_PAID_AFTER_DAYS } from './seed-finance';
import { invoiceSeriesGaps, reconcileRoyalties } from '../../lib/royalty-reconcile';
import { rowsOf } from '../client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../shared/constants';
import { addCalendarDays, manilaToday, toManilaYmd } from '../../../shared/time';
import type { Opening, OpeningList } from '../../../shared/openings.contracts';
import { INVOICE_TERMS_DAYS } from '../../../shared/operations.contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const countOf = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0].n;

describe('demo network seed', () => {
  it('seeds once and not again', async () => {
    expect(await seedDemoNetworkOnce(t)).toBe(true);
    const before = { orders: await countOf(orders), sales: await countOf(dailySales) };
    expect(await seedDemoNetworkOnce(t)).toBe(false);
    expect({ orders: await countOf(orders), sales: await countOf(dailySales) }).toEqual(before);
  });

  it('has the people, brands and locations the spec and design name', async () => {
    const maria = (await t.db.select().from(userProfiles).where(eq(userProfiles.email, 'franchisee@demo.com')))[0];
    expect(maria).toMatchObject({ fullName: 'Maria Franchisee', role: 'franchisee' });
    const john = (await t.db.select().from(userProfiles).where(eq(userProfiles.email, 'franchisor@demo.com')))[0];
    expect(john).toMatchObject({ fullName: 'John Franchisor', role: 'franchisor' });
    // Two head-office approvers, so orders above the two-approver threshold can be decided.
    const fiona = (await t.db.select().from(userProfiles).where(eq(userProfiles.email, 'finance@demo.com')))[0];
    expect(fiona).toMatchObject({ fullName: 'Fiona Finance', role: 'franchisor', status: 'active' });
    const admin = (await t.db.select().from(userProfiles).where(eq(userProfiles.email, 'admin@demo.com')))[0];
    expect(admin).toMatchObject({ fullName: 'Admin User', role: 'admin' });
    const makati = (await t.db.select().from(locations).where(eq(locations.name, 'Siomai Express – Makati')))[0];
    expect(makati.ownerId).toBe(maria.id);
    expect((await t.db.select().from(brands)).map((b) => b.slug).sort()).toEqual([
      'burger-fries',
      'coffee-shop',
      'lemon-juice-stand',
      'siomai-shop',
    ]);
    expect(await countOf(locations)).toBeGreaterThanOrEqual(8);
    const franchisees = await t.db.select().from(userProfiles).where(eq(userProfiles.role, 'franchisee'));
    expect(franchisees.length).toBeGreaterThanOrEqual(5);
    expect(await countOf(products)).toBeGreaterThanOrEqual(20);
    expect(await countOf(orders)).toBeGreaterThanOrEqual(50);
    expect(await countOf(dailySales)).toBeGreaterThanOrEqual(8 * 90);
  });

  it('links each franchisee address to its store: Maria has one for Makati (default) and one for BGC', async () => {
    const maria = (await t.db.select().from(userProfiles).where(eq(userProfiles.email, 'franchisee@demo.com')))[0];
    const rows = await t.db
      .select({ location: locations.name, line1: addresses.line1, isDefaultShipping: addresses.isDefaultShipping })
      .from(addresses)
      .innerJoin(locations, eq(locations.id, addresses.locationId))
      .where(eq(addresses.userId, maria.id));
    expect(rows.sort((a, b) => a.location.localeCompare(b.location))).toEqual([
      { location: 'Lemon Juice Stand – BGC', line1: 'High Street, 5th Ave.', isDefaultShipping: false },
      { location: 'Siomai Express – Makati', line1: 'G/F Ayala Triangle, Ayala Ave.', isDefaultShipping: true },
    ]);
  });

  it('gives every demo person an e-mail that matches their name', async () => {
    const people = await t.db.select().from(userProfiles);
    const jose = people.find((p) => p.fullName === 'Jose Santos');
    expect(jose?.email).toBe('jose.santos@demo.com');
    // Personal addresses are first.last@demo.com; role addresses (franchisor@, admin@…) are the demo accounts.
    const roleMailboxes = new Set(['franchisor', 'finance', 'admin', 'franchisee']);
    for (const p of people) {
      const local = p.email.split('@')[0];
      if (roleMailboxes.has(local)) continue;
      expect(local).toBe(p.fullName.toLowerCase().replace(/\s+/g, '.'));
    }
  });

  it('gives the demo accounts a notification history that points at real orders', async () => {
    const maria = (await t.db.select().from(userProfiles).where(eq(userProfiles.email, 'franchisee@demo.com')))[0];
    const mine = await t.db.select().from(notifications).where(eq(notifications.recipientId, maria.id));
    const orderNotes = mine.filter((n) => n.relatedOrderId);
    expect(orderNotes.length).toBeGreaterThan(0);
    for (const n of orderNotes) {
      expect(n.actionUrl).toBe(`/orders/${n.relatedOrderId}`);
      const [o] = await t.db.select().from(orders).where(eq(orders.id, n.relatedOrderId!));
      expect(n.metadata).toMatchObject({ order_number: o.orderNumber, order_total: o.totalCentavos / 100 });
    }
    expect(mine.some((n) => n.type === 'system_announcement')).toBe(true);
  });

  it("tells of each shipment with the order's own carrier and tracking number", async () => {
    const shipped = await t.db.select().from(notifications).where(eq(notifications.type, 'order_shipped'));
    expect(shipped.length).toBeGreaterThan(0);
    for (const n of shipped) {
      const [o] = await t.db.select().from(orders).where(eq(orders.id, n.relatedOrderId!));
      expect(n.message).toContain(`Shipped with ${o.carrier}, tracking ${o.trackingNumber}`);
    }
  });

  it('signs every location to a package its brand sells, and the pending upgrade asks for one too', async () => {
    const rows = rowsOf<{ code: string; pkg: string; offered: boolean; upgrade_offered: boolean | null }>(
      await t.db.execute(sql`
      select l.code, a.package_code as pkg,
             exists (select 1 from brand_packages p where p.brand_id = l.brand_id and p.package_code = a.package_code) as offered,
             (select bool_and(exists (select 1 from brand_packages p where p.brand_id = l.brand_id and p.package_code = u.to_package))
                from package_upgrade_requests u where u.location_id = l.id) as upgrade_offered
        from franchise_agreements a join locations l on l.id = a.location_id`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.offered || r.upgrade_offered === false)).toEqual([]);
  });

  it('gives every order past approval its invoice, issued on approval day, paid or open as the order has gone', async () => {
    const all = await t.db.select().from(orders);
    const past = all.filter((o) => ['approved', 'processing', 'shipped', 'delivered'].includes(o.status));
    expect(past.length).toBeGreaterThanOrEqual(50);
    const orderInvoices = await t.db.select().from(invoices).where(eq(invoices.kind, 'order'));
    // One each, for those orders only (a pending, rejected or cancelled order has none).
    expect(orderInvoices.map((i) => i.orderId).sort()).toEqual(past.map((o) => o.id).sort());
    const approvals = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.toStatus, 'approved'));
    const payments = await t.db.select().from(invoicePayments);
    const cutoff = addCalendarDays(manilaToday(), -ORDER_INVOICE_PAID_AFTER_DAYS);
    for (const o of past) {
      const inv = orderInvoices.find((i) => i.orderId === o.id)!;
      const approvedOn = toManilaYmd(approvals.find((a) => a.orderId === o.id)!.createdAt);
      expect(inv).toMatchObject({ locationId: o.locationId, amountCentavos: o.totalCentavos, issuedOn: approvedOn });
      expect(inv.dueOn).toBe(addCalendarDays(approvedOn, INVOICE_TERMS_DAYS));
      expect(inv.invoiceNumber).toMatch(new RegExp(`^INV-${approvedOn.replace(/-/g, '')}-\\d{6}$`));
      const paidHere = payments.filter((p) => p.invoiceId === inv.id).reduce((sum, p) => sum + p.amountCentavos, 0);
      expect(paidHere).toBe(inv.paidCentavos);
      if (o.status === 'delivered' && approvedOn <= cutoff) {
        expect(inv).toMatchObject({ status: 'paid', paidCentavos: o.totalCentavos, paidAt: expect.any(Date) });
      } else {
        // Still on its way or delivered lately: open, and not yet due.
        expect(inv).toMatchObject({ status: 'sent', paidCentavos: 0, paidAt: null });
        expect(inv.dueOn >= manilaToday()).toBe(true);
      }
    }
    expect(orderInvoices.some((i) => i.status === 'paid') && orderInvoices.some((i) => i.status === 'sent')).toBe(true);
  });

  it('numbers the seeded invoices of both kinds in one series, unbroken and rising with their issue dates', async () => {
    const all = await t.db.select().from(invoices).orderBy(invoices.invoiceNumber);
    expect(new Set(all.map((i) => i.kind))).toEqual(new Set(['order', 'royalty']));
    await expect(invoiceSeriesGaps(t.db)).resolves.toEqual([]);
    const bySeq = [...all].sort((a, b) => Number(a.invoiceNumber.slice(-6)) - Number(b.invoiceNumber.slice(-6)));
    expect(Number(bySeq[0].invoiceNumber.slice(-6))).toBe(1);
    for (let i = 1; i < bySeq.length; i++) expect(bySeq[i].issuedOn >= bySeq[i - 1].issuedOn).toBe(true);
  });

  it('reconciles: every closed seeded month billed the royalty and fee of its approved sales, no ₱0 invoice, no gap', async () => {
    const report = await reconcileRoyalties(t.db);
    expect(report.checked).toBeGreaterThan(0); // the last closed month of every trading store
    expect(report).toMatchObject({ mismatches: [], awaitingReview: [], zeroInvoices: [], seriesGaps: [] });
  });

  it('shows receivables of both kinds to head office and to Maria', async () => {
    for (const email of ['franchisor@demo.com', 'franchisee@demo.com']) {
      const res = await signIn(t, email, DEMO_PASSWORD);
      const cookie = cookieFrom(res);
      for (const kind of ['order', 'royalty']) {
        const list = await t.app.inject({ url: `/api/finance/invoices?kind=${kind}`, headers: { cookie } });
        expect(list.statusCode).toBe(200);
        expect(list.json().total).toBeGreaterThan(0);
      }
    }
  });

  it('keeps warehouse reservations consistent with open orders', async () => {
    const rows = await t.db.select().from(warehouseStock);
    for (const r of rows) expect(r.reserved).toBeLessThanOrEqual(r.onHand);
  });

  it('seeds daily sales with review work: older days approved, the last 3 submitted, one location missing yesterday', async () => {
    const john = (await t.db.select().from(userProfiles).where(eq(userProfiles.email, 'franchisor@demo.com')))[0];
    const today = manilaToday();
    const cut = addCalendarDays(today, -3);
    const sales = await t.db.select().from(dailySales);
    const older = sales.filter((s) => s.salesDate < cut);
    const recent = sales.filter((s) => s.salesDate >= cut);
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((s) => s.status === 'approved' && s.reviewedBy === john.id && s.source === 'seed')).toBe(true);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((s) => s.status === 'submitted' && s.reviewedBy === null)).toBe(true);
    const open = await t.db.select().from(locations).where(eq(locations.status, 'open'));
    const reportedYesterday = new Set(sales.filter((s) => s.salesDate === addCalendarDays(today, -1)).map((s) => s.locationId));
    expect(open.filter((l) => !reportedYesterday.has(l.id))).toHaveLength(1);
    await expect(t.ctx.sales.missing(addCalendarDays(today, -1))).resolves.toMatchObject({ items: [{ locationId: expect.any(String) }] });
  });

  it('lets every demo account sign in with demo123 and shows the demo buttons', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const res = await signIn(t, a.email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(a.role);
    }
    const session = await t.app.inject({ url: '/api/session' });
    expect(session.json().demoAccounts).toBe(true);
  });

  it('has a store half-way through its opening (one upload to review, one overdue) and an approved applicant whose opening is under way', async () => {
    // Read through the API, as the pages do: the figures are the server's own (and its system-item sync has run).
    const jose = await signIn(t, 'jose.santos@demo.com', DEMO_PASSWORD);
    expect(jose.statusCode).toBe(200);
    // Jose also trades (Cubao, Iloilo): he still lands on his dashboard.
    expect(jose.json().redirectTo).toBe('/franchisee-dashboard');
    const cookie = cookieFrom(jose);
    const mine = (await t.app.inject({ url: '/api/openings', headers: { cookie } })).json() as OpeningList;
    expect(mine.items).toHaveLength(1);
    const marikina = mine.items[0];
    expect(marikina).toMatchObject({
      status: 'in_progress',
      location: { name: 'Siomai Express – Marikina', status: 'opening' },
      awaitingReview: 1,
      overdueCount: 1,
    });
    expect(marikina.progress.done).toBeGreaterThanOrEqual(4);
    expect(marikina.progress.done * 2).toBeLessThanOrEqual(marikina.progress.total + 1);
    const detail = (await t.app.inject({ url: `/api/openings/${marikina.id}`, headers: { cookie } })).json() as Opening;
    expect(detail.items.find((i) => i.state === 'submitted')).toMatchObject({ title: 'Barangay clearance', fileName: expect.any(String) });
    expect(detail.items.filter((i) => i.overdue).map((i) => i.title)).toEqual(['DTI or SEC registration']);
    const file = await t.app.inject({
      url: `/api/openings/${marikina.id}/items/${detail.items.find((i) => i.state === 'submitted')!.id}/file`,
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);

    const hq = cookieFrom(await signIn(t, 'franchisor@demo.com', DEMO_PASSWORD));
    const board = (await t.app.inject({ url: '/api/openings', headers: { cookie: hq } })).json() as OpeningList;
    const [approved] = await t.db.select().from(franchiseApplications).where(eq(franchiseApplications.status, 'approved'));
    expect(approved).toMatchObject({ firstName: 'Patricia', invitationId: expect.any(String) });
    const hers = board.items.find((o) => o.applicationId === approved.id);
    expect(hers).toMatchObject({
      status: 'in_progress',
      owner: null,
      location: { status: 'opening', city: 'Baguio City' },
      progress: { done: 0 },
    });
    const [inv] = await t.db.select().from(invitations).where(eq(invitations.id, approved.invitationId!));
    expect(inv).toMatchObject({ acceptedAt: null, revokedAt: null, locationIds: [hers!.location.id] });
  });
});

describe('a demo network seeded before the second approver existed', () => {
  let old: TestApp;
  beforeAll(async () => {
    old = await createTestApp();
  });
  afterAll(async () => old?.close());

  it('gets finance@demo.com added on the next start, and nothing else', async () => {
    await old.db.insert(appMeta).values({ key: 'demo_network_seeded_at', value: new Date().toISOString() });
    expect(await seedDemoNetworkOnce(old)).toBe(false);
    const [fiona] = await old.db.select().from(userProfiles).where(eq(userProfiles.email, 'finance@demo.com'));
    expect(fiona).toMatchObject({ role: 'franchisor', status: 'active' });
    expect(await old.db.select().from(orders)).toHaveLength(0);
    expect((await signIn(old, 'finance@demo.com', DEMO_PASSWORD)).statusCode).toBe(200);
    // A second start adds nothing twice.
    expect(await seedDemoNetworkOnce(old)).toBe(false);
    expect(await old.db.select().from(userProfiles).where(eq(userProfiles.email, 'finance@demo.com'))).toHaveLength(1);
  });
});
