import { useEffect, useRef, useState } from 'react';
import FormMessage, { FormSuccess } from '../../components/form/FormMessage';
import TextAreaField from '../../components/form/TextAreaField';
import EmailField from '../../components/form/EmailField';
import TextField from '../../components/form/TextField';
import { useForm } from '../../components/form/use-form';
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
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

const EMPTY: Record<keyof ContactMessageInput, string> = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/**
 * The contact message form (spec 1 §2.12, §5): only the email is required. On success it shows the
 * server's confirmation (or the default); on failure it shows the error and keeps what was typed.
 */
function ContactForm() {
  const form = useForm(EMPTY);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirmation) successRef.current?.focus();
  }, [confirmation]);

  const submit = form.submit(
    async () => {
      const checked = validateContactMessage(form.values);
      if (!checked.ok) return form.fail({ field: checked.field, message: checked.message });
      const answer = await sendContactMessage(checked.payload);
      form.reset();
      setConfirmation(contactConfirmation(answer));
    },
    (error) => formErrorMessage(error, CONTACT_MESSAGES.failed),
  );

  /** A field's binding with the longest value the API stores. */
  const bind = (field: keyof ContactMessageInput) => ({
    ...form.bind(field),
    maxLength: CONTACT_MAX_LENGTH[field],
  });

  if (confirmation) {
    return (
      <div className="contact-card">
        <FormSuccess ref={successRef}>
          <p>{confirmation}</p>
        </FormSuccess>
        <button type="button" className="contact-secondary" onClick={() => setConfirmation(null)}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form
      {...form.formProps}
      className="contact-card contact-form"
      onSubmit={submit}
      aria-label="Send us a message"
    >
      <div className="contact-row">
        <TextField {...bind('name')} label="Name" autoComplete="name" />
        <EmailField {...bind('email')} label="Email" labelNote="required" required />
      </div>
      <div className="contact-row">
        <TextField {...bind('phone')} label="Phone" type="tel" autoComplete="tel" />
        <TextField {...bind('subject')} label="Subject" />
      </div>
      <TextAreaField {...bind('message')} label="Message" rows={5} />
      <FormMessage {...form.messageProps} />
      <button className="contact-submit" type="submit" disabled={form.busy || !form.hydrated}>
        {form.busy ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(ContactForm);
