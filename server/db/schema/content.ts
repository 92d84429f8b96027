/**
 * Public content: sponsors and partners, social feeds, press (content items and news articles)
 * and gallery items.
 *
 * press_articles holds both kinds the site reads: `kind = 'content'` rows are editor texts looked
 * up by exact title (policies, FAQs, short bio…) and `kind = 'news'` rows are the news articles.
 * /press/ lists both; /news/ lists only news, newest first.
 */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sponsors = pgTable('sponsors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** 'sponsor' or 'partner' (strategic partners are listed separately). */
  kind: text('kind').notNull().default('sponsor'),
  name: text('name').notNull(),
  url: text('url'),
  logo: text('logo'),
  description: text('description').notNull().default(''),
  /** gold, silver or community. */
  tier: text('tier').notNull().default('community'),
  writeUp: text('write_up'),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const socialFeeds = pgTable('social_feeds', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  label: text('label').notNull(),
  /** 'iframe' (embed_url) or 'embed' (embed_html, optional script_url). */
  type: text('type').notNull(),
  embedUrl: text('embed_url'),
  embedHtml: text('embed_html'),
  link: text('link'),
  scriptUrl: text('script_url'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const pressArticles = pgTable(
  'press_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** 'news' or 'content'. */
    kind: text('kind').notNull().default('news'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    url: text('url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** News only: shown first in the /news spotlight (before content/news.yaml's pinned titles). */
    pinned: boolean('pinned').notNull().default(false),
    /** News only: a site path or http(s) address of the article's picture (an upload: /api/media/<name>). */
    image: text('image'),
    /** News only: what the picture shows, for people who cannot see it ('' reads the title instead). */
    imageAlt: text('image_alt').notNull().default(''),
  },
  (table) => [index('press_articles_title_idx').on(table.title)],
);

export const galleryItems = pgTable('gallery_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** 'photo' or 'video'. */
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  image: text('image'),
  videoUrl: text('video_url'),
  url: text('url'),
  /** 'program' or 'sponsor'. */
  category: text('category').notNull().default('program'),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});
