import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { multipart, tinyPng } from '../../test/image-fixture';
import { auditLog, blogPosts } from '../../db/schema';
import {
  BLOG_CATEGORIES,
  BLOG_MESSAGES,
  type BlogCategories,
  type BlogList,
  type BlogManageList,
  type BlogPost,
  type BlogPostEditable,
  type BlogPostWriteInput,
} from '../../../shared/blog.contracts';

let t: TestApp;
let hq: SignedUp;
let admin: SignedUp;
let franchisee: SignedUp;
let plainUser: SignedUp;
const DAY = 86_400_000;

let seq = 0;
function draft(over: Partial<BlogPostWriteInput> = {}): BlogPostWriteInput {
  seq += 1;
  return {
    title: `Post ${seq}`,
    slug: `post-${seq}`,
    excerpt: `Excerpt ${seq}`,
    body: `## Heading ${seq}\n\nSome words here.`,
    category: 'Operations',
    tags: [],
    ...over,
  };
}
async function create(over: Partial<BlogPostWriteInput> = {}, cookie = hq.cookie): Promise<BlogPostEditable> {
  const res = await api(t, cookie).post('/api/blog/manage/posts', draft(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BlogPostEditable;
}
async function publish(id: string, publishAt?: string | null, cookie = hq.cookie): Promise<BlogPostEditable> {
  const res = await api(t, cookie).post(`/api/blog/manage/posts/${id}/publish`, publishAt === undefined ? {} : { publishAt });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BlogPostEditable;
}
const publicList = async (query = '') => (await api(t, null).get(`/api/blog/posts${query}`)).json() as BlogList;

beforeAll(async () => {
  t = await createTestApp();
  hq = await signUp(t, { role: 'franchisor', fullName: 'Hector Office' });
  admin = await signUp(t, { role: 'admin', fullName: 'Ada Admin' });
  franchisee = await signUp(t, { role: 'franchisee' });
  plainUser = await signUp(t, { role: 'user' });
});
afterAll(async () => t?.close());

describe('writing posts (blog.manage: franchisor and admin)', () => {
  it('refuses anonymous (401), franchisee and user (403) on every manage route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [method: 'get' | 'post' | 'put' | 'del', url: string, body?: object][] = [
      ['get', '/api/blog/manage/posts'],
      ['post', '/api/blog/manage/posts', draft()],
      ['get', `/api/blog/manage/posts/${id}`],
      ['put', `/api/blog/manage/posts/${id}`, draft()],
      ['post', `/api/blog/manage/posts/${id}/publish`, {}],
      ['post', `/api/blog/manage/posts/${id}/unpublish`, {}],
      ['del', `/api/blog/manage/posts/${id}/cover`],
      ['del', `/api/blog/manage/posts/${id}`],
    ];
    for (const [method, url, body] of routes) {
      const call = (cookie: string | null) => {
        const c = api(t, cookie);
        return method === 'get' ? c.get(url) : method === 'del' ? c.del(url) : c[method](url, body!);
      };
      expect((await call(null)).statusCode, `${method} ${url}`).toBe(401);
      for (const u of [franchisee, plainUser]) expect((await call(u.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('creates a draft with read time, lower-cased tags and the writer as author; admin may write too', async () => {
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');
    const post = await create({ body: `# Title\n\n${words}`, tags: ['Kiosk', 'kiosk', ' Opening '] });
    expect(post.status).toBe('draft');
    expect(post.displayStatus).toBe('draft');
    expect(post.publishedAt).toBeNull();
    expect(post.readMinutes).toBe(3);
    expect(post.tags).toEqual(['kiosk', 'opening']);
    expect(post.authorName).toBe('Hector Office');
    expect(post.html).toContain('<h1>Title</h1>');

    const byAdmin = await create({ authorName: 'Guest Writer' }, admin.cookie);
    expect(byAdmin.authorName).toBe('Guest Writer');
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, byAdmin.id));
    expect(row.authorId).toBe(admin.userId);
  });

  it('a taken slug is a 409 next to the slug field, on create and on update', async () => {
    const a = await create({ slug: 'unique-slug' });
    const dup = await api(t, hq.cookie).post('/api/blog/manage/posts', draft({ slug: 'unique-slug' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(BLOG_MESSAGES.slugTaken);
    expect(dup.json().error.details.fieldErrors.slug).toEqual([BLOG_MESSAGES.slugTaken]);
    const b = await create();
    const clash = await api(t, hq.cookie).put(`/api/blog/manage/posts/${b.id}`, draft({ slug: 'unique-slug' }));
    expect(clash.statusCode).toBe(409);
    // Keeping its own slug is fine.
    const same = await api(t, hq.cookie).put(`/api/blog/manage/posts/${a.id}`, draft({ slug: 'unique-slug', title: 'Renamed' }));
    expect(same.statusCode).toBe(200);
    expect((same.json() as BlogPostEditable).title).toBe('Renamed');
    const badSlug = await api(t, hq.cookie).post('/api/blog/manage/posts', draft({ slug: 'Not A Slug' }));
    expect(badSlug.statusCode).toBe(422);
  });

  it('saving keeps the status; publish, schedule and unpublish move it; all audited', async () => {
    const post = await create();
    const live = await publish(post.id);
    expect(live.displayStatus).toBe('published');
    const firstDate = live.publishedAt!;
    expect(Math.abs(Date.parse(firstDate) - Date.now())).toBeLessThan(60_000);

    const saved = await api(t, hq.cookie).put(`/api/blog/manage/posts/${post.id}`, draft({ slug: post.slug, title: 'Edited' }));
    expect((saved.json() as BlogPostEditable).displayStatus).toBe('published');
    // Publishing a live post again keeps its date.
    expect((await publish(post.id)).publishedAt).toBe(firstDate);

    const future = new Date(Date.now() + 3 * DAY).toISOString();
    const scheduled = await publish(post.id, future);
    expect(scheduled.status).toBe('published');
    expect(scheduled.displayStatus).toBe('scheduled');
    expect(Date.parse(scheduled.publishedAt!)).toBe(Date.parse(future));

    const past = await publish(post.id, new Date(Date.now() - 3 * DAY).toISOString());
    expect(past.displayStatus).toBe('published');
    expect(Math.abs(Date.parse(past.publishedAt!) - Date.now())).toBeLessThan(60_000);

    const off = await api(t, admin.cookie).post(`/api/blog/manage/posts/${post.id}/unpublish`, {});
    expect(off.statusCode).toBe(200);
    expect((off.json() as BlogPostEditable).displayStatus).toBe('unpublished');

    const actions = (await t.db.select({ a: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, post.id))).map((r) => r.a);
    expect(actions).toEqual(
      expect.arrayContaining([
        'blog_post.created',
        'blog_post.updated',
        'blog_post.published',
        'blog_post.scheduled',
        'blog_post.unpublished',
      ]),
    );
  });

  it('deletes drafts and unpublished posts only (409 for live or scheduled)', async () => {
    const live = await create();
    await publish(live.id);
    const liveDel = await api(t, hq.cookie).del(`/api/blog/manage/posts/${live.id}`);
    expect(liveDel.statusCode).toBe(409);
    expect(liveDel.json().error.message).toBe(BLOG_MESSAGES.deleteLive);
    const sched = await create();
    await publish(sched.id, new Date(Date.now() + DAY).toISOString());
    expect((await api(t, hq.cookie).del(`/api/blog/manage/posts/${sched.id}`)).statusCode).toBe(409);

    await api(t, hq.cookie).post(`/api/blog/manage/posts/${live.id}/unpublish`, {});
    expect((await api(t, hq.cookie).del(`/api/blog/manage/posts/${live.id}`)).statusCode).toBe(204);
    const d = await create();
    expect((await api(t, hq.cookie).del(`/api/blog/manage/posts/${d.id}`)).statusCode).toBe(204);
    const again = await api(t, hq.cookie).del(`/api/blog/manage/posts/${d.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(BLOG_MESSAGES.notFound);
    expect((await api(t, hq.cookie).get(`/api/blog/manage/posts/${d.id}`)).statusCode).toBe(404);
  });

  it('uploads a cover (PNG by content, public), replaces and removes it; refuses a renamed non-image', async () => {
    const post = await create();
    const up = multipart('cover.png', tinyPng({ width: 4, height: 3 }), 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/blog/manage/posts/${post.id}/cover`,
      headers: { origin: 'http://localhost:3000', cookie: hq.cookie, ...up.headers },
      payload: up.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = (res.json() as BlogPostEditable).coverUrl!;
    expect(url).toBeTruthy();
    const key = t.storage.keyOfPublicUrl(url)!;
    expect(await t.storage.exists({ visibility: 'public', key })).toBe(true);

    const fake = multipart('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/blog/manage/posts/${post.id}/cover`,
      headers: { origin: 'http://localhost:3000', cookie: hq.cookie, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(422);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/blog/manage/posts/00000000-0000-4000-8000-000000000000/cover',
      headers: { origin: 'http://localhost:3000', cookie: hq.cookie, ...up.headers },
      payload: up.payload,
    });
    expect(missing.statusCode).toBe(404);

    const removed = await api(t, hq.cookie).del(`/api/blog/manage/posts/${post.id}/cover`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as BlogPostEditable).coverUrl).toBeNull();
    expect(await t.storage.exists({ visibility: 'public', key })).toBe(false);
  });
});

describe('reading the blog (public)', () => {
  let liveA: BlogPostEditable;
  let featured: BlogPostEditable;
  let scheduled: BlogPostEditable;
  let draftPost: BlogPostEditable;
  let unpublished: BlogPostEditable;
  let evil: BlogPostEditable;

  beforeAll(async () => {
    await t.db.delete(blogPosts);
    liveA = await create({ slug: 'kiosk-inventory', title: 'Kiosk inventory basics', category: 'Operations', tags: ['inventory'] });
    await publish(liveA.id);
    featured = await create({
      slug: 'first-franchise',
      title: 'Your first franchise',
      category: 'Franchising Tips',
      featured: true,
      tags: ['Getting Started'],
    });
    await publish(featured.id);
    for (let i = 0; i < 10; i++) {
      const p = await create({
        slug: `ops-${i}`,
        title: `Operations note ${i}`,
        excerpt: i === 3 ? 'All about 100% calamansi' : `Note ${i}`,
        category: 'Operations',
      });
      await publish(p.id);
    }
    scheduled = await create({ slug: 'later-post', title: 'Scheduled for later', category: 'Operations' });
    await publish(scheduled.id, new Date(Date.now() + 2 * DAY).toISOString());
    draftPost = await create({ slug: 'draft-post', title: 'Still a draft', category: 'Operations' });
    unpublished = await create({ slug: 'pulled-post', title: 'Pulled back', category: 'Operations' });
    await publish(unpublished.id);
    await api(t, hq.cookie).post(`/api/blog/manage/posts/${unpublished.id}/unpublish`, {});
    evil = await create({
      slug: 'evil-post',
      title: 'Evil',
      category: 'Brand News',
      body: 'Hello\n\n<script>alert(document.cookie)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))',
    });
    await publish(evil.id);
  });

  it('lists live posts only, featured first then newest, with totals across pages', async () => {
    const page1 = await publicList('?limit=5');
    expect(page1.total).toBe(13);
    expect(page1.items).toHaveLength(5);
    expect(page1.items[0].slug).toBe('first-franchise');
    const all = [...page1.items, ...(await publicList('?limit=5&offset=5')).items, ...(await publicList('?limit=5&offset=10')).items];
    expect(all).toHaveLength(13);
    expect(new Set(all.map((p) => p.slug)).size).toBe(13);
    for (const hidden of ['later-post', 'draft-post', 'pulled-post']) expect(all.map((p) => p.slug)).not.toContain(hidden);
    const rest = all.slice(1).map((p) => Date.parse(p.publishedAt!));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    expect((await publicList()).items).toHaveLength(9); // BLOG_PAGE_SIZE
  });

  it('searches title, excerpt and tags case-insensitively (LIKE wildcards literal); filters by category and tag', async () => {
    expect((await publicList('?q=KIOSK')).items.map((p) => p.slug)).toEqual(['kiosk-inventory']);
    expect((await publicList('?q=calamansi')).items.map((p) => p.slug)).toEqual(['ops-3']);
    expect((await publicList('?q=getting')).items.map((p) => p.slug)).toEqual(['first-franchise']);
    expect((await publicList('?q=100%25')).items.map((p) => p.slug)).toEqual(['ops-3']);
    expect((await publicList('?q=%25')).total).toBe(1);
    expect((await publicList('?q=draft')).total).toBe(0);
    const tips = await publicList('?category=Franchising%20Tips');
    expect(tips.items.map((p) => p.slug)).toEqual(['first-franchise']);
    expect((await publicList('?category=Operations')).total).toBe(11);
    expect((await publicList('?tag=inventory')).items.map((p) => p.slug)).toEqual(['kiosk-inventory']);
    expect((await publicList('?tag=Getting%20Started')).items.map((p) => p.slug)).toEqual(['first-franchise']);
    expect((await api(t, null).get('/api/blog/posts?category=Nope')).statusCode).toBe(422);
  });

  it('a live post renders safe HTML with related posts; draft, scheduled, unpublished and unknown are 404', async () => {
    const res = await api(t, null).get('/api/blog/posts/evil-post');
    expect(res.statusCode).toBe(200);
    const post = res.json() as BlogPost;
    expect(post.html).toContain('<p>Hello</p>');
    expect(post.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(post.related).toEqual([]);

    const ops = (await api(t, null).get('/api/blog/posts/kiosk-inventory')).json() as BlogPost;
    expect(ops.related).toHaveLength(3);
    expect(ops.related.every((r) => r.category === 'Operations' && r.slug !== 'kiosk-inventory')).toBe(true);
    expect(ops.related.map((r) => r.slug)).not.toContain('later-post');

    for (const slug of ['later-post', 'draft-post', 'pulled-post', 'no-such-post', 'Bad%20Slug']) {
      const r = await api(t, null).get(`/api/blog/posts/${slug}`);
      expect(r.statusCode, slug).toBe(404);
      expect(r.json().error.message).toBe(BLOG_MESSAGES.notFound);
    }
  });

  it('counts live posts per category, every category listed', async () => {
    const cats = (await api(t, null).get('/api/blog/categories')).json() as BlogCategories;
    expect(cats.items.map((c) => c.category)).toEqual([...BLOG_CATEGORIES]);
    const count = (c: string) => cats.items.find((x) => x.category === c)!.count;
    expect(count('Operations')).toBe(11);
    expect(count('Franchising Tips')).toBe(1);
    expect(count('Brand News')).toBe(1);
    expect(count('Success Stories')).toBe(0);
  });

  it('scheduled posts appear once their time comes; the sitemap follows', async () => {
    expect((await api(t, null).get('/sitemap.xml')).body).not.toContain('later-post');
    await t.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.id, scheduled.id));
    expect((await api(t, null).get('/api/blog/posts/later-post')).statusCode).toBe(200);
    const xml = (await api(t, null).get('/sitemap.xml')).body;
    expect(xml).toContain('/blog/later-post</loc>');
    expect(xml).not.toContain('draft-post');
    expect(xml).not.toContain('pulled-post');
    await t.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() + 2 * DAY) })
      .where(eq(blogPosts.id, scheduled.id));
  });

  it('head office’s list shows every status with counts, filters by display status and searches', async () => {
    const res = await api(t, admin.cookie).get('/api/blog/manage/posts?limit=100');
    expect(res.statusCode).toBe(200);
    const list = res.json() as BlogManageList;
    expect(list.total).toBe(16);
    expect(list.counts).toEqual({ draft: 1, scheduled: 1, published: 13, unpublished: 1 });
    const sched = (await api(t, hq.cookie).get('/api/blog/manage/posts?status=scheduled')).json() as BlogManageList;
    expect(sched.items.map((p) => p.id)).toEqual([scheduled.id]);
    expect(sched.items[0].displayStatus).toBe('scheduled');
    expect(sched.counts.published).toBe(13);
    const drafts = (await api(t, hq.cookie).get('/api/blog/manage/posts?status=draft')).json() as BlogManageList;
    expect(drafts.items.map((p) => p.id)).toEqual([draftPost.id]);
    const search = (await api(t, hq.cookie).get('/api/blog/manage/posts?q=pulled')).json() as BlogManageList;
    expect(search.items.map((p) => p.id)).toEqual([unpublished.id]);
    expect(search.counts).toEqual({ draft: 0, scheduled: 0, published: 0, unpublished: 1 });
    const one = await api(t, hq.cookie).get(`/api/blog/manage/posts/${draftPost.id}`);
    expect((one.json() as BlogPostEditable).body).toContain('Some words');
    expect(featured.featured).toBe(true);
    expect(liveA.category).toBe('Operations');
  });
});
