import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { isValidKey, type Storage } from './storage';

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
const bytes = (s: string) => new TextEncoder().encode(s);

let dataDir: string;
let s3: FakeS3;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fh-storage-'));
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const drivers: [string, () => Storage][] = [
  ['local disk', () => createLocalStorage(dataDir)],
  [
    'S3 (in-process fake bucket)',
    () =>
      createS3Storage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        forcePathStyle: true,
      }),
  ],
];

/** The contract every storage driver keeps; the same cases run against local disk and an S3-compatible bucket. */
describe.each(drivers)('storage contract: %s', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('put, exists, stream and delete an object; deleting again is not an error', async () => {
    const ref = { visibility: 'public' as const, key: 'contract/a.txt' };
    expect(await storage.exists(ref)).toBe(false);
    expect(await storage.stream(ref)).toBeNull();
    await storage.put(ref, bytes('hello'), { contentType: 'text/plain' });
    expect(await storage.exists(ref)).toBe(true);
    expect(await text(await storage.stream(ref))).toBe('hello');
    await storage.put(ref, bytes('again'), { contentType: 'text/plain' });
    expect(await text(await storage.stream(ref))).toBe('again');
    await storage.delete(ref);
    expect(await storage.exists(ref)).toBe(false);
    expect(await storage.stream(ref)).toBeNull();
    await expect(storage.delete(ref)).resolves.toBeUndefined();
  });

  it('public and private objects with the same key are different objects', async () => {
    const key = 'contract/same.txt';
    await storage.put({ visibility: 'private', key }, bytes('secret'), { contentType: 'text/plain' });
    expect(await storage.exists({ visibility: 'public', key })).toBe(false);
    expect(await storage.stream({ visibility: 'public', key })).toBeNull();
    expect(await text(await storage.stream({ visibility: 'private', key }))).toBe('secret');
  });

  it('lists the keys under a folder only (not a sibling folder sharing its prefix)', async () => {
    for (const k of ['docs/x/1.pdf', 'docs/x/2.pdf', 'docs/xy/3.pdf']) {
      await storage.put({ visibility: 'private', key: k }, bytes(k), { contentType: 'application/pdf' });
    }
    expect(await storage.list('private', 'docs/x')).toEqual(['docs/x/1.pdf', 'docs/x/2.pdf']);
    expect(await storage.list('public', 'docs/x')).toEqual([]);
    expect(await storage.list('private', 'docs/none')).toEqual([]);
  });

  it('public URLs map back to their key; other URLs and private keys do not', () => {
    const url = storage.publicUrl('avatars/u-1.png');
    expect(url).toBe('/api/uploads/avatars/u-1.png');
    expect(storage.keyOfPublicUrl(url)).toBe('avatars/u-1.png');
    expect(storage.keyOfPublicUrl('https://images.example.com/a.png')).toBeNull();
    expect(storage.keyOfPublicUrl('/api/uploads/../private/invoices/x.pdf')).toBeNull();
  });

  it('refuses keys that could leave their folder', async () => {
    for (const key of ['../escape.txt', '/abs.txt', 'a//b', 'a/./b', '.hidden', '']) {
      expect(isValidKey(key), key).toBe(false);
      await expect(storage.put({ visibility: 'public', key }, bytes('x'), { contentType: 'text/plain' }), key).rejects.toThrow(
        'Invalid storage key',
      );
    }
  });
});

describe('S3 driver', () => {
  it('writes into the bucket under the visibility folder, with the content type', async () => {
    const storage = drivers[1][1]();
    await storage.put({ visibility: 'private', key: 'invoices/i-1/v.pdf' }, bytes('%PDF'), { contentType: 'application/pdf' });
    const o = s3.objects.get('private/invoices/i-1/v.pdf');
    expect(o?.body.toString()).toBe('%PDF');
    expect(o?.contentType).toBe('application/pdf');
  });

  it('with S3_PUBLIC_URL, public objects get that URL and it maps back to the key', () => {
    const storage = createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/assets/',
    });
    expect(storage.publicUrl('products/p.png')).toBe('https://cdn.example.com/assets/public/products/p.png');
    expect(storage.keyOfPublicUrl('https://cdn.example.com/assets/public/products/p.png')).toBe('products/p.png');
    expect(storage.keyOfPublicUrl('https://cdn.example.com/assets/private/invoices/x.pdf')).toBeNull();
    // Earlier URLs served by the API still map back, so switching to a CDN does not orphan files.
    expect(storage.keyOfPublicUrl('/api/uploads/products/p.png')).toBe('products/p.png');
  });

  it('fails loudly with wrong credentials (the fake checks the key id)', async () => {
    const storage = createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'WRONG',
      secretAccessKey: 'wrong',
      forcePathStyle: true,
    });
    await expect(storage.put({ visibility: 'public', key: 'x.txt' }, bytes('x'), { contentType: 'text/plain' })).rejects.toThrow();
  });
});

describe('local driver', () => {
  it('keeps public and private objects in separate folders under DATA_DIR/uploads', async () => {
    const storage = createLocalStorage(dataDir);
    await storage.put({ visibility: 'private', key: 'invoices/i-2/v.pdf' }, bytes('%PDF'), { contentType: 'application/pdf' });
    expect(readFileSync(path.join(dataDir, 'uploads', 'private', 'invoices', 'i-2', 'v.pdf'), 'utf8')).toBe('%PDF');
    expect(existsSync(path.join(dataDir, 'uploads', 'public', 'invoices'))).toBe(false);
  });

  it('moves images stored before public/ and private/ existed into public/, keeping their URLs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fh-legacy-'));
    try {
      mkdirSync(path.join(dir, 'uploads', 'avatars'), { recursive: true });
      writeFileSync(path.join(dir, 'uploads', 'avatars', 'u-old.png'), 'png');
      const storage = createLocalStorage(dir);
      expect(existsSync(path.join(dir, 'uploads', 'avatars'))).toBe(false);
      const key = storage.keyOfPublicUrl('/api/uploads/avatars/u-old.png');
      expect(await text(await storage.stream({ visibility: 'public', key: key! }))).toBe('png');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
