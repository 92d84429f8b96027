import { useStore } from '@nanostores/react';
import { checkFeedback, COACH_MESSAGES, type AccessState, type RosterEntry } from '../../domain/coach';
import { gradeLabel } from '../../domain/registration';
import { formatDay } from '../../domain/date-range';
import { revalidateKeys } from '../../lib/query';
import FormMessage from '../../components/form/FormMessage';
import TextAreaField from '../../components/form/TextAreaField';
import { useForm } from '../../components/form/use-form';
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
        hint="Private: coaches and staff see it, and recruiters with the athlete’s consent."
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
        <p className="portal-muted">Feedback is kept on athletes with a recruiting profile.</p>
      ) : (
        <FeedbackForm entry={entry} program={program} />
      )}
    </article>
  );
}

/**
 * Roster and Family Contacts (spec 3 §2) with feedback per athlete; needs calendar-editor approval
 * for the program shown (staff: every program).
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
        <div className="item-list">
          {roster.data.results.map((entry) => (
            <RosterCard key={`${program}-${entry.key}`} entry={entry} program={program} />
          ))}
        </div>
      )}
    </section>
  );
}
