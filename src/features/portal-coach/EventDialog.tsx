import {
  checkEvent,
  COACH_MESSAGES,
  EMPTY_EVENT,
  eventTeamChoices,
  type EventForm,
  type TeamChoice,
} from '../../domain/coach';
import { toLeagueInput } from '../../domain/schedule-csv';
import type { LeagueEvent } from '../../domain/types';
import type { User } from '../../stores/session';
import Dialog from '../../components/portal/Dialog';
import CheckboxField from '../../components/form/CheckboxField';
import FormMessage from '../../components/form/FormMessage';
import SelectField from '../../components/form/SelectField';
import TextAreaField from '../../components/form/TextAreaField';
import TextField from '../../components/form/TextField';
import { useForm } from '../../components/form/use-form';
import { createEvent, updateEvent } from './coach-data';

interface Props {
  user: User | null;
  program: string;
  /** The event to edit; none to create one. */
  event: LeagueEvent | null;
  /** The teams of the program's seasons, labelled with their season (staff pick among them). */
  seasonTeams: readonly TeamChoice[];
  onClose: () => void;
}

const REQUIRED = ['title', 'starts_at', 'ends_at'] as const;

const formOf = (event: LeagueEvent | null, firstTeam: TeamChoice | undefined): EventForm =>
  event
    ? {
        title: event.title,
        starts_at: toLeagueInput(event.starts_at),
        ends_at: toLeagueInput(event.ends_at),
        location_text: event.location_text,
        notes: event.notes,
        team: event.team ? String(event.team) : '',
        public: event.public ? 'true' : '',
      }
    : { ...EMPTY_EVENT, team: firstTeam ? String(firstTeam.id) : '' };

/**
 * Create or edit a team event (spec 3 §5): times are league (Central) time; a new event picks its
 * team (the whole program only for those who hold it) and whether it is on the public calendar
 * (issue 19); an event keeps its team.
 */
export default function EventDialog({ user, program, event, seasonTeams, onClose }: Props) {
  const choices = eventTeamChoices(user, program, seasonTeams);
  // A coach of one team starts on it; those who hold the program start on the whole program.
  const form = useForm<keyof EventForm>(formOf(event, choices.programWide ? undefined : choices.teams[0]));
  const submit = form.submit(
    async () => {
      const problem = checkEvent(user, program, form.values);
      if (problem) {
        // The first empty field, or the end when it comes before the start.
        const field =
          problem === COACH_MESSAGES.eventFieldsNeeded
            ? REQUIRED.find((name) => !form.values[name].trim())
            : problem === COACH_MESSAGES.endBeforeStart
              ? 'ends_at'
              : problem === COACH_MESSAGES.teamNeeded
                ? 'team'
                : undefined;
        form.fail({ message: problem, ...(field ? { field } : {}) });
        return;
      }
      if (event) {
        // Optimistic: the list shows the edit at once; a failure puts it back and says so.
        onClose();
        await updateEvent(event, form.values);
        return;
      }
      await createEvent(program, form.values);
      onClose();
    },
    (error) => (error instanceof Error ? error.message : ''),
  );
  return (
    <Dialog open title={event ? 'Edit event' : 'Add team event'} onClose={onClose} busy={form.busy}>
      <form
        {...form.formProps}
        className="portal-form"
        onSubmit={submit}
        aria-label={event ? 'Edit event' : 'New event'}
      >
        {event ? (
          <p className="portal-muted">
            For {event.team_name ?? 'the whole program'} (an event keeps its team; delete it to move it).
          </p>
        ) : (
          <SelectField {...form.bind('team')} label="Team">
            {choices.programWide && <option value="">Whole program (every team)</option>}
            {!choices.programWide && choices.teams.length !== 1 && <option value="">Choose a team</option>}
            {choices.teams.map((team) => (
              <option key={team.id} value={String(team.id)}>
                {team.name}
              </option>
            ))}
          </SelectField>
        )}
        <TextField {...form.bind('title')} label="Title" maxLength={200} autoComplete="off" />
        <div className="portal-grid portal-grid-2">
          <TextField {...form.bind('starts_at')} type="datetime-local" label="Starts" hint="Central time" />
          <TextField {...form.bind('ends_at')} type="datetime-local" label="Ends" hint="Central time" />
        </div>
        <TextField {...form.bind('location_text')} label="Location" labelNote="optional" maxLength={300} />
        <TextAreaField {...form.bind('notes')} label="Notes" labelNote="optional" maxLength={2000} rows={3} />
        <CheckboxField
          {...form.bind('public')}
          label="Public: show it on the league's calendar (otherwise only the team's families and coaches see it)"
        />
        <FormMessage {...form.messageProps} />
        <div className="portal-actions">
          <button type="submit" className="btn btn-primary" disabled={form.busy || !form.hydrated}>
            {form.busy ? 'Saving…' : event ? 'Save changes' : 'Add event'}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={form.busy}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
