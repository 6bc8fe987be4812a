import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import {
  addresses,
  appMeta,
  brands,
  dailySales,
  locations,
  notifications,
  orders,
  products,
  userProfiles,
  warehouseStock,
} from '../schema';
import { seedDemoNetworkOnce } from './seed';
import { rowsOf } from '../client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../shared/constants';
import { addCalendarDays, manilaToday } from '../../../shared/time';

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
