import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';

export interface LargePeopleSize {
  /** Users in all: an owner for each generated location, 40 franchisors, 10 admins, the rest staff ('user'). */
  users: number;
  /** Notifications spread over everyone, the newest fifth unread. */
  notifications: number;
}

/** Issue 18's scale target: 2,000 users and 1,000,000 notifications. */
export const LARGE_PEOPLE: LargePeopleSize = { users: 2_000, notifications: 1_000_000 };

/** The generated users' e-mails: person.0001@large.example …; the first ones own the generated locations, in order. */
export const LARGE_PERSON_EMAIL = (n: number) => `person.${String(n).padStart(4, '0')}@large.example`;

/**
 * The people of the large network (after seedLargeNetwork), in SQL: every generated location gets its own owner, the
 * others are head office and staff, and everyone has a history of notifications. Each generated user signs in with the
 * demo franchisee's password (its hash is copied), so a benchmark can act as many different users. Idempotent.
 */
export async function seedLargePeople(db: Db, size: LargePeopleSize = LARGE_PEOPLE): Promise<{ created: boolean }> {
  const existing = await db.execute(sql`select 1 from auth_users where email = ${LARGE_PERSON_EMAIL(1)}`);
  if (rowsOf(existing).length > 0) return { created: false };
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into auth_users (name, email, email_verified)
      select 'Large User ' || g, 'person.' || lpad(g::text, 4, '0') || '@large.example', true from generate_series(1, ${size.users}::int) g`);
    await tx.execute(sql`
      with owners as (select count(*)::int as n from locations where code like 'LARGE-%' and owner_id is null),
           a as (select id, email, name, row_number() over (order by email) as n from auth_users where email like '%@large.example')
      insert into user_profiles (id, email, full_name, role, status)
      select a.id, a.email, a.name,
             case when a.n <= owners.n then 'franchisee' when a.n <= owners.n + 40 then 'franchisor'
                  when a.n <= owners.n + 50 then 'admin' else 'user' end,
             'active'
      from a, owners`);
    await tx.execute(sql`
      with owners as (select id, row_number() over (order by email) as n from user_profiles where email like '%@large.example' and role = 'franchisee'),
           free as (select id, row_number() over (order by code) as n from locations where code like 'LARGE-%' and owner_id is null)
      update locations l set owner_id = owners.id from free join owners on owners.n = free.n where l.id = free.id`);
    await tx.execute(sql`
      insert into auth_accounts (account_id, provider_id, user_id, password)
      select p.id::text, 'credential', p.id, demo.password
      from user_profiles p,
           (select a.password from auth_accounts a join user_profiles d on d.id = a.user_id
             where d.email = 'franchisee@demo.com' and a.provider_id = 'credential') demo
      where p.email like '%@large.example'`);
    // Round-robin over the people (a hash join on the remainder), spread over two years; a fifth of each person's unread.
    await tx.execute(sql`
      with people as (select id, row_number() over (order by email) - 1 as n from user_profiles where email like '%@large.example'),
           total as (select count(*)::int as n from people)
      insert into notifications (recipient_id, type, title, message, priority, created_at, read_at)
      select p.id, (array['order_approved','order_shipped','order_delivered','system_announcement','low_stock_alert'])[1 + g % 5],
             'Update ' || g, 'Generated notification ' || g || ' for the large network.', (array['low','medium','high'])[1 + g % 3],
             now() - (g % 17520) * interval '1 hour',
             case when (g / (select n from total)) % 5 = 0 then null else now() - (g % 17520) * interval '1 hour' end
      from generate_series(1, ${size.notifications}::int) g
      join people p on p.n = g % (select n from total)`);
  });
  await db.execute(sql`analyze notifications`);
  await db.execute(sql`analyze user_profiles`);
  return { created: true };
}
