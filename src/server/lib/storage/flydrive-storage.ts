import { ReadStream } from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { Disk } from 'flydrive';
import { isValidKey, locationOf, UPLOAD_URL_PREFIX, type ObjectRef, type Storage, type Visibility } from './storage';

/** True when flydrive (or the driver under it) failed because the object is not there. */
function isMissing(err: unknown): boolean {
  for (let e = err as { code?: string; name?: string; $metadata?: { httpStatusCode?: number }; cause?: unknown } | undefined; e;) {
    if (e.code === 'ENOENT' || e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Our Storage over one flydrive disk. Visibility is the first folder of every key ("public/…", "private/…"), so it
 * does not depend on object ACLs (which R2 and many MinIO set-ups do not support): only "public/" is ever given a URL
 * or served by /api/uploads/, and a bucket policy may open "public/*" for a CDN.
 */
export function storageOverDisk(opts: { driver: Storage['driver']; disk: Disk; publicBaseUrl?: string }): Storage {
  const { disk } = opts;
  const base = opts.publicBaseUrl?.replace(/\/+$/, '');

  async function stream(ref: ObjectRef): Promise<Readable | null> {
    try {
      const body = await disk.getStream(locationOf(ref));
      // The local driver opens its file lazily: wait for the open so a missing file is null here, not a stream error later.
      if (body instanceof ReadStream) await once(body, 'ready');
      return body;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function list(visibility: Visibility, prefix: string): Promise<string[]> {
    const folder = `${visibility}/${prefix.replace(/\/+$/, '')}`;
    if (!isValidKey(folder)) throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
    const keys: string[] = [];
    let paginationToken: string | undefined;
    do {
      const page = await disk.listAll(folder, { recursive: true, paginationToken });
      // A bucket matches the prefix as text: "…/a" also lists "…/ab/…", which is not in this folder.
      for (const o of page.objects) if (o.isFile && o.key.startsWith(`${folder}/`)) keys.push(o.key.slice(visibility.length + 1));
      paginationToken = page.paginationToken;
    } while (paginationToken);
    return keys.sort();
  }

  return {
    driver: opts.driver,
    async put(ref, bytes, { contentType }) {
      await disk.put(locationOf(ref), bytes, { contentType });
    },
    stream,
    async exists(ref) {
      return disk.exists(locationOf(ref));
    },
    async delete(ref) {
      try {
        await disk.delete(locationOf(ref));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
    list,
    publicUrl(key) {
      const location = locationOf({ visibility: 'public', key });
      return base ? `${base}/${location}` : `${UPLOAD_URL_PREFIX}${key}`;
    },
    keyOfPublicUrl(url) {
      let key: string | null = null;
      if (url.startsWith(UPLOAD_URL_PREFIX)) key = url.slice(UPLOAD_URL_PREFIX.length);
      else if (base && url.startsWith(`${base}/public/`)) key = url.slice(base.length + '/public/'.length);
      return key !== null && isValidKey(key) ? key : null;
    },
  };
}
