import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createAppWithHeadOffice, signUp, type SignedUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, type Franchisee } from '../../test/ordering-fixture';
import { makeAsset, pngOf, postAsset, postAssetFile, TINY_PDF } from '../../test/marketing-fixture';
import { locations, marketingAssetDownloads, marketingAssets, notifications } from '../../db/schema';
import { UPLOADS } from '../../../shared/constants';
import {
  MARKETING_LIBRARY_PATH,
  MARKETING_MESSAGES,
  type MarketingAsset,
  type MarketingAssetStats,
} from '../../../shared/marketing.contracts';
import { addCalendarDays, manilaToday } from '../../../shared/time';
import { THUMBNAIL_WIDTH } from './marketing.service';

let t: TestApp;
let hq: SignedUp;
let admin: SignedUp;
let plainUser: SignedUp;
let brandA: { id: string; name: string };
let brandB: { id: string; name: string };
let franA: Franchisee;
let franA2: Franchisee;
let franB: Franchisee;
let secondLocationOfA: { id: string };
const today = manilaToday();
const day = (n: number) => addCalendarDays(today, n);

beforeAll(async () => {
  ({ t, hq, admin, plainUser } = await createAppWithHeadOffice());
  brandA = await makeBrand(t, 'Siomai');
  brandB = await makeBrand(t, 'Kape');
  franA = await makeFranchisee(t, brandA.id);
  franA2 = await makeFranchisee(t, brandA.id);
  franB = await makeFranchisee(t, brandB.id);
  [secondLocationOfA] = await t.db
    .insert(locations)
    .values({
      brandId: brandA.id,
      ownerId: franA.userId,
      code: `ZZ-${Date.now().toString(36)}`,
      name: 'Store Two',
      addressLine: '2 Main St',
      city: 'Pasig',
      province: 'Metro Manila',
      status: 'open',
    })
    .returning({ id: locations.id });
});
afterAll(async () => t?.close());

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string; details?: { fieldErrors?: Record<string, string[]> } } }).error;
const libraryIds = async (cookie: string, query = '') =>
  ((await api(t, cookie).get(`/api/marketing/library?limit=100${query}`)).json() as { items: MarketingAsset[] }).items.map((a) => a.id);
