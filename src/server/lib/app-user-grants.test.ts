import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct, placeOrder, stockOf } from '../test/ordering-fixture';
import { attemptAs } from '../test/rls-attempt';
import { authUsers, categories, invoices, locationStock, orderApprovals, orders, products, userProfiles } from '../db/schema';
import { rowsOf } from '../db/client';
import { withRls, type Actor } from './rls';

/**
 * Defence in depth (decision 002): even a route that runs a wrong statement under a franchisee's identity
 * cannot read credentials, raise its own role, reprice the catalogue or move stock. Each statement below
 * must be refused (42501) or touch no row, and the data must be unchanged afterwards.
 */

let t: TestApp;
let maria: Awaited<ReturnType<typeof makeFranchisee>>;
let jose: Awaited<ReturnType<typeof makeFranchisee>>;
let hq: { userId: string; cookie: string };
let productId: string;
let priceCentavos: number;
let categoryId: string;
let brandId: string;
let orderId: string;
let invoiceId: string;

const asMaria = (): Actor => ({ userId: maria.userId, role: 'franchisee' });
const asHq = (): Actor => ({ userId: hq.userId, role: 'franchisor' });

const attempt = (actor: Actor, statement: SQL) => attemptAs(t.db, actor, statement);

beforeAll(async () => {
  t = await createTestApp();
  const brand = await makeBrand(t);
  brandId = brand.id;
  maria = await makeFranchisee(t, brand.id);
  jose = await makeFranchisee(t, brand.id);
  hq = await signUp(t, { role: 'franchisor' });
  const product = await makeProduct(t, { brandIds: [brand.id], pricePesos: 250, stock: 40 });
  productId = product.id;
  priceCentavos = product.priceCentavos;
  [{ id: categoryId }] = await t.db.insert(categories).values({ slug: 'grants-cat', name: 'Grants' }).returning();
  orderId = (await placeOrder(t, maria.cookie, productId, 2)).id;
  // An invoice and an approval as head office would leave them (written by the owner role).
  await t.db.insert(orderApprovals).values({ orderId, approverId: hq.userId, decision: 'approve' });
  [{ id: invoiceId }] = await t.db
    .insert(invoices)
    .values({
      invoiceNumber: 'INV-GRANTS-1',
      orderId,
      locationId: maria.location.id,
      amountCentavos: 1,
      issuedOn: '2026-01-01',
      dueOn: '2026-01-31',
    })
    .returning();
});
afterAll(async () => t?.close());

describe('app_user has no access to the auth library tables', () => {
  it('cannot read e-mails or change another login e-mail, whatever the role setting', async () => {
    for (const actor of [asMaria(), asHq()]) {
      expect(await attempt(actor, sql`select email from auth_users`)).toBe('refused');
      expect(await attempt(actor, sql`update auth_users set email = 'owned@example.com' where id = ${jose.userId} returning id`)).toBe(
        'refused',
      );
    }
    const [j] = await t.db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, jose.userId));
    expect(j.email).toBe(jose.email);
  });

  it('holds no privilege at all on any auth_* table', async () => {
    const rows = rowsOf<{ table: string; privileges: string | null }>(
      await t.db.execute(sql`
        select c.relname as "table",
               (select string_agg(a.privilege_type, ',') from aclexplode(c.relacl) a where a.grantee = 'app_user'::regrole) as privileges
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relname like 'auth\\_%'`),
    );
    expect(rows.map((r) => r.table).sort()).toEqual(
      expect.arrayContaining(['auth_accounts', 'auth_jwks', 'auth_sessions', 'auth_two_factors', 'auth_users', 'auth_verifications']),
    );
    expect(rows.filter((r) => r.privileges)).toEqual([]);
    for (const { table } of rows) {
      expect(await attempt(asMaria(), sql`select 1 from ${sql.identifier(table)} limit 1`), table).toBe('refused');
    }
  });
});

