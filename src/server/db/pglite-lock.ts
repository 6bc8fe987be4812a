import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite is single-process: two servers on one data directory would corrupt it. A pid file
 * guards the directory; a stale one (its process gone) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'pglite.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another FranchiseHub process (pid ${pid}) is using the embedded database in ${dir}. ` +
            'Stop it, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
