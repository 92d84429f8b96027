import { describe, expect, it } from 'vitest';
import { CORE_VALUES, isCoreValueList } from './core-values';

describe('core values', () => {
  it('are the seven values of spec 1 §2.4 in order', () => {
    expect(CORE_VALUES).toEqual([
      'Character',
      'Outreach',
      'Unity',
      'Resilience',
      'Accountability',
      'Growth',
      'Excellence',
    ]);
  });

  it('accepts exactly that list', () => {
    expect(isCoreValueList([...CORE_VALUES])).toBe(true);
  });

  describe.each([
    ['a missing value', CORE_VALUES.slice(0, 6)],
    ['an extra value', [...CORE_VALUES, 'Kindness']],
    ['a different order', [...CORE_VALUES].reverse()],
    [
      'a renamed value',
      ['Character', 'Outreach', 'Unity', 'Resilience', 'Accountability', 'Growth', 'Effort'],
    ],
  ])('with %s', (_case, names) => {
    it('rejects the list', () => {
      expect(isCoreValueList(names)).toBe(false);
    });
  });
});
