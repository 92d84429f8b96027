import { articleImage, formatNewsDate, isExternalUrl } from '../../domain/news';
import type { PressArticle } from '../../domain/types';
import NewsImage from './NewsImage';
import './news.css';

interface Props {
  article: PressArticle;
  /**
   * The article's text as the site's renderer makes it (src/lib/markdown.ts renderContent: Markdown
   * and markup, sanitised, line breaks kept), the same the office's preview shows (issue 41 item 14).
   */
  bodyHtml: string;
}

/**
 * One article (spec 1 §2.5): back link, title, date, its picture (sized, at the top so it loads at
 * once), optional external button, text with its line breaks.
 */
export default function NewsArticleView({ article, bodyHtml }: Props) {
  const date = formatNewsDate(article.published_at);
  const image = articleImage(article);
  return (
    <article className="wrap news-article">
      <p className="news-back">
        <a href="/news">← Back to news</a>
      </p>
      <h1 className="news-article-title">{article.title}</h1>
      {date && (
        <p className="news-date">
          <time dateTime={article.published_at}>{date}</time>
        </p>
      )}
      {image && <NewsImage image={image} size="article" />}
      {isExternalUrl(article.url) && (
        <p>
          <a className="btn btn-gold" href={article.url} target="_blank" rel="noopener noreferrer">
            Read on external site<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {/* Sanitised by the site's renderer (DOMPurify), as the office's preview shows it. */}
      <div className="news-article-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </article>
  );
}
