import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config';

/**
 * `npm run start:cluster`: one machine, WEB_CONCURRENCY server processes (default: one per CPU) sharing the
 * port. They coordinate through PostgreSQL like separate servers do (docs/operations.md, "Running several
 * processes"); the primary only migrates and seeds once, forks, restarts a worker that dies, and passes
 * SIGTERM/SIGINT on so every worker shuts down gracefully.
 */
const ROLE_ENV = 'FRANCHISEHUB_CLUSTER_ROLE'; // main.ts CLUSTER_ROLE_ENV (importing main.ts here would start a server)
/** A worker that dies sooner than this after starting counts as a crash loop: the next restart waits longer. */
const STABLE_AFTER_MS = 10_000;
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function workerCount(): number | undefined {
  const raw = process.env.WEB_CONCURRENCY?.trim();
  if (!raw) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    fail(`Invalid environment configuration:\n  WEB_CONCURRENCY: must be a whole number of processes, 1 or more (not ${raw})`);
  return n;
}

function configOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

async function runPrimary() {
  const config = configOrExit();
  const requested = workerCount();
  if (!config.DATABASE_URL) {
    // PGlite keeps the database inside one process: a second worker could not open it.
    if (requested !== undefined && requested > 1) {
      fail(
        `WEB_CONCURRENCY=${requested} needs PostgreSQL: the embedded PGlite database is single-process. ` +
          'Set DATABASE_URL to run several workers, or WEB_CONCURRENCY=1.',
      );
    }
    console.log('Embedded PGlite database (no DATABASE_URL): running one server process. Set DATABASE_URL for a cluster.');
    await import('./main');
    return;
  }
  const workers = requested ?? availableParallelism();

  process.env[ROLE_ENV] = 'primary';
  const { prepareSharedDatabase, bannerText, reportStartupError } = await import('./main');
  try {
    const { seeded } = await prepareSharedDatabase(config);
    if (seeded) console.log('Seeded the demo network');
  } catch (err) {
    reportStartupError(err);
    process.exit(1);
  }

  let stopping = false;
  let restartDelay = FIRST_RESTART_DELAY_MS;
  /** Live workers by cluster id, with when each started. */
  const startedAt = new Map<number, number>();
  const listening = new Set<number>();
  let bannerShown = false;

  const fork = () => {
    const worker = cluster.fork({ [ROLE_ENV]: 'worker' });
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('listening', (worker: Worker) => {
    listening.add(worker.id);
    if (!bannerShown && listening.size >= workers) {
      bannerShown = true;
      console.log(bannerText(config, 'postgres', workers));
    } else if (bannerShown) {
      // Tells whoever watches the log that a replacement is serving again, not only forked.
      console.log(`Worker ${worker.process.pid} is serving (${listening.size} of ${workers}).`);
    }
  });

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    listening.delete(worker.id);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (stopping) {
      if (startedAt.size === 0) process.exit();
      return;
    }
    if (!bannerShown) {
      // Not a crash but a start that cannot work (port in use, database unreachable): the worker said why.
      console.error(`Worker ${worker.process.pid} failed to start (${how}); stopping the cluster.`);
      stop('SIGTERM', 1);
      return;
    }
    // A worker that ran for a while is replaced at once; one that keeps dying soon after starting waits longer each time.
    const crashLoop = lived < STABLE_AFTER_MS;
    const delay = crashLoop ? restartDelay : 0;
    restartDelay = crashLoop ? Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS) : FIRST_RESTART_DELAY_MS;
    console.error(
      `Worker ${worker.process.pid} exited (${how}) after ${Math.round(lived / 1000)} s; ` +
        `starting a replacement${delay ? ` in ${delay / 1000} s` : ''}.`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  function stop(signal: NodeJS.Signals, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    if (startedAt.size === 0) process.exit();
    // Each worker closes its server and database itself (main.ts); the primary leaves once all have exited.
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < workers; i++) fork();
}

if (cluster.isPrimary) {
  await runPrimary();
} else {
  // Serve; if the primary goes away (killed outright), stop too rather than linger without it.
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  await import('./main');
}
