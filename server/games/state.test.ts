import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueDay } from '../../src/domain/league-games';
import { auditLog } from '../db/schema/audit';
import { games } from '../db/schema/league';
import { deliveries, notifications } from '../db/schema/notifications';
import { users } from '../db/schema/auth';
import { deliverDue } from '../notify/deliver';
import { firstGamesOf } from './first-games';
import { createTestContext, type TestContext } from '../test/harness';
import { gameDay, type GameDay } from '../test/game-day';

let t: TestContext;
let staff: string;
let day: GameDay;
let second: number;
let referee: { id: number; email: string };

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
  day = await gameDay(t, { homeFamilies: 2, awayFamilies: 1, kickoffInHours: 26 });
  const [first] = await t.handle.db.select().from(games).where(eq(games.id, day.game));
  // A second game at the same field an hour later, and one at another field that stays as it is.
  const [row] = await t.handle.db
    .insert(games)
    .values({ ...first!, id: undefined, kickoff: new Date(first!.kickoff.getTime() + 3_600_000) })
    .returning();
  second = row!.id;
  await t.handle.db.insert(games).values({
    ...first!,
    id: undefined,
    venue: 'Other Park',
    kickoff: new Date(first!.kickoff.getTime() + 1_800_000),
  });
  const [ref] = await t.handle.db.select().from(users).where(eq(users.email, 'referee@demo.test'));
  referee = { id: ref!.id, email: ref!.email };
  await t.handle.db.update(games).set({ officials: 'referee@demo.test' }).where(eq(games.id, day.game));
}, 180_000);
afterAll(() => t.close());

const date = () => leagueDay(new Date(Date.now() + 26 * 3_600_000));

