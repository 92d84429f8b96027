import { useStore } from '@nanostores/react';
import { calendarScope, scopeCovers, type EditorRequest } from '../../domain/coach';
import type { Program } from '../../domain/types';
import type { User } from '../../stores/session';
import SelectField from '../../components/form/SelectField';
import { $coachProgram } from './coach-data';

interface Props {
  user: User | null;
  programs: readonly Program[];
  requests: readonly EditorRequest[];
}

/** The programs a coach runs (granted by staff) and the others, each marked when a request waits. */
export function programChoices(
  user: User | null,
  programs: readonly Program[],
  requests: readonly EditorRequest[],
) {
  const scope = calendarScope(user);
  const pending = new Set(requests.filter((r) => r.status === 'PENDING').map((r) => r.program));
  const choice = (p: Program) => ({ id: String(p.id), name: p.name, pending: pending.has(String(p.id)) });
  return {
    leagueWide: scope.leagueWide,
    mine: programs.filter((p) => scopeCovers(scope, String(p.id))).map(choice),
    others: programs.filter((p) => !scopeCovers(scope, String(p.id))).map(choice),
  };
}

/**
 * The program selector (spec 3 §2). Staff and admin pick from every program; a coach sees the
 * programs staff granted first ("Programs you coach"), then the others, where it may look at the
 * public schedule and ask for access (issue 17: rights are per program). The choice is read from
 * its store here, not handed down with the portal's deferred reads, so the field shows a new choice
 * at once.
 */
export default function ProgramPicker({ user, programs, requests }: Props) {
  const program = useStore($coachProgram);
  const { leagueWide, mine, others } = programChoices(user, programs, requests);
  const option = (p: ReturnType<typeof programChoices>['others'][number]) => (
    <option key={p.id} value={p.id}>
      {p.pending ? `${p.name} (request pending)` : p.name}
    </option>
  );
  return (
    <section className="portal-card" aria-labelledby="program-title">
      <h2 id="program-title">Program</h2>
      <SelectField
        id="coach-program"
        name="program"
        label="Program you coach"
        hint={
          leagueWide
            ? 'Staff edit every program.'
            : mine.length > 0
              ? `Your calendar-editor access covers ${mine.map((p) => p.name).join(', ')}. Ask for another program in the access card.`
              : 'Pick your program, then ask our staff for calendar-editor access in the access card.'
        }
        value={program}
        onChange={(event) => $coachProgram.set(event.currentTarget.value)}
      >
        {leagueWide ? (
          mine.map(option)
        ) : (
          <>
            {mine.length > 0 && <optgroup label="Programs you coach">{mine.map(option)}</optgroup>}
            <optgroup label={mine.length > 0 ? 'Other programs (ask for access)' : 'Programs'}>
              {others.map(option)}
            </optgroup>
          </>
        )}
      </SelectField>
    </section>
  );
}
