import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/harness';
import { jpegHeader, multipart, tinyPng } from '../test/image-fixture';
import { makeBrand, makeProduct } from '../test/ordering-fixture';
import { fakeS3Env, startFakeS3, type FakeS3 } from '../test/fake-s3';
import { UPLOADS } from '../../shared/constants';

/**
 * Upload limits shared by avatars, product images and brand images (issue 10, item 9), on both storage drivers
 * (decision 007): local disk, and an S3-compatible bucket (an in-process fake) whose public images the API streams.
 */

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => s3?.close());

describe.each(['local', 's3'] as const)('uploads on %s storage', (driver) => {
  let t: TestApp;
  type U = Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp({ env: driver === 's3' ? fakeS3Env(s3) : {} });
    expect(t.ctx.storage.driver).toBe(driver);
  });
  afterAll(async () => t?.close());

  function upload(url: string, cookie: string, content: Buffer, filename = 'image.png', method: 'POST' | 'DELETE' = 'POST') {
    if (method === 'DELETE') return t.app.inject({ method, url, headers: { cookie, origin: TEST_ORIGIN } });
    const body = multipart(filename, content, filename.endsWith('.jpg') ? 'image/jpeg' : 'image/png');
    return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie, origin: TEST_ORIGIN } });
  }
  const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const stored = (url: string) => {
    const key = t.ctx.storage.keyOfPublicUrl(url);
    return key ? t.ctx.storage.exists({ visibility: 'public', key }) : Promise.resolve(false);
  };
  /** The public objects in a folder whose names start with `prefix` (file names only). */
  const filesIn = async (folder: string, prefix: string) =>
    (await t.ctx.storage.list('public', folder)).map((k) => path.basename(k)).filter((f) => f.startsWith(prefix));

  describe('only public images are served at /api/uploads/', () => {
    it('a served image has its type and a cache lifetime', async () => {
      const u = await signUp(t, { role: 'user' });
      const url = (await upload('/api/profile/avatar', u.cookie, tinyPng())).json().avatarUrl as string;
      expect(url).toMatch(/^\/api\/uploads\/avatars\/[\w-]+\.png$/);
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toContain('max-age=3600');
      expect(res.rawPayload.equals(tinyPng())).toBe(true);
    });

    it('a private object (e.g. an invoice PDF) is never served, whatever the URL', async () => {
      const secret = { visibility: 'private' as const, key: 'invoices/inv-1/v1.pdf' };
      await t.ctx.storage.put(secret, Buffer.from('%PDF-secret'), { contentType: 'application/pdf' });
      expect(await t.ctx.storage.exists(secret)).toBe(true);
      for (const probe of [
        '/api/uploads/invoices/inv-1/v1.pdf',
        '/api/uploads/private/invoices/inv-1/v1.pdf',
        '/api/uploads/../private/invoices/inv-1/v1.pdf',
        '/api/uploads/%2e%2e/private/invoices/inv-1/v1.pdf',
        '/api/uploads/..%2fprivate%2finvoices%2finv-1%2fv1.pdf',
        '/api/uploads/avatars/..%2f..%2fprivate%2finvoices%2finv-1%2fv1.pdf',
        '/api/uploads/%2e%2e%2fuploads%2fprivate%2finvoices%2finv-1%2fv1.pdf',
      ]) {
        const r = await t.app.inject({ method: 'GET', url: probe });
        expect(r.statusCode, probe).not.toBe(200);
        expect(r.body, probe).not.toContain('secret');
      }
    });
  });

  describe('replacing or removing an image deletes the old file', () => {
    it('avatar: a new one replaces the old file, and a removed avatar is no longer served', async () => {
      const u = await signUp(t, { role: 'user' });
      const first = await upload('/api/profile/avatar', u.cookie, tinyPng());
      expect(first.statusCode, first.body).toBe(200);
      const a = first.json().avatarUrl as string;
      expect(await served(a)).toBe(200);

      const second = await upload('/api/profile/avatar', u.cookie, tinyPng());
      const b = second.json().avatarUrl as string;
      expect(b).not.toBe(a);
      expect(await served(b)).toBe(200);
      expect(await served(a)).toBe(404);
      expect(await stored(a)).toBe(false);

      const removed = await upload('/api/profile/avatar', u.cookie, Buffer.alloc(0), '', 'DELETE');
      expect(removed.json().avatarUrl).toBeNull();
      expect(await served(b)).toBe(404);
      expect(await filesIn('avatars', u.userId)).toEqual([]);
    });

    it('product image: the replaced file is deleted', async () => {
      const hq = await signUp(t, { role: 'franchisor' });
      const brand = await makeBrand(t);
      const p = await makeProduct(t, { brandIds: [brand.id] });
      const a = (await upload(`/api/catalog/products/${p.id}/image`, hq.cookie, tinyPng())).json().imageUrl as string;
      const res = await upload(`/api/catalog/products/${p.id}/image`, hq.cookie, tinyPng());
      expect(res.statusCode, res.body).toBe(200);
      const b = res.json().imageUrl as string;
      expect(await served(a)).toBe(404);
      expect(await served(b)).toBe(200);
      expect(await filesIn('products', p.id)).toEqual([path.basename(b)]);
    });

    it('brand logo and cover: each replaces only its own file', async () => {
      const hq = await signUp(t, { role: 'franchisor' });
      const brand = await makeBrand(t);
      const logo1 = (await upload(`/api/network/brands/${brand.id}/images/logo`, hq.cookie, tinyPng())).json().logoUrl as string;
      const cover = (await upload(`/api/network/brands/${brand.id}/images/cover`, hq.cookie, tinyPng())).json().coverUrl as string;
      const res = await upload(`/api/network/brands/${brand.id}/images/logo`, hq.cookie, tinyPng());
      expect(res.statusCode, res.body).toBe(200);
      const logo2 = res.json().logoUrl as string;
      expect(await served(logo1)).toBe(404);
      expect(await served(logo2)).toBe(200);
      expect(await served(cover)).toBe(200);
    });

    it('a refused upload leaves the current image and writes nothing', async () => {
      const u = await signUp(t, { role: 'user' });
      const a = (await upload('/api/profile/avatar', u.cookie, tinyPng())).json().avatarUrl as string;
      const bad = await upload('/api/profile/avatar', u.cookie, tinyPng({ width: 100_000, height: 100_000 }));
      expect(bad.statusCode).toBe(422);
      expect(await served(a)).toBe(200);
      expect(await filesIn('avatars', u.userId)).toEqual([path.basename(a)]);
    });
  });

  describe('images with an absurd declared pixel size are refused', () => {
    let u: U;
    beforeAll(async () => {
      u = await signUp(t, { role: 'user' });
    });

    it('a 100000 × 100000 PNG (a decompression bomb) is refused with a clear 422, and nothing is stored', async () => {
      const bomb = Buffer.concat([tinyPng({ width: 100_000, height: 100_000 }), Buffer.alloc(200_000)]);
      const res = await upload('/api/profile/avatar', u.cookie, bomb);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'The image is 100000 × 100000 pixels; images may be at most 40 megapixels (for example 8000 × 5000).',
        details: { fieldErrors: { file: [expect.stringContaining('40 megapixels')] } },
      });
      expect(await filesIn('avatars', u.userId)).toEqual([]);
    });

    it('the cap is 40 megapixels, for PNG and JPEG alike', async () => {
      expect((await upload('/api/profile/avatar', u.cookie, tinyPng({ width: 8000, height: 5000 }))).statusCode).toBe(200);
      expect((await upload('/api/profile/avatar', u.cookie, tinyPng({ width: 8001, height: 5000 }))).statusCode).toBe(422);
      expect((await upload('/api/profile/avatar', u.cookie, jpegHeader({ width: 4032, height: 3024 }), 'photo.jpg')).statusCode).toBe(200);
      const huge = await upload('/api/profile/avatar', u.cookie, jpegHeader({ width: 65_535, height: 65_535 }), 'photo.jpg');
      expect(huge.statusCode).toBe(422);
      expect(huge.json().error.message).toBe(
        'The image is 65535 × 65535 pixels; images may be at most 40 megapixels (for example 8000 × 5000).',
      );
    });

    it('zero dimensions or a header that cannot be read are refused', async () => {
      for (const [name, content] of [
        ['zero.png', tinyPng({ width: 0, height: 1 })],
        ['zero.jpg', jpegHeader({ width: 640, height: 0 })],
        ['noframe.jpg', jpegHeader({ width: 640, height: 480 }, { frame: false })],
        ['cut.png', tinyPng().subarray(0, 20)],
      ] as const) {
        const res = await upload('/api/profile/avatar', u.cookie, content, name);
        expect(res.statusCode, name).toBe(422);
        expect(res.json().error.message, name).toBe(
          'The image size could not be read. Save the picture again as a JPG or PNG and upload it again.',
        );
      }
    });
  });

  describe('per-user upload quota', () => {
    const tooMuch = `You have uploaded too many images in the last ${UPLOADS.quotaWindowSeconds / 60} minutes (at most ${UPLOADS.quotaFiles} files or ${UPLOADS.quotaBytes / 1_048_576} MB). Please wait a few minutes and try again.`;

    it(`at most ${UPLOADS.quotaFiles} files per user per window, counted over avatars, products and brands; others are unaffected`, async () => {
      const hq = await signUp(t, { role: 'franchisor' });
      const brand = await makeBrand(t);
      const p = await makeProduct(t, { brandIds: [brand.id] });
      const half = UPLOADS.quotaFiles / 2;
      for (let i = 0; i < UPLOADS.quotaFiles; i++) {
        const url = i < half ? `/api/catalog/products/${p.id}/image` : `/api/network/brands/${brand.id}/images/logo`;
        const res = await upload(url, hq.cookie, tinyPng());
        expect(res.statusCode, `${i}: ${res.body}`).toBe(200);
      }
      const refused = await upload('/api/profile/avatar', hq.cookie, tinyPng());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', status: 429, message: tooMuch });
      expect(await filesIn('avatars', hq.userId)).toEqual([]);
      const other = await signUp(t, { role: 'franchisor' });
      expect((await upload(`/api/catalog/products/${p.id}/image`, other.cookie, tinyPng())).statusCode).toBe(200);
    });

    it(`at most ${UPLOADS.quotaBytes / 1_048_576} MiB per user per window, also when the uploads arrive at once`, async () => {
      const u = await signUp(t, { role: 'user' });
      // Valid PNGs just under 5 MB: five fit in the quota, the sixth does not.
      const big = Buffer.concat([tinyPng(), Buffer.alloc(5_000_000)]);
      const results = await Promise.all(Array.from({ length: 8 }, () => upload('/api/profile/avatar', u.cookie, big)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(Math.floor(UPLOADS.quotaBytes / big.length));
      expect(codes.filter((c) => c !== 200).every((c) => c === 429)).toBe(true);
      for (const r of results.filter((x) => x.statusCode === 429)) expect(r.json().error.message).toBe(tooMuch);
      // A refused upload did not use up quota: a small image still fits in what is left.
      expect((await upload('/api/profile/avatar', u.cookie, tinyPng())).statusCode).toBe(200);
    });
  });
});
