import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client';

export interface LargeWorkspaceSize {
  tickets: number;
  assets: number;
  downloads: number;
}

/** Issue 15 at scale: a busy head-office ticket queue, a large asset library with its download history. */
export const LARGE_WORKSPACE: LargeWorkspaceSize = { tickets: 20_000, assets: 500, downloads: 100_000 };

const GENERATED = 'Generated for load testing.';

/**
 * Generates the franchisee workspace at scale on top of the demo seed and the large network, in SQL: an agreement and
 * five milestones for every location without one, `tickets` support tickets over the last year across the locations
 * (three messages each, statuses spread, a third unassigned), `assets` marketing assets spread over the brands and
 * categories (no files: the bench reads lists, not downloads) and `downloads` download rows (the owner trigger keeps
 * the counts). The generated locations have no owners, so their tickets are raised by head office's demo account.
 * Idempotent: a second run finds the first generated asset and does nothing.
 */
export async function seedLargeWorkspace(db: Db, size: LargeWorkspaceSize = LARGE_WORKSPACE): Promise<{ created: boolean }> {
  const existing = await db.execute(sql`select 1 from marketing_assets where description = ${GENERATED} limit 1`);
  if (rowsOf(existing).length > 0) return { created: false };
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into franchise_agreements (location_id, agreement_number, package_code, term_start, term_end, territory, renewal_status)
      select l.id, 'FA-' || l.code, (array['A','B','C','D'])[1 + (row_number() over (order by l.code))::int % 4],
             date '2023-01-01' + (row_number() over (order by l.code))::int % 700, date '2028-01-01' + (row_number() over (order by l.code))::int % 700,
             l.city || ', ' || l.province, 'not_due'
      from locations l where not exists (select 1 from franchise_agreements a where a.location_id = l.id)`);
    await tx.execute(sql`
      insert into location_milestones (location_id, milestone, state, completed_on)
      select l.id, m, 'completed', date '2023-01-01'
      from locations l cross join unnest(array['contract_signed','initial_payment','location_setup','staff_training','grand_opening']) m
      on conflict do nothing`);

    await tx.execute(sql`
      with loc as (select id, row_number() over (order by code) - 1 as i, count(*) over () as n from locations),
           hq as (select u.id from auth_users u join user_profiles p on p.id = u.id where p.role = 'franchisor' order by u.email limit 1),
           adm as (select u.id from auth_users u join user_profiles p on p.id = u.id where p.role in ('franchisor', 'admin') order by u.email)
      insert into support_tickets (ticket_number, location_id, created_by, subject, category, priority, description, status,
                                   assigned_to, first_response_at, resolved_at, closed_at, last_activity_at, created_at, updated_at)
      select 'TKT-' || lpad(nextval('support_ticket_number_seq')::text, 6, '0'),
             (select id from loc where loc.i = g % (select max(n) from loc)),
             (select id from hq),
             'Generated request ' || g,
             (array['Technical','Marketing','Training','Operations','Financial','Other'])[1 + g % 6],
             (array['Low','Medium','Medium','High','Urgent'])[1 + g % 5],
             ${GENERATED},
             s.status,
             case when g % 3 = 0 then null else (select id from adm order by id offset (g % greatest(1, (select count(*) from adm))::int) limit 1) end,
             case when s.status = 'open' then null else c.at + interval '3 hours' end,
             case when s.status in ('resolved', 'closed') then c.at + interval '2 days' end,
             case when s.status = 'closed' then c.at + interval '4 days' end,
             c.at + interval '3 hours', c.at, c.at
      from generate_series(1, ${size.tickets}::int) g
      cross join lateral (select (array['open','in_progress','resolved','closed','closed','closed'])[1 + g % 6] as status) s
      cross join lateral (select now() - ((g * 7919) % 365) * interval '1 day' - (g % 24) * interval '1 hour' as at) c`);
    await tx.execute(sql`
      insert into support_ticket_messages (ticket_id, author_id, body, created_at)
      select t.id, t.created_by, 'Message ' || k || ' on ' || t.ticket_number, t.created_at + k * interval '1 hour'
      from support_tickets t cross join generate_series(0, 2) k where t.description = ${GENERATED}`);

    await tx.execute(sql`
      with b as (select id, row_number() over (order by slug) - 1 as i, count(*) over () as n from brands)
      insert into marketing_assets (brand_id, title, description, type, category, status, file_name, file_type, created_at, updated_at)
      select case when g % 10 = 0 then null else (select id from b where b.i = g % (select max(n) from b)) end,
             'Generated asset ' || g, ${GENERATED},
             (array['image','document','template'])[1 + g % 3],
             (array['Branding','Menu','Social Media','Product Photos','Promotions','Signage','Training'])[1 + g % 7],
             case when g % 25 = 0 then 'archived' else 'active' end, 'asset-' || g || '.pdf', 'application/pdf',
             now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day'
      from generate_series(1, ${size.assets}::int) g`);
    await tx.execute(sql`
      with a as (select id, row_number() over (order by title) - 1 as i, count(*) over () as n from marketing_assets where description = ${GENERATED}),
           loc as (select id, row_number() over (order by code) - 1 as i, count(*) over () as n from locations)
      insert into marketing_asset_downloads (asset_id, location_id, downloaded_at)
      select (select id from a where a.i = (g * 31) % (select max(n) from a)),
             (select id from loc where loc.i = g % (select max(n) from loc)),
             now() - (g % 365) * interval '1 day'
      from generate_series(1, ${size.downloads}::int) g`);
  });
  return { created: true };
}
