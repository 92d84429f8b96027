import { useStore } from '@nanostores/react';
import { rosterPath } from '../../domain/team-roster';
import { checkFeedback, COACH_MESSAGES, type AccessState, type RosterEntry } from '../../domain/coach';
import { gradeLabel } from '../../domain/registration-options';
import { formatDay } from '../../domain/date-range';
import { revalidateKeys } from '../../lib/query';
import FormMessage from '../../components/form/FormMessage';
import TextAreaField from '../../components/form/TextAreaField';
import { useForm } from '../../components/form/use-form';
import EmergencySummary from '../../components/portal/EmergencySummary';
import LoadProblem from '../../components/portal/LoadProblem';
import AccessNeeded from './AccessNeeded';
import { $coachRoster, saveFeedback } from './coach-data';

/** The caller's private feedback on one athlete (spec 3 §5 Save feedback). */
function FeedbackForm({ entry, program }: { entry: RosterEntry; program: string }) {
  const mine = entry.feedback.find((comment) => comment.mine);
  const form = useForm<'note'>({ note: mine?.note ?? '' });
  const submit = form.submit(
    async () => {
      const problem = checkFeedback(program, form.values.note);
      if (problem) {
        form.fail({
          message: problem,
          ...(problem === COACH_MESSAGES.feedbackNeeded ? { field: 'note' } : {}),
        });
        return;
      }
      await saveFeedback(entry, program, form.values.note);
    },
    (error) => (error instanceof Error ? error.message : COACH_MESSAGES.feedbackFailed),
  );
  return (
    <form
      {...form.formProps}
      className="portal-form"
      onSubmit={submit}
      aria-label={`Feedback on ${entry.name}`}
    >
      <TextAreaField
        {...form.bind('note')}
        label="Your feedback"
        hint={
          entry.kind === 'athlete'
            ? 'Private: coaches and staff see it, and recruiters with the athlete’s consent.'
            : 'Private: coaches and staff see it; never recruiters.'
        }
        maxLength={2000}
        rows={3}
      />
      <FormMessage {...form.messageProps} />
      <div>
        <button type="submit" className="btn btn-secondary btn-small" disabled={form.busy || !form.hydrated}>
          {form.busy ? 'Saving…' : 'Save feedback'}
          <span className="visually-hidden"> on {entry.name}</span>
        </button>
      </div>
    </form>
  );
}

function RosterCard({ entry, program }: { entry: RosterEntry; program: string }) {
  const facts = [
    entry.grade ? gradeLabel(entry.grade) : '',
    entry.division ?? '',
    entry.location ?? '',
  ].filter(Boolean);
  return (
    <article className="item-card roster-athlete" aria-labelledby={`coach-athlete-${entry.key}`}>
      <header>
        <h3 id={`coach-athlete-${entry.key}`}>{entry.name}</h3>
        <span className="badge badge-neutral">
          {entry.kind === 'athlete' ? 'Athlete account' : 'Registered by family'}
        </span>
      </header>
      {facts.length > 0 && <p className="portal-muted">{facts.join(' · ')}</p>}
      <ul className="family-contacts" aria-label={`Contacts for ${entry.name}`}>
        {entry.contacts.map((contact) => (
          <li key={`${contact.relation}-${contact.email}`}>
            <strong>{contact.relation}</strong>
            {contact.name ? ` · ${contact.name}` : ''}
            {contact.email && (
              <>
                {' · '}
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </>
            )}
            {contact.phone && (
              <>
                {' · '}
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby={`coach-emergency-${entry.key}`}>
        <h4 id={`coach-emergency-${entry.key}`}>Emergency and medical</h4>
        <EmergencySummary info={entry.emergency} empty="The family has not given an emergency contact yet." />
      </section>
      {entry.feedback.filter((comment) => !comment.mine).length > 0 && (
        <ul className="roster-comments" aria-label={`Other coaches’ feedback on ${entry.name}`}>
          {entry.feedback
            .filter((comment) => !comment.mine)
            .map((comment) => (
              <li key={comment.id}>
                <p>{comment.note}</p>
                <p className="portal-muted">
                  {comment.author} · {formatDay(comment.updated_at)}
                </p>
              </li>
            ))}
        </ul>
      )}
      {entry.id === null ? (
        <p className="portal-muted">
          Feedback is kept on players with an athlete profile or a family account.
        </p>
      ) : (
        <FeedbackForm entry={entry} program={program} />
      )}
    </article>
  );
}

const NO_TEAM = 'Not on a team yet';

/** The roster by team (issue 19), teams by name, players without a team last. */
function rosterGroups(entries: readonly RosterEntry[]) {
  const groups = new Map<string, RosterEntry[]>();
  for (const entry of entries) {
    const team = entry.team?.name ?? NO_TEAM;
    groups.set(team, [...(groups.get(team) ?? []), entry]);
  }
  return [...groups.entries()]
    .map(([team, list]) => ({ team, entries: list }))
    .sort((a, b) => (a.team === NO_TEAM ? 1 : b.team === NO_TEAM ? -1 : a.team.localeCompare(b.team)));
}

/**
 * Roster and Family Contacts (spec 3 §2) by team, each player with their emergency contact and
 * medical notes (the server records a coach's read) and feedback; needs calendar-editor approval
 * for the program shown (staff: every program), and shows a coach their own teams' players.
 */
export default function RosterSection({ program, access }: { program: string; access: AccessState }) {
  const roster = useStore($coachRoster);
  return (
    <section className="portal-card" aria-labelledby="roster-title" aria-busy={roster.loading}>
      <h2 id="roster-title">Roster and family contacts</h2>
      {access.kind !== 'granted' ? (
        <AccessNeeded message={COACH_MESSAGES.rosterApprovalNeeded} access={access} />
      ) : roster.error ? (
        <LoadProblem
          message={COACH_MESSAGES.rosterFailed}
          onRetry={() => revalidateKeys((key) => key.startsWith('/auth/coach/athletes/'))}
        />
      ) : !roster.data ? (
        <p className="portal-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading roster…
        </p>
      ) : roster.data.results.length === 0 ? (
        <p className="portal-muted">No athletes are registered and paid for this program yet.</p>
      ) : (
        rosterGroups(roster.data.results).map(({ team, entries }) => (
          <div key={team} className="roster-team">
            <h3>
              {team} <span className="portal-muted">({entries.length})</span>
            </h3>
            {entries[0]?.team && (
              // The team's roster to print or download (issue 41 item 5).
              <p className="roster-print">
                <a href={rosterPath(entries[0].team.id)}>
                  Printable roster and CSV<span className="visually-hidden"> of the {team}</span>
                </a>
              </p>
            )}
            <div className="item-list">
              {entries.map((entry) => (
                <RosterCard key={`${program}-${entry.key}`} entry={entry} program={program} />
              ))}
            </div>
          </div>
        ))
      )}
    </section>
  );
}
