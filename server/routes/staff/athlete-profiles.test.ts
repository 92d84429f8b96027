/**
 * The office's Athletes section (issue 17 item 1, issue 18): staff list every athlete profile
 * with its consent state, search and filter it, and correct a name, birth date or school — always
 * with a note, which the activity log keeps; the correction puts consent back to pending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteWithProfile, storedProfile, yearsAgo } from '../../test/athletes';
import { auditEntries } from '../../test/audit';
import { createTestContext, type TestContext } from '../../test/harness';
import { verifiedSignUp } from '../../test/verification';

let t: TestContext;
let staff: string;
let guardian: { token: string; user: { id: number; email: string } };
/** A word in every name of this file, to search by. */
const TAG = 'Quill';
let ids: Record<'adultShown' | 'adultHidden' | 'minorPending' | 'minorApproved' | 'minorDeclined', number>;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  guardian = await verifiedSignUp(t, 'parent_guardian');
  const make = async (name: string, profile: Record<string, unknown>) =>
    (await athleteWithProfile(t, { name: `${name} ${TAG}`, ...profile })).profile.id;
  const minor = { date_of_birth: yearsAgo(15), guardian_email: guardian.user.email, school: 'Hernando High' };
  ids = {
    adultShown: await make('Avery', {
      date_of_birth: yearsAgo(19),
      recruiter_visible: true,
      school: 'Ole Miss',
    }),
    adultHidden: await make('Blake', { date_of_birth: yearsAgo(20), school: 'Delta State' }),
    minorPending: await make('Casey', minor),
    minorApproved: await make('Devon', minor),
    minorDeclined: await make('Emery', minor),
  };
  for (const [id, decision] of [
    [ids.minorApproved, 'approve'],
    [ids.minorDeclined, 'decline'],
  ] as const) {
    const res = await t.call('POST', `/api/auth/guardian-approvals/${id}/${decision}/`, {
      token: guardian.token,
    });
    if (res.status !== 200) throw new Error(`${decision}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}, 120_000);
afterAll(() => t.close());

const list = (query: string, token = staff) =>
  t.call('GET', `/api/staff/athlete-profiles/${query}`, { token });
const names = (res: { body: { results: { name: string }[] } }) => res.body.results.map((row) => row.name);

describe('GET /api/staff/athlete-profiles/', () => {
  it('lists athletes by name with what staff may correct and where consent stands', async () => {
    const res = await list(`?search=${TAG}`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(5);
    expect(res.body.results).toEqual([
      {
        id: ids.adultShown,
        name: `Avery ${TAG}`,
        school: 'Ole Miss',
        date_of_birth: yearsAgo(19),
        consent: 'visible',
        account_email: expect.stringMatching(/^athlete-.+@test\.example$/),
        guardian_email: '',
        updated_at: expect.any(String),
      },
      expect.objectContaining({ name: `Blake ${TAG}`, consent: 'hidden' }),
      expect.objectContaining({
        name: `Casey ${TAG}`,
        consent: 'pending',
        guardian_email: guardian.user.email,
      }),
      expect.objectContaining({ name: `Devon ${TAG}`, consent: 'approved' }),
      expect.objectContaining({ name: `Emery ${TAG}`, consent: 'declined' }),
    ]);
  });

  it.each([
    ['visible', ['Avery']],
    ['hidden', ['Blake']],
    ['pending', ['Casey']],
    ['approved', ['Devon']],
    ['declined', ['Emery']],
  ])('filters by consent state %s', async (consent, expected) => {
    const res = await list(`?search=${TAG}&consent=${consent}`);
    expect(names(res)).toEqual(expected.map((name) => `${name} ${TAG}`));
  });

  it('searches by school and orders by birth date', async () => {
    expect(names(await list(`?search=delta state`))).toEqual([`Blake ${TAG}`]);
    const oldest = await list(`?search=${TAG}&ordering=date_of_birth&page_size=2`);
    expect(names(oldest)).toEqual([`Blake ${TAG}`, `Avery ${TAG}`]);
  });

  it('refuses an unknown consent state with a readable 400', async () => {
    const res = await list('?consent=maybe');
    expect(res).toMatchObject({
      status: 400,
      body: { consent: ['Select a valid choice. MAYBE is not one of the available choices.'] },
    });
  });

  it('is for staff only: an athlete, a parent and a coach are refused', async () => {
    const athlete = await t.signIn('athlete@demo.test');
    for (const token of [athlete, guardian.token, await t.signIn('coach@demo.test')]) {
      expect((await list('', token)).status).toBe(403);
    }
    expect((await t.call('GET', '/api/staff/athlete-profiles/')).status).toBe(401);
  });
});

describe('PATCH /api/staff/athlete-profiles/:id/ from the Athletes section', () => {
  it('needs a note: without one nothing changes and nothing is logged', async () => {
    const before = await storedProfile(t, ids.minorPending);
    const logged = (await auditEntries(t, 'athlete_profile', ids.minorPending)).length;
    const missing = await t.call('PATCH', `/api/staff/athlete-profiles/${ids.minorPending}/`, {
      token: staff,
      body: { date_of_birth: yearsAgo(14) },
    });
    expect(missing).toMatchObject({ status: 400, body: { note: ['This field is required.'] } });
    for (const note of ['', '   ']) {
      const res = await t.call('PATCH', `/api/staff/athlete-profiles/${ids.minorPending}/`, {
        token: staff,
        body: { date_of_birth: yearsAgo(14), note },
      });
      expect(res).toMatchObject({
        status: 400,
        body: { note: ['Write a note saying why (the activity log keeps it).'] },
      });
    }
    expect(await storedProfile(t, ids.minorPending)).toEqual(before);
    expect(await auditEntries(t, 'athlete_profile', ids.minorPending)).toHaveLength(logged);
  });

  it('refuses a blank name with the office’s words', async () => {
    const res = await t.call('PATCH', `/api/staff/athlete-profiles/${ids.minorPending}/`, {
      token: staff,
      body: { name: '  ', note: 'Typo.' },
    });
    expect(res).toMatchObject({ status: 400, body: { name: ['Enter the athlete’s name.'] } });
  });

  it('a corrected school puts an approved minor back to pending in the list, and the note is logged', async () => {
    const res = await t.call('PATCH', `/api/staff/athlete-profiles/${ids.minorApproved}/`, {
      token: staff,
      body: { school: 'Lewisburg High', note: 'Transferred in August.' },
    });
    expect(res.status).toBe(200);
    const [row] = (await list(`?search=Devon ${TAG}`)).body.results;
    expect(row).toMatchObject({ school: 'Lewisburg High', consent: 'pending' });
    expect((await auditEntries(t, 'athlete_profile', ids.minorApproved)).at(-1)).toMatchObject({
      action: 'update',
      before: { school: 'Hernando High' },
      after: { school: 'Lewisburg High' },
      note: 'Transferred in August.',
    });
  });
});