describe('a franchisee cannot raise their own privileges', () => {
  it('cannot write role, status, e-mail, a verified phone or other head-office columns of their own profile', async () => {
    const me = maria.userId;
    for (const statement of [
      sql`update user_profiles set role = 'franchisor' where id = ${me} returning id`,
      sql`update user_profiles set status = 'active' where id = ${me} returning id`,
      sql`update user_profiles set email = 'other@example.com' where id = ${me} returning id`,
      sql`update user_profiles set last_login_at = now() where id = ${me} returning id`,
      sql`update user_profiles set metadata = '{"role":"admin"}' where id = ${me} returning id`,
      sql`update user_profiles set phone = '+639171234567', phone_verified_at = now() where id = ${me} returning id`,
      sql`delete from user_profiles where id = ${me} returning id`,
      sql`insert into user_profiles (id, email, full_name, role) values (${hq.userId}, 'x@example.com', 'X', 'admin') returning id`,
    ]) {
      expect(await attempt(asMaria(), statement)).toBe('refused');
    }
    const [p] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, me));
    expect(p).toMatchObject({ role: 'franchisee', status: 'active', email: maria.email });
  });

  it('cannot mark their own order approved or change its amounts, nor delete invoices, approvals or locations', async () => {
    const statements = [
      sql`update orders set status = 'approved' where id = ${orderId} returning id`,
      sql`update orders set total_centavos = 1, subtotal_centavos = 1, vat_centavos = 0, shipping_centavos = 0 where id = ${orderId} returning id`,
      sql`delete from orders where id = ${orderId} returning id`,
      sql`update order_items set unit_price_centavos = 0 where order_id = ${orderId} returning id`,
      sql`delete from order_items where order_id = ${orderId} returning id`,
      sql`delete from order_status_history where order_id = ${orderId} returning id`,
      sql`delete from order_approvals where order_id = ${orderId} returning id`,
      sql`insert into order_approvals (order_id, approver_id, decision) values (${orderId}, ${maria.userId}, 'approve') returning id`,
      sql`delete from invoices where id = ${invoiceId} returning id`,
      sql`update invoices set status = 'paid' where id = ${invoiceId} returning id`,
      sql`delete from locations where id = ${maria.location.id} returning id`,
      sql`update locations set royalty_rate_bps = 0 where id = ${maria.location.id} returning id`,
      sql`delete from location_status_history where location_id = ${maria.location.id} returning id`,
      sql`insert into audit_log (actor_id, action, target_type) values (${jose.userId}, 'forged', 'user') returning id`,
      sql`select nextval('invoice_number_seq')`,
    ];
    for (const statement of statements) expect([0, 'refused']).toContain(await attempt(asMaria(), statement));
    const [o] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o.status).toBe('pending_approval');
    expect(o.totalCentavos).toBeGreaterThan(1);
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0].status).toBe('sent');
    expect(await t.db.select().from(orderApprovals).where(eq(orderApprovals.orderId, orderId))).toHaveLength(1);
  });
});

describe('catalogue and warehouse are read-only to a franchisee', () => {
  it('cannot reprice, add or remove products, categories, brand availability or brands', async () => {
    const statements = [
      sql`update products set price_centavos = 1 returning id`,
      sql`insert into products (sku, name, unit, price_centavos) values ('FORGED', 'x', 'pack', 1) returning id`,
      sql`delete from products where id = ${productId} returning id`,
      sql`update categories set name = 'Hijacked' returning id`,
      sql`insert into categories (slug, name) values ('forged', 'x') returning id`,
      sql`delete from categories where id = ${categoryId} returning id`,
      sql`delete from product_brands returning product_id`,
      sql`insert into product_brands (product_id, brand_id) values (${productId}, ${brandId}) returning product_id`,
      sql`update brands set name = 'Hijacked' returning id`,
      sql`insert into brands (slug, name) values ('forged', 'x') returning id`,
      sql`delete from brands where id = ${brandId} returning id`,
    ];
    for (const statement of statements) expect([0, 'refused']).toContain(await attempt(asMaria(), statement));
    const [p] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(p.priceCentavos).toBe(priceCentavos);
  });

  it('cannot move warehouse or location stock, nor write the stock ledger', async () => {
    const before = await stockOf(t, productId);
    const loc = maria.location.id;
    const statements = [
      sql`update warehouse_stock set on_hand = 9999, reserved = 0 returning product_id`,
      sql`delete from warehouse_stock returning product_id`,
      sql`insert into warehouse_stock (product_id, on_hand) values (gen_random_uuid(), 1) returning product_id`,
      sql`insert into location_stock (location_id, product_id, quantity) values (${loc}, ${productId}, 500) returning product_id`,
      sql`update location_stock set quantity = 500 where location_id = ${loc} returning product_id`,
      sql`insert into stock_movements (product_id, location_id, kind, on_hand_delta) values (${productId}, ${loc}, 'adjustment', 500) returning id`,
      sql`delete from stock_movements returning id`,
      sql`update stock_alerts set acknowledged_at = now() returning id`,
    ];
    for (const statement of statements) expect([0, 'refused']).toContain(await attempt(asMaria(), statement));
    expect(await stockOf(t, productId)).toEqual(before);
    expect(await t.db.select().from(locationStock).where(eq(locationStock.locationId, loc))).toEqual([]);
  });

  it('even head office writes stock only through the ledger (owner), never directly as app_user', async () => {
    expect(await attempt(asHq(), sql`update warehouse_stock set on_hand = 9999 where product_id = ${productId} returning product_id`)).toBe(
      'refused',
    );
  });
});

