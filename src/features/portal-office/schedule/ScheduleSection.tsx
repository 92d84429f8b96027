/**
 * The office's Schedule and standings section (issue 38): pick a season; its settings; generate a
 * draft, read its fairness report, lock and move games, publish; check the games it has now;
 * re-plan a closed venue day; its standings with coin tosses, and its playoff brackets.
 */
import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import SelectField from '../../../components/form/SelectField';
import '../../../components/portal/resource/resource.css';
import { showToast } from '../../../stores/toasts';
import { $seasonOptions } from '../office-data';
import DraftPanel from './DraftPanel';
import FairnessReport from './FairnessReport';
import ReplanDialog from './ReplanDialog';
import { $schedule, $scheduleSeason, scheduleAction } from './schedule-data';
import './schedule.css';
import SettingsForm from './SettingsForm';
import StandingsPanel from './StandingsPanel';

function SeasonSchedule({ season }: { season: number }) {
  const { data, error, loading } = useStore($schedule);
  const [busy, setBusy] = useState(false);
  const [replanning, setReplanning] = useState(false);
  if (error) return <p className="portal-alert">This season’s schedule could not be loaded right now.</p>;
  if (!data || data.season.id !== season)
    return loading ? <p className="portal-loading">Loading the schedule…</p> : null;
  const generate = async () => {
    setBusy(true);
    const result = await scheduleAction(
      `/office/schedules/${season}/generate/`,
      { seed: Math.floor(Math.random() * 2 ** 31) },
      'The schedule could not be generated right now. Please try again.',
    );
    setBusy(false);
    if (!result.ok) showToast(result.failure.message, { tone: 'error' });
    else showToast('Draft ready: read its report below, then publish.');
  };
  return (
    <>
      <p>
        {data.teams.length} teams:{' '}
        {data.teams.map((team) => team.name).join(', ') || 'none yet (add them in Teams)'}.
      </p>
      <details className="schedule-settings-box" open={!data.saved}>
        <summary>Settings: dates, game times, venues and blackouts</summary>
        <SettingsForm
          key={`${season}-${JSON.stringify(data.settings)}`}
          season={season}
          settings={data.settings}
        />
      </details>
      <div className="portal-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || !data.saved}
          onClick={() => void generate()}
        >
          {busy ? 'Generating…' : data.draft ? 'Generate again' : 'Generate schedule'}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!data.saved}
          onClick={() => setReplanning(true)}
        >
          Close a venue for a day
        </button>
      </div>
      {!data.saved && <p className="portal-muted">Save the settings to generate a schedule.</p>}
      {data.draft && <DraftPanel season={season} draft={data.draft} settings={data.settings} />}
      <section className="office-subsection" aria-labelledby="schedule-current-title">
        <h3 id="schedule-current-title">The season’s games now</h3>
        <p>
          {data.current.games} games;{' '}
          {data.current.report.hard === 0
            ? 'every hard rule holds'
            : `${data.current.report.hard} hard-rule violations`}
          . The same check runs over games added by hand or uploaded from a CSV file.
        </p>
        {data.current.games > 0 && (
          <details>
            <summary>Rules and fairness of the published games</summary>
            <FairnessReport report={data.current.report} label="published games" />
          </details>
        )}
      </section>
      <StandingsPanel season={season} />
      {replanning && (
        <ReplanDialog season={season} settings={data.settings} onClose={() => setReplanning(false)} />
      )}
    </>
  );
}

export default function ScheduleSection({ heading }: { heading: ReactNode }) {
  const id = useId();
  const season = useStore($scheduleSeason);
  const options = useStore($seasonOptions);
  return (
    <section className="portal-card" aria-labelledby="office-section-title">
      {heading}
      <SelectField
        id={id}
        label="Season"
        value={season}
        onChange={(e) => $scheduleSeason.set(e.currentTarget.value)}
      >
        <option value="">Choose a season</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {season ? (
        <SeasonSchedule season={Number(season)} />
      ) : (
        <p className="portal-muted">Choose a season to schedule.</p>
      )}
    </section>
  );
}
