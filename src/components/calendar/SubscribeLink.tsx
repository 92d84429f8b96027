import { seasonFeedPath, webcalUrl } from '../../domain/calendar-feed';
import { apiBase, configuredApiBase } from '../../lib/env';
import { useMounted } from '../form/use-mounted';
import './subscribe-link.css';

interface Props {
  seasonId: number | string;
  /** The season's title, read with the link. */
  title: string;
  /** One team's games only. */
  team?: string;
  /** Another feed's path under the API base (a team's, issue 19) instead of the season's. */
  feed?: string;
}

/**
 * 'Subscribe' to a season's calendar feed: a webcal:// link (calendar apps subscribe and keep it up
 * to date). The built page carries the feed's plain address until the island knows its origin.
 */
export default function SubscribeLink({ seasonId, title, team, feed: path }: Props) {
  const mounted = useMounted();
  // The same address in the built page and at hydration; the page's own origin once mounted.
  const base = mounted ? apiBase() : configuredApiBase.replace(/\/+$/, '');
  const feed = `${base}${path ?? seasonFeedPath(seasonId, team)}`;
  return (
    <a className="subscribe-link" href={mounted ? webcalUrl(feed) : feed}>
      Subscribe
      <span className="visually-hidden">
        {' '}
        to the {team ? `${team} schedule of ` : ''}
        {title} calendar
      </span>
    </a>
  );
}
