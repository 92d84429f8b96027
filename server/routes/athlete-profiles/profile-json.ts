/** Athlete profiles between the API's snake_case fields and the table's columns. */
import type { athleteProfiles } from '../../db/schema/athletes';
import { athleteProfileInputSchema, type AthleteProfileInput } from './profile-schema';

export type ProfileRow = typeof athleteProfiles.$inferSelect;
type ProfileColumns = Partial<typeof athleteProfiles.$inferInsert>;

/** The column of an API field: guardian_email → guardianEmail, speed_40 → speed40. */
const column = (field: string) => field.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/** Fields the owner reads besides those they write. */
const READ_ONLY_FIELDS = [
  'guardian_approved_at',
  'guardian_declined_at',
  'approval_requested_at',
  'coach_feedback_note',
  'coach_feedback_updated_at',
  'created_at',
  'updated_at',
] as const;

const FIELDS = [...Object.keys(athleteProfileInputSchema.entries), ...READ_ONLY_FIELDS];

/** The profile as its owner sees it (spec 3 §3): every field, times as ISO strings. */
export function profileJson(row: ProfileRow): Record<string, unknown> {
  const json: Record<string, unknown> = { id: row.id };
  for (const field of FIELDS) {
    const value = (row as Record<string, unknown>)[column(field)];
    json[field] = value instanceof Date ? value.toISOString() : value;
  }
  return json;
}

/** The columns to write for a validated body (only the fields it holds). */
export function profileColumns(input: AthleteProfileInput): ProfileColumns {
  return Object.fromEntries(Object.entries(input).map(([field, value]) => [column(field), value]));
}
