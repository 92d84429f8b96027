/** Seeds venues, programs with divisions and venues, and seasons with games, standings, news and details. */
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recomputeStandings } from '../games/standings';
import { programCapacities } from '../db/schema/capacity';
import {
  divisions,
  games,
  locations,
  programLocations,
  programs,
  seasonDetails,
  seasonNewsItems,
  seasons,
} from '../db/schema/league';
import { planSchedule, saturday, seasonName } from './schedule';
import { readCatalogue, type CatalogueSeed } from './catalogue';
import { SEED_CAPACITIES, SEED_DIVISIONS, SEED_PROGRAMS, SEED_VENUES } from './venues';

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A demo season's registration window (issue 19): an upcoming season's opened three weeks before
 * the seeding day and closes a week before its first game, so families can register for it now; a
 * season under way or over took registrations before it began and is closed.
 */
export function seedRegistrationWindow(
  status: string,
  firstGame: Date,
  now: Date,
): { registrationOpensOn: string; registrationClosesOn: string } {
  if (status === 'SCHEDULED') {
    return {
      registrationOpensOn: isoDate(new Date(now.getTime() - 21 * DAY)),
      registrationClosesOn: isoDate(
        new Date(Math.max(firstGame.getTime() - 7 * DAY, now.getTime() + 7 * DAY)),
      ),
    };
  }
  return {
    registrationOpensOn: isoDate(new Date(firstGame.getTime() - 75 * DAY)),
    registrationClosesOn: isoDate(new Date(firstGame.getTime() - 21 * DAY)),
  };
}

interface SeedSeason {
  program: string;
  venue: string;
  division: string;
  status: 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED';
  /** Week of the first game relative to the seeding day. */
  firstWeek: number;
  subtitle: string;
  leagueDivision: string | null;
  leagueCounty: string | null;
  teams: string[];
  seasonLabel?: string;
  cancelIndex?: number;
  final?: boolean;
  news: { title: string; summary: string; daysAgo: number; url?: string }[];
  details: [string, string][];
}

