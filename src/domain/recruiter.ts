/**
 * Recruiter portal rules (spec 3 §2, §3, §7–§9): access request states, the sport filter and the
 * day bounds of the date filter, the programs sidebar (football, then basketball, then the rest by
 * name; the two soccer programs added when missing; at most 6, descriptions cut at 160), showcase
 * events, and the onboarding checklist.
 */
import type { LeagueEvent, Program } from './types';

export const RECRUITER_MESSAGES = {
  programsFailed: 'We were unable to load the public program listings right now.',
  standingsFailed: 'Unable to load league standings right now.',
  rosterFailed: 'We were unable to load the recruiter roster.',
  requestFailed: 'Unable to submit your request right now.',
  requestSent: 'Request submitted. We emailed operations so they can review it shortly.',
  /** The roster's 403 until a request is approved (the portal shows the roster only then). */
  notApproved: 'Recruiter access has not been approved yet.',
  alreadyApproved: 'Your recruiter access is already approved.',
  tooSoon: 'You just sent a request. Please wait a minute before sending another.',
} as const;

/** Spec 3 §9: the recruiter sport filter's values. */
export const RECRUITER_SPORTS = [
  { value: 'FOOTBALL', label: 'Football' },
  { value: 'BASKETBALL', label: 'Basketball' },
  { value: 'SOCCER', label: 'Soccer' },
  { value: 'VOLLEYBALL', label: 'Volleyball' },
  { value: 'OTHER', label: 'Other sports' },
] as const;

export type RecruiterSport = (typeof RECRUITER_SPORTS)[number]['value'];

/** The sports the filter names; OTHER is every other. */
export const NAMED_SPORTS: readonly string[] = ['FOOTBALL', 'BASKETBALL', 'SOCCER', 'VOLLEYBALL'];

/** Reads a sport filter value (any case); anything else is null. */
export function parseRecruiterSport(value: string | null | undefined): RecruiterSport | null {
  const code = value?.trim().toUpperCase();
  return RECRUITER_SPORTS.find((sport) => sport.value === code)?.value ?? null;
}

/** Whether a sport (a program's or an athlete's primary sport) matches the filter; OTHER is any other sport. */
export function matchesSport(filter: RecruiterSport | '', sport: string | null | undefined): boolean {
  if (!filter) return true;
  const code = (sport ?? '').trim().toUpperCase();
  return filter === 'OTHER' ? !NAMED_SPORTS.includes(code) : code === filter;
}