describe('the grants are exactly those decision 002 lists', () => {
  // Table-level privileges, then column-level ones; '' = owner only. A new table starts closed (default
  // privileges are revoked) and must be added here and to the decision record.
  const EXPECTED: Record<string, string> = {
    addresses: 'DELETE,INSERT,SELECT,UPDATE',
    announcements: '',
    app_meta: '',
    app_settings: '',
    application_documents: 'SELECT(application_id,content_type,created_at,filename,id,kind,size_bytes,storage_key)',
    application_events: 'INSERT,SELECT',
    audit_log: 'INSERT,SELECT',
    audit_actions: 'INSERT,SELECT,UPDATE',
    audit_answers: 'INSERT,SELECT',
    audit_photos: 'INSERT,SELECT',
    audit_template_versions: 'INSERT,SELECT',
    audit_templates: 'INSERT,SELECT,UPDATE',
    audits: 'INSERT,SELECT,UPDATE',
    auth_accounts: '',
    auth_jwks: '',
    auth_sessions: '',
    auth_two_factors: '',
    auth_users: '',
    auth_verifications: '',
    blog_posts: 'DELETE,INSERT,SELECT,UPDATE',
    brand_microsites: 'INSERT,SELECT,UPDATE',
    brand_packages: 'DELETE,INSERT,SELECT,UPDATE',
    brands: 'INSERT,SELECT,UPDATE',
    cart_items: 'DELETE,INSERT,SELECT,UPDATE',
    categories: 'INSERT,SELECT,UPDATE',
    client_error_groups: '',
    contact_messages: 'SELECT UPDATE(handled_at,handled_by,status)',
    daily_sales:
      'INSERT,SELECT UPDATE(card_centavos,cash_centavos,digital_centavos,discounts_centavos,gross_centavos,net_centavos,notes,proof_key,proof_name,refunds_centavos,reported_by,source,status,submitted_at,transactions,updated_at)',
    daily_sales_history: 'INSERT,SELECT',
    diagnostic_runs: '',
    franchise_agreement_history: 'INSERT,SELECT',
    franchise_agreements: 'INSERT,SELECT UPDATE(package_code,renewal_status,signed_on,term_end,term_start,territory,updated_at)',
    franchise_applications: 'SELECT UPDATE(invitation_id,status,updated_at)',
    invitations: '',
    invoice_payments: 'SELECT',
    invoices: 'SELECT',
    location_api_keys: 'INSERT,SELECT UPDATE(revoked_at,revoked_by)',
    location_documents: 'DELETE,INSERT,SELECT UPDATE(expires_on,review_note,review_status,reviewed_at,reviewed_by,title,updated_at)',
    location_milestones: 'INSERT,SELECT UPDATE(completed_on,due_on,note,state,updated_at,updated_by)',
    location_status_history: 'INSERT,SELECT',
    location_stock: 'SELECT',
    locations: 'INSERT,SELECT,UPDATE',
    marketing_asset_downloads: 'SELECT',
    marketing_assets:
      'DELETE,INSERT,SELECT UPDATE(brand_id,category,description,file_key,file_name,file_size,file_type,status,thumbnail_key,title,type,updated_at,valid_from,valid_until,video_url)',
    notification_emails: '',
    notifications: 'DELETE,INSERT,SELECT,UPDATE',
    opening_items:
      'DELETE,INSERT,SELECT UPDATE(completed_at,completed_by,due_on,file_key,file_name,file_size,file_type,review_note,reviewed_at,reviewed_by,state,updated_at)',
    opening_projects: 'INSERT,SELECT,UPDATE',
    opening_starter_lines: 'DELETE,INSERT,SELECT,UPDATE',
    opening_template_items: 'DELETE,INSERT,SELECT,UPDATE',
    order_approvals: 'SELECT',
    order_items: 'INSERT,SELECT',
    order_status_history: 'INSERT,SELECT',
    order_totals: 'SELECT',
    ordering_selections: 'DELETE,INSERT,SELECT,UPDATE',
    orders: 'INSERT,SELECT UPDATE(status,updated_at)',
    package_upgrade_requests: 'INSERT,SELECT UPDATE(decided_at,decided_by,decision_note,status)',
    payment_methods: 'DELETE,INSERT,SELECT,UPDATE',
    phone_verifications: '',
    pos_column_mappings: 'INSERT,SELECT,UPDATE',
    pos_idempotency: '',
    pos_receipts: 'SELECT',
    product_brands: 'DELETE,INSERT,SELECT',
    product_sales_yields: 'INSERT,SELECT,UPDATE',
    products: 'INSERT,SELECT,UPDATE',
    purchase_order_lines: 'DELETE,INSERT,SELECT UPDATE(quantity_ordered,unit_cost_centavos)',
    purchase_order_receipts: 'SELECT',
    purchase_order_status_history: 'INSERT,SELECT',
    purchase_orders:
      'INSERT,SELECT UPDATE(acknowledged_at,cancel_reason,cancelled_at,emailed_at,expected_date,notes,status,submitted_at,total_centavos,updated_at)',
    rate_limit_hits: '',
    royalty_adjustments: 'SELECT',
    royalty_statements: 'SELECT',
    royalty_status_history: 'SELECT',
    sales_integrity_flags: 'SELECT UPDATE(dismiss_reason,dismissed_at,dismissed_by,status)',
    sales_integrity_months: 'SELECT',
    sales_monthly: 'SELECT',
    scheduled_jobs: '',
    site_testimonials: 'DELETE,INSERT,SELECT,UPDATE',
    slow_requests: '',
    stock_alerts: 'SELECT',
    stock_movements: 'SELECT',
    supplier_contracts:
      'INSERT,SELECT UPDATE(contract_number,document_key,document_name,document_type,end_date,payment_terms,pricing_terms,start_date,status,terminated_at,title,updated_at,value_centavos)',
    supplier_product_costs: 'INSERT,SELECT',
    supplier_products: 'DELETE,INSERT,SELECT,UPDATE',
    suppliers:
      'INSERT,SELECT UPDATE(address,code,contact_email,contact_name,contact_phone,description,lead_time_days,minimum_order_centavos,name,status,type,updated_at,website)',
    support_ticket_attachments: 'INSERT,SELECT',
    support_ticket_history: 'INSERT,SELECT',
    support_ticket_messages: 'INSERT,SELECT',
    support_tickets:
      'INSERT,SELECT UPDATE(assigned_to,closed_at,first_response_at,last_activity_at,priority,resolved_at,status,updated_at)',
    training_enrolments: 'SELECT',
    training_lessons: 'DELETE,INSERT,SELECT,UPDATE',
    training_module_prerequisites: 'DELETE,INSERT,SELECT',
    training_module_progress: 'SELECT',
    training_modules: 'DELETE,INSERT,SELECT,UPDATE',
    training_overdue_reminders: '',
    training_programs: 'DELETE,INSERT,SELECT,UPDATE',
    training_quiz_attempts: 'SELECT',
    training_quiz_questions:
      'DELETE,INSERT SELECT(created_at,id,module_id,options,position,prompt,updated_at) UPDATE(correct_index,options,position,prompt,updated_at)',
    user_notification_preferences: 'DELETE,INSERT,SELECT,UPDATE',
    user_profiles: 'SELECT UPDATE(avatar_url,full_name,preferences,time_zone,updated_at)',
    web_vital_samples: '',
    warehouse_stock: 'SELECT',
  };

  it('app_user holds these privileges and no others, and every table it may write has row-level security', async () => {
    const rows = rowsOf<{ table: string; rls: boolean; tablePrivs: string | null; columnPrivs: string | null }>(
      await t.db.execute(sql`
        select c.relname as "table", c.relrowsecurity as rls,
               (select string_agg(a.privilege_type, ',' order by a.privilege_type) from aclexplode(c.relacl) a
                 where a.grantee = 'app_user'::regrole) as "tablePrivs",
               (select string_agg(p.privilege_type || '(' || p.cols || ')', ' ' order by p.privilege_type)
                  from (select a.privilege_type, string_agg(att.attname, ',' order by att.attname) as cols
                          from pg_attribute att, aclexplode(att.attacl) a
                         where att.attrelid = c.oid and a.grantee = 'app_user'::regrole group by a.privilege_type) p) as "columnPrivs"
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')`),
    );
    const actual = Object.fromEntries(rows.map((r) => [r.table, [r.tablePrivs, r.columnPrivs].filter(Boolean).join(' ')]));
    expect(actual).toEqual(EXPECTED);
    const writableWithoutRls = rows.filter((r) => /INSERT|UPDATE|DELETE/.test(actual[r.table]) && !r.rls).map((r) => r.table);
    expect(writableWithoutRls).toEqual([]);
  });

  it('app_user may use only the order-number, purchase-order-number, ticket-number and audit-id sequences, create nothing and run no SECURITY DEFINER function', async () => {
    const [row] = rowsOf<{ sequences: string; definers: string | null; canCreate: boolean }>(
      await t.db.execute(sql`
        select (select string_agg(c.relname, ',' order by c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace
                 where n.nspname = 'public' and c.relkind = 'S'
                   and exists (select 1 from aclexplode(c.relacl) a where a.grantee = 'app_user'::regrole)) as sequences,
               (select string_agg(p.proname, ',') from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'public' and p.prosecdef and has_function_privilege('app_user', p.oid, 'EXECUTE')) as definers,
               has_schema_privilege('app_user', 'public', 'CREATE') as "canCreate"`),
    );
    expect(row).toEqual({
      sequences: 'audit_log_id_seq,order_number_seq,purchase_order_number_seq,support_ticket_number_seq',
      definers: null,
      canCreate: false,
    });
  });
});

