import { useId, useRef, useState, type SubmitEvent } from 'react';
import FormMessage from '../../../components/form/FormMessage';
import SelectField from '../../../components/form/SelectField';
import TextAreaField from '../../../components/form/TextAreaField';
import TextField from '../../../components/form/TextField';
import type { ScheduleSettings } from '../../../domain/schedule/model';
import {
  blackoutsText,
  readBlackouts,
  readSlots,
  readVenues,
  slotsText,
  venuesText,
} from '../../../domain/schedule/settings-text';
import { showToast } from '../../../stores/toasts';
import { scheduleAction } from './schedule-data';

/**
 * The season's schedule settings: dates, game length, single or double round robin, and one
 * weekly game time, venue or blackout per line (src/domain/schedule/settings-text.ts).
 */
export default function SettingsForm({ season, settings }: { season: number; settings: ScheduleSettings }) {
  const id = useId();
  const alert = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState({
    start_date: settings.start_date,
    end_date: settings.end_date,
    game_minutes: String(settings.game_minutes),
    rounds: settings.rounds,
    slots: slotsText(settings.weekly_slots),
    venues: venuesText(settings.venues),
    blackouts: blackoutsText(settings.blackouts),
  });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (event: { currentTarget: { value: string } }) =>
    setValues({ ...values, [name]: event.currentTarget.value });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const slots = readSlots(values.slots);
    const venues = readVenues(values.venues);
    const blackouts = readBlackouts(values.blackouts);
    const local =
      (slots.error && { field: 'weekly_slots', message: slots.error }) ||
      (venues.error && { field: 'venues', message: venues.error }) ||
      (blackouts.error && { field: 'blackouts', message: blackouts.error }) ||
      null;
    if (local) {
      setProblem(local);
      alert.current?.focus();
      return;
    }
    setBusy(true);
    const result = await scheduleAction(
      `/office/schedules/${season}/`,
      {
        start_date: values.start_date,
        end_date: values.end_date,
        game_minutes: Number(values.game_minutes),
        rounds: values.rounds,
        weekly_slots: slots.value,
        venues: venues.value,
        blackouts: blackouts.value,
      },
      'The settings could not be saved right now. Please try again.',
      'PUT',
    );
    setBusy(false);
    if (!result.ok) {
      setProblem({ field: result.failure.field ?? '', message: result.failure.message });
      alert.current?.focus();
      return;
    }
    setProblem(null);
    showToast('Schedule settings saved.');
  };

  const invalid = (field: string) => (problem?.field === field ? true : undefined);
  return (
    <form
      className="portal-form schedule-settings"
      aria-label="Schedule settings"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <FormMessage id={`${id}-alert`} ref={alert} error={problem?.message} />
      <div className="schedule-settings-row">
        <TextField
          id={`${id}-start`}
          label="First day"
          type="date"
          value={values.start_date}
          onChange={set('start_date')}
          aria-invalid={invalid('start_date')}
          errorId={`${id}-alert`}
          required
        />
        <TextField
          id={`${id}-end`}
          label="Last day"
          type="date"
          value={values.end_date}
          onChange={set('end_date')}
          aria-invalid={invalid('end_date')}
          errorId={`${id}-alert`}
          required
        />
      </div>
      <div className="schedule-settings-row">
        <TextField
          id={`${id}-minutes`}
          label="Game length (minutes)"
          inputMode="numeric"
          value={values.game_minutes}
          onChange={set('game_minutes')}
          aria-invalid={invalid('game_minutes')}
          errorId={`${id}-alert`}
        />
        <SelectField
          id={`${id}-rounds`}
          label="Each pair of teams meets"
          value={values.rounds}
          onChange={set('rounds')}
        >
          <option value="single">Once (single round robin)</option>
          <option value="double">Twice, home and away (double round robin)</option>
        </SelectField>
      </div>
      <TextAreaField
        id={`${id}-slots`}
        label="Weekly game times"
        hint="One per line, e.g. Saturday 09:00."
        value={values.slots}
        onChange={set('slots')}
        aria-invalid={invalid('weekly_slots')}
        errorId={`${id}-alert`}
      />
      <TextAreaField
        id={`${id}-venues`}
        label="Venues and their fields"
        hint="One per line, e.g. Snowden Grove Park: 3."
        value={values.venues}
        onChange={set('venues')}
        aria-invalid={invalid('venues')}
        errorId={`${id}-alert`}
      />
      <TextAreaField
        id={`${id}-blackouts`}
        label="Blackout dates"
        hint="One per line: 2031-09-20 (the whole league), 2031-09-27, Snowden Grove Park (a venue), 2031-10-04, team Horn Lake Hawks (a team); a window after the day: 2031-09-27 12:00-15:00."
        value={values.blackouts}
        onChange={set('blackouts')}
        aria-invalid={invalid('blackouts')}
        errorId={`${id}-alert`}
      />
      <div className="portal-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
