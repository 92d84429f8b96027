/**
 * Programs as the league office edits them (GET/POST /office/programs/, PATCH/DELETE
 * /office/programs/{id}/): the request body, the answer, and their rules.
 */
import * as v from 'valibot';
import { AGE_GROUPS, SPORTS, type AgeGroup, type Sport } from '../programs';
import { choice, flag, nameList, optionalText, pathOrAddress, referenceList, requiredText } from './fields';

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

export const programInputSchema = v.object({
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
});

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
  divisions: { id: number; name: string }[];
  venues: { id: number; name: string; city: string; state: string }[];
}
