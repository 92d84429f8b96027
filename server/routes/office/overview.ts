/**
 * GET /office/overview/: the office's first screen (staff only): this season's registrations per
 * week, its money in and refunded (in all and per season), its registered children without the current waiver and each
 * division's registered children. "This season" is every season not over yet (season-of.ts).
 */
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { weeklyCounts, type OfficeOverview } from '../../../src/domain/office/overview';
import { REGISTERED_STATUSES } from '../../../src/domain/registration-status';
import { leagueDay } from '../../../src/domain/schedule-csv';
import { aidApplications } from '../../db/schema/aid';
import { divisions, programs, seasons } from '../../db/schema/league';
import { registrations } from '../../db/schema/registrations';
import { routes } from '../../http/router';
import { inSeasonNotOver, seasonNotOver } from '../../registrations/season-of';
import { currentWaiver } from '../../registrations/current-waiver';
import {
  MONEY_IN,
  PROGRAM_REGISTRATIONS,
  registrationTotals,
  registrationTotalsBySeason,
} from './registrations';
import { missingWaiver } from './waivers';

export const officeOverviewRoutes = routes('/office/overview').get('/', async (c) => {
  const { db } = c.var.deps;
  const now = new Date();
  const thisSeason = and(PROGRAM_REGISTRATIONS, inSeasonNotOver(now));
  const registered = and(thisSeason, inArray(registrations.status, [...REGISTERED_STATUSES]));
  const { version } = currentWaiver();
  // Money in counts partly paid registrations too (cash at the office, a plan's deposit).
  const moneyThisSeason = and(thisSeason, MONEY_IN);
  const [current, paidDays, totals, bySeason, [missing], fills, [aid]] = await Promise.all([
    db
      .select({ id: seasons.id, title: seasons.title, program: programs.name })
      .from(seasons)
      .leftJoin(programs, eq(programs.id, seasons.programId))
      .where(seasonNotOver(now))
      .orderBy(seasons.startDate, seasons.title),
    db
      .select({ paidAt: registrations.paidAt })
      .from(registrations)
      .where(and(thisSeason, isNotNull(registrations.paidAt))),
    registrationTotals(db, moneyThisSeason),
    registrationTotalsBySeason(db, moneyThisSeason),
    db
      .select({ n: count() })
      .from(registrations)
      .where(and(registered, missingWaiver(version))),
    db
      .select({ id: divisions.id, name: divisions.name, program: programs.name, registered: count() })
      .from(registrations)
      .innerJoin(divisions, eq(divisions.id, registrations.divisionId))
      .innerJoin(programs, eq(programs.id, divisions.programId))
      .where(registered)
      .groupBy(divisions.id, divisions.name, programs.name)
      .orderBy(desc(count()), programs.name, divisions.name),
    db.select({ n: count() }).from(aidApplications).where(eq(aidApplications.status, 'pending')),
  ]);
  return c.json({
    seasons: current.map((row) => row.title),
    weeks: weeklyCounts(
      paidDays.map((row) => leagueDay(row.paidAt!)),
      leagueDay(now),
    ),
    money: {
      paid_cents: totals.paid_cents,
      refunded_cents: totals.refunded_cents,
      net_cents: totals.net_cents,
      registrations: totals.paid_count,
    },
    // Each season's own money (issue 41 item 8), in the order "this season" lists them.
    money_by_season: current.flatMap((season) => {
      const money = bySeason.find((row) => row.season === season.id);
      return money
        ? [
            {
              season: season.id,
              title: season.title,
              program_name: season.program,
              paid_cents: money.paid_cents,
              refunded_cents: money.refunded_cents,
              net_cents: money.net_cents,
              registrations: money.paid_count,
            },
          ]
        : [];
    }),
    waivers_missing: missing?.n ?? 0,
    aid_pending: aid?.n ?? 0,
    divisions: fills.map((row) => ({
      id: row.id,
      name: row.name,
      program_name: row.program,
      registered: row.registered,
    })),
  } satisfies OfficeOverview);
});
