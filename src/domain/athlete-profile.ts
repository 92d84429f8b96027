/**
 * The athlete recruiting profile (spec 3 §3–§6), shared by the athlete portal, the parent portal's
 * approvals and the server: its fields and option lists, the save rules of spec 3 §5 (lists split by
 * comma or newline, empty per-sport fields and inactive sports omitted, the x/twitter rule and
 * 'platform: link' extras), and who may see it (the guardian approval age of spec 3 §9).
 */
import { isCalendarDate, leagueToday } from './children';
import { isHttpUrl, PROFILE_MESSAGES } from './athlete-consent';

export * from './athlete-consent';

/** One school sport of hs_sports and the fields it keeps besides honors and stats_by_year. */
export interface HsSport {
  key: string;
  label: string;
  fields: readonly HsSportField[];
}

export type HsSportField =
  | 'positions'
  | 'team_mascot'
  | 'jersey_number'
  | 'weight'
  | 'class'
  | 'track_event'
  | 'field_event'
  | 'honors'
  | 'stats_by_year';

const TEAM_FIELDS = ['positions', 'team_mascot', 'jersey_number'] as const;
const COMMON_FIELDS = ['honors', 'stats_by_year'] as const;

/** Spec 3 §3: the ten school sports, each with its own fields (honors and stats by year for all). */
export const HS_SPORTS: readonly HsSport[] = [
  { key: 'football', label: 'Football', fields: [...TEAM_FIELDS, ...COMMON_FIELDS] },
  { key: 'basketball', label: 'Basketball', fields: [...TEAM_FIELDS, ...COMMON_FIELDS] },
  { key: 'baseball', label: 'Baseball', fields: [...TEAM_FIELDS, ...COMMON_FIELDS] },
  { key: 'softball', label: 'Softball', fields: [...TEAM_FIELDS, ...COMMON_FIELDS] },
  { key: 'soccer', label: 'Soccer', fields: [...TEAM_FIELDS, ...COMMON_FIELDS] },
  { key: 'volleyball', label: 'Volleyball', fields: ['positions', 'team_mascot', ...COMMON_FIELDS] },
  { key: 'wrestling', label: 'Wrestling', fields: ['weight', 'class', ...COMMON_FIELDS] },
  { key: 'powerlifting', label: 'Powerlifting', fields: ['weight', 'class', ...COMMON_FIELDS] },
  { key: 'tennis', label: 'Tennis', fields: ['positions', 'team_mascot', ...COMMON_FIELDS] },
  { key: 'track_field', label: 'Track and Field', fields: ['track_event', 'field_event', ...COMMON_FIELDS] },
];

export const HS_SPORT_FIELD_LABELS: Record<HsSportField, string> = {
  positions: 'Positions',
  team_mascot: 'Team mascot',
  jersey_number: 'Jersey number',
  weight: 'Weight',
  class: 'Class',
  track_event: 'Track events',
  field_event: 'Field events',
  honors: 'Honors',
  stats_by_year: 'Stats by year',
};

/** Per-sport fields that are lists (split by comma or newline); the others are text. */
export const HS_LIST_FIELDS: readonly HsSportField[] = ['positions', 'honors'];

/** One sport's entry of hs_sports as stored: only the fields that have a value. */
export type HsSportEntry = Partial<Record<HsSportField, string | string[]>>;

/** Spec 3 §3: the social platforms with their own field; 'other' takes 'platform: link' lines. */
export const SOCIAL_PLATFORMS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'x', label: 'X (Twitter)' },
  { key: 'threads', label: 'Threads' },
  { key: 'hudl', label: 'Hudl' },
] as const;

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]['key'];

