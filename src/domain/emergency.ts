/**
 * Emergency contact and medical notes per player (issue 19 item 5): whom to call (name, relation,
 * phone) and allergies, conditions and medication, all optional but asked for at registration.
 * Seen by the household, the player's team coaches and staff; never by recruiters.
 */
import * as v from 'valibot';
import { EMERGENCY_MESSAGES } from './emergency-info';

export * from './emergency-info';

const field = (label: string, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(`The ${label} must be text.`)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(max, `The ${label} can be at most ${max} characters.`),
  );

export const emergencyInputSchema = v.object({
  contact_name: field('emergency contact name', 120),
  contact_relation: field('relation', 60),
  contact_phone: v.pipe(
    field('emergency contact phone', 40),
    v.regex(/^[0-9+().\-\s]*$/, EMERGENCY_MESSAGES.phone),
  ),
  allergies: field('allergies', 500),
  conditions: field('medical conditions', 500),
  medication: field('medication', 500),
});
