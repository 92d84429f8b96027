import { describe, expect, it } from 'vitest';
import {
  LIST_EXCERPT,
  META_EXCERPT,
  SPOTLIGHT_EXCERPT,
  articleHref,
  canGoNext,
  canGoPrev,
  effectivePageSize,
  excerpt,
  formatNewsDate,
  matchesNewsSearch,
  newsPageHref,
  pageCount,
  pageOf,
  plainText,
  spotlight,
  articleImage,
} from './news';
import type { PressArticle } from './types';

const article = (
  id: number,
  title: string,
  published_at: string,
  extra: Partial<PressArticle> = {},
): PressArticle => ({
  id,
  title,
  content: `Body of ${title}`,
  published_at,
  ...extra,
});

const long = 'Flag football season opens across four states this fall with new venues and coaches. '.repeat(
  8,
);

describe('excerpt', () => {
  describe.each([
    ['spotlight', SPOTLIGHT_EXCERPT, 240],
    ['list', LIST_EXCERPT, 200],
    ['meta description', META_EXCERPT, 160],
  ])('for the %s', (_name, max, expected) => {
    it(`cuts to at most ${expected} characters ending with an ellipsis`, () => {
      expect(max).toBe(expected);
      const text = excerpt(long, max);
      expect(text.length).toBeLessThanOrEqual(expected);
      expect(text.endsWith('…')).toBe(true);
      expect(text.length).toBeGreaterThan(expected - 20);
    });
  });

  it('keeps text that already fits as it is', () => {
    expect(excerpt('Short news.', 200)).toBe('Short news.');
  });

  it('cuts at a word boundary, never mid-word', () => {
    expect(excerpt('alpha beta gamma delta', 13)).toBe('alpha beta…');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(excerpt('One, two, three four five', 11)).toBe('One, two…');
  });

  it('cuts a single overlong word rather than returning nothing', () => {
    expect(excerpt('Supercalifragilistic', 10)).toBe('Supercali…');
  });

  it('works on plain text: tags, entities and line breaks are removed', () => {
    expect(excerpt('<p>Hello&nbsp;<strong>families</strong></p>\n\nSee you &amp; yours', 200)).toBe(
      'Hello families See you & yours',
    );
  });

  it('treats missing content as empty', () => {
    expect(excerpt(undefined, 160)).toBe('');
  });
});

describe('plainText', () => {
  it('keeps link text and drops Markdown marks', () => {
    expect(plainText('## Big **win** for [our girls](https://example.org)')).toBe('Big win for our girls');
  });
});

describe('spotlight', () => {
  const articles = [
    article(1, 'Oldest', '2024-01-01T00:00:00Z'),
    article(2, 'Pinned B', '2024-02-01T00:00:00Z'),
    article(3, 'Newest', '2025-06-01T00:00:00Z'),
    article(4, 'Middle', '2025-01-01T00:00:00Z'),
    article(5, 'Pinned A', '2023-05-01T00:00:00Z'),
  ];

  it('puts pinned titles first in pinned order, then fills with the latest', () => {
    expect(spotlight(articles, ['Pinned A', 'Pinned B']).map((a) => a.id)).toEqual([5, 2, 3]);
  });

  it('shows at most three articles even with three pinned titles present', () => {
    expect(spotlight(articles, ['pinned a', 'PINNED B', 'Oldest']).map((a) => a.id)).toEqual([5, 2, 1]);
  });

  it('falls back to the latest three when no pinned title is published', () => {
    expect(spotlight(articles, ['Not here']).map((a) => a.id)).toEqual([3, 4, 2]);
  });

  it('leads with the articles the office pinned, newest first, before the pinned titles', () => {
    const pinned = articles.map((a) => (a.id === 1 || a.id === 4 ? { ...a, pinned: true } : a));
    expect(spotlight(pinned, ['Pinned A', 'Pinned B']).map((a) => a.id)).toEqual([4, 1, 5]);
  });

  it('is empty when there are no articles', () => {
    expect(spotlight([], ['Pinned A'])).toEqual([]);
  });
});

describe('matchesNewsSearch', () => {
  const item = article(1, 'Girls Flag Championship', '2025-01-01', {
    content: 'Memphis hosts the FINAL weekend.',
  });
  it.each([
    ['', true],
    ['flag', true],
    ['CHAMPION', true],
    ['final weekend', true],
    ['basketball', false],
  ])('"%s" matches: %s', (query, expected) => {
    expect(matchesNewsSearch(item, query)).toBe(expected);
  });
});

