import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityRound, findOccasion } from '../../availability/service';
import { games } from '../../db/schema/league';
import { deliveries, notifications } from '../../db/schema/notifications';
import { deliverDue } from '../../notify/deliver';
import { signLink } from '../../notify/links';
import { createTestContext, type TestContext } from '../../test/harness';
import { gameDay, type GameDay } from '../../test/game-day';

let t: TestContext;
let day: GameDay;
let other: GameDay;
let staff: string;

/** The availability link mailed to `email` about `subject`. */
function linkIn(email: string, subject: string): string {
  const mail = t
    .outbox()
    .filter((m) => m.to === email && m.subject === subject)
    .at(-1);
  return /availability\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  // A game 30 hours away (inside the 48-hour reminder window), three players at home, one away.
  day = await gameDay(t, { homeFamilies: 3, awayFamilies: 1, kickoffInHours: 30, minPlayers: 2 });
  other = await gameDay(t, { homeFamilies: 1, awayFamilies: 1, kickoffInHours: 100 });
}, 180_000);
afterAll(() => t.close());

describe('who is coming', () => {
  it('reminds the families who have not answered 48 h before, once however many processes run the clock', async () => {
    const first = day.home.families[0]!;
    // One family answers before the reminder: it is not reminded.
    const answered = await t.call('PUT', '/api/availability/', {
      token: first.token,
      body: { kind: 'game', id: day.game, registration: first.registration, answer: 'going' },
    });
    expect(answered).toMatchObject({ status: 200, body: { changed: true } });
    const [a, b] = await Promise.all([availabilityRound(t.deps), availabilityRound(t.deps)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const reminders = await t.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `reminder:game:${day.game}`));
    expect(reminders).toHaveLength(1);
    await deliverDue(t.deps);
    const subject = reminders[0]!.subject;
    const reminded = t
      .outbox()
      .filter((m) => m.subject === subject)
      .map((m) => m.to)
      .sort();
    expect(reminded).toEqual(
      [...day.home.families.slice(1), ...day.away.families].map((f) => f.user.email).sort(),
    );
    // The other game is 100 hours away: no reminder yet.
    expect(
      await t.handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, `reminder:game:${other.game}`)),
    ).toEqual([]);
  });

  it('takes an answer from the mailed link without a sign-in, once per change, for the family’s own player only', async () => {
    const family = day.home.families[1]!;
    const subject = (
      await t.handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, `reminder:game:${day.game}`))
    )[0]!.subject;
    const token = linkIn(family.user.email, subject);
    expect(token).not.toBe('');
    const lookup = await t.call('POST', '/api/availability/link/', { body: { token } });
    expect(lookup).toMatchObject({
      status: 200,
      body: {
        occasion: {
          kind: 'game',
          id: day.game,
          players: [{ registration: family.registration, answer: null }],
        },
      },
    });
    const body = { token, registration: family.registration, answer: 'not_going' };
    expect(await t.call('POST', '/api/availability/link/', { body })).toMatchObject({
      status: 200,
      body: { changed: true, occasion: { players: [{ answer: 'not_going' }] } },
    });
    // The same answer again changes nothing.
    expect(await t.call('POST', '/api/availability/link/', { body })).toMatchObject({
      status: 200,
      body: { changed: false },
    });
    // Another family's player, through this family's link: 404, nothing stored.
    const stranger = day.home.families[2]!;
    expect(
      await t.call('POST', '/api/availability/link/', {
        body: { ...body, registration: stranger.registration },
      }),
    ).toMatchObject({ status: 404 });
    // A link for this family's game does not open another game: the token names its game, and an
    // altered token is refused.
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), o: other.game }),
    ).toString('base64url')}.${signature}`;
    expect(
      await t.call('POST', '/api/availability/link/', { body: { ...body, token: altered } }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'This link is not valid. Open your portal to answer.' },
    });
    // A link the server signed for another game the family has no player in answers for nobody.
    const foreign = await signLink(
      t.config.jwtSecret,
      { purpose: 'availability', userId: family.user.id, kind: 'game', occasion: other.game },
      new Date(Date.now() + 86_400_000),
    );
    expect(
      await t.call('POST', '/api/availability/link/', { body: { ...body, token: foreign } }),
    ).toMatchObject({ status: 404 });
    // An expired link.
    const expired = await signLink(
      t.config.jwtSecret,
      { purpose: 'availability', userId: family.user.id, kind: 'game', occasion: day.game },
      new Date(Date.now() - 1000),
    );
    expect(
      await t.call('POST', '/api/availability/link/', { body: { ...body, token: expired } }),
    ).toMatchObject({
      status: 410,
      body: { detail: 'This game or event is over, so the link no longer works.' },
    });
  });

  it('refuses a portal answer for someone else’s player or a game the player is not in', async () => {
    const mine = day.home.families[0]!;
    const theirs = other.home.families[0]!;
    expect(
      await t.call('PUT', '/api/availability/', {
        token: mine.token,
        body: { kind: 'game', id: day.game, registration: theirs.registration, answer: 'going' },
      }),
    ).toMatchObject({ status: 404 });
    expect(
      await t.call('PUT', '/api/availability/', {
        token: theirs.token,
        body: { kind: 'game', id: day.game, registration: theirs.registration, answer: 'going' },
      }),
    ).toMatchObject({ status: 404 });
    expect(
      await t.call('PUT', '/api/availability/', {
        token: staff,
        body: { kind: 'game', id: day.game, registration: 1, answer: 'going' },
      }),
    ).toMatchObject({ status: 403 });
  });

  it('alerts the coach and the office once when fewer players are going than the minimum', async () => {
    // 1 going, 1 not going, 1 unanswered of 3 at home; the program needs 2; the game is within 24 h.
    await t.handle.db
      .update(games)
      .set({ kickoff: new Date(Date.now() + 20 * 3_600_000) })
      .where(eq(games.id, day.game));
    await availabilityRound(t.deps);
    const alerts = await t.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `minimum:game:${day.game}:team:${day.home.id}`));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toMatch(/^1 of 3 players of Storm \d+ say they are going .* at least 2\./);
    const to = await t.handle.db
      .select({ user: deliveries.userId })
      .from(deliveries)
      .where(eq(deliveries.notificationId, alerts[0]!.id));
    expect(to.map((row) => row.user)).toContain(day.home.coach.id);
    await availabilityRound(t.deps);
    expect(
      await t.handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, `minimum:game:${day.game}:team:${day.home.id}`)),
    ).toHaveLength(1);
  });

  it('shows the coach the counts and names, takes attendance, and keeps other coaches out', async () => {
    const seen = await t.call('GET', `/api/coach/teams/${day.home.id}/occasions/`, {
      token: day.home.coach.token,
    });
    expect(seen.status).toBe(200);
    const game = seen.body.results.find(
      (o: { kind: string; id: number }) => o.kind === 'game' && o.id === day.game,
    );
    expect(game).toMatchObject({ counts: { going: 1, not_going: 1, maybe: 0, no_answer: 1 }, minimum: 2 });
    expect(game.players).toHaveLength(3);
    const marks = day.home.families.map((f, i) => ({ registration: f.registration, present: i !== 1 }));
    const taken = await t.call('PUT', `/api/coach/teams/${day.home.id}/attendance/`, {
      token: day.home.coach.token,
      body: { kind: 'game', id: day.game, players: marks },
    });
    expect(taken.status).toBe(200);
    const after = taken.body.results.find((o: { id: number }) => o.id === day.game);
    expect(after.players.map((p: { present: boolean }) => p.present).sort()).toEqual([false, true, true]);
    // Another team's coach, and a player of another team: 404.
    expect(
      await t.call('GET', `/api/coach/teams/${day.home.id}/occasions/`, { token: other.home.coach.token }),
    ).toMatchObject({
      status: 404,
    });
    expect(
      await t.call('PUT', `/api/coach/teams/${day.home.id}/attendance/`, {
        token: day.home.coach.token,
        body: {
          kind: 'game',
          id: day.game,
          players: [{ registration: day.away.families[0]!.registration, present: true }],
        },
      }),
    ).toMatchObject({ status: 404 });
    const office = await t.call('GET', `/api/office/attendance/?season=${day.season}`, { token: staff });
    expect(
      office.body.results.find((row: { team: { id: number } }) => row.team.id === day.home.id),
    ).toMatchObject({
      occasions: 1,
      present: 2,
      absent: 1,
      rate: 67,
    });
  });

  it('lets the coach message the team, with delivery shown, and add weekly practices families answer', async () => {
    const sent = await t.call('POST', `/api/coach/teams/${day.home.id}/messages/`, {
      token: day.home.coach.token,
      body: { subject: 'Bring both jerseys', body: 'Light and dark, please.' },
    });
    expect(sent).toMatchObject({ status: 201, body: { progress: { recipients: 3 } } });
    await deliverDue(t.deps);
    const list = await t.call('GET', `/api/coach/teams/${day.home.id}/messages/`, {
      token: day.home.coach.token,
    });
    expect(list.body.results[0]).toMatchObject({
      subject: 'Bring both jerseys',
      progress: { sent: 3, done: true },
    });
    expect(t.outbox().filter((m) => m.subject === 'Bring both jerseys')).toHaveLength(3);
    expect(
      await t.call('POST', `/api/coach/teams/${day.home.id}/messages/`, {
        token: other.home.coach.token,
        body: { subject: 'x', body: 'y' },
      }),
    ).toMatchObject({ status: 404 });

    const start = new Date(Date.now() + 2 * 86_400_000);
    const startsOn = start.toISOString().slice(0, 10);
    const until = new Date(start.getTime() + 21 * 86_400_000).toISOString().slice(0, 10);
    const skip = new Date(start.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    const practices = await t.call('POST', `/api/coach/teams/${day.home.id}/practices/`, {
      token: day.home.coach.token,
      body: {
        title: 'Practice',
        weekday: start.getUTCDay(),
        start_time: '18:00',
        duration_minutes: 90,
        starts_on: startsOn,
        until,
        exceptions: [skip],
        location_text: 'Snowden Field 1',
      },
    });
    expect(practices).toMatchObject({
      status: 201,
      body: { occurrences: 3, detail: '3 practices added. Families see them and can answer.' },
    });
    const family = day.home.families[0]!;
    const upcoming = await t.call('GET', '/api/availability/', { token: family.token });
    const practice = upcoming.body.results.find(
      (o: { kind: string; title: string }) => o.kind === 'event' && o.title === 'Practice',
    );
    expect(practice).toMatchObject({
      venue: 'Snowden Field 1',
      players: [{ registration: family.registration, answer: null }],
    });
    const answered = await t.call('PUT', '/api/availability/', {
      token: family.token,
      body: { kind: 'event', id: practice.id, registration: family.registration, answer: 'maybe' },
    });
    expect(answered).toMatchObject({ status: 200, body: { changed: true } });
    expect((await findOccasion(t.handle.db, 'event', practice.id))?.teamIds).toEqual([day.home.id]);
    const bad = await t.call('POST', `/api/coach/teams/${day.home.id}/practices/`, {
      token: day.home.coach.token,
      body: {
        title: 'Practice',
        weekday: 2,
        start_time: '18:00',
        duration_minutes: 90,
        starts_on: until,
        until: startsOn,
      },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { until: ['The last date must be on or after the first.'] },
    });
  });
});
