import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// `yaml` comes with the Astro tooling; the build itself reads these files through the content layer.
import { parse } from 'yaml';
import { programSchema } from '../collections/program-schema';
import {
  AGE_GROUPS,
  CATALOGUE_IDS,
  DEFAULT_REGISTER_URL,
  GENERIC_PROGRAM_LOGO,
  NO_FILTERS,
  ageGroupsForAges,
  ageGroupsIn,
  ageRangeText,
  filterPrograms,
  findCatalogueEntry,
  homeLogoPrograms,
  locationOptions,
  mapSearchUrl,
  mergeCatalogue,
  seasonText,
  serverCard,
  sportFromQuery,
  sportOptions,
  type CatalogueProgram,
  type ProgramCard,
} from './programs';
import type { Location, Program } from './types';

const card = (id: string, extra: Partial<ProgramCard> = {}): ProgramCard => ({
  id,
  title: id,
  description: '',
  divisions: [],
  registerUrl: '/register',
  ageGroups: [...AGE_GROUPS],
  logo: '/programs/logos/generic.svg',
  locations: [],
  builtIn: true,
  ...extra,
});

const entry = (id: string, extra: Partial<CatalogueProgram> = {}): CatalogueProgram => ({
  id,
  title: `${id} title`,
  shortTitle: `${id} short`,
  sport: 'FOOTBALL',
  category: 'Flag Football',
  gender: 'Boys',
  tagline: 'tag',
  starts: 'Fall 2025',
  description: `${id} description`,
  divisions: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }],
  registerUrl: '/register?sport=FOOTBALL',
  ageGroups: ['U-11', 'U-12'],
  logo: `/programs/logos/${id}.svg`,
  color: '#000000',
  accent: '#ffffff',
  ...extra,
});

describe('the built-in catalogue in content/programs', () => {
  const dir = 'content/programs';
  const files = readdirSync(dir).filter((name) => name.endsWith('.yaml'));
  const parsed = files.map((name) => ({
    id: name.replace(/\.yaml$/, ''),
    data: parse(readFileSync(`${dir}/${name}`, 'utf8')),
  }));

  it('has exactly the nine ids of the spec', () => {
    expect(parsed.map((file) => file.id).sort()).toEqual([...CATALOGUE_IDS].sort());
  });

  describe.each(parsed)('$id', ({ id, data }) => {
    const result = programSchema.safeParse(data);

    it('passes the schema (every field of §2.6)', () => {
      expect(result.error?.issues ?? []).toEqual([]);
    });

    it('has four named divisions, ages within U-11 to U-17, a Fall 2025 start and its own local logo', () => {
      const program = programSchema.parse(data);
      expect(program.divisions).toHaveLength(4);
      expect(program.divisions.every((division) => division.name.trim().length > 0)).toBe(true);
      expect(program.ageGroups.every((age) => (AGE_GROUPS as readonly string[]).includes(age))).toBe(true);
      expect(program.starts).toBe('Fall 2025');
      expect(program.logo).toBe(`/programs/logos/${id}.svg`);
      expect(program.registerUrl).toBe(`/register?sport=${program.sport}`);
    });
  });

  it('rejects a file with three divisions, an unknown age group or a missing logo file', () => {
    const good = parsed[0]?.data as Record<string, unknown>;
    const broken = {
      ...good,
      divisions: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      ageGroups: ['U-10'],
      logo: '/programs/logos/missing.svg',
    };
    const result = programSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['divisions', 'ageGroups.0', 'logo']));
  });
});

