/**
 * Which seasons families may register for (issue 19 item 1): a season's registration window
 * (registration_opens_on … registration_closes_on, inclusive league-time days, set in the office),
 * the open seasons of a program, and what the forms and the server say about a season that is not
 * open. The parent and athlete forms and the checkout read the same rules.
 */
import { formatDate, leagueDay } from './league-games';

/** What these rules read of a season (GET /events/seasons/ answers it). */
export interface SeasonChoice {
  id: number | string;
  title: string;
  status?: string | null;
  season_label?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  program?: { id?: number | string } | null;
  registration_opens_on?: string | null;
  registration_closes_on?: string | null;
}

/** Where a season's registration stands on a day. */
export type RegistrationWindow = 'open' | 'upcoming' | 'closed' | 'unannounced';

export const SEASON_MESSAGES = {
  choose: 'Choose a season to register for.',
  noneOpen: (program: string) => `Registration for ${program} is not open right now.`,
  opens: (season: string, day: string) => `Registration for ${season} opens on ${formatDate(day)}.`,
  closed: (season: string, day: string) => `Registration for ${season} closed on ${formatDate(day)}.`,
  notAnnounced: (season: string) => `Registration for ${season} has not been announced yet.`,
} as const;

/** Today in league time (YYYY-MM-DD): windows open and close on league-time days. */
export function leagueToday(now: Date = new Date()): string {
  return leagueDay(now);
}

/**
 * A season's window on `today`: open from its opening day through its closing day (a window with
 * no closing day stays open until the season ends); a completed season, or one whose window is not
 * set, is not open.
 */
export function registrationWindow(season: SeasonChoice, today: string): RegistrationWindow {
  const opens = season.registration_opens_on ?? null;
  const closes = season.registration_closes_on ?? season.end_date ?? null;
  if (!season.registration_opens_on && !season.registration_closes_on) return 'unannounced';
  if (String(season.status ?? '').toUpperCase() === 'COMPLETED') return 'closed';
  if (opens && today < opens) return 'upcoming';
  if (closes && today > closes) return 'closed';
  return 'open';
}

/** The name a season is registered by: its label (Winter 2027), else its title. */
export function seasonName(season: Pick<SeasonChoice, 'title' | 'season_label'>): string {
  return season.season_label?.trim() || season.title;
}

/** The seasons of a program (by id), soonest first. */
export function programSeasons<S extends SeasonChoice>(
  seasons: readonly S[],
  program: string | number | null | undefined,
): S[] {
  if (program === null || program === undefined || program === '') return [];
  return seasons
    .filter((season) => String(season.program?.id ?? '') === String(program))
    .sort(
      (a, b) => (a.start_date ?? '9999').localeCompare(b.start_date ?? '9999') || Number(a.id) - Number(b.id),
    );
}

/** The seasons of a program open for registration on `today`, soonest first. */
export function openSeasons<S extends SeasonChoice>(
  seasons: readonly S[],
  program: string | number | null | undefined,
  today: string,
): S[] {
  return programSeasons(seasons, program).filter((season) => registrationWindow(season, today) === 'open');
}

/** Why a season is not open for registration (null when it is). */
export function seasonWindowMessage(season: SeasonChoice, today: string): string | null {
  const window = registrationWindow(season, today);
  const name = season.title;
  if (window === 'open') return null;
  if (window === 'upcoming') return SEASON_MESSAGES.opens(name, season.registration_opens_on!);
  if (window === 'closed') {
    const day = season.registration_closes_on ?? season.end_date;
    return day ? SEASON_MESSAGES.closed(name, day) : SEASON_MESSAGES.notAnnounced(name);
  }
  return SEASON_MESSAGES.notAnnounced(name);
}

/**
 * What the form and the server say when the chosen season cannot be registered for, or null: the
 * season's own reason when it is one of the program's, that nothing is open when nothing is, else
 * to choose one.
 */
export function seasonProblem(
  seasons: readonly SeasonChoice[],
  program: { id: string | number; name?: string | undefined },
  chosen: string,
  today: string,
): string | null {
  const own = programSeasons(seasons, program.id);
  const season = own.find((item) => String(item.id) === chosen.trim());
  if (season) return seasonWindowMessage(season, today);
  if (own.every((item) => registrationWindow(item, today) !== 'open')) {
    return SEASON_MESSAGES.noneOpen(program.name ?? 'this program');
  }
  return SEASON_MESSAGES.choose;
}
