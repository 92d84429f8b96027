// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgramCard } from '../../domain/programs';
import { cleanup, hydrate } from '../../lib/testing/render';
import { $livePlaces } from '../../stores/places';
import ProgramCatalogue from './ProgramCatalogue';
import type * as LogoModule from './ProgramLogo';

/** The logos each render drew: a card drawn again draws its logo again. */
const logosDrawn = vi.hoisted(() => [] as string[]);
vi.mock('./ProgramLogo', async (original) => {
  const { default: ProgramLogo } = await original<typeof LogoModule>();
  return {
    default: (props: Parameters<typeof ProgramLogo>[0]) => {
      logosDrawn.push(props.src);
      return ProgramLogo(props);
    },
  };
});

const card = (id: string, title: string, places?: ProgramCard['places']): ProgramCard => ({
  id,
  title,
  description: '',
  divisions: [],
  registerUrl: '/register',
  ageGroups: ['U-12'],
  logo: `/programs/logos/${id}.svg`,
  locations: [],
  builtIn: false,
  places,
});
const cards = [
  // The card's id is the catalogue's; its places name the API program they were counted for.
  card('volleyball-girls', 'Volleyball Girls', { program: 'vb-girls-2027', left: 8 }),
  card('jr-nba', 'Jr. NBA Basketball'),
];
const placesLine = (root: ParentNode, title: string) =>
  [...root.querySelectorAll('.program-card')]
    .find((article) => article.textContent?.includes(title))
    ?.querySelector('.program-places') ?? null;

afterEach(async () => {
  await cleanup();
  $livePlaces.set(null);
  vi.restoreAllMocks();
});

describe('the catalogue shows places left', () => {
  it('built from the snapshot first, then as the page read them after load, without a hydration mismatch', async () => {
    const errors = vi.spyOn(console, 'error');
    // The page's script read the places before the island hydrated (it hydrates when visible).
    $livePlaces.set({ 'vb-girls-2027': 0, 'jr-nba': 2 });
    let built = '';
    const root = await hydrate(<ProgramCatalogue cards={cards} />, (container) => {
      built = placesLine(container, 'Volleyball Girls')?.textContent ?? '';
    });

    expect(built).toBe('8 places left');
    expect(placesLine(root, 'Volleyball Girls')?.textContent).toBe('Full — join the waitlist');
    // Unlimited when the site was built: no line (one appearing later would move the page).
    expect(placesLine(root, 'Jr. NBA Basketball')).toBeNull();
    expect(errors).not.toHaveBeenCalled();

    await act(async () => $livePlaces.set({ 'vb-girls-2027': 3 }));
    expect(placesLine(root, 'Volleyball Girls')?.textContent).toBe('3 places left');
    await act(async () => $livePlaces.set({ 'vb-girls-2027': 25 }));
    expect(placesLine(root, 'Volleyball Girls')?.textContent).toBe('');
  });
});

it('draws again only the card whose places changed, not the whole catalogue', async () => {
  const root = await hydrate(<ProgramCatalogue cards={cards} />);
  logosDrawn.length = 0;

  await act(async () => $livePlaces.set({ 'vb-girls-2027': 3 }));

  expect(placesLine(root, 'Volleyball Girls')?.textContent).toBe('3 places left');
  expect(logosDrawn).toEqual(['/programs/logos/volleyball-girls.svg']);
});
