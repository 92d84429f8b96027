/**
 * The league's conference divisions and counties as the office edits them (issue 19 item 4;
 * /office/league-divisions/, /office/counties/).
 */
import * as v from 'valibot';
import { CONFERENCES, LEAGUE_STATES } from '../leagues';
import { choice, optionalText, requiredText, wholeNumber } from './fields';

const STATE_VALUES = LEAGUE_STATES.map((state) => state.value) as unknown as readonly [string, ...string[]];

export const GEOGRAPHY_MESSAGES = {
  code: 'The code is capital letters and underscores, like NFC_NORTH.',
  duplicateDivision: 'There is already a division with that code.',
  duplicateCounty: 'That county is already in the list.',
  unknownDivision: 'Choose one of the league divisions.',
  countyOutside: 'County does not belong to the selected division.',
} as const;

export const leagueDivisionInputSchema = v.object({
  code: v.pipe(
    requiredText('code', 40),
    v.toUpperCase(),
    v.regex(/^[A-Z][A-Z0-9_]*$/, GEOGRAPHY_MESSAGES.code),
  ),
  label: requiredText('division name', 80),
  conference: choice('conference', CONFERENCES),
  position: wholeNumber('order', 0, 999, 0),
});

export type LeagueDivisionInput = v.InferOutput<typeof leagueDivisionInputSchema>;

export const countyInputSchema = v.object({
  name: requiredText('county name', 80),
  state: choice('state', STATE_VALUES),
  division: v.pipe(requiredText('division', 40), v.toUpperCase()),
  /** Given by the server from the name and state when the county is added. */
  code: v.pipe(optionalText('code', 60), v.toUpperCase()),
});

export type CountyInput = v.InferOutput<typeof countyInputSchema>;

/** A division as the office lists it. */
export interface OfficeLeagueDivision {
  id: string;
  code: string;
  label: string;
  conference: 'NFC' | 'AFC';
  position: number;
  county_count: number;
}

/** A county as the office lists it. */
export interface OfficeCounty {
  id: string;
  code: string;
  name: string;
  state: string;
  division: string;
  division_label: string;
}
