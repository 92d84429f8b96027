// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../../lib/testing/render';
import FieldControl from './FieldControl';
import type { FieldDef } from './resource-table';

/** A game's home team: the season's teams, a legacy name kept with a warning. */
const HOME: FieldDef = {
  name: 'home_team',
  label: 'Home team',
  kind: 'select',
  dependsOn: 'season',
  options: [
    { value: 'Southaven Storm', label: 'Southaven Storm', group: '7' },
    { value: 'Horn Lake Hawks', label: 'Horn Lake Hawks', group: '7' },
    { value: 'Gulfport Waves', label: 'Gulfport Waves', group: '9' },
  ],
  unlisted: {
    warning: (name) => `"${name}" is not a team of this season.`,
    typeHint: 'This season has no teams yet: type the name.',
  },
};

const binding = (value: string) => ({
  id: 'home',
  name: 'home_team',
  value,
  onChange: () => {},
  'aria-invalid': undefined,
  errorId: 'problem',
});

const hint = (page: HTMLElement) => page.querySelector('.field-hint')?.textContent ?? null;
const choices = (page: HTMLElement) =>
  [...page.querySelectorAll('option')].map((option) => option.textContent);

afterEach(cleanup);

describe('FieldControl: a select that keeps a value its options lack', () => {
  it('offers the season’s teams only, without a warning, when the value is one of them', async () => {
    const page = await render(
      <FieldControl field={HOME} binding={binding('Horn Lake Hawks')} values={{ season: '7' }} />,
    );
    expect(choices(page)).toEqual(['Choose…', 'Southaven Storm', 'Horn Lake Hawks']);
    expect(page.querySelector('select')!.value).toBe('Horn Lake Hawks');
    expect(hint(page)).toBeNull();
  });

  it('keeps a legacy team name, selected, and says it is not a team of the season', async () => {
    const page = await render(
      <FieldControl field={HOME} binding={binding('Tupelo Titans')} values={{ season: '7' }} />,
    );
    expect(choices(page)).toEqual([
      'Choose…',
      'Tupelo Titans (not on the list)',
      'Southaven Storm',
      'Horn Lake Hawks',
    ]);
    expect(page.querySelector('select')!.value).toBe('Tupelo Titans');
    expect(hint(page)).toBe('"Tupelo Titans" is not a team of this season.');
    expect(page.querySelector('select')!.getAttribute('aria-describedby')).toContain('home-hint');
  });

  it('is typed when the season has no teams', async () => {
    const page = await render(
      <FieldControl field={HOME} binding={binding('Tupelo Titans')} values={{ season: '12' }} />,
    );
    expect(page.querySelector('select')).toBeNull();
    expect(page.querySelector('input')!.value).toBe('Tupelo Titans');
    expect(hint(page)).toBe('This season has no teams yet: type the name.');
  });

  it('leaves a select without the option as it was (no kept value, no warning)', async () => {
    const plain: FieldDef = {
      name: 'tier',
      label: 'Tier',
      kind: 'select',
      options: [{ value: 'gold', label: 'Gold' }],
    };
    const page = await render(<FieldControl field={plain} binding={binding('silver')} values={{}} />);
    expect(choices(page)).toEqual(['Choose…', 'Gold']);
    expect(hint(page)).toBeNull();
  });
});
