import path from 'node:path';
import { ConfigError, loadConfig, publicUrl } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/pglite-lock';
import { buildApp } from './app';
import { seedDemoNetworkOnce } from './db/seed/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../shared/constants';

class StartupError extends Error {}

/** Reads config, opens and migrates the database, seeds once, listens, and closes gracefully. */
async function main() {
  const config = loadConfig();
  const pgliteDir = config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite');
  const unlock = pgliteDir ? lockDataDir(config.DATA_DIR) : () => {};
  process.on('exit', unlock);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.SEED_DEMO) {
    const seeded = await seedDemoNetworkOnce(app.ctx);
    if (seeded) app.log.info('Seeded the demo network');
  }
  app.ctx.emailWorker.start();
  app.ctx.jobs.start();
  await app.listen({ port: config.PORT, host: config.HOST }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') throw new StartupError(`Port ${config.PORT} is already in use. Stop the other server or set PORT.`);
    throw err;
  });

  const url = publicUrl(config);
  const lines = [
    '',
    `  FranchiseHub is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.resolve(config.DATA_DIR, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${url}/api/docs`,
  ];
  if (config.SEED_DEMO) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(11)} ${a.email}`);
  }
  console.log(lines.join('\n') + '\n');

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

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof StartupError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('FranchiseHub failed to start:', err);
  }
  process.exit(1);
});
