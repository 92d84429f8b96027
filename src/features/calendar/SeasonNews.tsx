import { formatDate, sortSeasonNews } from '../../domain/calendar';
import type { SeasonNewsItem } from '../../domain/types';

const safeUrl = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null);

/** Season news, newest first; an item with a web address links to it. */
export default function SeasonNews({ items }: { items: SeasonNewsItem[] }) {
  return (
    <ul className="season-news">
      {sortSeasonNews(items).map((item) => {
        const url = safeUrl(item.url);
        const date = formatDate(item.published_at);
        return (
          <li key={item.id}>
            <h4 className="season-news__title">
              {url ? (
                <a href={url} rel="noopener noreferrer" target="_blank">
                  {item.title}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                item.title
              )}
            </h4>
            {date && <time dateTime={item.published_at}>{date}</time>}
            {item.summary && <p>{item.summary}</p>}
          </li>
        );
      })}
    </ul>
  );
}
