import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Disk } from 'flydrive';
import { FSDriver } from 'flydrive/drivers/fs';
import { locationOf, type Storage, type Visibility } from './storage';
import { storageOverDisk } from './flydrive-storage';

const VISIBILITIES: readonly Visibility[] = ['public', 'private'];
/** Work files of atomic writes: inside DATA_DIR/uploads (same file system, so rename is atomic), outside public/. */
const WORK_DIR = '.incoming';

/** The folder public objects live in on local disk: the only folder the static route serves. */
export function localPublicRoot(dataDir: string): string {
  return path.resolve(dataDir, 'uploads', 'public');
}

/**
 * Images stored before decision 007 sit directly under DATA_DIR/uploads/<folder>; they were all public, so they move
 * into uploads/public/ once (their URLs do not change: /api/uploads/<folder>/<name> maps to the same key).
 */
function moveLegacyLayout(root: string): void {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if ((VISIBILITIES as readonly string[]).includes(entry.name) || entry.name === WORK_DIR) continue;
    if (!entry.isDirectory()) continue;
    const from = path.join(root, entry.name);
    const to = path.join(root, 'public', entry.name);
    if (!existsSync(to)) renameSync(from, to);
    else {
      for (const file of readdirSync(from)) renameSync(path.join(from, file), path.join(to, file));
      rmdirSync(from);
    }
  }
}

/** Local disk under DATA_DIR/uploads: public/ (served statically) and private/ (streamed only by API routes). */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'uploads');
  for (const v of VISIBILITIES) mkdirSync(path.join(root, v), { recursive: true });
  moveLegacyLayout(root);
  // FSDriver ignores its visibility setting; ours is the folder (see storageOverDisk).
  const disk = new Disk(new FSDriver({ location: root, visibility: 'private' }));
  const storage = storageOverDisk({ driver: 'local', disk });
  return {
    ...storage,
    /**
     * Written beside and renamed into place, so a reader never sees half a file: an invoice PDF is rewritten under
     * the same key when two downloads race to create it (a bucket's PUT is atomic already).
     */
    async put(ref, bytes) {
      const file = path.join(root, locationOf(ref));
      const work = path.join(root, WORK_DIR, randomBytes(8).toString('hex'));
      await mkdir(path.dirname(work), { recursive: true });
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await writeFile(work, bytes);
        await rename(work, file);
      } catch (err) {
        await rm(work, { force: true });
        throw err;
      }
    },
  };
}
