/**
 * One waitlist action in a dialog (the office's Waitlists section): move an entry to a position,
 * remove it, or offer it a place now, each with a reason. The rules are the server's
 * (src/domain/office/waitlist.ts), checked here first; a refusal is shown in the dialog, on its
 * field when the server names one. Once done, the dialog closes with a toast and focus goes to
 * the section's heading (the row's buttons may be gone).
 */
import { useRef } from 'react';
import Dialog from '../../components/portal/Dialog';
import FormActions from '../../components/form/FormActions';
import FormMessage from '../../components/form/FormMessage';
import TextAreaField from '../../components/form/TextAreaField';
import TextField from '../../components/form/TextField';
import { useForm } from '../../components/form/use-form';
import { formatKickoff } from '../../domain/league-games';
import { validateForm } from '../../domain/form-validation';
import {
  waitlistMoveSchema,
  waitlistReasonSchema,
  type OfficeWaitlistEntry,
} from '../../domain/office/waitlist';
import { change } from '../../lib/resource';
import { showToast } from '../../stores/toasts';

export type WaitlistAction = 'move' | 'remove' | 'offer';

/** What each action's dialog says and does. */
const ACTIONS: Record<
  WaitlistAction,
  {
    title: (name: string) => string;
    about: (entry: OfficeWaitlistEntry) => string;
    submit: string;
    done: (name: string, saved: OfficeWaitlistEntry) => string;
    failed: string;
  }
> = {
  move: {
    title: (name) => `Move ${name} on the waitlist`,
    about: (entry) =>
      `${entry.participant_name} is number ${entry.position ?? '—'}. The other families keep their order around the new place.`,
    submit: 'Move',
    done: (name, saved) => `${name} is now number ${saved.position} on the waitlist.`,
    failed: 'The entry could not be moved right now. Please try again.',
  },
  remove: {
    title: (name) => `Remove ${name} from the waitlist`,
    about: (entry) =>
      entry.status === 'offered'
        ? `The place offered to ${entry.participant_name} passes to the next family waiting.`
        : `${entry.participant_name} leaves the list; the families after move up.`,
    submit: 'Remove',
    done: (name) => `${name} was removed from the waitlist.`,
    failed: 'The entry could not be removed right now. Please try again.',
  },
  offer: {
    title: (name) => `Offer a place to ${name}`,
    about: () =>
      'A place is kept for the family for the offer’s time, even when none is free, and they are e-mailed a link to register and pay.',
    submit: 'Offer the place',
    done: (name, saved) =>
      `A place is offered to ${name} until ${formatKickoff(saved.offer_expires_at)}. The family is e-mailed a link to register.`,
    failed: 'The offer could not be made right now. Please try again.',
  },
};

interface Props {
  kind: WaitlistAction;
  entry: OfficeWaitlistEntry;
  onClose: () => void;
}

export default function WaitlistDialog({ kind, entry, onClose }: Props) {
  const action = ACTIONS[kind];
  const form = useForm<'position' | 'reason'>({ position: '', reason: '' });
  const done = useRef(false);
  const name = entry.participant_name;

  const send = form.submit(
    async () => {
      const typed = form.values.position.trim();
      const body =
        kind === 'move'
          ? { position: /^\d+$/.test(typed) ? Number(typed) : typed, reason: form.values.reason }
          : { reason: form.values.reason };
      const checked = validateForm(
        kind === 'move' ? waitlistMoveSchema : waitlistReasonSchema,
        body,
        kind === 'move' ? ['position', 'reason'] : ['reason'],
      );
      if (!checked.success) {
        form.fail(checked.issue);
        return;
      }
      const result = await change<OfficeWaitlistEntry>(
        {
          method: 'POST',
          path: `/office/waitlist/${entry.id}/${kind}/`,
          body: checked.output as Record<string, unknown>,
          // The programs' places (taken, offered, waiting) follow.
          affects: ['/office/programs/'],
        },
        action.failed,
      );
      if (!result.ok) {
        const { field, message } = result.failure;
        form.fail(field === 'position' || field === 'reason' ? { field, message } : { message });
        return;
      }
      done.current = true;
      showToast(action.done(name, result.data));
      onClose();
    },
    () => action.failed,
  );

  return (
    <Dialog
      open
      title={action.title(name)}
      description={action.about(entry)}
      busy={form.busy}
      onClose={onClose}
      returnFocus={() => (done.current ? document.getElementById('office-section-title') : null)}
    >
      <form {...form.formProps} className="portal-form" onSubmit={send} aria-label={action.title(name)}>
        {kind === 'move' && (
          <TextField
            {...form.bind('position')}
            label="New position"
            labelNote="required"
            hint="1 is next to be offered a place."
            inputMode="numeric"
            autoComplete="off"
          />
        )}
        <TextAreaField
          {...form.bind('reason')}
          label="Reason"
          labelNote="required"
          hint="Kept in the activity log."
          rows={3}
          maxLength={500}
        />
        <FormMessage {...form.messageProps} />
        <FormActions
          busy={form.busy}
          ready={form.hydrated}
          onCancel={onClose}
          submitLabel={action.submit}
          busyLabel="Working…"
        />
      </form>
    </Dialog>
  );
}