const download = (cookie: string, id: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/marketing/assets/${id}/download${query}`, headers: { cookie } });
const countOf = async (id: string) =>
  (await t.db.select({ c: marketingAssets.downloadCount }).from(marketingAssets).where(eq(marketingAssets.id, id)))[0].c;

/** The document quota is per uploader (20 files in 10 minutes): each block uploads as its own franchisor. */
const freshHeadOffice = () =>
  beforeAll(async () => {
    hq = await signUp(t, { role: 'franchisor', fullName: 'Hector Office' });
  });
const del = (cookie: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie, origin: 'http://localhost:3000' } });

describe('visibility by brand', () => {
  freshHeadOffice();
  it('a franchisee of brand A sees and downloads A’s asset and all-brand assets, never brand B’s (404, not 403)', async () => {
    const forA = await makeAsset(t, hq.cookie, { title: 'Siomai counter banner', brandId: brandA.id });
    const forB = await makeAsset(
      t,
      hq.cookie,
      { title: 'Kape menu board', brandId: brandB.id, type: 'document', category: 'Menu' },
      {
        filename: 'menu.pdf',
        content: TINY_PDF,
      },
    );
    const forAll = await makeAsset(
      t,
      hq.cookie,
      { title: 'Network brand guide', type: 'document', category: 'Branding' },
      {
        filename: 'guide.pdf',
        content: TINY_PDF,
      },
    );
    expect(forA).toMatchObject({ brandId: brandA.id, brandName: brandA.name, status: 'active', hasThumbnail: true, downloadCount: 0 });
    expect(forAll.brandName).toBeNull();

    const seenByA = await libraryIds(franA.cookie);
    expect(seenByA).toEqual(expect.arrayContaining([forA.id, forAll.id]));
    expect(seenByA).not.toContain(forB.id);
    const seenByB = await libraryIds(franB.cookie);
    expect(seenByB).toEqual(expect.arrayContaining([forB.id, forAll.id]));
    expect(seenByB).not.toContain(forA.id);

    // Guessing brand B's asset id: every route answers 404 with the same message.
    for (const path of ['', '/download', '/thumbnail']) {
      const res = await api(t, franA.cookie).get(`/api/marketing/assets/${forB.id}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(errorOf(res).message, path).toBe(MARKETING_MESSAGES.notFound);
    }
    expect((await api(t, franB.cookie).get(`/api/marketing/assets/${forA.id}/thumbnail`)).statusCode).toBe(404);
    expect(await countOf(forB.id)).toBe(0);
    expect((await download(franA.cookie, forAll.id)).statusCode).toBe(200);
    expect((await download(franB.cookie, forB.id)).statusCode).toBe(200);

    // A franchisee not linked to a location yet has no brand: the library is empty, even of all-brand assets.
    const unlinked = await signUp(t, { role: 'franchisee' });
    expect(await libraryIds(unlinked.cookie)).toEqual([]);
  });

  it('archived assets and those outside their validity window are hidden from franchisees but listed for head office', async () => {
    const later = await makeAsset(t, hq.cookie, { title: 'Christmas promo', brandId: brandA.id, validFrom: day(1), validUntil: day(30) });
    const over = await makeAsset(t, hq.cookie, { title: 'Old promo', brandId: brandA.id, validFrom: day(-30), validUntil: day(-1) });
    const lastDay = await makeAsset(t, hq.cookie, { title: 'Ends today', brandId: brandA.id, validFrom: day(-3), validUntil: today });
    const firstDay = await makeAsset(t, hq.cookie, { title: 'Starts today', brandId: brandA.id, validFrom: today });
    const archived = await makeAsset(t, hq.cookie, { title: 'Retired banner', brandId: brandA.id });
    const patched = await api(t, hq.cookie).patch(`/api/marketing/assets/${archived.id}`, { status: 'archived' });
    expect(patched.json().status).toBe('archived');

    const seen = await libraryIds(franA.cookie);
    expect(seen).toEqual(expect.arrayContaining([lastDay.id, firstDay.id]));
    for (const hidden of [later, over, archived]) {
      expect(seen, hidden.title).not.toContain(hidden.id);
      expect((await download(franA.cookie, hidden.id)).statusCode, hidden.title).toBe(404);
      expect((await api(t, franA.cookie).get(`/api/marketing/assets/${hidden.id}`)).statusCode, hidden.title).toBe(404);
    }
    const hqList = (await api(t, hq.cookie).get(`/api/marketing/assets?limit=100&brandId=${brandA.id}`)).json() as {
      items: MarketingAsset[];
    };
    expect(hqList.items.map((a) => a.id)).toEqual(expect.arrayContaining([later.id, over.id, archived.id, lastDay.id]));
    const archivedOnly = (await api(t, admin.cookie).get('/api/marketing/assets?status=archived&limit=100')).json() as {
      items: MarketingAsset[];
    };
    expect(archivedOnly.items.map((a) => a.id)).toEqual([archived.id]);

    // Restored: visible again.
    await api(t, hq.cookie).patch(`/api/marketing/assets/${archived.id}`, { status: 'active' });
    expect(await libraryIds(franA.cookie)).toContain(archived.id);
  });

  it('searches title and description, filters type and category, sorts and pages with totals', async () => {
    const brand = await makeBrand(t, 'Lemon');
    const f = await makeFranchisee(t, brand.id);
    await makeAsset(t, hq.cookie, { title: 'Lemonade poster', description: 'Citrus summer', brandId: brand.id, category: 'Signage' });
    await makeAsset(t, hq.cookie, {
      title: 'Zesty reel',
      brandId: brand.id,
      type: 'video',
      category: 'Social Media',
      videoUrl: 'https://videos.example.com/zest',
    });
    await makeAsset(
      t,
      hq.cookie,
      { title: 'Alpha menu', description: 'Prices and citrus drinks', brandId: brand.id, type: 'document', category: 'Menu' },
      {
        filename: 'm.pdf',
        content: TINY_PDF,
      },
    );
    const q = (s: string) => api(t, f.cookie).get(`/api/marketing/library?brandId=${brand.id}&${s}`);
    const citrus = (await q('search=citrus&sort=title')).json();
    expect(citrus.total).toBe(2);
    expect(citrus.items.map((a: MarketingAsset) => a.title)).toEqual(['Alpha menu', 'Lemonade poster']);
    expect((await q('type=video')).json().items.map((a: MarketingAsset) => a.title)).toEqual(['Zesty reel']);
    expect((await q('category=Menu')).json().total).toBe(1);
    const page = (await q('sort=title&limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 3 });
    expect(page.items.map((a: MarketingAsset) => a.title)).toEqual(['Lemonade poster']);
    expect((await q('type=audio')).statusCode).toBe(422);
    expect((await q('sort=random')).statusCode).toBe(422);
  });
});

