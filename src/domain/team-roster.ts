/**
 * A team's roster as its coaches and the office print or download it (issue 41 item 5): each
 * player with date of birth, age group in words, household, phone and e-mail, and the emergency
 * contact the family gave. Only the team's coaches and staff read it (GET /teams/{id}/roster/).
 */
import type { TeamCoach } from './teams';

/** One player of a team's roster. */
export interface TeamRosterPlayer {
  registration: number;
  name: string;
  date_of_birth: string | null;
  /** The age group in words: the program division's ('Junior: U-12 and U-13') or the spec's label. */
  age_group: string;
  household: string;
  email: string;
  phone: string;
  emergency: { name: string; relation: string; phone: string } | null;
}

/** A team's roster. */
export interface TeamRoster {
  team: { id: number; name: string; colour: string };
  season: { id: number; title: string };
  program: { id: string; name: string } | null;
  division: string | null;
  coaches: TeamCoach[];
  players: TeamRosterPlayer[];
}

/** The printable roster page of a team. */
export function rosterPath(teamId: number): string {
  return `/roster?team=${teamId}`;
}

/** The team a roster page's address names (?team=12), or null. */
export function rosterTeamId(search: string): number | null {
  const raw = new URLSearchParams(search).get('team') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The roster file's name: 'roster-southaven-storm-2026-11-28.csv'. */
export function rosterFileName(team: string, day: string): string {
  const slug = team
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `roster-${slug || 'team'}-${day}.csv`;
}

/** The roster file as the audit log names an export of it. */
export const TEAM_ROSTER_EXPORT = { id: 'team-roster', label: 'Team roster' } as const;
