/** The press_articles table as JSON: one mapping, answered by /press/, /news/ and /office/news/, /office/content/. */
import type { OfficeContent, OfficeNews } from '../../../src/domain/office/news';
import type { PressArticle } from '../../../src/domain/types';
import type { pressArticles } from '../../db/schema/content';
import { tableJson } from '../../http/table-json';

type ArticleRow = typeof pressArticles.$inferSelect;

export const articleFields = tableJson<ArticleRow>()({
  id: (row) => row.id,
  kind: (row) => row.kind,
  title: (row) => row.title,
  content: (row) => row.content,
  url: (row) => row.url,
  published_at: (row) => row.publishedAt.toISOString(),
  pinned: (row) => row.pinned,
  image: (row) => row.image,
  image_alt: (row) => row.imageAlt,
});

/** The press article shape of spec 1 §3. */
export const articleJson: (row: ArticleRow) => PressArticle = articleFields(
  'id',
  'kind',
  'title',
  'content',
  'url',
  'published_at',
  'pinned',
  'image',
  'image_alt',
);

/** A news article as the office edits it. */
export const officeNewsJson: (row: ArticleRow) => OfficeNews = articleFields(
  'id',
  'title',
  'content',
  'url',
  'published_at',
  'pinned',
  'image',
  'image_alt',
);

/** A content item (policy, FAQ, bio) as the office edits it. */
export const officeContentJson: (row: ArticleRow) => OfficeContent = articleFields(
  'id',
  'title',
  'content',
  'published_at',
);
