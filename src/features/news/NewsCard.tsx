import { articleHref, articleImage, excerpt, formatNewsDate, isExternalUrl } from '../../domain/news';
import type { PressArticle } from '../../domain/types';
import NewsImage from './NewsImage';

interface Props {
  article: PressArticle;
  /** Excerpt length: 240 in the spotlight, 200 in the list. */
  excerptLength: number;
  headingLevel?: 'h3' | 'h4';
}

/**
 * An article teaser linking to /news/{id}, or to its external URL in a new tab; its picture, when it
 * has one, sized (no layout shift) and loaded only as it nears the screen.
 */
export default function NewsCard({ article, excerptLength, headingLevel: Heading = 'h3' }: Props) {
  const external = isExternalUrl(article.url);
  const date = formatNewsDate(article.published_at);
  const image = articleImage(article);
  return (
    <article className="news-card">
      {image && <NewsImage image={image} size="card" />}
      {date && (
        <p className="news-date">
          <time dateTime={article.published_at}>{date}</time>
        </p>
      )}
      <Heading className="news-card-title">
        <a
          href={articleHref(article)}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {article.title}
          {external && (
            <>
              <span aria-hidden="true"> ↗</span>
              <span className="visually-hidden"> (opens an external site in a new tab)</span>
            </>
          )}
        </a>
      </Heading>
      <p className="news-excerpt">{excerpt(article.content, excerptLength)}</p>
    </article>
  );
}