describe('downloads', () => {
  freshHeadOffice();
  it('streams the real file and counts each download per asset and location; head office counts without a location', async () => {
    const bytes = await pngOf(900, 300, '#123456');
    const asset = await makeAsset(
      t,
      hq.cookie,
      { title: 'Counting banner', brandId: brandA.id },
      { filename: 'count me.png', content: bytes },
    );
    const first = await download(franA.cookie, asset.id);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(bytes)).toBe(true);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['content-disposition']).toContain('attachment');
    expect(first.headers['content-disposition']).toContain('count%20me.png');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(await countOf(asset.id)).toBe(1);

    expect((await download(franA.cookie, asset.id)).statusCode).toBe(200);
    expect((await download(franA.cookie, asset.id, `?locationId=${secondLocationOfA.id}`)).statusCode).toBe(200);
    expect((await download(franA2.cookie, asset.id)).statusCode).toBe(200);
    expect((await download(hq.cookie, asset.id)).statusCode).toBe(200);
    expect(await countOf(asset.id)).toBe(5);

    // Another franchisee's location (same brand) is refused and not counted.
    const other = await download(franA.cookie, asset.id, `?locationId=${franA2.location.id}`);
    expect(other.statusCode).toBe(422);
    expect(errorOf(other).message).toBe(MARKETING_MESSAGES.notYourLocation);
    expect(await countOf(asset.id)).toBe(5);

    const rows = await t.db.select().from(marketingAssetDownloads).where(eq(marketingAssetDownloads.assetId, asset.id));
    expect(rows).toHaveLength(5);
    const stats = (await api(t, admin.cookie).get(`/api/marketing/assets/${asset.id}/stats`)).json() as MarketingAssetStats;
    expect(stats.total).toBe(5);
    expect(stats.headOffice.count).toBe(1);
    const byLocation = Object.fromEntries(stats.locations.map((l) => [l.locationId, l.count]));
    expect(byLocation).toEqual({ [franA.location.id]: 2, [secondLocationOfA.id]: 1, [franA2.location.id]: 1 });
    expect(stats.locations.every((l) => l.brandName === brandA.name && l.lastDownloadedAt)).toBe(true);
    expect(stats.locations[0]).toMatchObject({ locationId: franA.location.id, locationName: franA.location.name });

    const listed = (await api(t, hq.cookie).get(`/api/marketing/assets?sort=downloads&limit=1`)).json() as { items: MarketingAsset[] };
    expect(listed.items[0]).toMatchObject({ id: asset.id, downloadCount: 5 });
  });

  it('serves an image’s preview as a JPEG of at most the thumbnail width, not counted', async () => {
    const asset = await makeAsset(t, hq.cookie, { brandId: brandA.id }, { filename: 'wide.png', content: await pngOf(1600, 800) });
    const res = await api(t, franA.cookie).get(`/api/marketing/assets/${asset.id}/thumbnail`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH / 2 });
    expect(await countOf(asset.id)).toBe(0);
    const doc = await makeAsset(t, hq.cookie, { type: 'document', category: 'Menu' }, { filename: 'd.pdf', content: TINY_PDF });
    expect(doc.hasThumbnail).toBe(false);
    expect((await api(t, hq.cookie).get(`/api/marketing/assets/${doc.id}/thumbnail`)).statusCode).toBe(404);
    const video = await makeAsset(t, hq.cookie, { type: 'video', videoUrl: 'https://youtu.be/abc' });
    expect(video).toMatchObject({ file: null, videoUrl: 'https://youtu.be/abc' });
    expect((await download(franA.cookie, video.id)).statusCode).toBe(404);
  });
});