describe('catalogue filters', () => {
  const cards = [
    card('a', {
      title: 'NFL FLAG Football Girls',
      shortTitle: 'Girls Flag',
      tagline: 'Fast and fun',
      category: 'Flag Football',
      sport: 'FOOTBALL',
      ageGroups: ['U-11', 'U-12'],
      locations: [{ name: 'Tupelo Sports Park', city: 'Tupelo', state: 'MS' }],
    }),
    card('b', {
      title: 'Jr. NBA Basketball',
      shortTitle: 'Hoops',
      tagline: 'Skills first',
      category: 'Basketball',
      sport: 'BASKETBALL',
      ageGroups: ['U-15'],
      locations: [{ name: 'Memphis Community Gym' }],
    }),
    card('c', {
      title: 'Track',
      tagline: 'Run fast',
      category: 'Track & Field',
      sport: 'TRACK',
      description: 'hoops',
    }),
  ];
  const ids = (filters: Partial<typeof NO_FILTERS>) =>
    filterPrograms(cards, { ...NO_FILTERS, ...filters }).map((c) => c.id);

  describe.each([
    ['matches the title, case-insensitively', 'nfl flag', ['a']],
    ['matches the short title', 'HOOPS', ['b']],
    ['matches the tagline', 'run', ['c']],
    ['matches the category', 'basketball', ['b']],
    ['matches a substring shared by several cards', 'fast', ['a', 'c']],
    ['does not search the description', 'skills first', ['b']],
    ['lets every card through when blank', '  ', ['a', 'b', 'c']],
  ])('search %s', (_rule, search, expected) => {
    it(`"${search}" → ${expected.join(', ')}`, () => {
      expect(ids({ search })).toEqual(expected);
    });
  });

  it('does not match the description (search is over title, short title, tagline and category only)', () => {
    expect(ids({ search: 'hoops' })).toEqual(['b']);
  });

  it('filters by location with a case-insensitive exact match', () => {
    expect(ids({ location: 'tupelo sports park' })).toEqual(['a']);
    expect(ids({ location: 'Tupelo' })).toEqual([]);
  });

  it('filters by program type and by age group', () => {
    expect(ids({ sport: 'BASKETBALL' })).toEqual(['b']);
    expect(ids({ age: 'U-12' })).toEqual(['a', 'c']);
    expect(ids({ age: 'U-15', sport: 'FOOTBALL' })).toEqual([]);
  });

  it('offers each venue once, alphabetically, and only the program types present', () => {
    expect(locationOptions([...cards, card('d', { locations: [{ name: 'TUPELO SPORTS PARK' }] })])).toEqual([
      'Memphis Community Gym',
      'Tupelo Sports Park',
    ]);
    expect(sportOptions(cards)).toEqual(['FOOTBALL', 'BASKETBALL', 'TRACK']);
  });
});

describe('sportFromQuery', () => {
  it.each([
    ['?sport=FOOTBALL', 'FOOTBALL'],
    ['?sport=basketball', 'BASKETBALL'],
    ['?sport=SOCCER', ''],
    ['?sport=curling', ''],
    ['', ''],
  ])('%s preselects "%s"', (search, expected) => {
    expect(sportFromQuery(search)).toBe(expected);
  });
});

describe('homeLogoPrograms', () => {
  it.each([
    ['Flag Football U17', true],
    ['flag football u12 girls', true],
    ['JR. NBA Basketball', true],
    ['Jr. NBA', true],
    ['Jr NBA', false],
    ['Flag Football U14', false],
    ['Volleyball U-17', false],
  ])('"%s" shows on home: %s', (name, expected) => {
    expect(homeLogoPrograms([{ name }])).toHaveLength(expected ? 1 : 0);
  });

  it('reads a catalogue title when there is no name', () => {
    expect(homeLogoPrograms([{ title: 'Jr. NBA Basketball' }, { title: 'Soccer Girls' }])).toEqual([
      { title: 'Jr. NBA Basketball' },
    ]);
  });
});

