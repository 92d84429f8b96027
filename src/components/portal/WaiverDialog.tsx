import { useStore } from '@nanostores/react';
import { formErrorMessage } from '../../domain/error-message';
import { renderContent } from '../../lib/markdown';
import { $waiverText, WAIVER_SIGN_MESSAGES } from '../../stores/waiver';
import CheckboxField from '../form/CheckboxField';
import FormMessage from '../form/FormMessage';
import TextField from '../form/TextField';
import { useForm } from '../form/use-form';
import Dialog from './Dialog';
import FormActions from '../form/FormActions';

interface Props {
  /** Who the waiver is signed for, shown under the title ('For Riley Hale'). */
  participant: string;
  /** The words of the agreement box (who signs, and that they agree). */
  agreement: string;
  /** The signer's name to start from (the account's). */
  signer: string;
  /** Stores the signature; a failure is shown in the dialog. */
  sign: (signerName: string, version: string) => Promise<void>;
  /** The signature is stored (the dialog is done). */
  onSigned: () => void;
  /** Closed without signing. */
  onClose: () => void;
  /** The sign button ('Sign waiver'; 'Sign and continue' inside a registration). */
  submitLabel?: string;
  /** A line above the waiver text (why it is asked for now). */
  intro?: string;
}

/**
 * Signing the league's participation waiver: its text, the signer's typed full name and an
 * agreement box. One dialog for every signer (a parent for a child, an adult athlete for
 * themselves), in the portal or inside a registration; the server stores it with the time, address,
 * version and provider 'league'.
 */
export default function WaiverDialog(props: Props) {
  const { participant, agreement, signer, sign, onSigned, onClose, submitLabel = 'Sign waiver' } = props;
  const waiver = useStore($waiverText);
  const form = useForm<'signer_name' | 'agree'>({ signer_name: signer, agree: '' });
  const submit = form.submit(
    async () => {
      if (!form.values.signer_name.trim())
        return form.fail({ field: 'signer_name', message: WAIVER_SIGN_MESSAGES.name });
      if (form.values.agree !== 'true')
        return form.fail({ field: 'agree', message: WAIVER_SIGN_MESSAGES.agree });
      if (!waiver.data) return;
      await sign(form.values.signer_name.trim(), waiver.data.version);
      onSigned();
    },
    (error) => formErrorMessage(error, WAIVER_SIGN_MESSAGES.failed),
  );
  return (
    <Dialog
      open
      title={waiver.data?.title ?? 'Participation waiver'}
      description={`For ${participant}`}
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
          {props.intro && <p className="portal-notice">{props.intro}</p>}
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
          <CheckboxField {...form.bind('agree')} label={agreement} />
          <FormMessage {...form.messageProps} />
          <FormActions
            busy={form.busy}
            onCancel={onClose}
            cancelLabel="Not now"
            submitLabel={submitLabel}
            busyLabel="Signing…"
          />
        </form>
      )}
    </Dialog>
  );
}
