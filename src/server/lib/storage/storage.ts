import type { Readable } from 'node:stream';

/**
 * Public objects (images) may be served to anyone who has their URL; private objects (invoice PDFs, later contracts
 * and documents) are only ever streamed by an API route after its permission check, and never get a URL.
 */
export type Visibility = 'public' | 'private';

/** One stored object: its visibility and a key such as "avatars/<user>-<random>.png" (segments of [A-Za-z0-9._-]). */
export interface ObjectRef {
  visibility: Visibility;
  key: string;
}

/** What the app needs from file storage; local disk and S3-compatible buckets both implement it (decision 007). */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Writes (or overwrites) an object. */
  put(ref: ObjectRef, bytes: Uint8Array, opts: { contentType: string }): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  stream(ref: ObjectRef): Promise<Readable | null>;
  exists(ref: ObjectRef): Promise<boolean>;
  /** Deletes an object; deleting one that is gone is not an error. */
  delete(ref: ObjectRef): Promise<void>;
  /** Keys under a folder ("invoices/<id>/"), e.g. to prune older versions of a generated document. */
  list(visibility: Visibility, prefix: string): Promise<string[]>;
  /** The URL a public object is served from (under /api/uploads/, or the bucket's public URL when configured). */
  publicUrl(key: string): string;
  /** The key of a public object given a URL this storage produced; null for any other URL (seeded or external pictures). */
  keyOfPublicUrl(url: string): string | null;
}

/** Where the API serves public objects itself (local disk, or a bucket without a public URL). */
export const UPLOAD_URL_PREFIX = '/api/uploads/';

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A key is relative segments of safe characters: no "..", no absolute path, no empty segment, no leading dot. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '..' && s !== '.');
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** Where an object lives inside the disk or bucket: its visibility is the first folder. */
export function locationOf(ref: ObjectRef): string {
  assertValidKey(ref.key);
  return `${ref.visibility}/${ref.key}`;
}
