import { useStore } from '@nanostores/react';
import { formErrorMessage } from '../../domain/error-message';
import type { Child } from '../../domain/types';
import { renderContent } from '../../lib/markdown';
import CheckboxField from '../../components/form/CheckboxField';
import FormMessage from '../../components/form/FormMessage';
import TextField from '../../components/form/TextField';
import { useForm } from '../../components/form/use-form';
import Dialog from '../../components/portal/Dialog';
import { $waiverText, PARENT_MESSAGES, signWaiver } from './parent-data';

interface Props {
  child: Child;
  signer: string;
  onClose: () => void;
}

const SIGN_MESSAGES = {
  name: 'Type your full name to sign.',
  agree: 'Tick the box to agree to the waiver.',
} as const;

/**
 * Signing a child's waiver in the portal: the league's waiver text, the signer's typed full name
 * and an agreement box. The server stores it with the time, address, version and provider 'league'.
 */
export default function WaiverDialog({ child, signer, onClose }: Props) {
  const waiver = useStore($waiverText);
  const form = useForm<'signer_name' | 'agree'>({ signer_name: signer, agree: '' });
  const submit = form.submit(
    async () => {
      if (!form.values.signer_name.trim())
        return form.fail({ field: 'signer_name', message: SIGN_MESSAGES.name });
      if (form.values.agree !== 'true') return form.fail({ field: 'agree', message: SIGN_MESSAGES.agree });
      if (!waiver.data) return;
      await signWaiver(child.id, form.values.signer_name, waiver.data.version);
      onClose();
    },
    (error) => formErrorMessage(error, PARENT_MESSAGES.waiverFailed),
  );
  return (
    <Dialog
      open
      title={waiver.data?.title ?? 'Participation waiver'}
      description={`For ${child.name}`}
      onClose={onClose}
      busy={form.busy}
      wide
    >
      {waiver.error ? (
        <p className="portal-alert" role="alert">
          The waiver could not be loaded. Please try again in a moment.
        </p>
      ) : !waiver.data ? (
        <p className="portal-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the waiver…
        </p>
      ) : (
        <form {...form.formProps} className="portal-form" onSubmit={submit}>
          <div
            className="waiver-text"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling text box takes focus so the keyboard can scroll it
            tabIndex={0}
            aria-label="Waiver text"
            dangerouslySetInnerHTML={{ __html: renderContent(waiver.data.text, { topHeading: 3 }) }}
          />
          <p className="portal-muted">
            Version {waiver.data.version}, effective{' '}
            {new Date(`${waiver.data.effective}T12:00:00Z`).toLocaleDateString('en-US', {
              dateStyle: 'long',
            })}
            .
          </p>
          <TextField {...form.bind('signer_name')} label="Your full name (signature)" autoComplete="name" />
          <CheckboxField
            {...form.bind('agree')}
            label={`I am ${child.first_name}'s parent or legal guardian, I have read this waiver, and I agree to it.`}
          />
          <FormMessage {...form.messageProps} />
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose} disabled={form.busy}>
              Not now
            </button>
            <button type="submit" className="btn btn-primary" disabled={form.busy}>
              {form.busy ? 'Signing…' : 'Sign waiver'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