/** An athlete profile as the API answers it to its owner (spec 3 §3). */
export interface AthleteProfile {
  id: number;
  name: string;
  guardian_email: string;
  guardian_approved_at: string | null;
  guardian_declined_at: string | null;
  approval_requested_at: string | null;
  date_of_birth: string | null;
  gender: string;
  contact_email: string;
  contact_phone: string;
  primary_sport: string;
  positions: string[];
  current_team: string;
  jersey_number: string;
  height: string;
  weight: string;
  speed_40: string;
  vertical: string;
  bench: string;
  squat: string;
  deadlift: string;
  broad_jump: string;
  strength_metrics: string;
  season_stats: string;
  years_playing: number | null;
  past_teams: string[];
  tournaments: string[];
  awards: string[];
  academic_standing: string;
  school: string;
  grade_level: string;
  gpa: string;
  academic_achievements: string;
  bio: string;
  career_goals: string;
  role_model: string;
  leadership: string;
  hs_sports_enabled: boolean;
  hs_sports: Record<string, HsSportEntry>;
  club_experience: string;
  club_highlights: string;
  highlight_video_url: string;
  profile_photo_url: string;
  action_photo_urls: string[];
  highlight_media: string[];
  social_links: Record<string, string>;
  waiver_acknowledged: boolean;
  safe_sport_acknowledged: boolean;
  recruiter_visible: boolean;
  coach_feedback_note: string | null;
  coach_feedback_updated_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Plain text fields of a profile (trimmed strings on save). */
export const PROFILE_TEXT_FIELDS = [
  'name',
  'guardian_email',
  'gender',
  'contact_email',
  'contact_phone',
  'primary_sport',
  'current_team',
  'jersey_number',
  'height',
  'weight',
  'speed_40',
  'vertical',
  'bench',
  'squat',
  'deadlift',
  'broad_jump',
  'strength_metrics',
  'season_stats',
  'academic_standing',
  'school',
  'grade_level',
  'gpa',
  'academic_achievements',
  'bio',
  'career_goals',
  'role_model',
  'leadership',
  'club_experience',
  'club_highlights',
  'highlight_video_url',
  'profile_photo_url',
] as const;

/** List fields of a profile: typed as text, split by comma or newline (spec 3 §5). */
export const PROFILE_LIST_FIELDS = [
  'positions',
  'past_teams',
  'tournaments',
  'awards',
  'action_photo_urls',
  'highlight_media',
] as const;

/** Yes/no fields the profile form saves. */
export const PROFILE_FLAG_FIELDS = [
  'hs_sports_enabled',
  'waiver_acknowledged',
  'safe_sport_acknowledged',
] as const;

/** Fields holding links, which must be http(s) addresses. */
export const PROFILE_URL_FIELDS = ['highlight_video_url', 'profile_photo_url'] as const;
export const PROFILE_URL_LIST_FIELDS = ['action_photo_urls', 'highlight_media'] as const;

type TextField = (typeof PROFILE_TEXT_FIELDS)[number];
type ListField = (typeof PROFILE_LIST_FIELDS)[number];
type FlagField = (typeof PROFILE_FLAG_FIELDS)[number];

/** The profile form's flat string values: profile fields, `hs.<sport>.<field>`, `social.<platform>`. */
export type ProfileFormValues = Record<string, string>;

/** The form key of a per-sport field, and of a sport's own toggle (`hs.football.active`). */
export const hsKey = (sport: string, field: HsSportField | 'active') => `hs.${sport}.${field}`;
/** The form key of a social platform (`social.x`) or of the other-links text (`social.other`). */
export const socialKey = (platform: SocialPlatform | 'other') => `social.${platform}`;

/** Splits a list as typed: by comma or newline, trimmed, empty items dropped. */
export function splitList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Whether a value looks like an e-mail address (one @, a dot in the domain, no spaces). */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

const platformKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * The social_links object of spec 3 §3: each platform field that has a link; x is also sent as
 * twitter; every 'platform: link' line of `other` is stored under its lowercase platform name, a
 * line without a platform under 'other', and a name already used gets a numeric suffix (_2, _3…).
 */
export function socialLinksPayload(
  fields: Partial<Record<SocialPlatform, string>>,
  other: string,
): Record<string, string> {
  const links: Record<string, string> = {};
  for (const { key } of SOCIAL_PLATFORMS) {
    const link = fields[key]?.trim();
    if (!link) continue;
    links[key] = link;
    if (key === 'x') links['twitter'] = link;
  }
  for (const line of other.split('\n')) {
    const text = line.trim();
    if (!text) continue;
    const match = /^([^:]+?)\s*:\s*(.+)$/.exec(text);
    // 'https://…' alone is a link without a platform, not the platform 'https'.
    const named = match && !match[2]!.startsWith('//') && platformKey(match[1]!);
    const base = named || 'other';
    const link = named ? match[2]!.trim() : text;
    let key = base;
    for (let n = 2; key in links; n += 1) key = `${base}_${n}`;
    links[key] = link;
  }
  return links;
}

/** The social form values for stored links: platform fields (x from x or twitter) and the other lines. */
export function socialLinksForm(links: Record<string, string> | null | undefined): ProfileFormValues {
  const stored = links ?? {};
  const values: ProfileFormValues = {};
  for (const { key } of SOCIAL_PLATFORMS) {
    values[socialKey(key)] = (key === 'x' ? (stored['x'] ?? stored['twitter']) : stored[key]) ?? '';
  }
  const known = new Set<string>([...SOCIAL_PLATFORMS.map((p) => p.key), 'twitter']);
  values[socialKey('other')] = Object.entries(stored)
    .filter(([key]) => !known.has(key))
    // Suffixes only told duplicates apart; saving again numbers them afresh.
    .map(([key, link]) =>
      key === 'other' || /^other_\d+$/.test(key) ? link : `${key.replace(/_\d+$/, '')}: ${link}`,
    )
    .join('\n');
  return values;
}

/** The form's values for a stored profile, or an empty form starting with the account's name. */
export function profileFormValues(profile: AthleteProfile | null, accountName = ''): ProfileFormValues {
  const values: ProfileFormValues = {};
  for (const field of PROFILE_TEXT_FIELDS) values[field] = profile?.[field] ?? '';
  if (!profile) values['name'] = accountName;
  values['date_of_birth'] = profile?.date_of_birth ?? '';
  values['years_playing'] = profile?.years_playing == null ? '' : String(profile.years_playing);
  for (const field of PROFILE_LIST_FIELDS) values[field] = (profile?.[field] ?? []).join(', ');
  for (const field of PROFILE_FLAG_FIELDS) values[field] = profile?.[field] ? 'true' : '';
  for (const sport of HS_SPORTS) {
    const entry = profile?.hs_sports?.[sport.key];
    values[hsKey(sport.key, 'active')] = entry ? 'true' : '';
    for (const field of sport.fields) {
      const value = entry?.[field];
      values[hsKey(sport.key, field)] = Array.isArray(value) ? value.join(', ') : (value ?? '');
    }
  }
  return { ...values, ...socialLinksForm(profile?.social_links) };
}

/** The hs_sports object: active sports only, each with only the fields that have a value. */
export function hsSportsPayload(values: ProfileFormValues): Record<string, HsSportEntry> {
  if (values['hs_sports_enabled'] !== 'true') return {};
  const sports: Record<string, HsSportEntry> = {};
  for (const sport of HS_SPORTS) {
    if (values[hsKey(sport.key, 'active')] !== 'true') continue;
    const entry: HsSportEntry = {};
    for (const field of sport.fields) {
      const raw = values[hsKey(sport.key, field)] ?? '';
      if (HS_LIST_FIELDS.includes(field)) {
        const items = splitList(raw);
        if (items.length) entry[field] = items;
      } else if (raw.trim()) entry[field] = raw.trim();
    }
    sports[sport.key] = entry;
  }
  return sports;
}

/** The body the profile form saves (POST or PATCH), by the rules of spec 3 §5. */
export function profilePayload(values: ProfileFormValues) {
  const text = Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f, (values[f] ?? '').trim()])) as Record<
    TextField,
    string
  >;
  const lists = Object.fromEntries(PROFILE_LIST_FIELDS.map((f) => [f, splitList(values[f] ?? '')])) as Record<
    ListField,
    string[]
  >;
  const flags = Object.fromEntries(PROFILE_FLAG_FIELDS.map((f) => [f, values[f] === 'true'])) as Record<
    FlagField,
    boolean
  >;
  const years = (values['years_playing'] ?? '').trim();
  const social = Object.fromEntries(SOCIAL_PLATFORMS.map(({ key }) => [key, values[socialKey(key)] ?? '']));
  return {
    ...text,
    ...lists,
    ...flags,
    date_of_birth: (values['date_of_birth'] ?? '').trim() || null,
    years_playing: years === '' ? null : Number(years),
    hs_sports: hsSportsPayload(values),
    social_links: socialLinksPayload(social, values[socialKey('other')] ?? ''),
  };
}