describe('what the app needs still works', () => {
  it('a franchisee reads the catalogue and stock levels', async () => {
    const seen = await withRls(t.db, asMaria(), async (tx) => ({
      products: rowsOf(await tx.execute(sql`select id from products where id = ${productId}`)).length,
      brands: rowsOf(await tx.execute(sql`select id from brands where id = ${brandId}`)).length,
      availability: rowsOf(await tx.execute(sql`select 1 from product_brands where product_id = ${productId}`)).length,
      stock: rowsOf(await tx.execute(sql`select on_hand from warehouse_stock where product_id = ${productId}`)).length,
      categories: rowsOf(await tx.execute(sql`select id from categories where id = ${categoryId}`)).length,
    }));
    expect(seen).toEqual({ products: 1, brands: 1, availability: 1, stock: 1, categories: 1 });
    expect((await api(t, maria.cookie).get('/api/catalog/products')).statusCode).toBe(200);
  });

  it('a franchisee updates their own profile, fills and empties their own cart, and cancels their own pending order', async () => {
    const profile = await api(t, maria.cookie).patch('/api/profile', {
      fullName: 'Maria Grants',
      timeZone: 'Asia/Manila',
      preferences: { compactTables: true },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().fullName).toBe('Maria Grants');
    const add = await api(t, maria.cookie).post('/api/cart/lines', { productId, quantity: 1 });
    expect(add.statusCode, add.body).toBe(200);
    expect((await api(t, maria.cookie).del('/api/cart')).statusCode).toBeLessThan(300);
    const cancel = await api(t, maria.cookie).post(`/api/orders/${orderId}/cancel`, { reason: 'Ordered by mistake' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
  });

  it('head office under withRls still reprices a product and edits a brand', async () => {
    expect(
      await attempt(asHq(), sql`update products set price_centavos = ${priceCentavos + 100} where id = ${productId} returning id`),
    ).toBe(1);
    expect(await attempt(asHq(), sql`update brands set tagline = 'Edited' where id = ${brandId} returning id`)).toBe(1);
    const [p] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(p.priceCentavos).toBe(priceCentavos + 100);
  });
});
