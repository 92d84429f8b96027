/** A season's news items (the calendar's News tab) as the league office edits them (/office/season-news/). */
import * as v from 'valibot';
import { instant, optionalText, requiredReference, requiredText, webAddress } from './fields';

export const seasonNewsInputSchema = v.object({
  season: requiredReference('season'),
  title: requiredText('headline', 200),
  summary: optionalText('summary', 1000),
  url: webAddress('link'),
  published_at: instant('publish date'),
});

export type SeasonNewsInput = v.InferOutput<typeof seasonNewsInputSchema>;

/** A season news item as the office lists and edits it. */
export interface OfficeSeasonNews {
  id: number;
  season: number;
  season_title: string;
  title: string;
  summary: string;
  url: string | null;
  published_at: string;
}
