/**
 * The office's first screen (GET /office/overview/): this season's registrations per week, money in
 * and refunded, registered children without the current waiver, and each division's registrations.
 * The charts are drawn from these figures, which are also shown as text beside them.
 */

/** One week of registrations (weeks start on Monday, league time). */
export interface WeekCount {
  /** The Monday that starts the week (YYYY-MM-DD). */
  start: string;
  count: number;
}

/** A division's registered children this season. */
export interface DivisionFill {
  id: number;
  name: string;
  program_name: string;
  registered: number;
}

/** One season's money (issue 41 item 8: not all current seasons lumped together). */
export interface SeasonMoney {
  season: number;
  title: string;
  program_name: string | null;
  paid_cents: number;
  refunded_cents: number;
  net_cents: number;
  registrations: number;
}

export interface OfficeOverview {
  /** The seasons "this season" covers: every season not over yet, by title. */
  seasons: string[];
  weeks: WeekCount[];
  money: { paid_cents: number; refunded_cents: number; net_cents: number; registrations: number };
  /** The same per season, for the seasons with paid registrations (soonest first). */
  money_by_season: SeasonMoney[];
  waivers_missing: number;
  /** Financial aid applications waiting for a decision (issue 21 item 3). */
  aid_pending?: number;
  divisions: DivisionFill[];
}

/** A week's start as 'Sep 7' (the chart's labels). */
export function weekLabel(start: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${start}T12:00:00Z`),
  );
}

/** The Monday (YYYY-MM-DD) that starts the week of a YYYY-MM-DD day. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** Counts per week from the first week with a registration to `today`'s week, at most `max` weeks. */
export function weeklyCounts(days: readonly string[], today: string, max = 16): WeekCount[] {
  if (days.length === 0) return [];
  const counts = new Map<string, number>();
  for (const day of days) counts.set(weekStart(day), (counts.get(weekStart(day)) ?? 0) + 1);
  const last = weekStart(today);
  const first = [...counts.keys()].sort()[0]!;
  const weeks: WeekCount[] = [];
  for (
    let at = new Date(`${last}T12:00:00Z`);
    weeks.length < max;
    at = new Date(at.getTime() - 7 * 86_400_000)
  ) {
    const start = at.toISOString().slice(0, 10);
    weeks.unshift({ start, count: counts.get(start) ?? 0 });
    if (start <= first) break;
  }
  return weeks;
}
