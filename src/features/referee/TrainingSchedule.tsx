import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { localDay } from '../../domain/date-range';
import { REFEREE_MESSAGES } from '../../domain/referee';
import type { LeagueEvent } from '../../domain/types';
import { useMounted } from '../../components/form/use-mounted';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';
import LoadProblem from '../../components/portal/LoadProblem';
import { $sessionDays, $sessions, reloadSessions } from './referee-data';
import SessionList from './SessionList';
import './referee.css';

interface Props {
  /** Upcoming sessions from the build-time snapshot (shown with JS off and until the live list). */
  initialSessions: LeagueEvent[];
  /** The day the page was built: the start filter until the island knows today. */
  builtOn: string;
}

/**
 * The training schedule (spec 3 §2, §7): start and end date filters (a start day from 00:00:00, an
 * end day until 23:59:59) and the sessions between them, loaded live.
 */
function TrainingSchedule({ initialSessions, builtOn }: Props) {
  const id = useId();
  const mounted = useMounted();
  const [days, setDays] = useState({ start: builtOn, end: '' });
  const sessions = useStore($sessions);

  // Live from today on, once the island runs.
  useEffect(() => {
    const today = { start: localDay(new Date()), end: '' };
    setDays(today);
    $sessionDays.set(today);
  }, []);

  const change = (field: 'start' | 'end', value: string) => {
    const next = { ...days, [field]: value };
    setDays(next);
    $sessionDays.set(next);
  };

  const list = sessions.data?.results ?? (mounted ? null : initialSessions);
  return (
    <div className="schedule">
      <div className="schedule-filters" role="group" aria-label="Filter sessions by date">
        <div className="field">
          <label htmlFor={`${id}-start`}>From</label>
          <input
            id={`${id}-start`}
            type="date"
            value={days.start}
            max={days.end || undefined}
            disabled={!mounted}
            onChange={(event) => change('start', event.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>Until</label>
          <input
            id={`${id}-end`}
            type="date"
            value={days.end}
            min={days.start || undefined}
            disabled={!mounted}
            onChange={(event) => change('end', event.currentTarget.value)}
          />
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={!mounted}
          onClick={() => {
            const today = { start: localDay(new Date()), end: '' };
            setDays(today);
            $sessionDays.set(today);
          }}
        >
          Upcoming sessions
        </button>
      </div>
      <div aria-live="polite" aria-busy={sessions.loading}>
        {sessions.error ? (
          <LoadProblem message={REFEREE_MESSAGES.calendarFailed} onRetry={reloadSessions} />
        ) : list === null ? (
          <p className="portal-loading" role="status">
            <span className="spinner" aria-hidden="true" /> Loading training sessions…
          </p>
        ) : list.length === 0 ? (
          <p className="schedule-empty">No training sessions in these dates yet. Try other dates.</p>
        ) : (
          <SessionList sessions={list} />
        )}
      </div>
    </div>
  );
}

export default withErrorBoundary(TrainingSchedule);
