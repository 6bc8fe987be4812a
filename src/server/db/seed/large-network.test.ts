import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../client';
import { seedDemoNetworkOnce } from './seed';
import { seedLargeNetwork } from './large-network';
import { seedLargeWorkspace } from './large-workspace';
import { LARGE_PERSON_EMAIL, seedLargePeople } from './large-people';
import { cookieFrom, signIn } from '../../test/harness';
import { DEMO_PASSWORD } from '../../../shared/constants';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetworkOnce(t);
});
afterAll(async () => t?.close());

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q))[0];

describe('large network generator (npm run seed:large)', () => {
  it('creates locations, daily sales, their monthly rollup and orders, once', async () => {
    expect(await seedLargeNetwork(t.db, { locations: 6, days: 40, orders: 90 })).toEqual({ created: true });
    expect(await seedLargeNetwork(t.db, { locations: 6, days: 40, orders: 90 })).toEqual({ created: false });

    const counts = await one<{ locations: number; sales: number; submitted: number; orders: number }>(sql`
      select (select count(*)::int from locations where code like 'LARGE-%') as locations,
             (select count(*)::int from daily_sales s join locations l on l.id = s.location_id where l.code like 'LARGE-%') as sales,
             (select count(*)::int from daily_sales s join locations l on l.id = s.location_id
               where l.code like 'LARGE-%' and s.status = 'submitted') as submitted,
             (select count(*)::int from orders where order_number like 'LARGE-%') as orders`);
    // 6 locations × 40 days; the last three days of each wait for review.
    expect(counts).toEqual({ locations: 6, sales: 240, submitted: 18, orders: 90 });
  });

  it('keeps sales_monthly equal to the sums of the rows through multi-row inserts, updates and deletes', async () => {
    const mismatch = async () =>
      one<{ n: number }>(sql`
        select count(*)::int as n from (
          select location_id, date_trunc('month', sales_date)::date as month, count(*)::int as days, sum(net_centavos)::bigint as net,
                 (count(*) filter (where status = 'approved'))::int as adays,
                 coalesce(sum(net_centavos) filter (where status = 'approved'), 0)::bigint as anet
          from daily_sales where status <> 'draft' and location_id in (select id from locations where code like 'LARGE-%') group by 1, 2
        ) d full join (
          -- A month whose days were all deleted or put back to draft keeps a row of zeros.
          select * from sales_monthly where location_id in (select id from locations where code like 'LARGE-%')
            and not (reported_days = 0 and reported_net_centavos = 0 and approved_days = 0 and approved_net_centavos = 0)
        ) m
          on m.location_id = d.location_id and m.month = d.month
        where m.location_id is null or d.location_id is null or m.reported_days <> d.days or m.reported_net_centavos <> d.net
           or m.approved_days <> d.adays or m.approved_net_centavos <> d.anet`);
    expect(await mismatch()).toEqual({ n: 0 });
    // One statement approving every waiting day, one rewriting figures and moving days between months, one deleting.
    await t.db.execute(sql`
      update daily_sales set status = 'approved'
      where status = 'submitted' and location_id in (select id from locations where code like 'LARGE-%')`);
    expect(await mismatch()).toEqual({ n: 0 });
    await t.db.execute(sql`
      update daily_sales set gross_centavos = gross_centavos + 1000, net_centavos = net_centavos + 1000,
                             sales_date = sales_date - 45, status = case when transactions % 2 = 0 then 'draft' else status end
      where location_id in (select id from locations where code in ('LARGE-0002', 'LARGE-0003'))`);
    expect(await mismatch()).toEqual({ n: 0 });
    await t.db.execute(sql`delete from daily_sales where location_id = (select id from locations where code = 'LARGE-0004')`);
    expect(await mismatch()).toEqual({ n: 0 });
  });
});

describe('large franchisee-workspace generator', () => {
  it('creates agreements, tickets with messages, assets and downloads (counted by the trigger), once', async () => {
    const size = { tickets: 60, assets: 12, downloads: 300 };
    expect(await seedLargeWorkspace(t.db, size)).toEqual({ created: true });
    expect(await seedLargeWorkspace(t.db, size)).toEqual({ created: false });
    const counts = await one<{
      missing: number;
      tickets: number;
      messages: number;
      assets: number;
      downloads: number;
      counted: number;
    }>(sql`
      select (select count(*)::int from locations l where not exists (select 1 from franchise_agreements a where a.location_id = l.id)) as missing,
             (select count(*)::int from support_tickets where description = 'Generated for load testing.') as tickets,
             (select count(*)::int from support_ticket_messages m join support_tickets s on s.id = m.ticket_id
               where s.description = 'Generated for load testing.') as messages,
             (select count(*)::int from marketing_assets where description = 'Generated for load testing.') as assets,
             (select count(*)::int from marketing_asset_downloads d join marketing_assets a on a.id = d.asset_id
               where a.description = 'Generated for load testing.') as downloads,
             (select sum(download_count)::int from marketing_assets where description = 'Generated for load testing.') as counted`);
    expect(counts).toEqual({ missing: 0, tickets: 60, messages: 180, assets: 12, downloads: 300, counted: 300 });
    const numbers = await one<{ bad: number }>(
      sql`select count(*)::int as bad from support_tickets where ticket_number !~ '^TKT-[0-9]{6}$'`,
    );
    expect(numbers).toEqual({ bad: 0 });
  });
});

describe('large people generator', () => {
  it('gives every generated location an owner who can sign in, head office and staff, and spreads notifications over everyone, once', async () => {
    expect(await seedLargePeople(t.db, { users: 20, notifications: 300 })).toEqual({ created: true });
    expect(await seedLargePeople(t.db, { users: 20, notifications: 300 })).toEqual({ created: false });
    const counts = await one<{
      users: number;
      unowned: number;
      owners: number;
      head: number;
      notes: number;
      unread: number;
      spread: number;
    }>(sql`
      select (select count(*)::int from user_profiles where email like '%@large.example') as users,
             (select count(*)::int from locations where code like 'LARGE-%' and owner_id is null) as unowned,
             (select count(*)::int from user_profiles where email like '%@large.example' and role = 'franchisee') as owners,
             (select count(*)::int from user_profiles where email like '%@large.example' and role in ('franchisor', 'admin')) as head,
             (select count(*)::int from notifications n join user_profiles p on p.id = n.recipient_id where p.email like '%@large.example') as notes,
             (select count(*)::int from notifications n join user_profiles p on p.id = n.recipient_id
               where p.email like '%@large.example' and n.read_at is null) as unread,
             (select max(c) - min(c) from (select count(*)::int as c from notifications n join user_profiles p on p.id = n.recipient_id
               where p.email like '%@large.example' group by p.id) per) as spread`);
    // 6 generated locations from the first test: 6 owners, then head office; 300 notifications, every fifth unread.
    expect(counts).toEqual({ users: 20, unowned: 0, owners: 6, head: 14, notes: 300, unread: 60, spread: 0 });

    const res = await signIn(t, LARGE_PERSON_EMAIL(1), DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const orders = await t.app.inject({ url: '/api/orders?limit=5', headers: { cookie: cookieFrom(res) } });
    expect(orders.statusCode).toBe(200);
    expect(orders.json().total).toBe(15); // 90 generated orders over 6 locations
    const unread = await t.app.inject({ url: '/api/notifications/unread-count', headers: { cookie: cookieFrom(res) } });
    expect(unread.json().count).toBe(3);
  });
});