describe('upload rules', () => {
  freshHeadOffice();
  const base = { title: 'Rules', type: 'image', category: 'Branding' };
  it('checks files by content: a PDF or text named .png is refused (422), over 5 MB is 413; images need JPG/PNG', async () => {
    const pdfAsPng = await postAsset(t, hq.cookie, base, { filename: 'logo.png', content: TINY_PDF, type: 'image/png' });
    expect(pdfAsPng.statusCode).toBe(422);
    expect(errorOf(pdfAsPng).details?.fieldErrors?.file).toEqual([MARKETING_MESSAGES.imageNeedsPicture]);
    const textAsPng = await postAsset(
      t,
      hq.cookie,
      { ...base, type: 'document' },
      { filename: 'logo.png', content: Buffer.from('hello there, plain text'), type: 'image/png' },
    );
    expect(textAsPng.statusCode).toBe(422);
    expect(errorOf(textAsPng).details?.fieldErrors?.file).toEqual([MARKETING_MESSAGES.wrongType]);
    const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(UPLOADS.maxBytes)]);
    const tooBig = await postAsset(t, hq.cookie, base, { filename: 'big.png', content: big, type: 'image/png' });
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig).message).toBe(MARKETING_MESSAGES.tooLarge);
    const none = await postAsset(t, hq.cookie, base);
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).details?.fieldErrors?.file).toEqual([MARKETING_MESSAGES.chooseFile]);
    // A PNG named .pdf is stored as a .png; a PDF as a document is fine.
    const renamed = await makeAsset(
      t,
      hq.cookie,
      { type: 'template', category: 'Social Media' },
      { filename: 'post.pdf', content: await pngOf(20, 20) },
    );
    expect(renamed.file).toMatchObject({ name: 'post.png', type: 'image/png' });
    expect(renamed.hasThumbnail).toBe(true);
    expect(
      await t.db
        .select()
        .from(marketingAssets)
        .where(and(eq(marketingAssets.title, 'Rules'))),
    ).toHaveLength(0);
  });

  it('counts uploads against the document quota (429 past 20 files in 10 minutes); refused files do not count', async () => {
    const uploader = await signUp(t, { role: 'franchisor' });
    await postAsset(t, uploader.cookie, { ...base, type: 'document' }, { filename: 'x.png', content: Buffer.from('not a document') });
    for (let i = 0; i < 20; i++)
      await makeAsset(t, uploader.cookie, { type: 'document', category: 'Menu' }, { filename: `m${i}.pdf`, content: TINY_PDF });
    const over = await postAsset(t, uploader.cookie, { ...base, type: 'document' }, { filename: 'late.pdf', content: TINY_PDF });
    expect(over.statusCode).toBe(429);
    // A video has no file: it never counts.
    await makeAsset(t, uploader.cookie, { type: 'video', videoUrl: 'https://v.example.com/ok' });
  });

  it('checks the fields: video needs a link and no file, dates in order, known brand and category', async () => {
    const png = { filename: 'a.png', content: await pngOf(10, 10) };
    const cases: [Record<string, string>, string, typeof png | undefined][] = [
      [{ ...base, type: 'video' }, 'videoUrl', undefined],
      [{ ...base, type: 'video', videoUrl: 'ftp://x.example.com/v' }, 'videoUrl', undefined],
      [{ ...base, validFrom: day(5), validUntil: day(4) }, 'validUntil', png],
      [{ ...base, brandId: crypto.randomUUID() }, 'brandId', png],
      [{ ...base, category: 'Radio' }, 'category', png],
      [{ ...base, title: '  ' }, 'title', png],
    ];
    for (const [fields, field, file] of cases) {
      const res = await postAsset(t, hq.cookie, fields, file);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(errorOf(res).details?.fieldErrors?.[field], JSON.stringify(fields)).toBeDefined();
    }
    const videoWithFile = await postAsset(t, hq.cookie, { ...base, type: 'video', videoUrl: 'https://v.example.com/1' }, png);
    expect(videoWithFile.statusCode).toBe(422);
    expect(errorOf(videoWithFile).message).toBe(MARKETING_MESSAGES.videoNoFile);
    const asset = await makeAsset(t, hq.cookie, { validFrom: day(0), validUntil: day(10) });
    const backwards = await api(t, hq.cookie).patch(`/api/marketing/assets/${asset.id}`, { validFrom: day(11) });
    expect(backwards.statusCode).toBe(422);
    expect(errorOf(backwards).details?.fieldErrors?.validUntil).toEqual([MARKETING_MESSAGES.untilBeforeFrom]);
  });

  it('replaces the file (new preview, old objects removed), edits details and deletes everything', async () => {
    const asset = await makeAsset(t, hq.cookie, { brandId: brandA.id }, { filename: 'one.png', content: await pngOf(400, 400) });
    const [before] = await t.db.select().from(marketingAssets).where(eq(marketingAssets.id, asset.id));
    const next = await pngOf(300, 100, '#00ff00');
    const replaced = await postAssetFile(t, hq.cookie, asset.id, { filename: 'two.png', content: next });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().file).toMatchObject({ name: 'two.png', size: next.length });
    expect(await t.storage.exists({ visibility: 'private', key: before.fileKey! })).toBe(false);
    expect(await t.storage.exists({ visibility: 'private', key: before.thumbnailKey! })).toBe(false);
    expect((await download(franA.cookie, asset.id)).rawPayload.equals(next)).toBe(true);
    const wrong = await postAssetFile(t, hq.cookie, asset.id, { filename: 'x.png', content: TINY_PDF });
    expect(wrong.statusCode).toBe(422);

    const edited = await api(t, hq.cookie).patch(`/api/marketing/assets/${asset.id}`, {
      title: 'Renamed',
      brandId: null,
      category: 'Signage',
    });
    expect(edited.json()).toMatchObject({ title: 'Renamed', brandId: null, brandName: null, category: 'Signage' });
    expect(await libraryIds(franB.cookie)).toContain(asset.id);

    const [after] = await t.db.select().from(marketingAssets).where(eq(marketingAssets.id, asset.id));
    expect((await del(hq.cookie, `/api/marketing/assets/${asset.id}`)).statusCode).toBe(200);
    expect(await t.storage.exists({ visibility: 'private', key: after.fileKey! })).toBe(false);
    expect(await t.db.select().from(marketingAssetDownloads).where(eq(marketingAssetDownloads.assetId, asset.id))).toHaveLength(0);
    expect((await api(t, hq.cookie).get(`/api/marketing/assets/${asset.id}`)).statusCode).toBe(404);
    expect((await del(hq.cookie, `/api/marketing/assets/${asset.id}`)).statusCode).toBe(404);
  });
});

