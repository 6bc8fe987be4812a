import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedBody, QueuedWrite } from './types';

/**
 * The queue's IndexedDB store. A file is kept as its bytes (an ArrayBuffer and its type), not as a Blob: every
 * browser's IndexedDB, and the test double, stores an ArrayBuffer; a Blob is made again when the write is read.
 */
export type StoredBody =
  { type: 'json'; value: unknown } | { type: 'file'; field: string; fileName: string; mime: string; bytes: ArrayBuffer };

export interface StoredWrite extends Omit<QueuedWrite, 'body'> {
  body: StoredBody;
  /** Creation order across writes made in the same millisecond (createdAt alone could tie). */
  seq: number;
}

interface QueueSchema extends DBSchema {
  writes: { key: string; value: StoredWrite; indexes: { bySeq: number } };
}

export interface WriteStore {
  /** Stores the write unless one with its key is there already; answers whether it was added. */
  add(write: StoredWrite): Promise<boolean>;
  /** Every write, in creation order. */
  all(): Promise<StoredWrite[]>;
  /** The oldest write of `owner`, or undefined. */
  firstOf(owner: string): Promise<StoredWrite | undefined>;
  remove(key: string): Promise<void>;
  close(): void;
}

export function openWriteStore(name: string): WriteStore {
  let db: Promise<IDBPDatabase<QueueSchema>> | null = null;
  const open = () =>
    (db ??= openDB<QueueSchema>(name, 1, {
      upgrade(database) {
        const store = database.createObjectStore('writes', { keyPath: 'key' });
        store.createIndex('bySeq', 'seq');
      },
    }));
  return {
    async add(write) {
      const tx = (await open()).transaction('writes', 'readwrite');
      // Read and write in one transaction: two tabs enqueueing the same key still store one.
      const exists = (await tx.store.getKey(write.key)) !== undefined;
      if (!exists) await tx.store.add(write);
      await tx.done;
      return !exists;
    },
    async all() {
      return (await open()).getAllFromIndex('writes', 'bySeq');
    },
    async firstOf(owner) {
      let cursor = await (await open()).transaction('writes').store.index('bySeq').openCursor();
      while (cursor && cursor.value.owner !== owner) cursor = await cursor.continue();
      return cursor?.value;
    },
    async remove(key) {
      await (await open()).delete('writes', key);
    },
    close() {
      void db?.then((d) => d.close());
      db = null;
    },
  };
}

export async function toStoredBody(body: QueuedBody): Promise<StoredBody> {
  if (body.type === 'json') return { type: 'json', value: body.value };
  return { type: 'file', field: body.field, fileName: body.fileName, mime: body.blob.type, bytes: await body.blob.arrayBuffer() };
}

export function fromStoredBody(body: StoredBody): QueuedBody {
  if (body.type === 'json') return body;
  return { type: 'file', field: body.field, fileName: body.fileName, blob: new Blob([body.bytes], { type: body.mime }) };
}
