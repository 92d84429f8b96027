import { describe, expect, it } from 'vitest';
import {
  adultBirthCutoff,
  guardianApprovalMailto,
  guardianStatus,
  hsKey,
  hsSportsPayload,
  isAdult,
  isHttpUrl,
  isValidBirthDate,
  isVisibleToRecruiters,
  profileFormValues,
  profilePayload,
  profileProblem,
  socialKey,
  socialLinksForm,
  socialLinksPayload,
  splitList,
  type AthleteProfile,
  type ProfileFormValues,
} from './athlete-profile';

/** Noon in Memphis on 10 June 2026. */
const NOW = new Date('2026-06-10T17:00:00Z');

const form = (changes: ProfileFormValues = {}): ProfileFormValues => ({
  ...profileFormValues(null, 'Jordan Ellis'),
  ...changes,
});

describe('splitList', () => {
  it.each([
    ['commas', 'QB, WR ,S', ['QB', 'WR', 'S']],
    ['newlines', 'Storm\nHawks\n', ['Storm', 'Hawks']],
    ['both, dropping empty items', 'A,\n, B,,\nC', ['A', 'B', 'C']],
    ['nothing', '   ', []],
  ])('splits by %s', (_label, text, items) => {
    expect(splitList(text)).toEqual(items);
  });
});

describe('profilePayload (spec 3 §5)', () => {
  it('sends an empty date of birth as null and a typed one as it is', () => {
    expect(profilePayload(form({ date_of_birth: '' })).date_of_birth).toBeNull();
    expect(profilePayload(form({ date_of_birth: '2009-05-01' })).date_of_birth).toBe('2009-05-01');
  });

  it('trims the guardian email and every text field', () => {
    const body = profilePayload(form({ guardian_email: '  parent@demo.test ', school: ' DeSoto Central ' }));
    expect(body.guardian_email).toBe('parent@demo.test');
    expect(body.school).toBe('DeSoto Central');
  });

  it('sends years playing as a number, or null when empty', () => {
    expect(profilePayload(form({ years_playing: ' 6 ' })).years_playing).toBe(6);
    expect(profilePayload(form({ years_playing: '' })).years_playing).toBeNull();
  });

  it('splits the list fields by comma or newline', () => {
    const body = profilePayload(
      form({ positions: 'QB, WR', past_teams: 'Storm\nHawks', action_photo_urls: 'https://a.test/1.jpg' }),
    );
    expect(body.positions).toEqual(['QB', 'WR']);
    expect(body.past_teams).toEqual(['Storm', 'Hawks']);
    expect(body.action_photo_urls).toEqual(['https://a.test/1.jpg']);
    expect(body.awards).toEqual([]);
  });

  it('sends the tick boxes as booleans', () => {
    const body = profilePayload(form({ waiver_acknowledged: 'true', safe_sport_acknowledged: '' }));
    expect(body).toMatchObject({ waiver_acknowledged: true, safe_sport_acknowledged: false });
  });
});

describe('hsSportsPayload (spec 3 §5: empty per-sport fields and inactive sports omitted)', () => {
  it('omits every sport while school sports are switched off', () => {
    expect(
      hsSportsPayload(
        form({ [hsKey('football', 'active')]: 'true', [hsKey('football', 'team_mascot')]: 'Jaguars' }),
      ),
    ).toEqual({});
  });

  it('keeps active sports only, with only the fields that have a value, lists split', () => {
    const values = form({
      hs_sports_enabled: 'true',
      [hsKey('football', 'active')]: 'true',
      [hsKey('football', 'positions')]: 'QB, S',
      [hsKey('football', 'team_mascot')]: ' Jaguars ',
      [hsKey('football', 'jersey_number')]: '',
      [hsKey('wrestling', 'active')]: 'true',
      [hsKey('wrestling', 'class')]: '6A',
      [hsKey('basketball', 'active')]: '',
      [hsKey('basketball', 'team_mascot')]: 'Left over',
      [hsKey('track_field', 'active')]: 'true',
    });
    expect(hsSportsPayload(values)).toEqual({
      football: { positions: ['QB', 'S'], team_mascot: 'Jaguars' },
      wrestling: { class: '6A' },
      track_field: {},
    });
  });

  it('reads stored sports back into the form and out again unchanged', () => {
    const stored = { football: { positions: ['QB'], honors: ['All-County'], stats_by_year: '2025: 24 TD' } };
    const values = profileFormValues({ ...baseProfile, hs_sports_enabled: true, hs_sports: stored });
    expect(values[hsKey('football', 'active')]).toBe('true');
    expect(hsSportsPayload(values)).toEqual(stored);
  });
});

