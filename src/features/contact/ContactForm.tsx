import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import {
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
  const emailRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirmation) statusRef.current?.focus();
  }, [confirmation]);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (problem?.field === field) setProblem(null);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = validateContactMessage(values);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      emailRef.current?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await sendContactMessage(checked.payload);
      setValues(EMPTY);
      setConfirmation(contactConfirmation(answer));
    } catch (error) {
      setProblem({ message: formErrorMessage(error, CONTACT_MESSAGES.failed) });
      alertRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const fieldId = (field: Field) => `${id}-${field}`;
  const alertId = `${id}-alert`;
  const emailInvalid = problem?.field === 'email';

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
        <div className="contact-field">
          <label htmlFor={fieldId('name')}>Name</label>
          <input
            id={fieldId('name')}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={change('name')}
          />
        </div>
        <div className="contact-field">
          <label htmlFor={fieldId('email')}>
            Email <span className="contact-required">(required)</span>
          </label>
          <input
            ref={emailRef}
            id={fieldId('email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={emailInvalid || undefined}
            aria-describedby={emailInvalid ? alertId : undefined}
            value={values.email}
            onChange={change('email')}
          />
        </div>
      </div>
      <div className="contact-row">
        <div className="contact-field">
          <label htmlFor={fieldId('phone')}>Phone</label>
          <input
            id={fieldId('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={change('phone')}
          />
        </div>
        <div className="contact-field">
          <label htmlFor={fieldId('subject')}>Subject</label>
          <input id={fieldId('subject')} name="subject" value={values.subject} onChange={change('subject')} />
        </div>
      </div>
      <div className="contact-field">
        <label htmlFor={fieldId('message')}>Message</label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={5}
          value={values.message}
          onChange={change('message')}
        />
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
