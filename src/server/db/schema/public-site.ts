import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { brands } from './network';
import { timestamps } from './columns';
import { BLOG_CATEGORIES, BLOG_POST_STATUSES } from '../../../shared/blog.contracts';
import { CONTACT_MESSAGE_STATUSES } from '../../../shared/contact.contracts';
import { PACKAGE_CODES } from '../../../shared/packages';
import type { Benefit, Faq } from '../../../shared/site.contracts';

/**
 * The public site's content (issue 16), edited by head office and read by visitors through the server (which reads
 * only what is published). Nothing here is a franchisee's: head office reads it under row-level security.
 */

/** A brand's microsite beyond the brand row itself (name, tagline, description, images, colours). */
export const brandMicrosites = pgTable('brand_microsites', {
  brandId: uuid('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  heroTitle: text('hero_title').notNull(),
  heroText: text('hero_text').notNull(),
  story: text('story').notNull(),
  benefits: jsonb('benefits').$type<Benefit[]>().notNull().default([]),
  faqs: jsonb('faqs').$type<Faq[]>().notNull().default([]),
  updatedBy: uuid('updated_by').references(() => authUsers.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The packages a brand offers and its price for each (centavos). */
export const brandPackages = pgTable(
  'brand_packages',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    packageCode: text('package_code', { enum: PACKAGE_CODES }).notNull(),
    priceCentavos: integer('price_centavos').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.packageCode] }),
    check('brand_packages_code_check', sql`${t.packageCode} in ('A', 'B', 'C', 'D')`),
    check('brand_packages_price_check', sql`${t.priceCentavos} > 0`),
  ],
);

export const siteTestimonials = pgTable(
  'site_testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorName: text('author_name').notNull(),
    authorTitle: text('author_title').notNull().default(''),
    quote: text('quote').notNull(),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('site_testimonials_order_idx').on(t.published, t.sortOrder)],
);

/** A blog post: Markdown body; live when status is published and published_at has come (later = scheduled). */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    category: text('category', { enum: BLOG_CATEGORIES }).notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    coverUrl: text('cover_url'),
    authorId: uuid('author_id').references(() => authUsers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    status: text('status', { enum: BLOG_POST_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Words / 200 rounded up, kept with the body so lists do not read every body. */
    readMinutes: integer('read_minutes').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('blog_posts_live_idx').on(t.status, t.publishedAt),
    index('blog_posts_category_idx').on(t.category, t.publishedAt),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published', 'unpublished')`),
    check('blog_posts_published_at_check', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('new'),
    handledBy: uuid('handled_by').references(() => authUsers.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_status_idx').on(t.status, t.createdAt),
    index('contact_messages_created_idx').on(t.createdAt),
    check('contact_messages_status_check', sql`${t.status} in ('new', 'handled')`),
  ],
);
