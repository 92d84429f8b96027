import { useId, useRef, useState, type SubmitEvent } from 'react';
import FormActions from '../../../components/form/FormActions';
import FormMessage from '../../../components/form/FormMessage';
import SelectField from '../../../components/form/SelectField';
import TextField from '../../../components/form/TextField';
import Dialog from '../../../components/portal/Dialog';
import type { ScheduleSettings } from '../../../domain/schedule/model';
import { scheduleAction } from './schedule-data';

/**
 * Closes a venue (or every venue) for a day or a window: the server proposes make-up slots for the
 * games it covers as a draft, which staff then read, adjust and publish.
 */
export default function ReplanDialog({
  season,
  settings,
  onClose,
}: {
  season: number;
  settings: ScheduleSettings;
  onClose: () => void;
}) {
  const id = useId();
  const alert = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState({ date: '', from: '', to: '', venue: '', note: '' });
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (event: { currentTarget: { value: string } }) =>
    setValues({ ...values, [name]: event.currentTarget.value });
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const result = await scheduleAction(
      `/office/schedules/${season}/replan/`,
      values,
      'The closed day could not be re-planned right now. Please try again.',
    );
    setBusy(false);
    if (!result.ok) {
      setProblem({
        ...(result.failure.field ? { field: result.failure.field } : {}),
        message: result.failure.message,
      });
      alert.current?.focus();
      return;
    }
    onClose();
  };
  const invalid = (field: string) => (problem?.field === field ? true : undefined);
  return (
    <Dialog open title="Close a venue for a day" busy={busy} onClose={onClose}>
      <form className="portal-form" aria-label="Closed venue" onSubmit={(e) => void submit(e)} noValidate>
        <p>
          Its games that are not yet played get make-up slots; every hard rule keeps holding and as few other
          games as possible move. Nothing changes until you publish the draft.
        </p>
        <FormMessage id={`${id}-alert`} ref={alert} error={problem?.message} />
        <SelectField id={`${id}-venue`} label="Venue" value={values.venue} onChange={set('venue')}>
          <option value="">Every venue</option>
          {settings.venues.map((venue) => (
            <option key={venue.name} value={venue.name}>
              {venue.name}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-date`}
          label="Closed on"
          type="date"
          value={values.date}
          onChange={set('date')}
          aria-invalid={invalid('date')}
          errorId={`${id}-alert`}
        />
        <div className="schedule-settings-row">
          <TextField
            id={`${id}-from`}
            label="From (optional)"
            type="time"
            value={values.from}
            onChange={set('from')}
          />
          <TextField
            id={`${id}-to`}
            label="To (optional)"
            type="time"
            value={values.to}
            onChange={set('to')}
          />
        </div>
        <TextField
          id={`${id}-note`}
          label="Why (optional)"
          value={values.note}
          onChange={set('note')}
          maxLength={160}
        />
        <FormActions
          busy={busy}
          onCancel={onClose}
          submitLabel="Propose make-up slots"
          busyLabel="Re-planning…"
        />
      </form>
    </Dialog>
  );
}
