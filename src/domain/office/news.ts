/**
 * News articles and content items (policies, FAQs, bios) as the league office edits them
 * (/office/news/, /office/content/). Both are press articles: news is listed on /news, content
 * items are texts the site looks up by their exact title.
 */
import * as v from 'valibot';
import { flag, instant, optionalText, pathOrAddress, requiredText, webAddress } from './fields';

export const newsInputSchema = v.pipe(
  v.object({
    title: requiredText('headline', 200),
    content: optionalText('article text', 20_000),
    url: webAddress('external link'),
    published_at: instant('publish date'),
    pinned: flag('pinned', false),
    image: pathOrAddress('image'),
    image_alt: optionalText('image description', 300),
  }),
  v.forward(
    v.check(
      (article) => article.content !== '' || article.url !== '',
      'Write the article, or give the external link it points to.',
    ),
    ['content'],
  ),
);

export type NewsInput = v.InferOutput<typeof newsInputSchema>;

/** A news article as the office lists and edits it. */
export interface OfficeNews {
  id: number;
  title: string;
  content: string;
  url: string | null;
  published_at: string;
  pinned: boolean;
  image: string | null;
  /** What the image shows ('' reads the headline instead). */
  image_alt: string;
}

/** The titles the site looks content items up by (spec 1 §3 Content item). */
export const CONTENT_TITLE_HINT =
  "The site reads these titles: 'Policy: Privacy Policy', 'Policy: Terms of Use', 'Policy: Refund & Cancellation Policy', 'FAQs', and any title containing 'short bio'.";

export const contentInputSchema = v.object({
  title: requiredText('title', 200),
  content: requiredText('text', 50_000),
});

export type ContentInput = v.InferOutput<typeof contentInputSchema>;

/** A content item as the office lists and edits it. */
export interface OfficeContent {
  id: number;
  title: string;
  content: string;
  published_at: string;
}
