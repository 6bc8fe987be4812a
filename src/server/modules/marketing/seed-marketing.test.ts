import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, signIn, cookieFrom, type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { seedDemoNetworkOnce } from '../../db/seed/seed';
import { marketingAssetDownloads, marketingAssets } from '../../db/schema';
import { DEMO_PASSWORD } from '../../../shared/constants';
import type { MarketingAsset } from '../../../shared/marketing.contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetworkOnce({ db: t.db, storage: t.storage });
}, 120_000);
afterAll(async () => t?.close());

const cookieOf = async (email: string) => cookieFrom(await signIn(t, email, DEMO_PASSWORD));

describe('demo marketing library', () => {
  it('seeds real files across the four brands and every brand, with previews and counted downloads', async () => {
    const rows = await t.db.select().from(marketingAssets);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.category)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.brandId)).size).toBe(5);
    for (const r of rows) {
      if (r.type === 'video') {
        expect(r.videoUrl).toMatch(/^https:\/\//);
        continue;
      }
      const stream = await t.storage.stream({ visibility: 'private', key: r.fileKey! });
      const chunks: Buffer[] = [];
      for await (const c of stream!) chunks.push(c as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.length, r.title).toBe(r.fileSize);
      if (r.fileType === 'application/pdf') expect(bytes.subarray(0, 5).toString(), r.title).toBe('%PDF-');
      else expect((await sharp(bytes).metadata()).format, r.title).toBe('png');
      if (r.type === 'image') expect(await t.storage.exists({ visibility: 'private', key: r.thumbnailKey! }), r.title).toBe(true);
      const downloads = await t.db.select().from(marketingAssetDownloads).where(eq(marketingAssetDownloads.assetId, r.id));
      expect(r.downloadCount, r.title).toBe(downloads.length);
    }
    expect(rows.some((r) => r.downloadCount > 0)).toBe(true);
  });

  it('shows Maria (Siomai Express and Lemon Juice Stand) her brands’ current assets and the network’s, not Kape Kanto’s', async () => {
    const cookie = await cookieOf('franchisee@demo.com');
    const items = ((await api(t, cookie).get('/api/marketing/library?limit=100')).json() as { items: MarketingAsset[] }).items;
    const brandsSeen = new Set(items.map((a) => a.brandName));
    expect([...brandsSeen].sort()).toEqual([null, 'Lemon Juice Stand', 'Siomai Express'].sort());
    const titles = items.map((a) => a.title);
    expect(titles).toContain('Grand opening counter banner');
    expect(titles).not.toContain('Holiday 2025 promo poster');
    expect(titles).not.toContain('Rainy season promo');
    const pdf = items.find((a) => a.title === 'Siomai Express menu board 2026')!;
    const res = await t.app.inject({ method: 'GET', url: `/api/marketing/assets/${pdf.id}/download`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});
