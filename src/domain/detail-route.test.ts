import { describe, expect, it } from 'vitest';
import { detailIdFromPath } from './detail-route';

describe('detailIdFromPath', () => {
  it.each([
    ['/programs/jr-nba', 'programs', 'jr-nba'],
    ['/programs/12/', 'programs', '12'],
    ['/news/a%20b', 'news', 'a b'],
    ['/news/', 'news', null],
    ['/news/1/extra', 'news', null],
    ['/programs/1', 'news', null],
  ])('%s in %s is %s', (path, section, expected) => {
    expect(detailIdFromPath(path, section)).toBe(expected);
  });
});