export type ProfilePayload = ReturnType<typeof profilePayload>;

/** The first problem with the profile form, in the order it is shown, or null (spec 3 §5). */
export function profileProblem(values: ProfileFormValues): { field: string; message: string } | null {
  const trimmed = (field: string) => (values[field] ?? '').trim();
  if (trimmed('date_of_birth') && !isValidBirthDate(trimmed('date_of_birth'))) {
    return { field: 'date_of_birth', message: PROFILE_MESSAGES.dateOfBirth };
  }
  for (const field of ['contact_email', 'guardian_email']) {
    if (trimmed(field) && !isEmailAddress(trimmed(field))) return { field, message: PROFILE_MESSAGES.email };
  }
  if (trimmed('years_playing') && !/^\d+(\.\d+)?$/.test(trimmed('years_playing'))) {
    return { field: 'years_playing', message: PROFILE_MESSAGES.yearsPlaying };
  }
  for (const field of PROFILE_URL_FIELDS) {
    if (trimmed(field) && !isHttpUrl(trimmed(field))) return { field, message: PROFILE_MESSAGES.url };
  }
  for (const field of PROFILE_URL_LIST_FIELDS) {
    if (splitList(values[field] ?? '').some((link) => !isHttpUrl(link))) {
      return { field, message: PROFILE_MESSAGES.url };
    }
  }
  const social = Object.fromEntries(SOCIAL_PLATFORMS.map(({ key }) => [key, values[socialKey(key)] ?? '']));
  for (const { key } of SOCIAL_PLATFORMS) {
    if (social[key]!.trim() && !isHttpUrl(social[key]!))
      return { field: socialKey(key), message: PROFILE_MESSAGES.url };
  }
  const others = socialLinksPayload({}, values[socialKey('other')] ?? '');
  if (Object.values(others).some((link) => !isHttpUrl(link))) {
    return { field: socialKey('other'), message: PROFILE_MESSAGES.url };
  }
  return null;
}

