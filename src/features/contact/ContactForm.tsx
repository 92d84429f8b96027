import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type SubmitEvent,
} from 'react';
import {
  CONTACT_MAX_LENGTH,
  CONTACT_MESSAGES,
  contactConfirmation,
  validateContactMessage,
  type ContactMessageInput,
} from '../../domain/contact';
import { formErrorMessage } from '../../domain/error-message';
import { sendContactMessage } from './contact-api';
import './contact-form.css';

type Field = keyof ContactMessageInput;
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

interface Problem {
  field?: Field;
  message: string;
}

/**
 * The contact message form (spec 1 §2.12, §5): only the email is required. On success it shows the
 * server's confirmation (or the default); on failure it shows the error and keeps what was typed.
 */
export default function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const fieldId = (field: Field) => `${id}-${field}`;
  const alertId = `${id}-alert`;

  useEffect(() => {
    if (confirmation) statusRef.current?.focus();
  }, [confirmation]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = validateContactMessage(values);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      document.getElementById(fieldId(checked.field))?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await sendContactMessage(checked.payload);
      setValues(EMPTY);
      setConfirmation(contactConfirmation(answer));
    } catch (error) {
      // What the visitor typed stays in the form so they can try again.
      setProblem({ message: formErrorMessage(error, CONTACT_MESSAGES.failed) });
      alertRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  /** Props shared by every field: id, value, change handler, length limit and error wiring. */
  const bind = (field: Field) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    maxLength: CONTACT_MAX_LENGTH[field],
    'aria-invalid': problem?.field === field || undefined,
    'aria-describedby': problem?.field === field ? alertId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      if (problem?.field === field) setProblem(null);
    },
  });

  const input = (field: Field, label: string, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="contact-field">
      <label htmlFor={fieldId(field)}>
        {label}
        {extra.required && <span className="contact-required"> (required)</span>}
      </label>
      <input {...bind(field)} {...extra} />
    </div>
  );

  if (confirmation) {
    return (
      <div className="contact-card">
        <div ref={statusRef} className="contact-success" role="status" tabIndex={-1}>
          <p>{confirmation}</p>
        </div>
        <button type="button" className="contact-secondary" onClick={() => setConfirmation(null)}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form className="contact-card contact-form" onSubmit={submit} noValidate aria-label="Send us a message">
      <div className="contact-row">
        {input('name', 'Name', { autoComplete: 'name' })}
        {input('email', 'Email', {
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
          required: true,
        })}
      </div>
      <div className="contact-row">
        {input('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        {input('subject', 'Subject')}
      </div>
      <div className="contact-field">
        <label htmlFor={fieldId('message')}>Message</label>
        <textarea {...bind('message')} rows={5} />
      </div>
      <div
        ref={alertRef}
        id={alertId}
        className="contact-alert"
        role="alert"
        tabIndex={-1}
        data-empty={problem ? undefined : ''}
      >
        {problem?.message}
      </div>
      <button className="contact-submit" type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
