/**
 * The floor `npm run bench` measures the app against (issue 18): the same SQL the app runs for a hot path, served by
 * a bare Fastify + pg handler with no sign-in, validation, row-level security, logging or metrics. What the app costs
 * beyond this is the price of its framework, auth and RLS.
 *
 *   BARE_DATABASE_URL=postgres://… BARE_PORT=3292 tsx scripts/bench-bare-server.ts
 *
 * Each route takes the ids it needs in the query string (the bench looks them up once).
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: Number(process.env.BARE_POOL_MAX ?? 10) });
const app = Fastify({ logger: false });
type Q = { user: string; brand: string };

/** The session: what better-auth and the profile lookup read for a cookie, in one statement. */
app.get<{ Querystring: { token: string } }>('/bare/session', async (req) => {
  const { rows } = await pool.query(
    `select s.id, s.expires_at, u.email, u.two_factor_enabled, p.* from auth_sessions s join auth_users u on u.id = s.user_id
     join user_profiles p on p.id = u.id where s.token = $1 and s.expires_at > now()`,
    [req.query.token],
  );
  return { user: rows[0] ?? null };
});

app.get<{ Querystring: Q }>('/bare/unread-count', async (req) => {
  const { rows } = await pool.query('select count(*)::int as n from notifications where recipient_id = $1 and read_at is null', [
    req.query.user,
  ]);
  return { count: rows[0].n };
});

/** The owner's orders as the app reads them (orders.service.ts ownOrders: apart from the outer query). */
const OWN_ORDERS = `(select * from orders where location_id in (select id from locations where owner_id = $1) limit 9007199254740991)`;

app.get<{ Querystring: Q }>('/bare/orders', async (req) => {
  const [list, total] = await Promise.all([
    pool.query(
      `select o.id, o.order_number, o.status, o.total_centavos, o.created_at, l.id as location_id, l.name as location_name,
         (select count(*)::int from order_items oi where oi.order_id = o.id) as item_count
       from ${OWN_ORDERS} o join locations l on l.id = o.location_id order by o.created_at desc, o.id desc limit 20`,
      [req.query.user],
    ),
    pool.query(`select count(*)::int as n from ${OWN_ORDERS} o join locations l on l.id = o.location_id`, [req.query.user]),
  ]);
  return { items: list.rows, total: total.rows[0].n };
});

app.get<{ Querystring: Q }>('/bare/catalog', async (req) => {
  const where = `exists (select 1 from product_brands pb where pb.product_id = p.id and pb.brand_id = $1) and p.active`;
  const [list, total, categories] = await Promise.all([
    pool.query(
      `select p.*, ws.on_hand, ws.reserved, ws.reorder_level from products p left join warehouse_stock ws on ws.product_id = p.id
       where ${where} order by p.name, p.id limit 20`,
      [req.query.brand],
    ),
    pool.query(`select count(*)::int as n from products p left join warehouse_stock ws on ws.product_id = p.id where ${where}`, [
      req.query.brand,
    ]),
    pool.query('select id, parent_id, slug, name from categories'),
  ]);
  const ids = list.rows.map((r: { id: string }) => r.id);
  const brands = await pool.query(
    'select pb.product_id, b.id, b.name, b.slug from product_brands pb join brands b on b.id = pb.brand_id where pb.product_id = any($1) order by b.name',
    [ids],
  );
  return { items: list.rows, total: total.rows[0].n, brands: brands.rows.length, categories: categories.rows.length };
});

app.get('/bare/health', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.BARE_PORT ?? 3292), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