const SEASONS: SeedSeason[] = [
  {
    program: 'nfl-flag-boys',
    venue: 'snowden',
    division: 'Varsity',
    status: 'IN_PROGRESS',
    firstWeek: -2,
    subtitle: 'U-14 and U-15 Saturday league',
    leagueDivision: 'NFC_NORTH',
    leagueCounty: 'DESOTO',
    teams: [
      'Southaven Storm',
      'Horn Lake Hawks',
      'Olive Branch Blaze',
      'Hernando Tigers',
      'Walls Wolverines',
      'Lewisburg Lightning',
    ],
    cancelIndex: 4,
    news: [
      {
        title: 'Storm stay unbeaten after overtime thriller',
        summary: 'A last-play flag pull sealed the win in front of a packed Snowden Grove crowd.',
        daysAgo: 2,
      },
      {
        title: 'Lightning delay: what happens next',
        summary: 'Last week’s cancelled game will not be replayed; both teams keep their records.',
        daysAgo: 5,
      },
    ],
    details: [
      ['Game day', 'Saturdays, first kickoff 9:00 am'],
      ['Check-in', '45 minutes before kickoff at the field tent'],
      ['Commissioner', 'Darnell Price · coach@demo.test'],
      ['Hotline', 'Opens two hours before the first game'],
    ],
  },
  {
    program: 'nfl-flag-girls',
    venue: 'hernando',
    division: 'Junior',
    status: 'IN_PROGRESS',
    firstWeek: -1,
    subtitle: "Girls' U-12 and U-13 league",
    leagueDivision: 'NFC_NORTH',
    leagueCounty: 'TATE',
    teams: ['Hernando Hurricanes', 'Senatobia Stars', 'Coldwater Comets', 'Tate County Thunder'],
    news: [
      {
        title: 'Comets debut with a shutout',
        summary: 'Coldwater’s defense pulled 14 flags in its first league game.',
        daysAgo: 4,
      },
    ],
    details: [
      ['Game day', 'Saturdays, kickoffs 9:00 am and 11:00 am'],
      ['Uniforms', 'Jerseys and flags handed out at first practice'],
    ],
  },
  {
    program: 'jr-nba',
    venue: 'liberty',
    division: 'Elite',
    status: 'SCHEDULED',
    firstWeek: 3,
    subtitle: 'U-16 and U-17 boys',
    leagueDivision: null,
    leagueCounty: null,
    teams: ['Memphis Grizzlies Youth', 'Orange Mound Ballers', 'Whitehaven Knights', 'Frayser Falcons'],
    news: [],
    details: [['Tip-off', 'Saturday mornings at the Liberty Park fieldhouse']],
  },
  {
    program: 'jr-wnba',
    venue: 'oxford',
    division: 'Varsity',
    status: 'SCHEDULED',
    firstWeek: 5,
    subtitle: 'U-14 and U-15 girls',
    leagueDivision: 'NFC_NORTH',
    leagueCounty: 'LAFAYETTE',
    teams: [
      'Oxford Lady Chargers',
      'Lafayette Lady Commodores',
      'Water Valley Lady Blue Devils',
      'Taylor Trailblazers',
    ],
    news: [
      {
        title: 'Jr. WNBA rosters posted',
        summary: 'Team assignments are in the parent portal; first practice is two weeks before tip-off.',
        daysAgo: 2,
      },
    ],
    details: [],
  },
  {
    program: 'volleyball-girls',
    venue: 'starkville',
    division: 'Junior',
    status: 'SCHEDULED',
    firstWeek: 10,
    subtitle: 'Indoor season',
    leagueDivision: 'NFC_SOUTH',
    leagueCounty: 'OKTIBBEHA',
    teams: [],
    news: [],
    details: [],
  },
  {
    program: 'nfl-flag-boys',
    venue: 'jackson',
    division: 'Elite',
    status: 'COMPLETED',
    firstWeek: -30,
    subtitle: 'U-16 and U-17 spring league',
    leagueDivision: 'AFC_NORTH',
    leagueCounty: 'HINDS',
    teams: [
      'Jackson Jaguars',
      'Clinton Cougars',
      'Brandon Bulldogs',
      'Madison Mustangs',
      'Pearl Pirates',
      'Ridgeland Raiders',
    ],
    final: true,
    news: [
      {
        title: 'Jaguars win the AFC North title',
        summary: 'Jackson closed the spring with a championship-game win at the Metro complex.',
        daysAgo: 150,
      },
      {
        title: 'All-league team announced',
        summary: 'Twelve athletes earned all-league honors for the spring season.',
        daysAgo: 140,
        url: 'https://example.org/league/all-league-spring',
      },
    ],
    details: [
      ['Champion', 'Decided in the championship game'],
      ['Awards night', 'Held at the Jackson Metro Sports Complex pavilion'],
    ],
  },
  {
    program: 'soccer-girls',
    venue: 'gulfport',
    division: 'Varsity',
    status: 'COMPLETED',
    firstWeek: -24,
    subtitle: 'Coast spring league',
    leagueDivision: 'AFC_SOUTH',
    leagueCounty: 'HARRISON',
    teams: ['Gulfport Waves', 'Biloxi Breakers', 'Long Beach Gulls', 'Ocean Springs Marlins'],
    news: [
      {
        title: 'Waves and Breakers share the crown',
        summary: 'A final-day draw left the top two level on points.',
        daysAgo: 120,
      },
    ],
    details: [['Format', 'Nine-a-side, two 30-minute halves']],
  },
  {
    program: 'track-field',
    venue: 'florence',
    division: 'Rookie',
    status: 'COMPLETED',
    firstWeek: -20,
    subtitle: 'Summer meet series',
    leagueDivision: null,
    leagueCounty: null,
    teams: [],
    seasonLabel: 'Meet series',
    news: [
      {
        title: 'Twenty personal bests at the series finale',
        summary: 'Florence hosted the final meet of the summer series.',
        daysAgo: 100,
      },
    ],
    details: [
      ['Events', '100 m, 200 m, 400 m, 800 m, long jump, shot put'],
      ['Results', 'Posted after each meet on the league results board'],
    ],
  },
];

/** The seeded programs: catalogue programs as content/programs says, the others as the seed does. */
function seedPrograms(): (CatalogueSeed & { id: string; venues: string[]; active: boolean })[] {
  const catalogue = readCatalogue();
  return SEED_PROGRAMS.map((program) => {
    const entry = catalogue.get(program.id);
    const sport = entry?.sport ?? program.sport ?? 'FOOTBALL';
    return {
      id: program.id,
      venues: program.venues,
      active: program.active ?? true,
      name: entry?.name ?? program.name ?? program.id,
      sport,
      description: entry?.description ?? program.description ?? '',
      logo: entry?.logo ?? program.logo ?? `/programs/logos/${program.id}.svg`,
      // Spec 1 §2.6: default /register, with the sport preselected.
      registerUrl: entry?.registerUrl ?? `/register?sport=${sport}`,
      divisions: entry?.divisions ?? SEED_DIVISIONS,
      ageGroups: entry?.ageGroups ?? [],
    };
  });
}

