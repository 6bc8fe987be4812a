import path from 'node:path';
import { ConfigError, loadConfig, publicUrl, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { connectionRole, connectionRoleWarning } from './db/connection-role';
import { DataDirLockedError, lockDataDir } from './db/pglite-lock';
import { buildApp } from './app';
import { seedDemoNetworkOnce } from './db/seed/seed';
import { DEMO_USERS } from './db/seed/demo-data';
import { createStorage } from './lib/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../shared/constants';

class StartupError extends Error {}

/**
 * Set by cluster.ts (`npm run start:cluster`): `primary` imports this module for its helpers without serving;
 * `worker` serves without migrating, seeding or printing the banner, which the primary did once before forking.
 * Unset: one standalone server (`npm start`).
 */
export const CLUSTER_ROLE_ENV = 'FRANCHISEHUB_CLUSTER_ROLE';
type Role = 'standalone' | 'worker';

export function bannerText(config: Config, databaseKind: Database['kind'], workers?: number): string {
  const url = publicUrl(config);
  const lines = [
    '',
    `  FranchiseHub is running at ${url}${workers ? ` (${workers} worker processes)` : ''}`,
    `  Database: ${databaseKind === 'pglite' ? `embedded PGlite in ${path.resolve(config.DATA_DIR, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${url}/api/docs`,
  ];
  if (config.SEED_DEMO) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(11)} ${a.email}`);
    // Every seeded person signs in with the published password: say so, and how a real network avoids it.
    const others = DEMO_USERS.filter((u) => !DEMO_ACCOUNTS.some((a) => a.email === u.email)).map((u) => u.email);
    if (others.length) lines.push(`    and the demo network's other owners: ${others.join(', ')}`);
    lines.push('  A real network starts on an empty database with SEED_DEMO=false (no account with a known password).');
  }
  // Last, where a newcomer's eye lands after start-up (issue 32): where to go, and how to stop.
  lines.push('', `  Open ${url} in your browser. Ctrl+C stops the server.`);
  return lines.join('\n') + '\n';
}

/**
 * A cluster's primary migrates and seeds once before forking: migrations racing in several workers would
 * fail. Needs PostgreSQL (PGlite is single-process, so it never runs as a cluster).
 */
export async function prepareSharedDatabase(config: Config): Promise<{ seeded: boolean }> {
  if (!config.DATABASE_URL) throw new StartupError('A cluster needs PostgreSQL (DATABASE_URL).');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  try {
    const roleWarning = connectionRoleWarning(await connectionRole(database));
    if (roleWarning) console.warn(roleWarning);
    await database.migrate();
    const seeded = config.SEED_DEMO ? await seedDemoNetworkOnce({ db: database.db, storage: createStorage(config) }) : false;
    return { seeded };
  } finally {
    await database.close();
  }
}

/** Reads config, opens and migrates the database, seeds once, listens, and closes gracefully. */
async function main(role: Role) {
  const config = loadConfig();
  const pgliteDir = config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite');
  const unlock = pgliteDir ? lockDataDir(config.DATA_DIR) : () => {};
  process.on('exit', unlock);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir });
  // Issue 32: a superuser connection makes every request's restricted role one `reset role` away from the server.
  const roleWarning = role === 'standalone' ? connectionRoleWarning(await connectionRole(database)) : null;
  if (roleWarning) console.warn(roleWarning);
  if (role === 'standalone') await database.migrate();
  const app = await buildApp({ config, database });
  if (role === 'standalone' && config.SEED_DEMO) {
    const seeded = await seedDemoNetworkOnce(app.ctx);
    if (seeded) app.log.info('Seeded the demo network');
  }
  app.ctx.emailWorker.start();
  app.ctx.jobs.start();
  await app.listen({ port: config.PORT, host: config.HOST }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') throw new StartupError(`Port ${config.PORT} is already in use. Stop the other server or set PORT.`);
    throw err;
  });
  // Fastify logs "Server listening" after listen() resolves and the logger writes asynchronously: let it log and
  // flush first, so the banner ends the start-up output.
  await new Promise<void>((resolve) => setImmediate(resolve));
  // pino has flush(); Fastify's logger type does not declare it.
  const logger = app.log as { flush?: (done: () => void) => void };
  await new Promise<void>((resolve) => (logger.flush ? logger.flush(() => resolve()) : resolve()));
  // Again just above the banner, so it is not lost in the start-up logs; the banner's last line stays the URL.
  if (roleWarning) console.warn(`\n  ${roleWarning}`);
  if (role === 'standalone') console.log(bannerText(config, database.kind));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

export function reportStartupError(err: unknown): void {
  if (err instanceof ConfigError || err instanceof StartupError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('FranchiseHub failed to start:', err);
  }
}

const role = process.env[CLUSTER_ROLE_ENV];
if (role !== 'primary') {
  main(role === 'worker' ? 'worker' : 'standalone').catch((err) => {
    reportStartupError(err);
    process.exit(1);
  });
}
