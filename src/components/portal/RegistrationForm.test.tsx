// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARENT_REGISTRATION_CHECKS, EMPTY_REGISTRATION } from '../../domain/registration';
import type { Program } from '../../domain/types';
import { setApiBaseResolver } from '../../lib/api-client';
import { mutateCache } from '../../lib/query';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { SPEC_GEOGRAPHY } from '../../lib/testing/league-geography';
import { cleanup, fill, render } from '../../lib/testing/render';
import { GEOGRAPHY_KEY, SEASONS_KEY } from '../../stores/league';
import RegistrationForm from './RegistrationForm';

const page = <T,>(results: readonly T[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results: [...results],
});
const season = {
  id: 7,
  title: 'Junior League',
  season_label: 'Winter 2027',
  status: 'SCHEDULED',
  program: { id: 'flag', name: 'Flag' },
  registration_opens_on: '2000-01-01',
  registration_closes_on: '2999-12-31',
};
const program: Program = {
  id: 'flag',
  name: 'Flag',
  locations: [{ id: 3, name: 'Snowden Grove' }],
  divisions: [
    { id: 11, name: 'Juniors' },
    { id: 12, name: 'Seniors' },
  ],
  places_left: 3,
  places: [
    { season: 7, location: 3, division: 11, capacity: 12, places_left: 0 },
    { season: 7, location: 3, division: 12, capacity: 12, places_left: 3 },
  ],
};

beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  fakeFetch({
    'GET /league/divisions/': () => json(page(SPEC_GEOGRAPHY)),
    'GET /events/seasons/': () => json(page([season])),
  });
  mutateCache(GEOGRAPHY_KEY, page(SPEC_GEOGRAPHY));
  mutateCache(SEASONS_KEY, page([season]));
});
afterEach(cleanup);

const hintOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ');

describe('the registration form with limited places (issue 21)', () => {
  it('says "Full — join the waitlist" or "N places left" for the chosen division', async () => {
    const view = await render(
      <RegistrationForm
        checks={PARENT_REGISTRATION_CHECKS}
        programs={[program]}
        initial={{ ...EMPTY_REGISTRATION, program: 'flag', season: '7', location: '3' }}
        confirmedAt={null}
        submitLabel="Review"
        onReview={vi.fn()}
        problem={null}
        busy={false}
      />,
    );
    // Labelled "Program division (optional)".
    const label = [...view.querySelectorAll('label')].find((l) =>
      l.textContent?.startsWith('Program division'),
    );
    const division = view.querySelector<HTMLSelectElement>(`#${CSS.escape(label!.htmlFor)}`)!;
    // No division chosen: the venue's limited divisions add up.
    expect(hintOf(division)).toBe('3 places left');
    await fill(division, '11');
    expect(hintOf(division)).toBe('Full — join the waitlist');
    await fill(division, '12');
    expect(hintOf(division)).toBe('3 places left');
  });
});