/** Inserts the league data when there are no venues yet; returns the number of seasons created. */
export async function seedLeague(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(locations);
  if ((existing?.n ?? 0) > 0) return 0;

  const venueRows = await db
    .insert(locations)
    .values(SEED_VENUES.map(({ key: _key, active = true, ...venue }) => ({ ...venue, active })))
    .returning({ id: locations.id, name: locations.name });
  const venueId = new Map(SEED_VENUES.map((venue, i) => [venue.key, venueRows[i]?.id ?? 0]));

  const seeded = seedPrograms();
  await db.insert(programs).values(
    seeded.map((program, position) => ({
      id: program.id,
      name: program.name,
      description: program.description,
      logo: program.logo,
      sport: program.sport,
      registerUrl: program.registerUrl,
      ageGroups: program.ageGroups,
      active: program.active,
      position,
    })),
  );
  const divisionRows = await db
    .insert(divisions)
    .values(
      seeded.flatMap((program) =>
        program.divisions.map((name, position) => ({ programId: program.id, name, position })),
      ),
    )
    .returning();
  await db
    .insert(programLocations)
    .values(
      seeded.flatMap((program) =>
        program.venues.map((venue) => ({ programId: program.id, locationId: venueId.get(venue) ?? 0 })),
      ),
    );
  await db
    .insert(programCapacities)
    .values(SEED_CAPACITIES.map(({ program, capacity }) => ({ programId: program, capacity })));

  for (const [index, season] of SEASONS.entries()) {
    const program = seeded.find((p) => p.id === season.program);
    const start = saturday(now, season.firstWeek);
    const plan = planSchedule({
      teams: season.teams,
      sport: program?.sport ?? 'FOOTBALL',
      firstWeek: season.firstWeek,
      now,
      seed: index + 1,
      ...(season.cancelIndex === undefined ? {} : { cancelIndex: season.cancelIndex }),
      final: season.final ?? false,
    });
    const lastGame = plan.games.at(-1)?.kickoff ?? new Date(start.getTime() + 8 * 7 * DAY);
    const label = seasonName(start);
    const [row] = await db
      .insert(seasons)
      .values({
        title: `${label} ${program?.name ?? ''}`.trim(),
        subtitle: season.subtitle,
        status: season.status,
        startDate: isoDate(new Date(start.getTime() - 14 * DAY)),
        endDate: isoDate(lastGame),
        seasonLabel: season.seasonLabel ?? label,
        programId: season.program,
        locationId: venueId.get(season.venue) ?? null,
        divisionId:
          divisionRows.find((d) => d.programId === season.program && d.name === season.division)?.id ?? null,
        leagueDivision: season.leagueDivision,
        leagueCounty: season.leagueCounty,
        notes:
          season.status === 'COMPLETED'
            ? 'Final results are in. Thanks to every family and volunteer.'
            : null,
        ...seedRegistrationWindow(season.status, start, now),
      })
      .returning({ id: seasons.id });
    const seasonId = row?.id ?? 0;
    const venue = SEED_VENUES.find((v) => v.key === season.venue);
    if (plan.games.length > 0) {
      await db.insert(games).values(
        plan.games.map((game, i) => ({
          ...game,
          seasonId,
          venue: venue ? `${venue.name} · Field ${1 + (i % 3)}` : null,
          officials: game.status === 'CANCELLED' ? null : 'Lena Carter (R), Tri-State Officials crew',
        })),
      );
    }
    // A season shows standings once games are underway.
    // Ranked by the league's tiebreakers, as every later result is (server/games/standings.ts).
    if (season.status !== 'SCHEDULED' && plan.standings.length > 0) await recomputeStandings(db, seasonId);
    if (season.news.length > 0) {
      await db.insert(seasonNewsItems).values(
        season.news.map((news) => ({
          seasonId,
          title: news.title,
          summary: news.summary,
          url: news.url ?? null,
          publishedAt: new Date(now.getTime() - news.daysAgo * DAY),
        })),
      );
    }
    if (season.details.length > 0) {
      await db
        .insert(seasonDetails)
        .values(season.details.map(([label, value], position) => ({ seasonId, label, value, position })));
    }
  }
  return SEASONS.length;
}