describe('social links (spec 3 §3)', () => {
  it('sends x also as twitter', () => {
    expect(socialLinksPayload({ x: 'https://x.com/jordan' }, '')).toEqual({
      x: 'https://x.com/jordan',
      twitter: 'https://x.com/jordan',
    });
  });

  it("stores 'platform: link' lines under lowercase keys, duplicates with numeric suffixes", () => {
    const links = socialLinksPayload(
      { instagram: 'https://instagram.com/jordan' },
      'YouTube: https://youtube.com/@jordan\nyoutube: https://youtube.com/@jordan2\nInstagram: https://instagram.com/alt\nMax Preps: https://maxpreps.com/j\n\n',
    );
    expect(links).toEqual({
      instagram: 'https://instagram.com/jordan',
      youtube: 'https://youtube.com/@jordan',
      youtube_2: 'https://youtube.com/@jordan2',
      instagram_2: 'https://instagram.com/alt',
      max_preps: 'https://maxpreps.com/j',
    });
  });

  it("keeps a line that is only a link under 'other'", () => {
    expect(socialLinksPayload({}, 'https://example.test/me\nhttps://example.test/you')).toEqual({
      other: 'https://example.test/me',
      other_2: 'https://example.test/you',
    });
  });

  it('reads stored links back: x from twitter, extras as lines without their suffixes', () => {
    const values = socialLinksForm({
      twitter: 'https://x.com/old',
      hudl: 'https://hudl.com/j',
      youtube: 'https://youtube.com/a',
      youtube_2: 'https://youtube.com/b',
      other: 'https://example.test/me',
    });
    expect(values[socialKey('x')]).toBe('https://x.com/old');
    expect(values[socialKey('hudl')]).toBe('https://hudl.com/j');
    expect(values[socialKey('other')]).toBe(
      'youtube: https://youtube.com/a\nyoutube: https://youtube.com/b\nhttps://example.test/me',
    );
  });
});

describe('profileProblem', () => {
  it.each([
    [
      'years playing that is not a number',
      { years_playing: 'six' },
      'years_playing',
      'Years playing must be a number.',
    ],
    [
      'a highlight video that is not http(s)',
      { highlight_video_url: 'javascript:alert(1)' },
      'highlight_video_url',
      'Enter a valid URL starting with http:// or https://.',
    ],
    [
      'an action photo that is not a link',
      { action_photo_urls: 'https://a.test/1.jpg, photo.jpg' },
      'action_photo_urls',
      'Enter a valid URL starting with http:// or https://.',
    ],
    [
      'a social link that is not http(s)',
      { [socialKey('instagram')]: 'instagram.com/me' },
      socialKey('instagram'),
      'Enter a valid URL starting with http:// or https://.',
    ],
    [
      'an other line whose link is not http(s)',
      { [socialKey('other')]: 'youtube: ftp://files.test' },
      socialKey('other'),
      'Enter a valid URL starting with http:// or https://.',
    ],
    [
      'a guardian email without a domain',
      { guardian_email: 'mom@' },
      'guardian_email',
      'Enter a valid email address.',
    ],
    [
      'a date of birth in the future',
      { date_of_birth: '2999-01-01' },
      'date_of_birth',
      'Enter a valid date of birth (YYYY-MM-DD) that is not in the future.',
    ],
  ])('reports %s', (_label, changes, field, message) => {
    expect(profileProblem(form(changes))).toEqual({ field, message });
  });

  it('accepts an empty form and a complete one', () => {
    expect(profileProblem(form())).toBeNull();
    expect(profileProblem(profileFormValues(baseProfile))).toBeNull();
  });
});

