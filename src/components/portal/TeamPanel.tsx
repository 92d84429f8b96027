import { formatKickoff } from '../../domain/league-games';
import { coachLine, type MyTeam } from '../../domain/teams';
import SubscribeLink from '../calendar/SubscribeLink';
import './team-care.css';

interface Props {
  team: MyTeam;
  /** Whose team it is, read with its heading ('Marcus Whitfield'); none for the athlete's own. */
  player?: string;
  heading?: 'h3' | 'h4';
}

/**
 * A player's team as the family sees it (issue 19 item 3): name and colour, season and division,
 * coaches (head coach first), home venue, the coaches' next events, and the team's calendar feed
 * beside its season's.
 */
export default function TeamPanel({ team, player, heading: Heading = 'h4' }: Props) {
  const headingId = `team-${team.id}-${player ? player.replace(/\W+/g, '-').toLowerCase() : 'mine'}`;
  const facts = [team.program?.name, team.season.label, team.division].filter(Boolean).join(' · ');
  return (
    <section className="team-panel" aria-labelledby={headingId}>
      <Heading id={headingId} className="team-name">
        <span
          className="team-swatch"
          aria-hidden="true"
          style={team.colour ? { backgroundColor: team.colour } : undefined}
        />
        {team.name}
        {player && <span className="visually-hidden">, {player}’s team</span>}
      </Heading>
      {facts && <p className="portal-muted">{facts}</p>}
      <p>
        <strong>Coach:</strong> {team.coaches.length ? coachLine(team.coaches) : 'To be announced'}
      </p>
      {team.home_venue && (
        <p>
          <strong>Home field:</strong> {team.home_venue.name}
          {team.home_venue.city ? `, ${team.home_venue.city}` : ''}
        </p>
      )}
      <p className="team-events-title">
        <strong>Team events</strong>
      </p>
      {team.events.length === 0 ? (
        <p className="portal-muted">No team events yet.</p>
      ) : (
        <ul className="team-events" aria-label={`${team.name} events`}>
          {team.events.map((event) => (
            <li key={event.id}>
              <span className="team-event-title">{event.title}</span>
              <span className="portal-muted">
                {formatKickoff(event.starts_at)}
                {event.location_text ? ` · ${event.location_text}` : ''}
              </span>
              {event.notes && <span>{event.notes}</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="team-feeds">
        <span>
          Team calendar:{' '}
          <SubscribeLink
            seasonId={team.season.id}
            title={team.season.label}
            team={team.name}
            feed={team.calendar_feed}
          />
        </span>
        <span>
          Season calendar: <SubscribeLink seasonId={team.season.id} title={team.season.title} />
        </span>
      </p>
    </section>
  );
}
