/**
 * The athlete profile body (spec 3 §3, §5) as the server accepts it: texts are strings, lists are
 * lists of strings, years_playing is a number, links are http(s), hs_sports holds only the ten
 * sports with their own fields, social_links maps lowercase names to links. Anything else is a 400
 * naming the field. Fields the owner may not write (guardian approval, coach feedback) are dropped.
 */
import * as v from 'valibot';
import {
  HS_LIST_FIELDS,
  HS_SPORT_FIELD_LABELS,
  HS_SPORTS,
  isEmailAddress,
  isHttpUrl,
  isValidBirthDate,
  PROFILE_MESSAGES,
  type HsSportEntry,
  type HsSportField,
} from '../../../src/domain/athlete-profile';
import { BLANK } from '../../http/validation';

const NOT_TEXT = 'Not a valid string.';
const NOT_LIST = 'Expected a list of items.';
const NOT_BOOLEAN = 'Must be a valid boolean.';
const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
const MAX_ITEMS = 30;

/** A trimmed string; null is ''. */
const textValue = (max: number) =>
  v.pipe(
    v.nullable(v.string(NOT_TEXT)),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(max, tooLong(max)),
  );

const short = textValue(200);
const long = textValue(5000);
const email = v.pipe(
  textValue(254),
  v.check((value) => value === '' || isEmailAddress(value), PROFILE_MESSAGES.email),
);
const link = v.pipe(
  textValue(500),
  v.check((value) => value === '' || isHttpUrl(value), PROFILE_MESSAGES.url),
);

/** A list of trimmed strings (empty items dropped); null is []. */
const listOf = (item: ReturnType<typeof textValue> | typeof link) =>
  v.pipe(
    v.nullable(v.array(item, NOT_LIST)),
    v.transform((items) => (items ?? []).filter(Boolean)),
    v.maxLength(MAX_ITEMS, `Ensure this list has no more than ${MAX_ITEMS} items.`),
  );

const flag = v.boolean(NOT_BOOLEAN);

/** A number of years, sent as a number or numeric text; '' or null is null. */
const yearsPlaying = v.pipe(
  v.nullable(v.union([v.number(), v.string()], PROFILE_MESSAGES.yearsPlaying)),
  v.transform((value) => {
    if (value === null) return null;
    if (typeof value === 'number') return value;
    const text = value.trim();
    if (text === '') return null;
    return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  }),
  v.check(
    (value) => value === null || (Number.isFinite(value) && value >= 0 && value < 100),
    PROFILE_MESSAGES.yearsPlaying,
  ),
);

const birthDate = v.pipe(
  v.nullable(v.string(PROFILE_MESSAGES.dateOfBirth)),
  v.transform((value) => value?.trim() || null),
  v.check((value) => value === null || isValidBirthDate(value), PROFILE_MESSAGES.dateOfBirth),
);

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads hs_sports: known sports only, each with its own fields; empty fields dropped. */
function readHsSports(input: unknown): Read<Record<string, HsSportEntry>> {
  if (input === null || input === undefined) return { ok: true, value: {} };
  if (!isRecord(input)) return { ok: false, message: 'Expected an object keyed by sport.' };
  const value: Record<string, HsSportEntry> = {};
  for (const [key, raw] of Object.entries(input)) {
    const sport = HS_SPORTS.find((item) => item.key === key);
    if (!sport) return { ok: false, message: `Unknown sport: ${key}.` };
    if (raw !== null && !isRecord(raw))
      return { ok: false, message: `${sport.label}: expected an object of fields.` };
    const entry: HsSportEntry = {};
    for (const [name, fieldValue] of Object.entries(raw ?? {})) {
      const field = name as HsSportField;
      if (!sport.fields.includes(field))
        return { ok: false, message: `${sport.label}: unknown field ${name}.` };
      const label = `${sport.label} ${HS_SPORT_FIELD_LABELS[field].toLowerCase()}`;
      if (HS_LIST_FIELDS.includes(field)) {
        const items = v.safeParse(listOf(short), fieldValue);
        if (!items.success) return { ok: false, message: `${label}: ${items.issues[0].message}` };
        if (items.output.length) entry[field] = items.output;
      } else {
        const text = v.safeParse(textValue(1000), fieldValue);
        if (!text.success) return { ok: false, message: `${label}: ${text.issues[0].message}` };
        if (text.output) entry[field] = text.output;
      }
    }
    value[key] = entry;
  }
  return { ok: true, value };
}

