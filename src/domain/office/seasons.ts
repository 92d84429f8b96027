/**
 * Seasons as the league office edits them (/office/seasons/): every field the calendar shows, the
 * administrative details, and the registration window later issues build on.
 */
import * as v from 'valibot';
import type { SeasonStatus } from '../types';
import { choice, optionalDay, optionalText, reference, requiredText } from './fields';

export const SEASON_STATUS_CHOICES = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED'] as const;

/** How a season status reads in the office. */
export const SEASON_STATUS_LABELS: Record<SeasonStatus, string> = {
  SCHEDULED: 'Scheduled',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
};

/** What the office says about a season's league division and county (checked against the league's data). */
export const SEASON_PLACE_MESSAGES = {
  division: 'Choose one of the league divisions (e.g. NFC North).',
  county: 'Choose one of the league counties.',
  countyOutside: 'That county is not in the chosen league division.',
} as const;

export const seasonInputSchema = v.pipe(
  v.object({
    title: requiredText('season title', 160),
    subtitle: optionalText('subtitle', 200),
    status: choice('status', SEASON_STATUS_CHOICES),
    start_date: optionalDay('start date'),
    end_date: optionalDay('end date'),
    season_label: optionalText('season label', 80),
    program: v.optional(v.nullable(v.pipe(v.string('Choose a valid program.'), v.trim())), null),
    location: reference('venue'),
    division: reference('division'),
    // Which divisions and counties there are is the league's data: the server checks them.
    league_division: v.pipe(optionalText('league division', 40), v.toUpperCase()),
    league_county: v.pipe(optionalText('county', 60), v.toUpperCase()),
    notes: optionalText('notes', 2000),
    details: v.pipe(
      v.optional(
        v.array(
          v.object({
            label: requiredText('detail label', 80),
            value: requiredText('detail text', 400),
          }),
          'The details must be a list.',
        ),
        [],
      ),
      v.maxLength(20, 'List at most 20 details.'),
    ),
    registration_opens_on: optionalDay('registration opening date'),
    registration_closes_on: optionalDay('registration closing date'),
  }),
  v.forward(
    v.check(
      (season) => !season.start_date || !season.end_date || season.end_date >= season.start_date,
      'The end date must be on or after the start date.',
    ),
    ['end_date'],
  ),
  v.forward(
    v.check(
      (season) =>
        !season.registration_opens_on ||
        !season.registration_closes_on ||
        season.registration_closes_on >= season.registration_opens_on,
      'Registration must close on or after the day it opens.',
    ),
    ['registration_closes_on'],
  ),
);

export type SeasonInput = v.InferOutput<typeof seasonInputSchema>;

/** A season as the office lists and edits it. */
export interface OfficeSeason {
  id: number;
  title: string;
  subtitle: string;
  status: SeasonStatus;
  start_date: string | null;
  end_date: string | null;
  season_label: string;
  program: string | null;
  program_name: string | null;
  location: number | null;
  location_name: string | null;
  division: number | null;
  division_name: string | null;
  league_division: string;
  league_county: string;
  notes: string;
  details: { label: string; value: string }[];
  registration_opens_on: string | null;
  registration_closes_on: string | null;
  game_count: number;
}

/** Details as the form's lines ('Game day: Saturdays'), and back. */
export function detailLines(details: readonly { label: string; value: string }[]): string {
  return details.map((detail) => `${detail.label}: ${detail.value}`).join('\n');
}

/** Reads 'Label: value' lines; a line without a colon is a label with an empty value (refused). */
export function parseDetailLines(text: string): { label: string; value: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return colon === -1
        ? { label: line, value: '' }
        : { label: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
    });
}
