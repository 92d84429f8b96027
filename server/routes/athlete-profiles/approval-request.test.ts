/**
 * Approval request mails are no relay (issue 17 item 3): the only recipient is the profile's own
 * guardian_email; subject and body are fixed, carrying only the athlete's first name (letters,
 * spaces, hyphens, apostrophes, at most 40 characters); the limit counts per athlete, whatever the
 * address (APPROVAL_REQUEST_LIMIT a day), so naming another guardian does not reset it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteWithProfile, yearsAgo } from '../../test/athletes';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seed: true, env: { APPROVAL_REQUEST_LIMIT: '3' } });
}, 60_000);
afterAll(() => t.close());

const ask = (profile: number, token: string, body: unknown = {}) =>
  t.call('POST', `/api/auth/athlete-profiles/${profile}/request-approval/`, { token, body });
const mailsTo = (address: string) => t.outbox().filter((mail) => mail.to === address);

describe('the approval request mail', () => {
  it('has a fixed subject and body with the first name only, whatever the profile name says', async () => {
    const { token, profile } = await athleteWithProfile(t, {
      name: 'URGENT: your account is locked, call 555-0100 or visit http://evil.test/login',
      date_of_birth: yearsAgo(15),
      guardian_email: 'phish.target@test.example',
    });
    expect((await ask(profile.id, token)).status).toBe(200);
    const [mail] = mailsTo('phish.target@test.example');
    expect(mail!.subject).toBe('URGENT asks you to approve their recruiting profile');
    for (const text of [mail!.subject, mail!.text]) {
      expect(text).not.toMatch(/locked|555-0100|evil\.test|call/);
    }
    expect(mail!.text).toContain('URGENT named this e-mail address as their parent or guardian');
  });

  it.each([
    ['Mary-Kate O’Neil', 'Mary-Kate'],
    ["D'Andre Smith", "D'Andre"],
    ['José Álvarez', 'José'],
    ['  <b>Ann</b>  Lee', 'bAnnb'],
    [
      'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaft Jr',
      'Wolfeschlegelsteinhausenbergerdorffwelch',
    ],
    ['12345 !!!', ''],
  ])('carries %j as %j', async (name, first) => {
    const address = `names.${Math.random().toString(36).slice(2)}@test.example`;
    const { token, profile } = await athleteWithProfile(t, {
      name,
      date_of_birth: yearsAgo(14),
      guardian_email: address,
    });
    expect((await ask(profile.id, token)).status).toBe(200);
    const [mail] = mailsTo(address);
    const who = first || 'An athlete';
    expect(first.length).toBeLessThanOrEqual(40);
    expect(mail!.subject).toBe(`${who} asks you to approve their recruiting profile`);
  });

  it('goes only to the profile’s guardian_email: a recipient in the request is ignored', async () => {
    const { token, profile } = await athleteWithProfile(t, {
      name: 'Only Guardian',
      date_of_birth: yearsAgo(15),
      guardian_email: 'the.guardian@test.example',
    });
    const res = await ask(profile.id, token, {
      to: 'victim@test.example',
      guardian_email: 'victim@test.example',
    });
    expect(res.status).toBe(200);
    expect(mailsTo('victim@test.example')).toEqual([]);
    expect(mailsTo('the.guardian@test.example')).toHaveLength(1);
  });
});

describe('the limit per athlete', () => {
  it('counts every request of the athlete, whatever the address: naming another guardian does not reset it', async () => {
    const { token, profile } = await athleteWithProfile(t, {
      name: 'Spammy Minor',
      date_of_birth: yearsAgo(15),
      guardian_email: 'first.target@test.example',
    });
    const addresses = ['first', 'second', 'third', 'fourth', 'fifth'].map((n) => `${n}.target@test.example`);
    const statuses: number[] = [];
    for (const address of addresses) {
      const patched = await t.call('PATCH', `/api/auth/athlete-profiles/${profile.id}/`, {
        token,
        body: { guardian_email: address },
      });
      expect(patched.status).toBe(200);
      statuses.push((await ask(profile.id, token)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const sent = t.outbox().filter((mail) => addresses.includes(mail.to));
    expect(sent.map((mail) => mail.to)).toEqual([
      'first.target@test.example',
      'second.target@test.example',
      'third.target@test.example',
    ]);
  });

  it('holds against requests at once: no more than the limit are mailed, the rest get 429 with Retry-After', async () => {
    const { token, profile } = await athleteWithProfile(t, {
      name: 'Burst Minor',
      date_of_birth: yearsAgo(16),
      guardian_email: 'burst.guardian@test.example',
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(profile.id, token)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(3);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body).toEqual({
      detail: 'You have sent the most approval requests allowed for today. Please try again tomorrow.',
    });
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(mailsTo('burst.guardian@test.example')).toHaveLength(3);
  });
});