/** Whether a YYYY-MM-DD text is a real calendar date from 1900 to today (league time). */
export function isValidBirthDate(value: string, now: Date = new Date()): boolean {
  return isCalendarDate(value) && value >= '1900-01-01' && value <= leagueToday(now);
}

/**
 * Guardian consent (issue 17 items 2, 3): the words of the parent portal, the approval link's
 * landing page and the API.
 */
export const GUARDIAN_MESSAGES = {
  confirmFirst:
    'Confirm your e-mail address before approving: open the link we sent you, or send a new one from the notice at the top of this page.',
  linkInvalid: 'This approval link is invalid, used or expired. Ask the athlete to send a new request.',
  linkMissing: 'This approval link is incomplete. Open the link from the e-mail again.',
  decision: 'Choose approve or decline.',
  notNeeded: 'This athlete is 18 or over and decides alone: no approval is needed.',
  decisionFailed: 'We could not record your decision right now. Please try again in a moment.',
  lookupFailed: 'We could not open this request right now. Please try again in a moment.',
} as const;

/** The longest first name a message to a guardian carries. */
export const MAIL_FIRST_NAME_MAX = 40;

/**
 * The athlete's first name as a message to a guardian may carry it (issue 17 item 3): the first
 * word of the profile name, keeping only letters, hyphens and apostrophes, at most 40 characters;
 * '' when nothing is left. Whatever else the athlete typed never reaches the guardian's inbox.
 */
export function safeFirstName(name: string): string {
  const kept = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\s'’-]/gu, '')
    .trim()
    .split(/\s+/)[0]!;
  return kept.slice(0, MAIL_FIRST_NAME_MAX).replace(/^['’-]+|['’-]+$/g, '');
}