describe('age and consent (spec 3 §4, §6, §9)', () => {
  it('puts the adult cut-off 18 years before today in league time', () => {
    expect(adultBirthCutoff(NOW)).toBe('2008-06-10');
    // 04:00 UTC on 1 March is still 29 February in Memphis; 2010 has no 29 February.
    expect(adultBirthCutoff(new Date('2028-03-01T04:00:00Z'))).toBe('2010-02-28');
  });

  it.each([
    ['2008-06-10', true],
    ['2008-06-11', false],
    ['1990-01-01', true],
    [null, false],
    ['', false],
  ])('someone born %j is adult: %s', (dob, adult) => {
    expect(isAdult(dob, NOW)).toBe(adult);
  });

  it.each([
    ['an adult with visibility on', '2000-01-01', null, true, true],
    [
      'an adult with visibility off, even if a guardian approved',
      '2000-01-01',
      '2026-01-01T00:00:00Z',
      false,
      false,
    ],
    ['a minor a guardian approved', '2011-01-01', '2026-01-01T00:00:00Z', false, true],
    ['a minor awaiting approval, even with visibility on', '2011-01-01', null, true, false],
    ['an athlete without a birth date awaiting approval', null, null, true, false],
    ['an athlete without a birth date a guardian approved', null, '2026-01-01T00:00:00Z', false, true],
  ])('%s: visible %s', (_label, dob, approved, visible, expected) => {
    expect(
      isVisibleToRecruiters(
        { date_of_birth: dob, guardian_approved_at: approved, recruiter_visible: visible },
        NOW,
      ),
    ).toBe(expected);
  });

  it.each([
    [null, null, 'PENDING'],
    ['2026-01-01T00:00:00Z', null, 'APPROVED'],
    [null, '2026-01-02T00:00:00Z', 'DECLINED'],
  ] as const)('approved %j, declined %j is %s', (approved, declined, status) => {
    expect(guardianStatus({ guardian_approved_at: approved, guardian_declined_at: declined })).toBe(status);
  });

  it.each([
    ['2009-02-29', false],
    ['2008-02-29', true],
    ['2026-06-11', false],
    ['10/06/2009', false],
  ])('birth date %s is valid: %s', (value, valid) => {
    expect(isValidBirthDate(value, NOW)).toBe(valid);
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://hudl.com/profile/1', true],
    ['http://example.test', true],
    ['HTTPS://EXAMPLE.TEST/A', true],
    ['javascript:alert(1)', false],
    ['ftp://files.test', false],
    ['www.example.test', false],
    ['https://', false],
  ])('%s: %s', (value, ok) => {
    expect(isHttpUrl(value)).toBe(ok);
  });
});

describe('guardianApprovalMailto', () => {
  it('addresses the guardian with a subject and a link to the parent portal', () => {
    const link = guardianApprovalMailto(' parent@demo.test ', 'Maya Brooks', 'https://league.test');
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('parent@demo.test');
    expect(url.searchParams.get('subject')).toBe("Please approve Maya Brooks's recruiting profile");
    expect(url.searchParams.get('body')).toContain('https://league.test/portal/parent');
  });
});

const baseProfile: AthleteProfile = {
  id: 1,
  name: 'Jordan Ellis',
  guardian_email: '',
  guardian_approved_at: null,
  guardian_declined_at: null,
  approval_requested_at: null,
  date_of_birth: '2005-03-14',
  gender: 'Male',
  contact_email: 'athlete@demo.test',
  contact_phone: '662-555-0188',
  primary_sport: 'FOOTBALL',
  positions: ['QB', 'S'],
  current_team: 'Southaven Storm',
  jersey_number: '7',
  height: '6\'1"',
  weight: '185 lb',
  speed_40: '4.6',
  vertical: '32 in',
  bench: '225',
  squat: '315',
  deadlift: '405',
  broad_jump: '9\'8"',
  strength_metrics: '',
  season_stats: '2025: 2,140 passing yards',
  years_playing: 8,
  past_teams: ['Hernando Tigers'],
  tournaments: [],
  awards: ['All-County'],
  academic_standing: 'Honor roll',
  school: 'Southaven High',
  grade_level: 'COLLEGE',
  gpa: '3.6',
  academic_achievements: 'National Honor Society',
  bio: 'Dual-threat quarterback.',
  career_goals: '',
  role_model: '',
  leadership: 'Team captain',
  hs_sports_enabled: false,
  hs_sports: {},
  club_experience: '',
  club_highlights: '',
  highlight_video_url: 'https://hudl.com/v/1',
  profile_photo_url: '',
  action_photo_urls: [],
  highlight_media: [],
  social_links: { x: 'https://x.com/jordan', twitter: 'https://x.com/jordan' },
  waiver_acknowledged: true,
  safe_sport_acknowledged: true,
  recruiter_visible: true,
  coach_feedback_note: null,
  coach_feedback_updated_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
