/**
 * Programs as the league office edits them (GET/POST /office/programs/, PATCH/DELETE
 * /office/programs/{id}/): the request body, the answer, and their rules.
 */
import * as v from 'valibot';
import { AGE_GROUPS, ageGroupsForAges, SPORTS, type AgeGroup, type Sport } from '../programs';
import { recordId } from '../record-id';
import {
  choice,
  flag,
  nameList,
  optionalText,
  pathOrAddress,
  referenceList,
  requiredText,
  wholeNumber,
  optionalWholeNumber,
} from './fields';

/** The ages a program may be for (issue 22: min_age and max_age decide the age groups registration offers). */
export const PROGRAM_AGES = { min: 5, max: 99, youngest: 11, oldest: 17 } as const;

/** A program id: the slug in its public address (/programs/nfl-flag-boys). */
export const PROGRAM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a name gives ('Jr. NBA Basketball' → 'jr-nba-basketball'). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The most places one offering may have. */
export const MAX_CAPACITY = 10_000;

export const CAPACITY_MESSAGES = {
  capacity: `A capacity is a whole number of places from 0 to ${MAX_CAPACITY}.`,
  venue: 'Choose a venue this program lists, or none for all of its venues.',
  division: 'Choose a division this program has, or none for all of its divisions.',
  twice: 'Each venue and division takes one capacity a season; this one is set twice.',
  season: 'Choose a season of this program, or none for every season.',
} as const;

/**
 * Capacities of the program's offerings (issue 21): places per season of the program at a venue
 * (null: all its venues, or it has none) in a division (its name; null: all, or it has none), for
 * one season (its id) or every season (null) that has none of its own (issue 41 item 8). An
 * offering not listed has unlimited places.
 */
const capacityList = v.pipe(
  v.optional(
    v.array(
      v.object({
        venue: v.optional(v.nullable(recordId(CAPACITY_MESSAGES.venue)), null),
        division: v.optional(
          v.nullable(
            v.pipe(
              v.string(CAPACITY_MESSAGES.division),
              v.trim(),
              v.maxLength(60, CAPACITY_MESSAGES.division),
            ),
          ),
          null,
        ),
        // The season these places are for (issue 41 item 8); null: every season without its own.
        season: v.optional(v.nullable(recordId(CAPACITY_MESSAGES.season)), null),
        capacity: v.pipe(
          v.number(CAPACITY_MESSAGES.capacity),
          v.integer(CAPACITY_MESSAGES.capacity),
          v.minValue(0, CAPACITY_MESSAGES.capacity),
          v.maxValue(MAX_CAPACITY, CAPACITY_MESSAGES.capacity),
        ),
      }),
      CAPACITY_MESSAGES.capacity,
    ),
    [],
  ),
  v.maxLength(200, 'Set at most 200 capacities.'),
  v.transform((list) => list.map((item) => ({ ...item, division: item.division || null }))),
  v.check(
    (list) =>
      new Set(list.map((item) => `${item.venue}|${item.division?.toLowerCase()}|${item.season}`)).size ===
      list.length,
    CAPACITY_MESSAGES.twice,
  ),
);

export const programInputSchema = v.pipe(
  v.object({
    /** Only read when the program is created; blank takes the slug of the name. */
    id: v.pipe(
      optionalText('address name', 60),
      v.check(
        (value) => value === '' || PROGRAM_ID.test(value),
        'The address name may use lowercase letters, digits and single hyphens (e.g. spring-clinic).',
      ),
    ),
    name: requiredText('program name', 120),
    sport: choice('sport', SPORTS),
    description: optionalText('description', 4000),
    logo: pathOrAddress('logo'),
    register_url: pathOrAddress('register link'),
    active: flag('active', true),
    age_groups: v.pipe(
      v.optional(
        v.array(v.picklist(AGE_GROUPS, `Age groups run from ${AGE_GROUPS[0]} to ${AGE_GROUPS.at(-1)}.`)),
        [],
      ),
      v.transform((ages) => AGE_GROUPS.filter((age) => ages.includes(age))),
    ),
    divisions: nameList('division', 12, 60),
    venues: referenceList('venue'),
    capacities: capacityList,
    min_age: wholeNumber('youngest age', PROGRAM_AGES.min, PROGRAM_AGES.max, PROGRAM_AGES.youngest),
    max_age: wholeNumber('oldest age', PROGRAM_AGES.min, PROGRAM_AGES.max, PROGRAM_AGES.oldest),
    // Issue 39: fewer players going than this alerts the team's coaches and the office.
    min_players: optionalWholeNumber('fewest players at a game', 1, 50),
  }),
  v.forward(
    v.check(
      (program) => program.min_age <= program.max_age,
      'The oldest age must be the youngest age or more.',
    ),
    ['max_age'],
  ),
  // The catalogue's age filter lists the program under its age groups: only groups of its ages.
  v.forward(
    v.check(
      (program) =>
        program.age_groups.every((group) =>
          ageGroupsForAges(program.min_age, program.max_age).includes(group),
        ),
      'Tick only the age groups within the program’s ages (U-11 is age 11, U-17 age 17), or change the ages.',
    ),
    ['age_groups'],
  ),
);

export type ProgramInput = v.InferOutput<typeof programInputSchema>;

/** A program as the office lists and edits it. */
export interface OfficeProgram {
  id: string;
  name: string;
  sport: Sport;
  description: string;
  logo: string | null;
  register_url: string | null;
  active: boolean;
  position: number;
  age_groups: AgeGroup[];
  /** The ages it is for, inclusive (5–99). */
  min_age: number;
  max_age: number;
  /** The fewest players a team needs at a game (issue 39), or null for none. */
  min_players: number | null;
  divisions: { id: number; name: string }[];
  venues: { id: number; name: string; city: string; state: string }[];
  /**
   * Places per season of each limited offering (venue id, division name; null: all of them), for
   * one season (its id) or every season without capacities of its own (null).
   */
  capacities: { venue: number | null; division: string | null; season: number | null; capacity: number }[];
  /**
   * How each limited offering stands in the seasons taking registrations (or with families holding,
   * offered or waiting). In the list only (GET /office/programs/): counts change with every
   * checkout, so they are not part of the record the office saves and the audit log keeps.
   */
  places?: OfficeOfferingPlaces[];
}

/** A limited offering's places in one season, as the office list shows them. */
export interface OfficeOfferingPlaces {
  venue: number | null;
  division: string | null;
  season: number;
  /** The season the capacity counted was set for (null: every season; issue 41 item 8). */
  capacity_season: number | null;
  season_title: string;
  capacity: number;
  /** Places paid for, held by a checkout under way, and kept for a waitlist offer. */
  paid: number;
  held: number;
  offered: number;
  /** Families waiting (not yet offered). */
  waiting: number;
  /** Places a newcomer may take (none while families wait). */
  left: number;
}
