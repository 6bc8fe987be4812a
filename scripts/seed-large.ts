/**
 * `npm run seed:large`: the demo network plus the scale data set of issue 13 — 500 open locations, two years of
 * daily sales (≈365,000 rows) and 200,000 orders — 5,000 generated products, and issue 14's 1,000 suppliers with
 * 50,000 purchase-order lines, for trying dashboards, analytics and lists at size and for `npm run bench`:
 *   DATABASE_URL=postgres://… npm run seed:large            (or without DATABASE_URL: the embedded database in DATA_DIR;
 *   stop the server first)
 *   npm run seed:large -- --products 5000 --locations 500 --days 730 --orders 200000 --suppliers 1000 --po-lines 50000
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { buildApp } from '../src/server/app';
import { seedDemoNetworkOnce } from '../src/server/db/seed/seed';
import { seedLargeCatalog } from '../src/server/db/seed/large-catalog';
import { LARGE_NETWORK, seedLargeNetwork } from '../src/server/db/seed/large-network';
import { seedLargeIntegrity } from '../src/server/db/seed/large-integrity';
import { LARGE_SUPPLIERS, seedLargeSuppliers } from '../src/server/db/seed/large-suppliers';
import { LARGE_WORKSPACE, seedLargeWorkspace } from '../src/server/db/seed/large-workspace';
import { LARGE_PEOPLE, seedLargePeople } from '../src/server/db/seed/large-people';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '5000' },
    locations: { type: 'string', default: String(LARGE_NETWORK.locations) },
    days: { type: 'string', default: String(LARGE_NETWORK.days) },
    orders: { type: 'string', default: String(LARGE_NETWORK.orders) },
    suppliers: { type: 'string', default: String(LARGE_SUPPLIERS.suppliers) },
    'po-lines': { type: 'string', default: String(LARGE_SUPPLIERS.purchaseOrderLines) },
    tickets: { type: 'string', default: String(LARGE_WORKSPACE.tickets) },
    assets: { type: 'string', default: String(LARGE_WORKSPACE.assets) },
    downloads: { type: 'string', default: String(LARGE_WORKSPACE.downloads) },
    users: { type: 'string', default: String(LARGE_PEOPLE.users) },
    notifications: { type: 'string', default: String(LARGE_PEOPLE.notifications) },
  },
});

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
});
await database.migrate();
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
const started = performance.now();
await seedDemoNetworkOnce(app.ctx);
await seedLargeCatalog(database.db, Number(values.products));
const { created } = await seedLargeNetwork(database.db, {
  locations: Number(values.locations),
  days: Number(values.days),
  orders: Number(values.orders),
});
// After the network and the catalogue: yields, and lines and delivery dates for the recent deliveries (issue 36).
const integrity = await seedLargeIntegrity(database.db);
// After the catalogue: the generated suppliers supply its products.
const purchasing = await seedLargeSuppliers(database.db, {
  suppliers: Number(values.suppliers),
  purchaseOrderLines: Number(values['po-lines']),
});
// After the network: tickets and downloads spread over its locations.
const workspace = await seedLargeWorkspace(database.db, {
  tickets: Number(values.tickets),
  assets: Number(values.assets),
  downloads: Number(values.downloads),
});
// After the network: an owner for each generated location, head office and staff, and their notifications.
const people = await seedLargePeople(database.db, { users: Number(values.users), notifications: Number(values.notifications) });
await app.close();
await database.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(created ? `Large network seeded in ${seconds} s.` : 'The large network was already there.');
console.log(
  integrity.created ? 'Recent deliveries valued at sales yields for the integrity checks.' : 'The integrity data was already there.',
);
console.log(purchasing.created ? `Large supplier set seeded (${seconds} s in all).` : 'The large supplier set was already there.');
console.log(workspace.created ? 'Large franchisee-workspace set seeded.' : 'The large franchisee-workspace set was already there.');
console.log(
  people.created
    ? 'Large user set seeded: every generated location has an owner (person.0001@large.example …, the demo password).'
    : 'The large user set was already there.',
);
