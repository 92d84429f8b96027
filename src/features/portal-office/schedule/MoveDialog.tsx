import { useId, useRef, useState, type SubmitEvent } from 'react';
import FormActions from '../../../components/form/FormActions';
import FormMessage from '../../../components/form/FormMessage';
import SelectField from '../../../components/form/SelectField';
import TextField from '../../../components/form/TextField';
import Dialog from '../../../components/portal/Dialog';
import type { DraftGame } from '../../../domain/schedule/draft';
import { fieldLabel, type ScheduleSettings } from '../../../domain/schedule/model';
import { parseKickoff, toLeagueInput } from '../../../domain/schedule-csv';
import { scheduleAction } from './schedule-data';

/** Moves one draft game by hand: a new kickoff (league time) and field; the report follows. */
export default function MoveDialog({
  season,
  game,
  settings,
  onClose,
}: {
  season: number;
  game: DraftGame;
  settings: ScheduleSettings;
  onClose: () => void;
}) {
  const id = useId();
  const alert = useRef<HTMLDivElement>(null);
  const fields = settings.venues.flatMap((venue) =>
    Array.from({ length: venue.fields }, (_, i) => fieldLabel(venue.name, i + 1, venue.fields)),
  );
  const [kickoff, setKickoff] = useState(toLeagueInput(game.kickoff));
  const [venue, setVenue] = useState(fields.includes(game.venue) ? game.venue : (fields[0] ?? game.venue));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const instant = parseKickoff(kickoff.replace('T', ' '));
    if (!instant) {
      setProblem('Enter the new kickoff as a date and time.');
      alert.current?.focus();
      return;
    }
    setBusy(true);
    const result = await scheduleAction(
      `/office/schedules/${season}/draft/`,
      { action: 'move', key: game.key, kickoff: instant.toISOString(), venue },
      'The game could not be moved right now. Please try again.',
    );
    setBusy(false);
    if (!result.ok) {
      setProblem(result.failure.message);
      alert.current?.focus();
      return;
    }
    onClose();
  };
  return (
    <Dialog open title={`Move ${game.home_team} vs ${game.away_team}`} busy={busy} onClose={onClose}>
      <form className="portal-form" aria-label="Move the game" onSubmit={(e) => void submit(e)} noValidate>
        <p>The report checks every rule again once it has moved; a moved game is locked.</p>
        <FormMessage id={`${id}-alert`} ref={alert} error={problem} />
        <TextField
          id={`${id}-kickoff`}
          label="New kickoff (league time)"
          type="datetime-local"
          value={kickoff}
          onChange={(e) => setKickoff(e.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          errorId={`${id}-alert`}
        />
        <SelectField
          id={`${id}-venue`}
          label="Field"
          value={venue}
          onChange={(e) => setVenue(e.currentTarget.value)}
        >
          {[...new Set([...fields, game.venue])].map((field) => (
            <option key={field} value={field}>
              {field}
            </option>
          ))}
        </SelectField>
        <FormActions busy={busy} onCancel={onClose} submitLabel="Move game" busyLabel="Moving…" />
      </form>
    </Dialog>
  );
}
