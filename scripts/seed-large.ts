/**
 * Adds N generated products to an existing database (default 5,000), for trying the catalogue at size:
 *   DATABASE_URL=postgres://… npx tsx scripts/seed-large.ts 5000
 * Without DATABASE_URL it uses the embedded database in DATA_DIR (stop the server first).
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedLargeCatalog } from '../src/server/db/seed/large-catalog';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
});
await database.migrate();
await seedLargeCatalog(database.db, Number(process.argv[2] ?? 5_000));
await database.close();
console.log('Large catalogue seeded.');
