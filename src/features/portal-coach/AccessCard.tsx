import { checkAccessRequest, COACH_MESSAGES, type AccessState } from '../../domain/coach';
import { formatDay } from '../../domain/date-range';
import FormMessage from '../../components/form/FormMessage';
import TextAreaField from '../../components/form/TextAreaField';
import { useForm } from '../../components/form/use-form';
import { showToast } from '../../stores/toasts';
import { refreshAccess, requestAccess } from './coach-data';

interface Props {
  /** The caller's access to the program shown (accessState). */
  state: AccessState;
  program: string;
  programName: string;
}

/**
 * The access card (spec 3 §2, §4, §5): calendar-editor rights for the program shown granted, or the
 * request form (rights are per program: a coach of one program asks for another here). A pending
 * request for the program blocks a new one (its message field is disabled); a denied one may be
 * asked again.
 */
export default function AccessCard({ state, program, programName }: Props) {
  const pending = state.kind === 'pending' ? state.request : null;
  const last = state.kind === 'open' ? state.last : null;
  const form = useForm<'message'>({ message: '' });
  const submit = form.submit(
    async () => {
      const problem = checkAccessRequest(program, state);
      if (problem?.tone === 'info') {
        showToast(problem.message, { tone: 'info' });
        return;
      }
      if (problem) throw new Error(problem.message);
      await requestAccess(program, form.values.message);
      form.reset();
    },
    (error) => (error instanceof Error ? error.message : COACH_MESSAGES.requestFailed),
  );

  return (
    <section className="portal-card" aria-labelledby="access-title">
      <div className="card-head">
        <h2 id="access-title">Calendar editor access</h2>
        <span
          className={`badge ${state.kind === 'granted' ? 'badge-success' : pending ? 'badge-warning' : 'badge-neutral'}`}
        >
          {state.kind === 'granted'
            ? 'Granted'
            : pending
              ? 'Pending review'
              : last?.status === 'DENIED'
                ? 'Denied'
                : 'Not granted'}
        </span>
      </div>
      {state.kind === 'granted' ? (
        <p>
          You can create and edit {programName ? `${programName}’s` : 'this program’s'} team events, upload
          its season schedules and keep feedback on its roster.
        </p>
      ) : pending ? (
        <p>
          Your request for {pending.program_name ?? programName} is with our staff (sent{' '}
          {formatDay(pending.created_at)}).
        </p>
      ) : (
        <p>
          Ask our staff for calendar-editor access to manage {programName || 'your program'}’s schedule and
          roster.
          {last?.status === 'DENIED' &&
            ` Your last request was not approved${last.reviewed_by_name ? ` by ${last.reviewed_by_name}` : ''}${last.review_note ? `: “${last.review_note}”` : '.'}`}
        </p>
      )}
      {state.kind !== 'granted' && (
        <form
          {...form.formProps}
          className="portal-form"
          onSubmit={submit}
          aria-label="Calendar editor request"
        >
          <TextAreaField
            {...form.bind('message')}
            label="Message to our staff"
            labelNote="optional"
            hint={
              pending
                ? 'Staff will answer your request before you can send another.'
                : 'Which team you coach and your role.'
            }
            maxLength={2000}
            disabled={Boolean(pending)}
          />
          <FormMessage {...form.messageProps} />
          <div className="portal-actions">
            <button type="submit" className="btn btn-primary" disabled={form.busy || !form.hydrated}>
              {form.busy ? 'Sending…' : 'Request access'}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => void refreshAccess()}>
              Refresh status
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
