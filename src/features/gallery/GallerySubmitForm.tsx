import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
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

const EMPTY: SubmissionFields = { title: '', description: '', location: '', team_one: '', team_two: '' };

type Outcome = { kind: 'error' | 'success'; message: string } | null;

const TEXT_FIELDS: {
  name: Exclude<keyof SubmissionFields, 'description'>;
  label: string;
  autoComplete?: string;
}[] = [
  { name: 'title', label: 'Title' },
  { name: 'location', label: 'Location' },
  { name: 'team_one', label: 'Home team' },
  { name: 'team_two', label: 'Away team' },
];

/** A file size for people: "820 KB", "14.2 MB". */
function readableSize(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/**
 * Highlight submission (spec 1 §2.9, §5, §8): a trimmed title and a photo or video file are needed;
 * the form posts multipart data and says so when the highlight is in review. On failure it shows the
 * server's detail (or the default message) and keeps what was typed; on success it is cleared.
 */
export default function GallerySubmitForm() {
  const id = useId();
  const [values, setValues] = useState<SubmissionFields>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The built page cannot upload: sending waits until the island runs.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const change =
    (name: keyof SubmissionFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = validateSubmission(values.title, file);
    if (problem || !file) {
      setOutcome({ kind: 'error', message: problem ?? SUBMISSION_ERROR });
      return;
    }
    const form = new FormData();
    for (const [name, value] of submissionFields(values, file)) form.append(name, value);
    setBusy(true);
    setOutcome(null);
    try {
      await submitHighlight(form);
      setValues(EMPTY);
      setFile(null);
      formRef.current?.reset();
      setOutcome({ kind: 'success', message: SUBMISSION_SUCCESS });
    } catch (failure) {
      setOutcome({ kind: 'error', message: errorDetail(failure) ?? SUBMISSION_ERROR });
    } finally {
      setBusy(false);
    }
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const titleMissing = outcome?.kind === 'error' && !values.title.trim();
  const fileMissing = outcome?.kind === 'error' && !file;

  return (
    <form
      ref={formRef}
      className="submit-form"
      onSubmit={submit}
      noValidate
      aria-label="Submit a highlight"
      aria-busy={busy}
    >
      <div className="submit-grid">
        {TEXT_FIELDS.map((field) => (
          <div key={field.name} className={`submit-field${field.name === 'title' ? ' is-wide' : ''}`}>
            <label htmlFor={fieldId(field.name)}>
              {field.label}
              {field.name === 'title' && <span className="submit-required"> (required)</span>}
            </label>
            <input
              id={fieldId(field.name)}
              name={field.name}
              value={values[field.name]}
              onChange={change(field.name)}
              required={field.name === 'title'}
              aria-invalid={(field.name === 'title' && titleMissing) || undefined}
              aria-describedby={field.name === 'title' && titleMissing ? fieldId('status') : undefined}
            />
          </div>
        ))}
        <div className="submit-field is-wide">
          <label htmlFor={fieldId('description')}>Description</label>
          <textarea
            id={fieldId('description')}
            name="description"
            rows={3}
            value={values.description}
            onChange={change('description')}
          />
        </div>
        <div className="submit-field is-wide">
          <label htmlFor={fieldId('media')}>
            Photo or video <span className="submit-required">(required)</span>
          </label>
          <input
            id={fieldId('media')}
            name="media"
            type="file"
            accept="image/*,video/*"
            required
            aria-invalid={fileMissing || undefined}
            aria-describedby={`${fieldId('media-hint')}${fileMissing ? ` ${fieldId('status')}` : ''}`}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p id={fieldId('media-hint')} className="submit-hint">
            {file
              ? `${file.name} · ${readableSize(file.size)}`
              : 'A photo or a short video clip from a league game.'}
          </p>
        </div>
      </div>
      <div className="submit-actions">
        <button type="submit" className="btn btn-gold" disabled={busy || !ready}>
          {busy ? 'Uploading…' : 'Submit highlight'}
        </button>
        {busy && (
          <span className="submit-progress" aria-hidden="true">
            <span />
          </span>
        )}
      </div>
      <p id={fieldId('status')} className="submit-error" role="alert">
        {outcome?.kind === 'error' ? outcome.message : ''}
      </p>
      <p className="submit-success" role="status">
        {outcome?.kind === 'success' ? outcome.message : ''}
      </p>
    </form>
  );
}