describe('notifications', () => {
  freshHeadOffice();
  const notesOf = (userId: string, title: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, userId), eq(notifications.title, `New marketing asset: ${title}`)));

  it('tells the brand’s franchisees only, low priority, linking to the library; switched-off announcements are respected', async () => {
    const brand = await makeBrand(t, 'Burger');
    const one = await makeFranchisee(t, brand.id);
    const muted = await makeFranchisee(t, brand.id);
    const off = await api(t, muted.cookie).put('/api/notification-preferences', { systemAnnouncements: false });
    expect(off.statusCode, off.body).toBe(200);

    await makeAsset(t, hq.cookie, { title: 'Burger launch kit', brandId: brand.id });
    const [note] = await notesOf(one.userId, 'Burger launch kit');
    expect(note).toMatchObject({ type: 'system_announcement', priority: 'low', actionUrl: MARKETING_LIBRARY_PATH, senderId: hq.userId });
    expect(note.metadata).toMatchObject({ category: 'announcement' });
    expect(await notesOf(muted.userId, 'Burger launch kit')).toHaveLength(0);
    expect(await notesOf(franA.userId, 'Burger launch kit')).toHaveLength(0);
    expect(await notesOf(hq.userId, 'Burger launch kit')).toHaveLength(0);

    await makeAsset(
      t,
      hq.cookie,
      { title: 'Network-wide guide', type: 'document', category: 'Branding' },
      { filename: 'g.pdf', content: TINY_PDF },
    );
    for (const f of [one, franA, franA2, franB]) expect(await notesOf(f.userId, 'Network-wide guide'), f.email).toHaveLength(1);
    expect(await notesOf(muted.userId, 'Network-wide guide')).toHaveLength(0);

    // Already over: nobody is told. Valid later: told now, with the start date.
    await makeAsset(t, hq.cookie, { title: 'Past promo', brandId: brand.id, validFrom: day(-10), validUntil: day(-1) });
    expect(await notesOf(one.userId, 'Past promo')).toHaveLength(0);
    await makeAsset(t, hq.cookie, { title: 'Future promo', brandId: brand.id, validFrom: day(7) });
    const [future] = await notesOf(one.userId, 'Future promo');
    expect(future.message).toContain('Available from');
  });
});

