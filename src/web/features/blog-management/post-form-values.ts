import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  BLOG_TAGS_MAX,
  ZBlogPostWrite,
  type BlogCategory,
  type BlogPostEditable,
  type BlogPostWriteInput,
} from '../../../shared/blog.contracts';
import { formResolver } from '../../components/form';
import type { FieldLabels } from '../../lib/form-errors';
import { slugify } from '../../../shared/slug';

/** The editor's values: tags as the comma-separated text the person types. */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  category: BlogCategory | '';
  tags: string;
  featured: boolean;
  authorName: string;
}

export const POST_LABELS: FieldLabels<PostFormValues> = {
  title: 'title',
  slug: 'slug',
  excerpt: 'excerpt',
  body: 'body',
  category: 'category',
  tags: 'tags',
  featured: 'featured',
  authorName: 'author',
};

export const emptyPost = (): PostFormValues => ({
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  category: '',
  tags: '',
  featured: false,
  authorName: '',
});

export const postToFormValues = (p: BlogPostEditable): PostFormValues => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  body: p.body,
  category: p.category,
  tags: p.tags.join(', '),
  featured: p.featured,
  authorName: p.authorName,
});

/** "opening, Tips ,, kiosk" → ["opening", "Tips", "kiosk"]. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

const toInput = (v: PostFormValues): BlogPostWriteInput => ({ ...v, category: v.category as BlogCategory, tags: splitTags(v.tags) });

/** A title as a URL slug ("Opening your 1st Kiosk!" → "opening-your-1st-kiosk"); posts allow 120 characters. */
export const postSlug = (title: string) => slugify(title, 120);

const base = formResolver<PostFormValues, BlogPostWriteInput>(ZBlogPostWrite as never, { labels: POST_LABELS, toInput });

/**
 * The contract's resolver, with one change: a problem with one tag (`tags.2`, too long) is reported on the tags box,
 * the only control the tags have.
 */
export const postResolver: Resolver<PostFormValues, unknown, BlogPostWriteInput> = async (values, context, options) => {
  const result = await base(values, context, options);
  const tags = (result.errors as FieldErrors<{ tags: unknown }>).tags as unknown;
  if (tags && typeof tags === 'object' && !('message' in tags && (tags as { message?: string }).message)) {
    const nested = Object.values(tags as Record<string, { message?: string } | undefined>).find((e) => e?.message);
    (result.errors as Record<string, unknown>).tags = { type: 'custom', message: nested?.message ?? `Use at most ${BLOG_TAGS_MAX} tags.` };
  }
  return result;
};
