/** /office/social-feeds/: the home page's social feed tabs (embedded pages or embed code). */
import { eq } from 'drizzle-orm';
import {
  FEED_TYPES,
  socialFeedInputSchema,
  type OfficeSocialFeed,
  type SocialFeedInput,
} from '../../../src/domain/office/social-feeds';
import { socialFeeds } from '../../db/schema/content';
import { booleanFilter, choiceFilter, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { resourceRoutes } from '../../http/resource';

import { type WriteConfig } from '../../http/write';

type FeedRow = typeof socialFeeds.$inferSelect;

const feedJson = (row: FeedRow) =>
  ({
    id: row.id,
    slug: row.slug,
    label: row.label,
    type: row.type as OfficeSocialFeed['type'],
    embed_url: row.embedUrl,
    embed_html: row.embedHtml,
    link: row.link,
    script_url: row.scriptUrl,
    position: row.position,
    active: row.active,
  }) satisfies OfficeSocialFeed;

const columnsOf = (input: SocialFeedInput) => ({
  slug: input.slug,
  label: input.label,
  type: input.type,
  embedUrl: input.embed_url || null,
  embedHtml: input.embed_html || null,
  link: input.link || null,
  scriptUrl: input.script_url || null,
  position: input.position,
  active: input.active,
});

export const socialFeedWrites: WriteConfig<number, SocialFeedInput, OfficeSocialFeed> = {
  entity: 'social_feed',
  parseId,
  schema: socialFeedInputSchema,
  read: async (db, id) => {
    const [row] = await db.select().from(socialFeeds).where(eq(socialFeeds.id, id));
    return row ? feedJson(row) : null;
  },
  toInput: (feed) => ({
    ...feed,
    embed_url: feed.embed_url ?? '',
    embed_html: feed.embed_html ?? '',
    link: feed.link ?? '',
    script_url: feed.script_url ?? '',
  }),
  insert: async (db, input) => {
    const [row] = await db.insert(socialFeeds).values(columnsOf(input)).returning({ id: socialFeeds.id });
    return row!.id;
  },
  update: async (db, id, input) => {
    await db.update(socialFeeds).set(columnsOf(input)).where(eq(socialFeeds.id, id));
  },
  remove: async (db, id) => {
    await db.delete(socialFeeds).where(eq(socialFeeds.id, id));
  },
  name: (feed) => feed.label,
  unique: { field: 'slug', message: 'Another feed has this short name; choose another.' },
};

const feedList: ListConfig<FeedRow, OfficeSocialFeed> = {
  table: socialFeeds,
  search: [socialFeeds.label, socialFeeds.slug],
  filters: {
    type: choiceFilter(socialFeeds.type, FEED_TYPES, (value) => value.toLowerCase()),
    active: booleanFilter(socialFeeds.active),
  },
  sort: { position: socialFeeds.position, label: socialFeeds.label },
  defaultOrdering: 'position',
  tiebreak: socialFeeds.id,
  limits: { defaultSize: 20, maxSize: 100 },
  json: (_db, rows) => rows.map(feedJson),
};

export const officeSocialFeedRoutes = resourceRoutes('/office/social-feeds', feedList, socialFeedWrites);