/** Reads social_links: lowercase names to http(s) links (empty ones dropped); x is also twitter. */
function readSocialLinks(input: unknown): Read<Record<string, string>> {
  if (input === null || input === undefined) return { ok: true, value: {} };
  if (!isRecord(input)) return { ok: false, message: 'Expected an object of platform names and links.' };
  const entries = Object.entries(input);
  if (entries.length > MAX_ITEMS)
    return { ok: false, message: `Ensure there are no more than ${MAX_ITEMS} links.` };
  const value: Record<string, string> = {};
  for (const [key, raw] of entries) {
    if (!/^[a-z0-9_]{1,40}$/.test(key)) {
      return { ok: false, message: 'Link names must be lowercase letters, digits or underscores.' };
    }
    if (typeof raw !== 'string' && raw !== null) return { ok: false, message: `${key}: ${NOT_TEXT}` };
    const text = (raw ?? '').trim();
    if (!text) continue;
    if (text.length > 500 || !isHttpUrl(text)) return { ok: false, message: PROFILE_MESSAGES.url };
    value[key] = text;
  }
  if (value['x'] && !value['twitter']) value['twitter'] = value['x'];
  return { ok: true, value };
}

/** A field read by a function that either gives the value or says what is wrong. */
const readWith = <T>(read: (input: unknown) => Read<T>) =>
  v.pipe(
    v.unknown(),
    v.transform(read),
    v.check(
      (result) => result.ok,
      (issue) => (issue.input as { message: string }).message,
    ),
    v.transform((result) => (result as { value: T }).value),
  );

/** Every field the owner may send; missing fields are left as they are (PATCH) or empty (POST). */
export const athleteProfileInputSchema = v.object({
  name: v.pipe(textValue(150), v.nonEmpty(BLANK)),
  guardian_email: v.optional(email),
  date_of_birth: v.optional(birthDate),
  gender: v.optional(textValue(20)),
  contact_email: v.optional(email),
  contact_phone: v.optional(textValue(40)),
  primary_sport: v.optional(textValue(40)),
  positions: v.optional(listOf(short)),
  current_team: v.optional(short),
  jersey_number: v.optional(textValue(10)),
  height: v.optional(textValue(40)),
  weight: v.optional(textValue(40)),
  speed_40: v.optional(textValue(40)),
  vertical: v.optional(textValue(40)),
  bench: v.optional(textValue(40)),
  squat: v.optional(textValue(40)),
  deadlift: v.optional(textValue(40)),
  broad_jump: v.optional(textValue(40)),
  strength_metrics: v.optional(long),
  season_stats: v.optional(long),
  years_playing: v.optional(yearsPlaying),
  past_teams: v.optional(listOf(short)),
  tournaments: v.optional(listOf(short)),
  awards: v.optional(listOf(short)),
  academic_standing: v.optional(short),
  school: v.optional(short),
  grade_level: v.optional(textValue(20)),
  gpa: v.optional(textValue(20)),
  academic_achievements: v.optional(long),
  bio: v.optional(long),
  career_goals: v.optional(long),
  role_model: v.optional(short),
  leadership: v.optional(long),
  hs_sports_enabled: v.optional(flag),
  hs_sports: v.optional(readWith(readHsSports)),
  club_experience: v.optional(long),
  club_highlights: v.optional(long),
  highlight_video_url: v.optional(link),
  profile_photo_url: v.optional(link),
  action_photo_urls: v.optional(listOf(link)),
  highlight_media: v.optional(listOf(link)),
  social_links: v.optional(readWith(readSocialLinks)),
  waiver_acknowledged: v.optional(flag),
  safe_sport_acknowledged: v.optional(flag),
  recruiter_visible: v.optional(flag),
});

/** The same fields, every one optional (PATCH). */
export const athleteProfilePatchSchema = v.partial(athleteProfileInputSchema);

export type AthleteProfileInput = v.InferOutput<typeof athleteProfilePatchSchema>;
