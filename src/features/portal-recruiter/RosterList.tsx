import { useStore } from '@nanostores/react';
import { gradeLabel } from '../../domain/registration-options';
import { RECRUITER_MESSAGES, type RosterAthlete } from '../../domain/recruiter';
import { isHttpUrl, primarySportLabel } from '../../domain/athlete-consent';
import { formatDay } from '../../domain/date-range';
import { revalidateKeys } from '../../lib/query';
import LoadProblem from '../../components/portal/LoadProblem';
import { $roster } from './recruiter-data';

function AthleteCard({ athlete }: { athlete: RosterAthlete }) {
  const facts = [
    ['Team', athlete.current_team],
    ['School', athlete.school],
    ['Grade', athlete.grade_level ? gradeLabel(athlete.grade_level) : ''],
    ['GPA', athlete.gpa],
  ].filter(([, value]) => value);
  return (
    <article className="item-card roster-athlete" aria-labelledby={`athlete-${athlete.id}`}>
      <header>
        <h3 id={`athlete-${athlete.id}`}>{athlete.name}</h3>
        {athlete.primary_sport && (
          <span className="badge badge-neutral">{primarySportLabel(athlete.primary_sport)}</span>
        )}
      </header>
      {facts.length > 0 && (
        <dl className="review-list">
          {facts.map(([label, value]) => (
            <div key={label} className="roster-fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {athlete.bio && <p>{athlete.bio}</p>}
      {athlete.season_stats && (
        <p>
          <strong>Season stats:</strong> {athlete.season_stats}
        </p>
      )}
      {athlete.academic_achievements && (
        <p>
          <strong>Academics:</strong> {athlete.academic_achievements}
        </p>
      )}
      <p className="roster-links">
        {athlete.highlight_video_url && isHttpUrl(athlete.highlight_video_url) && (
          <a href={athlete.highlight_video_url} target="_blank" rel="noopener noreferrer">
            Highlight video<span className="visually-hidden"> of {athlete.name} (opens in a new tab)</span>
          </a>
        )}
        {athlete.contact_email && (
          <a href={`mailto:${athlete.contact_email}`}>
            Email<span className="visually-hidden"> {athlete.name}</span>
          </a>
        )}
        {athlete.contact_phone && (
          <a href={`tel:${athlete.contact_phone.replace(/[^\d+]/g, '')}`}>
            Call<span className="visually-hidden"> {athlete.name}</span> {athlete.contact_phone}
          </a>
        )}
      </p>
      {athlete.comments.length > 0 && (
        <section aria-label={`Coaches' comments on ${athlete.name}`}>
          <h4>Coaches’ comments</h4>
          <ul className="roster-comments">
            {athlete.comments.map((comment, index) => (
              <li key={`${comment.updated_at}-${index}`}>
                <p>{comment.note}</p>
                <p className="portal-muted">
                  {[comment.author, comment.author_role, comment.program, formatDay(comment.updated_at)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** The consented roster (spec 3 §2), shown only when access is approved. */
export default function RosterList() {
  const roster = useStore($roster);
  return (
    <section className="portal-card" aria-labelledby="roster-title" aria-busy={roster.loading}>
      <h2 id="roster-title">Consented athletes</h2>
      <p className="portal-muted">
        Only athletes who chose to be seen, or whose parent or guardian approved, are listed. The league
        records which athletes are shown to you, and when.
      </p>
      {roster.error ? (
        <LoadProblem
          message={RECRUITER_MESSAGES.rosterFailed}
          onRetry={() => revalidateKeys((key) => key.startsWith('/auth/recruiter/athletes/'))}
        />
      ) : !roster.data ? (
        <p className="portal-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading athletes…
        </p>
      ) : roster.data.results.length === 0 ? (
        <p className="portal-muted">No consented athletes match these filters yet.</p>
      ) : (
        <div className="item-list">
          {roster.data.results.map((athlete) => (
            <AthleteCard key={athlete.id} athlete={athlete} />
          ))}
        </div>
      )}
    </section>
  );
}
