import { ACCESS_TEXT, type AccessRequest } from '../../domain/recruiter';
import { formatDay } from '../../domain/date-range';
import FormMessage from '../../components/form/FormMessage';
import TextAreaField from '../../components/form/TextAreaField';
import { useForm } from '../../components/form/use-form';
import { submitAccessRequest } from './recruiter-data';

const BADGE = {
  NONE: 'badge-neutral',
  PENDING: 'badge-warning',
  APPROVED: 'badge-success',
  DENIED: 'badge-neutral',
};

/**
 * The access status card (spec 3 §2, §4): the request's status with a message box. A pending request
 * may be updated and a denied one resubmitted; an approved one needs nothing more.
 */
export default function AccessCard({ request }: { request: AccessRequest | null }) {
  const status = request?.status ?? 'NONE';
  const text = ACCESS_TEXT[status];
  const form = useForm<'message'>({ message: request?.status === 'PENDING' ? request.message : '' });
  const submit = form.submit(
    () => submitAccessRequest(form.values.message),
    (error) => (error instanceof Error ? error.message : ''),
  );
  return (
    <section className="portal-card" aria-labelledby="access-title">
      <div className="card-head">
        <h2 id="access-title">Access status</h2>
        <span className={`badge ${BADGE[status]}`}>{text.badge}</span>
      </div>
      <p>{text.text}</p>
      {request && (
        <p className="portal-muted">
          Requested {formatDay(request.created_at)}
          {request.reviewed_at &&
            ` · reviewed ${formatDay(request.reviewed_at)}${request.reviewed_by_name ? ` by ${request.reviewed_by_name}` : ''}`}
        </p>
      )}
      {status !== 'APPROVED' && (
        <form
          {...form.formProps}
          className="portal-form"
          onSubmit={submit}
          aria-label="Recruiter access request"
        >
          <TextAreaField
            {...form.bind('message')}
            label="Message to our operations team"
            labelNote="optional"
            hint="Who you recruit for, your role, and how we can verify you."
            maxLength={2000}
          />
          <FormMessage {...form.messageProps} />
          <div>
            <button type="submit" className="btn btn-primary" disabled={form.busy || !form.hydrated}>
              {form.busy ? 'Sending…' : text.action}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
