// Usage: node scripts/fresh-database.mjs create|drop <postgres://…/name>
// Makes (or removes) an empty database on the server the URL names, by way of its `postgres` database:
// CI's database for the API suite and the browser tests' own one. Plain Node, so it starts in no time.
import pg from 'pg';

const [action, url] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !url) {
  console.error('usage: node scripts/fresh-database.mjs create|drop postgres://host/name');
  process.exit(2);
}
const target = new URL(url);
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error(`not a plain database name: ${name}`);
  process.exit(2);
}
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
try {
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  if (action === 'create') await client.query(`create database ${name}`);
} catch (err) {
  console.error(`${action} database ${name}: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