describe('game states', () => {
  it('previews the games of a field on a date without changing or telling anyone', async () => {
    const before = await t.handle.db.select().from(notifications);
    const preview = await t.call('POST', '/api/office/game-day/bulk/', {
      token: staff,
      body: {
        venue: 'snowden field 2',
        date: date(),
        action: 'delay',
        minutes: 30,
        reason: 'Lightning',
        preview: true,
      },
    });
    expect(preview).toMatchObject({ status: 200, body: { preview: true, count: 2 } });
    expect(await t.handle.db.select().from(notifications)).toHaveLength(before.length);
    const [game] = await t.handle.db.select().from(games).where(eq(games.id, day.game));
    expect(game).toMatchObject({ status: 'SCHEDULED', sequence: 0 });
  });

  it('delays every game of a field by 30 minutes and tells each family, coach and official once per game', async () => {
    const [before] = await t.handle.db.select().from(games).where(eq(games.id, day.game));
    const answer = await t.call('POST', '/api/office/game-day/bulk/', {
      token: staff,
      body: {
        venue: 'Snowden Field 2',
        date: date(),
        action: 'delay',
        minutes: 30,
        reason: 'Lightning in the area',
      },
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { count: 2, detail: '2 games delayed; both teams, their coaches and officials are being told.' },
    });
    const [after] = await t.handle.db.select().from(games).where(eq(games.id, day.game));
    expect(after).toMatchObject({
      status: 'DELAYED',
      stateReason: 'Lightning in the area',
      stateChangedByName: expect.stringMatching(/\S/),
      sequence: 1,
      originalKickoff: before!.kickoff,
    });
    expect(after!.kickoff.getTime() - before!.kickoff.getTime()).toBe(30 * 60_000);
    const notices = await t.handle.db
      .select()
      .from(notifications)
      .where(inArray(notifications.gameId, [day.game, second]));
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({ kind: 'game_change', essential: true, urgent: false });
    expect(notices.find((n) => n.gameId === day.game)!.text).toMatch(
      /now kicks off .* \(was .*\)\. Reason: Lightning in the area/,
    );
    const to = await t.handle.db
      .select({ user: deliveries.userId, channel: deliveries.channel })
      .from(deliveries)
      .where(eq(deliveries.notificationId, notices.find((n) => n.gameId === day.game)!.id));
    expect(to.map((row) => row.user).sort()).toEqual(
      [...day.home.families, ...day.away.families]
        .map((f) => f.user.id)
        .concat(day.home.coach.id, day.away.coach.id, referee.id)
        .sort(),
    );
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'game'));
    expect(audit.filter((row) => String(row.entityId) === String(day.game))).toHaveLength(1);
    // The other field's game is as it was.
    const others = await t.handle.db.select().from(games).where(eq(games.venue, 'Other Park'));
    expect(others.every((g) => g.status === 'SCHEDULED' && g.sequence === 0)).toBe(true);
  });

  it('cancels one game: labelled for families, STATUS:CANCELLED and a higher SEQUENCE in the calendar feed', async () => {
    const cancelled = await t.call('POST', `/api/office/game-day/${second}/state/`, {
      token: staff,
      body: { action: 'cancel', reason: 'Field closed: standing water' },
    });
    expect(cancelled).toMatchObject({ status: 200, body: { game: { status: 'CANCELLED', sequence: 2 } } });
    const feed = await t.call('GET', `/api/events/teams/${day.home.id}/calendar.ics`);
    const events = String(feed.body).split('BEGIN:VEVENT').slice(1);
    const gone = events.find((e) => e.includes(`game-${second}@`))!;
    expect(gone).toContain('STATUS:CANCELLED');
    expect(gone).toContain('SEQUENCE:2');
    expect(gone).toMatch(/SUMMARY:Cancelled: Storm \d+ vs Tigers \d+/);
    const delayed = events.find((e) => e.includes(`game-${day.game}@`))!;
    expect(delayed).toContain('STATUS:CONFIRMED');
    expect(delayed).toContain('SEQUENCE:1');
    expect(delayed).toMatch(/SUMMARY:Delayed: /);
    // Families still see the cancelled game, labelled, in their teams' next games.
    const teamsAnswer = await t.call('GET', '/api/auth/teams/?page_size=100', {
      token: day.home.families[0]!.token,
    });
    const team = teamsAnswer.body.results.find((row: { id: number }) => row.id === day.home.id);
    expect(team.games.map((g: { id: number; status: string }) => [g.id, g.status])).toEqual(
      expect.arrayContaining([
        [day.game, 'DELAYED'],
        [second, 'CANCELLED'],
      ]),
    );
    // The mail says so, and reaches the family.
    await deliverDue(t.deps);
    const mail = t
      .outbox()
      .find((m) => m.to === day.home.families[0]!.user.email && m.subject.startsWith('Cancelled:'));
    expect(mail?.text).toMatch(/is cancelled\. Reason: Field closed: standing water/);
  });

  it('refuses a change without a reason, a delay without minutes, and other callers', async () => {
    expect(
      await t.call('POST', `/api/office/game-day/${day.game}/state/`, {
        token: staff,
        body: { action: 'delay', reason: 'x' },
      }),
    ).toMatchObject({ status: 400, body: { minutes: ['Enter the delay in minutes (5 to 600).'] } });
    expect(
      await t.call('POST', `/api/office/game-day/${day.game}/state/`, {
        token: staff,
        body: { action: 'cancel', reason: ' ' },
      }),
    ).toMatchObject({
      status: 400,
      body: { reason: ['Say why (families read it), in at most 300 characters.'] },
    });
    expect(
      await t.call('POST', `/api/office/game-day/${day.game}/state/`, {
        token: day.home.coach.token,
        body: { action: 'cancel', reason: 'Mine' },
      }),
    ).toMatchObject({ status: 403 });
    const [game] = await t.handle.db.select().from(games).where(eq(games.id, day.game));
    expect(game!.status).toBe('DELAYED');
  });
  it('keeps a delayed game editable in the games form; a new kickoff there is told once and raises the sequence', async () => {
    const [before] = await t.handle.db.select().from(games).where(eq(games.id, day.game));
    const noticesOf = () =>
      t.handle.db.select().from(notifications).where(eq(notifications.gameId, day.game));
    const told = (await noticesOf()).length;
    const notes = await t.call('PATCH', `/api/office/games/${day.game}/`, {
      token: staff,
      body: { notes: 'Bring rain gear' },
    });
    expect(notes).toMatchObject({ status: 200, body: { status: 'DELAYED', notes: 'Bring rain gear' } });
    expect(await noticesOf()).toHaveLength(told);
    const kickoff = new Date(before!.kickoff.getTime() + 3_600_000).toISOString();
    const moved = await t.call('PATCH', `/api/office/games/${day.game}/`, {
      token: staff,
      body: { kickoff },
    });
    expect(moved).toMatchObject({ status: 200, body: { status: 'DELAYED', kickoff } });
    const [after] = await t.handle.db.select().from(games).where(eq(games.id, day.game));
    expect(after).toMatchObject({ sequence: before!.sequence + 1, originalKickoff: before!.originalKickoff });
    const [latest] = await t.handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.gameId, day.game))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(await noticesOf()).toHaveLength(told + 1);
    expect(latest).toMatchObject({
      kind: 'game_change',
      essential: true,
      subject: expect.stringMatching(/^Delayed: /),
    });
    expect(latest!.text).toMatch(/now kicks off .* \(was .*\)\.$/);
  });

  it('never counts a postponed or cancelled game as the season’s first game played (refund policy)', async () => {
    const postponed = await t.call('POST', `/api/office/game-day/${day.game}/state/`, {
      token: staff,
      body: { action: 'postpone', reason: 'Lightning' },
    });
    expect(postponed).toMatchObject({ status: 200, body: { game: { status: 'POSTPONED' } } });
    const [other] = await t.handle.db.select().from(games).where(eq(games.venue, 'Other Park'));
    const [first] = await firstGamesOf(t.handle.db, [day.season]);
    expect(first).toMatchObject({ kickoff: other!.kickoff, status: 'SCHEDULED' });
    // A score is refused until it has been played at a new time.
    expect(
      await t.call('PATCH', `/api/office/games/${day.game}/`, {
        token: staff,
        body: { home_score: 1, away_score: 0 },
      }),
    ).toMatchObject({
      status: 400,
      body: { home_score: ['Scores are entered once a game is under way or final.'] },
    });
  });
});
