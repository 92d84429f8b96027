import { describe, expect, it, vi } from 'vitest';
import { firstContent, followPages, resultsOf, pageFromPath, pagePath, pageTotal } from './paging';
import type { Page } from './types';

const page = <T>(results: T[], next: string | null): Page<T> => ({
  count: results.length,
  next,
  previous: null,
  results,
});

describe('resultsOf', () => {
  it('reads the results of a paged answer, a bare array, or nothing', () => {
    expect(resultsOf(page([1, 2], null))).toEqual([1, 2]);
    expect(resultsOf([3])).toEqual([3]);
    expect(resultsOf(null)).toEqual([]);
    expect(resultsOf({} as Page<number>)).toEqual([]);
  });
});

describe('followPages', () => {
  it('loads page 1, 2, … while each answer names a next page', async () => {
    const fetchPage = vi.fn(async (n: number) => page([n], n < 3 ? `?page=${n + 1}` : null));
    expect(await followPages(fetchPage)).toEqual([1, 2, 3]);
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
  });

  it('stops at a page with no results even when it names a next page', async () => {
    const fetchPage = vi.fn(async (n: number) => page(n === 1 ? ['a'] : [], '?page=next'));
    expect(await followPages(fetchPage)).toEqual(['a']);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops after a bare array answer', async () => {
    const fetchPage = vi.fn(async () => ['x', 'y']);
    expect(await followPages(fetchPage)).toEqual(['x', 'y']);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('loads at most maxPages pages', async () => {
    const fetchPage = vi.fn(async (n: number) => page([n], '?page=more'));
    expect(await followPages(fetchPage, 4)).toEqual([1, 2, 3, 4]);
  });

  it('passes a failed page on to the caller', async () => {
    await expect(followPages(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});

describe('firstContent', () => {
  it('is the content of the first result, or empty when there is none or it is not text', () => {
    expect(firstContent(page([{ content: 'First' }, { content: 'Second' }], null))).toBe('First');
    expect(firstContent(page([], null))).toBe('');
    expect(firstContent(page([{ content: null }], null))).toBe('');
    expect(firstContent(page([{ title: 'no content' }], null))).toBe('');
    expect(firstContent(undefined)).toBe('');
  });
});

describe('the addresses of built list pages (issue 41 item 12)', () => {
  it.each([
    [1, '/calendar'],
    [2, '/calendar/page/2'],
    [12, '/calendar/page/12'],
  ])('page %i of /calendar is %s', (page, path) => {
    expect(pagePath('/calendar', page)).toBe(path);
    expect(pageFromPath('/calendar', path)).toBe(page);
  });

  it.each([
    ['/calendar.html', 1],
    ['/calendar/page/3.html', 3],
    ['/calendar/', 1],
    ['/locations/page/2', null],
    ['/calendar/page/0', null],
    ['/calendar/page/two', null],
  ])('reads %s as %s', (path, page) => {
    expect(pageFromPath('/calendar', path)).toBe(page);
  });

  it('counts the pages of a list, at least one', () => {
    expect(pageTotal(0, 10)).toBe(1);
    expect(pageTotal(18, 9)).toBe(2);
    expect(pageTotal(19, 9)).toBe(3);
  });
});
