/** The home page's social feed tabs as the league office edits them (/office/social-feeds/). */
import * as v from 'valibot';
import { choice, flag, optionalText, requiredText, webAddress, wholeNumber } from './fields';

export const FEED_TYPES = ['iframe', 'embed'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

export const FEED_TYPE_LABELS: Record<FeedType, string> = {
  iframe: 'Embedded page (iframe)',
  embed: 'Embed code',
};

export const socialFeedInputSchema = v.pipe(
  v.object({
    slug: v.pipe(
      requiredText('short name', 40),
      v.toLowerCase(),
      v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The short name may use lowercase letters, digits and hyphens.'),
    ),
    label: requiredText('tab label', 60),
    type: choice('feed type', FEED_TYPES),
    embed_url: webAddress('embed address'),
    embed_html: optionalText('embed code', 10_000),
    link: webAddress('profile link'),
    script_url: webAddress('script address'),
    position: wholeNumber('order', 0, 9999, 0),
    active: flag('active', true),
  }),
  v.forward(
    v.check((feed) => feed.type !== 'iframe' || feed.embed_url !== '', 'An embedded page needs its address.'),
    ['embed_url'],
  ),
  v.forward(
    v.check((feed) => feed.type !== 'embed' || feed.embed_html !== '', 'Paste the embed code.'),
    ['embed_html'],
  ),
);

export type SocialFeedInput = v.InferOutput<typeof socialFeedInputSchema>;

/** A social feed as the office lists and edits it. */
export interface OfficeSocialFeed {
  id: number;
  slug: string;
  label: string;
  type: FeedType;
  embed_url: string | null;
  embed_html: string | null;
  link: string | null;
  script_url: string | null;
  position: number;
  active: boolean;
}