/** Access request statuses (spec 3 §3, §4): none yet, then PENDING, then APPROVED or DENIED. */
export const ACCESS_STATUSES = ['PENDING', 'APPROVED', 'DENIED'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** A recruiter access request as the API answers it (spec 3 §3). */
export interface AccessRequest {
  id: number;
  status: AccessStatus;
  message: string;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by_name: string | null;
}

/** A coach's comment on a roster athlete (spec 3 §3). */
export interface RosterComment {
  note: string;
  author: string;
  author_role: string;
  program: string | null;
  updated_at: string;
}

/** A consented athlete as the recruiter roster lists it (spec 3 §3). */
export interface RosterAthlete {
  id: number;
  name: string;
  primary_sport: string;
  current_team: string;
  contact_email: string;
  contact_phone: string;
  school: string;
  grade_level: string;
  gpa: string;
  bio: string;
  highlight_video_url: string;
  season_stats: string;
  academic_achievements: string;
  comments: RosterComment[];
}

/** A league event (spec 3 §3). */
/** What the access card says for each state. */
export const ACCESS_TEXT: Record<AccessStatus | 'NONE', { badge: string; text: string; action: string }> = {
  NONE: {
    badge: 'Not requested',
    text: 'Request access to see consented athlete profiles. Tell us who you recruit for.',
    action: 'Request access',
  },
  PENDING: {
    badge: 'Pending review',
    text: 'Your request is with our operations team. You can update your message while it is pending.',
    action: 'Update request',
  },
  APPROVED: {
    badge: 'Approved',
    text: 'You have access to consented athlete profiles.',
    action: 'Request access',
  },
  DENIED: {
    badge: 'Denied',
    text: 'Your last request was not approved. You may send a new request with more detail.',
    action: 'Resubmit request',
  },
};

/** Spec 3 §9 limits of the recruiter page. */
export const RECRUITER_LIMITS = {
  programs: 6,
  events: 6,
  games: 5,
  description: 160,
  seasonsPageSize: 50,
} as const;

/** Cuts a description at `max` characters, ending with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  return clean.length <= max ? clean : `${clean.slice(0, max).trimEnd()}…`;
}

/** The soccer programs the sidebar always lists (spec 3 §9), by the catalogue's ids. */
export const SOCCER_PROGRAMS: readonly Program[] = [
  {
    id: 'soccer-girls',
    name: 'Soccer Girls',
    sport: 'SOCCER',
    description:
      "Girls' soccer brings small-sided and full-field play to players of every level, with college showcase preparation in the older divisions.",
  },
  {
    id: 'soccer-boys',
    name: 'Soccer Boys',
    sport: 'SOCCER',
    description:
      "Boys' soccer uses small-sided games so every player gets more touches, and the older divisions move to full-field formats.",
  },
];

const SPORT_RANK: Record<string, number> = { FOOTBALL: 0, BASKETBALL: 1 };

/**
 * The programs sidebar (spec 3 §9): the two soccer programs added when missing (and the filter lets
 * soccer in), football first, then basketball, then the others, each group by name; at most 6,
 * descriptions cut at 160 characters.
 */
export function sidebarPrograms(programs: readonly Program[], sport: RecruiterSport | '' = ''): Program[] {
  const listed = programs.filter((program) => matchesSport(sport, program.sport));
  const missing = SOCCER_PROGRAMS.filter(
    (soccer) => matchesSport(sport, soccer.sport) && !listed.some((p) => String(p.id) === soccer.id),
  );
  const rank = (program: Program) => SPORT_RANK[(program.sport ?? '').toUpperCase()] ?? 2;
  return [...listed, ...missing]
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
    .slice(0, RECRUITER_LIMITS.programs)
    .map((program) => ({
      ...program,
      description: truncate(program.description ?? '', RECRUITER_LIMITS.description),
    }));
}

/** The date filter (spec 3 §7): from 00:00:00 of the first day to 23:59:59 of the last, as ISO times. */
export function dayBounds(from: string, until: string): { start?: string; end?: string } {
  const at = (day: string, time: string) => {
    const date = new Date(`${day}T${time}`);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  };
  const start = from ? at(from, '00:00:00') : undefined;
  const end = until ? at(until, '23:59:59') : undefined;
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** The events query of the recruiter page: page_size 50 and the day bounds. */
export function eventsQuery(from: string, until: string): string {
  const params = new URLSearchParams({ category: 'showcase', page_size: '50', ...dayBounds(from, until) });
  return `?${params.toString()}`;
}

/** Showcase events (spec 3 §9): league-wide ones and those of the filtered sport, soonest first, at most 6. */
export function showcaseEvents(events: readonly LeagueEvent[], sport: RecruiterSport | ''): LeagueEvent[] {
  return events
    .filter((event) => !event.program_sport || matchesSport(sport, event.program_sport))
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
    .slice(0, RECRUITER_LIMITS.events);
}

/** The onboarding checklist, each step done or not. */
export function onboardingSteps(status: AccessStatus | null, rosterSeen: boolean) {
  return [
    { label: 'Create your recruiter account', done: true },
    { label: 'Request access with a note about your program', done: status !== null },
    { label: 'Operations reviews and approves your request', done: status === 'APPROVED' },
    { label: 'Review consented athlete profiles', done: status === 'APPROVED' && rosterSeen },
  ];
}