describe('permissions', () => {
  freshHeadOffice();
  let asset: MarketingAsset;
  beforeAll(async () => {
    asset = await makeAsset(t, hq.cookie, { title: 'Guarded', brandId: brandA.id });
  });
  const writes = (id: string) =>
    [
      ['POST', '/api/marketing/assets'],
      ['PATCH', `/api/marketing/assets/${id}`],
      ['POST', `/api/marketing/assets/${id}/file`],
      ['DELETE', `/api/marketing/assets/${id}`],
    ] as const;

  it('refuses a plain user everything (403) and anyone signed out (401)', async () => {
    for (const path of [
      '/api/marketing/library',
      '/api/marketing/assets',
      `/api/marketing/assets/${asset.id}/download`,
      '/api/marketing/brands',
    ]) {
      expect((await api(t, plainUser.cookie).get(path)).statusCode, path).toBe(403);
      expect((await api(t, null).get(path)).statusCode, path).toBe(401);
    }
    for (const [method, url] of writes(asset.id)) {
      const res = await t.app.inject({ method, url, payload: {}, headers: { cookie: plainUser.cookie, origin: 'http://localhost:3000' } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses franchisees the management routes and admins every write (403); nothing changes', async () => {
    for (const cookie of [franA.cookie, admin.cookie]) {
      for (const [method, url] of writes(asset.id)) {
        const res = await t.app.inject({ method, url, payload: { title: 'x' }, headers: { cookie, origin: 'http://localhost:3000' } });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    for (const path of ['/api/marketing/assets', `/api/marketing/assets/${asset.id}/stats`]) {
      const res = await api(t, franA.cookie).get(path);
      expect(res.statusCode, path).toBe(403);
      expect(errorOf(res).message).toBe(MARKETING_MESSAGES.headOfficeOnly);
    }
    expect((await api(t, admin.cookie).get('/api/marketing/assets')).statusCode).toBe(200);
    expect((await api(t, admin.cookie).get(`/api/marketing/assets/${asset.id}/stats`)).statusCode).toBe(200);
    expect((await api(t, hq.cookie).get(`/api/marketing/assets/${asset.id}`)).json().title).toBe('Guarded');
  });

  it('lists brands: all for head office, own for a franchisee', async () => {
    const all = (await api(t, hq.cookie).get('/api/marketing/brands')).json().items.map((b: { id: string }) => b.id);
    expect(all).toEqual(expect.arrayContaining([brandA.id, brandB.id]));
    const own = (await api(t, franA.cookie).get('/api/marketing/brands')).json().items.map((b: { id: string }) => b.id);
    expect(own).toEqual([brandA.id]);
  });
});
