import { describe, expect, it } from 'vitest';
import { changedFields } from './log';

describe('changedFields', () => {
  it('keeps only the fields whose values differ, before and after', () => {
    expect(
      changedFields(
        { name: 'Oxford', city: 'Oxford', active: true, tags: ['a'] },
        { name: 'Oxford Park', city: 'Oxford', active: false, tags: ['a'] },
      ),
    ).toEqual({ before: { name: 'Oxford', active: true }, after: { name: 'Oxford Park', active: false } });
  });

  it('is null when nothing changed', () => {
    expect(changedFields({ tags: ['a', 'b'], note: null }, { tags: ['a', 'b'], note: null })).toBeNull();
  });

  it('reads a field missing before as null', () => {
    expect(changedFields({}, { notes: 'New' })).toEqual({ before: { notes: null }, after: { notes: 'New' } });
  });
});
