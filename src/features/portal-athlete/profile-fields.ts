/**
 * The athlete profile form's groups and fields (spec 3 §2 item 1), in the order they are shown.
 * School sports and verification have their own components; every other field is listed here.
 */
import { PRIMARY_SPORTS } from '../../domain/athlete-consent';
import { SOCIAL_PLATFORMS, socialKey } from '../../domain/athlete-profile';
import { GENDERS, GRADES } from '../../domain/registration-options';

/** One field of the form: its key in the form values and how it is typed. */
export interface ProfileFieldDef {
  name: string;
  label: string;
  kind?: 'text' | 'email' | 'tel' | 'date' | 'decimal' | 'url' | 'textarea' | 'select' | 'list';
  options?: readonly { value: string; label: string }[];
  hint?: string;
  autoComplete?: string;
}

export interface ProfileGroup {
  id: string;
  title: string;
  fields: readonly ProfileFieldDef[];
}

const LIST_HINT = 'Separate with commas or new lines.';

/** The nine groups of spec 3 §2; 'hs' and 'verification' render their own fields. */
export const PROFILE_GROUPS: readonly ProfileGroup[] = [
  {
    id: 'basic',
    title: 'Basic Information',
    fields: [
      { name: 'name', label: 'Full name', autoComplete: 'name' },
      {
        name: 'date_of_birth',
        label: 'Date of birth',
        kind: 'date',
        hint: 'Under 18, or left empty: a parent or guardian approves before recruiters see your profile.',
      },
      {
        name: 'gender',
        label: 'Gender',
        kind: 'select',
        options: GENDERS.map((g) => ({ value: g, label: g })),
      },
      { name: 'contact_email', label: 'Contact email', kind: 'email', autoComplete: 'email' },
      { name: 'contact_phone', label: 'Contact phone', kind: 'tel', autoComplete: 'tel' },
      {
        name: 'guardian_email',
        label: 'Parent or guardian email',
        kind: 'email',
        hint: 'If you are under 18, this parent or guardian approves your profile in the parent portal.',
      },
    ],
  },
  {
    id: 'athletic',
    title: 'Athletic Snapshot',
    fields: [
      { name: 'primary_sport', label: 'Primary sport', kind: 'select', options: PRIMARY_SPORTS },
      { name: 'positions', label: 'Positions', kind: 'list', hint: LIST_HINT },
      { name: 'current_team', label: 'Current team' },
      { name: 'jersey_number', label: 'Jersey number' },
      { name: 'height', label: 'Height', hint: 'For example 6\'1"' },
      { name: 'weight', label: 'Weight', hint: 'For example 185 lb' },
      { name: 'years_playing', label: 'Years playing', kind: 'decimal' },
      { name: 'past_teams', label: 'Past teams', kind: 'list', hint: LIST_HINT },
    ],
  },
  {
    id: 'education',
    title: 'Education',
    fields: [
      { name: 'school', label: 'School' },
      { name: 'grade_level', label: 'Grade level', kind: 'select', options: GRADES },
      { name: 'gpa', label: 'GPA' },
      { name: 'academic_standing', label: 'Academic standing', hint: 'For example honor roll' },
      { name: 'academic_achievements', label: 'Academic achievements', kind: 'textarea' },
    ],
  },
  {
    id: 'stats',
    title: 'Stats and Performance',
    fields: [
      { name: 'speed_40', label: '40-yard dash' },
      { name: 'vertical', label: 'Vertical jump' },
      { name: 'bench', label: 'Bench press' },
      { name: 'squat', label: 'Squat' },
      { name: 'deadlift', label: 'Deadlift' },
      { name: 'broad_jump', label: 'Broad jump' },
      { name: 'strength_metrics', label: 'Other strength metrics', kind: 'textarea' },
      { name: 'season_stats', label: 'Season stats', kind: 'textarea' },
      { name: 'tournaments', label: 'Tournaments', kind: 'list', hint: LIST_HINT },
      { name: 'awards', label: 'Awards', kind: 'list', hint: LIST_HINT },
    ],
  },
  { id: 'hs', title: 'Middle and High School Sports', fields: [] },
  {
    id: 'character',
    title: 'Character and Personal',
    fields: [
      { name: 'bio', label: 'Bio', kind: 'textarea', hint: '200 words maximum.' },
      { name: 'career_goals', label: 'Career goals', kind: 'textarea' },
      { name: 'role_model', label: 'Role model' },
      { name: 'leadership', label: 'Leadership', kind: 'textarea' },
    ],
  },
  {
    id: 'club',
    title: 'Club Experience and Highlights',
    fields: [
      { name: 'club_experience', label: 'Club experience', kind: 'textarea' },
      { name: 'club_highlights', label: 'Club highlights', kind: 'textarea' },
    ],
  },
  {
    id: 'media',
    title: 'Media and Social',
    fields: [
      { name: 'highlight_video_url', label: 'Highlight video link', kind: 'url' },
      { name: 'profile_photo_url', label: 'Profile photo link', kind: 'url' },
      { name: 'action_photo_urls', label: 'Action photo links', kind: 'list', hint: LIST_HINT },
      { name: 'highlight_media', label: 'More highlight links', kind: 'list', hint: LIST_HINT },
      ...SOCIAL_PLATFORMS.map((platform) => ({
        name: socialKey(platform.key),
        label: platform.label,
        kind: 'url' as const,
      })),
      {
        name: socialKey('other'),
        label: 'Other links',
        kind: 'textarea',
        hint: "One per line as 'platform: link', for example YouTube: https://youtube.com/@you",
      },
    ],
  },
  { id: 'verification', title: 'Verification', fields: [] },
];
