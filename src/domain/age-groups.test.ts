import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  ageGroupsIn,
  divisionAgeGroups,
  divisionChoiceLabel,
  divisionForAge,
  placementAgeGroup,
} from './age-groups';
import { ageGroupOfDivision } from './placement';

const LADDER = [
  { id: 1, name: 'Rookie' },
  { id: 2, name: 'Junior' },
  { id: 3, name: 'Varsity' },
  { id: 4, name: 'Elite' },
];

describe('program divisions as age groups (issue 41 item 4)', () => {
  it.each([
    ['Rookie', 'Rookie: U-11'],
    ['Junior', 'Junior: U-12 and U-13'],
    ['varsity', 'varsity: U-14 and U-15'],
    ['Elite', 'Elite: U-16 and U-17'],
    ['Open U-16', 'Open U-16'],
    ['Coed', 'Coed'],
  ])('reads %j as %j', (name, label) => {
    expect(divisionChoiceLabel(name)).toBe(label);
  });

  it('agrees with every program page: each division’s detail names the ladder’s age groups', () => {
    const dir = 'content/programs';
    const files = readdirSync(dir).filter((file) => file.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const program = parse(readFileSync(`${dir}/${file}`, 'utf8')) as {
        divisions?: { name: string; detail?: string }[];
      };
      for (const division of program.divisions ?? []) {
        expect(divisionAgeGroups(division.name), `${file}: ${division.name}`).toEqual(
          ageGroupsIn(division.detail ?? ''),
        );
      }
    }
  });

  it('finds the division for an age', () => {
    expect(divisionForAge(LADDER, 12)?.name).toBe('Junior');
    expect(divisionForAge(LADDER, 17)?.name).toBe('Elite');
    expect(divisionForAge(LADDER, 9)).toBeUndefined();
    expect(divisionForAge(LADDER, null)).toBeUndefined();
  });

  it('stores the spec’s code of the player’s own age within the division, else of its youngest age', () => {
    expect(ageGroupOfDivision('Junior', 13)).toBe('JUNIOR');
    expect(ageGroupOfDivision('Junior', 12)).toBe('TWEEN');
    expect(ageGroupOfDivision('Junior', null)).toBe('TWEEN');
    expect(ageGroupOfDivision('Junior', 16)).toBe('TWEEN');
    expect(ageGroupOfDivision('Varsity', 15)).toBe('HIGH_SCHOOL');
    expect(ageGroupOfDivision('Elite', null)).toBe('HIGH_SCHOOL');
    expect(ageGroupOfDivision('Coed', 12)).toBeNull();
  });

  it('words a registration’s age group by its division, else by its code', () => {
    expect(placementAgeGroup({ age_group: 'JUNIOR', division_detail: { name: 'Junior' } })).toBe(
      'Junior: U-12 and U-13',
    );
    expect(placementAgeGroup({ age_group: 'JUNIOR', division_detail: null })).toBe('Junior 13-14');
    expect(placementAgeGroup({ age_group: '', division_detail: null })).toBe('—');
  });
});