describe('program display rules', () => {
  it('uses "Season start to be announced" when a program has no start', () => {
    expect(seasonText(undefined)).toBe('Season start to be announced');
    expect(seasonText('  ')).toBe('Season start to be announced');
    expect(seasonText('Fall 2025')).toBe('Fall 2025');
  });

  it('builds a maps search for the venue name, city and state', () => {
    expect(mapSearchUrl({ name: 'Tupelo Sports Park', city: 'Tupelo', state: 'MS' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Tupelo%20Sports%20Park%20Tupelo%20MS',
    );
    expect(mapSearchUrl({ name: 'A & B Field' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=A%20%26%20B%20Field',
    );
  });

  it('reads age groups named in a program or division name', () => {
    expect(ageGroupsIn('Flag U12 and u-15 Girls, U-12')).toEqual(['U-12', 'U-15']);
    expect(ageGroupsIn('Open play')).toEqual([]);
  });

  it('finds a built-in entry by id regardless of case or a trailing slash', () => {
    const catalogue = [entry('jr-nba')];
    expect(findCatalogueEntry(catalogue, 'JR-NBA/')?.id).toBe('jr-nba');
    expect(findCatalogueEntry(catalogue, 'nope')).toBeUndefined();
    expect(findCatalogueEntry(catalogue, '%E0%A4%A')).toBeUndefined();
  });
});

describe('mergeCatalogue', () => {
  const catalogue = [
    entry('nfl-flag-boys', { title: 'NFL FLAG Football Boys' }),
    entry('jr-nba', { sport: 'BASKETBALL' }),
  ];
  const venues: Location[] = [
    {
      id: 3,
      name: 'Tupelo Sports Park',
      city: 'Tupelo',
      state: 'MS',
      postal_code: '38801',
      latitude: 34.2,
      longitude: -88.7,
      address_line1: '1 Park Dr',
    },
  ];

  it('lists the active server programs in their order: built-in ones with their editor copy, others as their own cards', () => {
    const programs: Program[] = [
      {
        id: 10,
        name: 'Flag Football U12',
        sport: 'FOOTBALL',
        locations: [{ id: 3, name: 'Tupelo Sports Park' }],
      },
      { id: 'jr-nba', name: 'Jr. NBA Hoops', sport: 'BASKETBALL' },
      { id: 11, name: 'Retired', active: false },
    ];
    const cards = mergeCatalogue(catalogue, programs, venues);
    expect(cards.map((c) => c.id)).toEqual(['10', 'jr-nba']);
    expect(cards[0]?.locations).toEqual([{ name: 'Tupelo Sports Park', city: 'Tupelo', state: 'MS' }]);
    expect(cards[0]?.ageGroups).toEqual(['U-12']);
    expect(cards[1]).toMatchObject({ title: 'Jr. NBA Hoops', tagline: 'tag', builtIn: true });
  });

  it('shows the built-in catalogue when the API gave no program at all', () => {
    expect(mergeCatalogue(catalogue, [], venues).map((c) => c.id)).toEqual(['nfl-flag-boys', 'jr-nba']);
  });

  it('drops a built-in program the office archived', () => {
    const cards = mergeCatalogue(catalogue, [
      { id: 'nfl-flag-boys', name: 'NFL FLAG Football Boys', active: false },
      { id: 'jr-nba', name: 'Jr. NBA' },
    ]);
    expect(cards.map((c) => c.id)).toEqual(['jr-nba']);
  });

  it('takes what the office edits from the API and keeps the editor copy and division details of the entry', () => {
    const boys = entry('nfl-flag-boys', {
      title: 'NFL FLAG Football Boys',
      divisions: [
        { name: 'Rookie', detail: 'U-11 first-years' },
        { name: 'Elite', detail: 'U-16 and U-17' },
      ],
    });
    const [edited] = mergeCatalogue(
      [boys],
      [
        {
          id: 'nfl-flag-boys',
          name: 'NFL FLAG Boys',
          description: 'New copy.',
          sport: 'FOOTBALL',
          logo: '/programs/logos/new.svg',
          register_url: '/register?sport=FOOTBALL&x=1',
          age_groups: ['U-14', 'U-12'],
          divisions: [
            { id: 1, name: 'elite' },
            { id: 2, name: 'Open' },
          ],
        },
      ],
    );
    expect(edited).toMatchObject({
      title: 'NFL FLAG Boys',
      shortTitle: 'nfl-flag-boys short',
      tagline: 'tag',
      description: 'New copy.',
      logo: '/programs/logos/new.svg',
      registerUrl: '/register?sport=FOOTBALL&x=1',
      ageGroups: ['U-12', 'U-14'],
      divisions: [
        { name: 'elite', detail: 'U-16 and U-17' },
        { name: 'Open', detail: undefined },
      ],
      builtIn: true,
    });
  });

  it('gives a built-in entry the venues of the server program with its name', () => {
    const programs: Program[] = [
      { id: 12, name: 'nfl flag football boys', location_names: ['Tupelo Sports Park', 'Oxford Field'] },
    ];
    const cards = mergeCatalogue(catalogue, programs, venues);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.locations.map((l) => l.name)).toEqual(['Tupelo Sports Park', 'Oxford Field']);
  });

  it('keeps only local logos for server programs, borrowing the built-in logo of the sport', () => {
    expect(
      serverCard({ id: 1, name: 'X', sport: 'BASKETBALL', logo: 'https://cdn.example.com/x.png' }, catalogue)
        .logo,
    ).toBe('/programs/logos/jr-nba.svg');
    expect(serverCard({ id: 1, name: 'X', logo: '/media/x.png' }, catalogue).logo).toBe('/media/x.png');
    expect(serverCard({ id: 1, name: 'X', sport: 'GOLF' }, catalogue).logo).toBe(GENERIC_PROGRAM_LOGO);
  });

  it('borrows the logo of the built-in entry of the same sport and gender', () => {
    const both = [...catalogue, entry('nfl-flag-girls', { gender: 'Girls' })];
    expect(serverCard({ id: 3, name: 'Flag U12 Girls', sport: 'FOOTBALL' }, both).logo).toBe(
      '/programs/logos/nfl-flag-girls.svg',
    );
    expect(serverCard({ id: 3, name: 'Flag U12', sport: 'FOOTBALL' }, both).logo).toBe(
      '/programs/logos/nfl-flag-boys.svg',
    );
  });

  it("uses the venues' own city and state when the API sends them", () => {
    const cards = mergeCatalogue(catalogue, [
      {
        id: 'jr-nba',
        name: 'Jr. NBA Basketball',
        locations: [{ id: 7, name: 'Ballard Park', city: 'Tupelo', state: 'MS' }],
      },
    ]);
    expect(cards[0]?.locations).toEqual([{ name: 'Ballard Park', city: 'Tupelo', state: 'MS' }]);
  });

  it("follows the API's register link when it is a /register link, else the built-in one", () => {
    const program = { id: 5, name: 'Spring Hoops', sport: 'BASKETBALL' };
    expect(
      serverCard({ ...program, register_url: '/register?sport=BASKETBALL&p=5' }, catalogue).registerUrl,
    ).toBe('/register?sport=BASKETBALL&p=5');
    expect(serverCard({ ...program, register_url: 'https://evil.example/' }, catalogue).registerUrl).toBe(
      '/register?sport=FOOTBALL',
    );
  });

  it('keeps the age filter within the ages a program is for (min_age, max_age): ticked groups outside them drop out, none ticked means all of its ages', () => {
    const juniors = { id: 3, name: 'Juniors Clinic', sport: 'SOCCER', min_age: 13, max_age: 14 };
    expect(serverCard({ ...juniors, age_groups: ['U-11', 'U-13'] }, catalogue).ageGroups).toEqual(['U-13']);
    expect(serverCard(juniors, catalogue).ageGroups).toEqual(['U-13', 'U-14']);
    expect(serverCard({ ...juniors, min_age: 18, max_age: 99 }, catalogue).ageGroups).toEqual([]);
    const [edited] = mergeCatalogue(catalogue, [
      { id: 'nfl-flag-boys', name: 'Boys', min_age: 12, max_age: 12 },
    ]);
    expect(edited?.ageGroups).toEqual(['U-12']);
  });

  it('gives a server program the default register link and every age when it names none', () => {
    const server = serverCard({ id: 2, name: 'Open Clinic', sport: 'GOLF' }, catalogue);
    expect(server.registerUrl).toBe(DEFAULT_REGISTER_URL);
    expect(server.ageGroups).toEqual([...AGE_GROUPS]);
  });
});

describe('ageGroupsForAges', () => {
  it.each([
    [11, 17, [...AGE_GROUPS]],
    [13, 14, ['U-13', 'U-14']],
    [5, 11, ['U-11']],
    [18, 99, []],
  ])('ages %i to %i are %j', (min, max, groups) => {
    expect(ageGroupsForAges(min, max)).toEqual(groups);
  });
});

describe('ageRangeText', () => {
  it.each([
    [['U-11', 'U-12', 'U-13', 'U-14', 'U-15', 'U-16', 'U-17'], 'U-11 to U-17'],
    [['U-13', 'U-12'], 'U-12 to U-13'],
    [['U-12'], 'U-12'],
    [['U-11', 'U-15'], 'U-11, U-15'],
    [[], ''],
  ])('%j reads "%s"', (ages, expected) => {
    expect(ageRangeText(ages)).toBe(expected);
  });
});
