import type { ScheduleReport } from '../../../domain/schedule/check';

/**
 * A schedule's report: every rule with its result (and each violation in words), then each team's
 * home, away, early, late, byes, rest days and opponents met.
 */
export default function FairnessReport({ report, label }: { report: ScheduleReport; label: string }) {
  return (
    <div className="schedule-report">
      <ul className="schedule-rules" aria-label={`Rules of the ${label}`}>
        {report.rules.map((rule) => (
          <li
            key={rule.id}
            className={rule.ok ? 'rule-ok' : rule.kind === 'hard' ? 'rule-broken' : 'rule-unfair'}
          >
            <span aria-hidden="true">{rule.ok ? '✓' : '✗'} </span>
            <span className="visually-hidden">
              {rule.ok ? 'Holds: ' : rule.kind === 'hard' ? 'Broken: ' : 'Not met: '}
            </span>
            {rule.label}
            {rule.kind === 'hard' ? '' : ' (fairness)'}
            {rule.violations.length > 0 && (
              <ul>
                {rule.violations.slice(0, 8).map((violation, i) => (
                  <li key={i}>{violation.message}</li>
                ))}
                {rule.violations.length > 8 && <li>and {rule.violations.length - 8} more.</li>}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <div
        className="resource-table-wrap table-scroll"
        role="region"
        aria-label={`Fairness per team, ${label}`}
        // A table wider than the screen scrolls; keyboard users must be able to focus it to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="schedule-teams">
          <caption className="visually-hidden">Fairness per team, {label}</caption>
          <thead>
            <tr>
              <th scope="col">Team</th>
              <th scope="col">Home</th>
              <th scope="col">Away</th>
              <th scope="col">Early</th>
              <th scope="col">Late</th>
              <th scope="col">Byes</th>
              <th scope="col">Rest days</th>
              <th scope="col">Opponents met</th>
            </tr>
          </thead>
          <tbody>
            {report.teams.map((team) => (
              <tr key={team.team}>
                <th scope="row">{team.team}</th>
                <td>{team.home}</td>
                <td>{team.away}</td>
                <td>{team.early}</td>
                <td>{team.late}</td>
                <td>{team.byes}</td>
                <td>
                  {team.rest ? `${team.rest.shortest}–${team.rest.longest} (avg ${team.rest.average})` : '—'}
                </td>
                <td>
                  {team.opponents.map((o) => (o.times > 1 ? `${o.team} ×${o.times}` : o.team)).join(', ') ||
                    '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