describe('articleHref', () => {
  it('links to /news/{id} when the article has no external URL', () => {
    expect(articleHref({ id: 7, url: null })).toBe('/news/7');
    expect(articleHref({ id: 7, url: '' })).toBe('/news/7');
  });
  it('links to the external URL when it has one', () => {
    expect(articleHref({ id: 7, url: 'https://news.example.com/a' })).toBe('https://news.example.com/a');
  });
  it('ignores a URL that is not http or https', () => {
    expect(articleHref({ id: 7, url: 'javascript:alert(1)' })).toBe('/news/7');
  });
});

describe('paging', () => {
  describe.each([
    { page: 1, previous: null, expected: false },
    { page: 1, previous: 'http://api/news/?page=1', expected: true },
    { page: 2, previous: null, expected: true },
  ])('Prev on page $page with previous $previous', ({ page, previous, expected }) => {
    it(`is ${expected ? 'enabled' : 'disabled'}`, () => {
      expect(canGoPrev({ page, previous, count: 50 })).toBe(expected);
    });
  });

  describe.each([
    { page: 1, pageSize: 10, count: 10, next: null, expected: false },
    { page: 1, pageSize: 10, count: 11, next: null, expected: true },
    { page: 2, pageSize: 10, count: 20, next: null, expected: false },
    { page: 3, pageSize: 10, count: 5, next: 'http://api/news/?page=4', expected: true },
    { page: 1, pageSize: 0, count: 11, next: null, expected: true },
    { page: 1, pageSize: undefined, count: 10, next: null, expected: false },
    { page: 1, pageSize: null, count: 11, next: null, expected: true },
    { page: 2, pageSize: 5, count: 11, next: null, expected: true },
  ])(
    'Next on page $page (size $pageSize, count $count, next $next)',
    ({ page, pageSize, count, next, expected }) => {
      it(`is ${expected ? 'enabled' : 'disabled'}`, () => {
        expect(canGoNext({ page, pageSize, count, next })).toBe(expected);
      });
    },
  );

  it('falls back to a page size of 10 for missing, zero, negative or non-numeric sizes', () => {
    expect(effectivePageSize(undefined)).toBe(10);
    expect(effectivePageSize(0)).toBe(10);
    expect(effectivePageSize(-3)).toBe(10);
    expect(effectivePageSize(Number.NaN)).toBe(10);
    expect(effectivePageSize(25)).toBe(25);
  });

  it('counts pages and slices a page from a list', () => {
    const items = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageCount(23)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(items, 3)).toEqual([21, 22, 23]);
    expect(pageOf(items, 2, 5)).toEqual([6, 7, 8, 9, 10]);
  });

  it('addresses built list pages as /news then /news/page/N', () => {
    expect(newsPageHref(1)).toBe('/news');
    expect(newsPageHref(2)).toBe('/news/page/2');
  });
});

describe('formatNewsDate', () => {
  it('formats a published date in long US style', () => {
    expect(formatNewsDate('2025-03-05T12:00:00Z')).toBe('March 5, 2025');
  });
  it('is empty for a missing or invalid date', () => {
    expect(formatNewsDate(null)).toBe('');
    expect(formatNewsDate('not a date')).toBe('');
  });
});

describe('articleImage', () => {
  const article = { title: 'Spring league opens', image: '/api/media/a1.png', image_alt: '' };

  it('shows an uploaded picture or an https one, described by its description, else by the headline', () => {
    expect(articleImage(article)).toEqual({ src: '/api/media/a1.png', alt: 'Spring league opens' });
    expect(articleImage({ ...article, image_alt: ' Players at kickoff ' })).toEqual({
      src: '/api/media/a1.png',
      alt: 'Players at kickoff',
    });
    expect(articleImage({ ...article, image: 'https://cdn.example/p.jpg' })?.src).toBe(
      'https://cdn.example/p.jpg',
    );
  });

  it.each([
    null,
    '',
    '  ',
    'http://cdn.example/p.jpg',
    '//evil.example/p.png',
    'javascript:alert(1)',
    'p.png',
  ])('shows none for %j', (image) => {
    expect(articleImage({ ...article, image })).toBeNull();
  });
});
