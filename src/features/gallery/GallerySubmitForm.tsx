import { useState } from 'react';
import FileField from '../../components/form/FileField';
import FormMessage from '../../components/form/FormMessage';
import TextAreaField from '../../components/form/TextAreaField';
import TextField from '../../components/form/TextField';
import { useForm } from '../../components/form/use-form';
import {
  SUBMISSION_ERROR,
  SUBMISSION_SUCCESS,
  submissionFields,
  validateSubmission,
  type SubmissionFields,
} from '../../domain/gallery';
import { errorDetail } from '../../domain/error-message';
import { submitHighlight } from './gallery-api';
import './gallery.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

const EMPTY: SubmissionFields = { title: '', description: '', location: '', team_one: '', team_two: '' };

const TEAM_FIELDS = [
  { name: 'location', label: 'Location' },
  { name: 'team_one', label: 'Home team' },
  { name: 'team_two', label: 'Away team' },
] as const;

/**
 * Highlight submission (spec 1 §2.9, §5, §8): a trimmed title and a photo or video file are needed;
 * the form posts multipart data and says so when the highlight is in review. On failure it shows the
 * server's detail (or the default message) and keeps what was typed; on success it is cleared.
 */
function GallerySubmitForm() {
  const form = useForm(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(false);

  const submit = form.submit(
    async () => {
      setSent(false);
      const problem = validateSubmission(form.values.title, file);
      if (problem) return form.fail(problem);
      if (!file) return;
      const body = new FormData();
      for (const [name, value] of submissionFields(form.values, file)) body.append(name, value);
      await submitHighlight(body);
      form.reset();
      setFile(null);
      setSent(true);
    },
    (error) => errorDetail(error) ?? SUBMISSION_ERROR,
  );

  return (
    <form {...form.formProps} className="submit-form" onSubmit={submit} aria-label="Submit a highlight">
      <div className="submit-grid">
        <div className="is-wide">
          <TextField {...form.bind('title')} label="Title" labelNote="required" required />
        </div>
        {TEAM_FIELDS.map((field) => (
          <TextField key={field.name} {...form.bind(field.name)} label={field.label} />
        ))}
        <div className="is-wide">
          <TextAreaField {...form.bind('description')} label="Description" rows={3} />
        </div>
        <div className="is-wide">
          <FileField
            id={form.fieldId('media')}
            name="media"
            label="Photo or video"
            labelNote="required"
            hint="A photo or a short video clip from a league game."
            accept="image/*,video/*"
            required
            aria-invalid={form.problem?.field === 'media' || undefined}
            errorId={form.messageProps.id}
            file={file}
            onFile={setFile}
          />
        </div>
      </div>
      <div className="submit-actions">
        <button type="submit" className="btn btn-gold" disabled={form.busy || !form.hydrated}>
          {form.busy ? 'Uploading…' : 'Submit highlight'}
        </button>
        {form.busy && (
          <span className="submit-progress" aria-hidden="true">
            <span />
          </span>
        )}
      </div>
      <FormMessage {...form.messageProps} />
      <p className="submit-success" role="status">
        {sent ? SUBMISSION_SUCCESS : ''}
      </p>
    </form>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(GallerySubmitForm);
