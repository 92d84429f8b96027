/** GET /social-feeds/: the home page's social feed tabs (active filter, ordering by position). */
import { asc, desc, eq } from 'drizzle-orm';
import type { SocialFeed } from '../../../src/domain/types';
import { socialFeeds } from '../../db/schema/content';
import { fieldError } from '../../http/errors';
import { paginateArray } from '../../http/pagination';
import { booleanQuery, textQuery } from '../../http/query';
import { routes } from '../../http/router';

const ORDERINGS = {
  position: [asc(socialFeeds.position), asc(socialFeeds.id)],
  '-position': [desc(socialFeeds.position), desc(socialFeeds.id)],
  label: [asc(socialFeeds.label)],
  '-label': [desc(socialFeeds.label)],
} as const;

export const socialFeedRoutes = routes('/social-feeds').get('/', async (c) => {
  const { db } = c.var.deps;
  const ordering = textQuery(c, 'ordering') ?? 'position';
  if (!(ordering in ORDERINGS)) {
    throw fieldError({ ordering: [`Ordering must be one of ${Object.keys(ORDERINGS).join(', ')}.`] });
  }
  const active = booleanQuery(c, 'active');
  const rows = await db
    .select()
    .from(socialFeeds)
    .where(active === undefined ? undefined : eq(socialFeeds.active, active))
    .orderBy(...ORDERINGS[ordering as keyof typeof ORDERINGS]);
  const feeds = rows.map(
    (row) =>
      ({
        id: row.id,
        slug: row.slug,
        label: row.label,
        type: row.type,
        embed_url: row.embedUrl,
        embed_html: row.embedHtml,
        link: row.link,
        script_url: row.scriptUrl,
        position: row.position,
        active: row.active,
      }) satisfies SocialFeed,
  );
  return c.json(paginateArray(c, feeds, { defaultSize: 50, maxSize: 100 }));
});
