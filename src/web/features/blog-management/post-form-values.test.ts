import { describe, expect, it } from 'vitest';
import { emptyPost, postResolver, postSlug, splitTags } from './post-form-values';
import { publishAtOf } from './schedule';

const resolve = (values: Partial<ReturnType<typeof emptyPost>>) =>
  postResolver({ ...emptyPost(), title: 'T', slug: 't', excerpt: 'E', body: 'B', category: 'Operations', ...values }, undefined, {
    shouldUseNativeValidation: false,
    fields: {},
  });

describe('blog post form', () => {
  it('suggests a URL slug from a title', () => {
    expect(postSlug('Opening your 1st Kiosk!')).toBe('opening-your-1st-kiosk');
    expect(postSlug('  Café & Siomai — Tips  ')).toBe('cafe-siomai-tips');
    expect(postSlug('!!!')).toBe('');
  });
  it('reads comma-separated tags, skipping blanks', () => {
    expect(splitTags(' kiosk, Tips ,, ')).toEqual(['kiosk', 'Tips']);
  });
  it('sends tags lower-cased and reports a tag problem on the tags box', async () => {
    const ok = await resolve({ tags: 'Kiosk, tips' });
    expect(ok.values).toMatchObject({ tags: ['kiosk', 'tips'] });
    const long = await resolve({ tags: `fine, ${'x'.repeat(31)}` });
    expect(long.errors.tags?.message).toMatch(/30/);
    const many = await resolve({ tags: 'a,b,c,d,e,f,g,h,i' });
    expect(many.errors.tags?.message).toBe('Use at most 8 tags.');
  });
  it('schedules in Manila time', () => {
    expect(publishAtOf({ date: '2026-11-25', time: '09:00' })).toBe('2026-11-25T01:00:00.000Z');
  });
});
