import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_MS,
  HERO_SLIDE_MS,
  LAST_ZIP_KEY,
  POSTER_MAX_WIDTH,
  SPOTLIGHT_MS,
  SWIPE_THRESHOLD_PX,
  VIDEO_VISIBLE_RATIO,
  canRotate,
  chooseFeed,
  feedKey,
  indexInRange,
  isUsableFeed,
  locationsUrlForZip,
  normalizeZip,
  pickHomeLogoPrograms,
  safeHttpUrl,
  swipeStep,
  usableFeeds,
  wrapIndex,
} from './home';
import type { Program, SocialFeed } from './types';

describe('the timers and limits of §9', () => {
  it('uses 5 s slides, a 2000 ms carousel, an 8 s spotlight, a 48 px swipe and a 640 px poster width', () => {
    expect(HERO_SLIDE_MS).toBe(5000);
    expect(CAROUSEL_MS).toBe(2000);
    expect(SPOTLIGHT_MS).toBe(8000);
    expect(SWIPE_THRESHOLD_PX).toBe(48);
    expect(POSTER_MAX_WIDTH).toBe(640);
    expect(VIDEO_VISIBLE_RATIO).toBe(0.5);
  });

  it('keeps the last ZIP under a product-specific localStorage key', () => {
    expect(LAST_ZIP_KEY).toBe('midsouth-league.last-zip');
  });
});

describe('normalizeZip', () => {
  describe.each([
    ['38654', '38654'],
    [' 38654 ', '38654'],
    ['386', '386'],
    ['\t3865\n', '3865'],
  ])('accepts %j', (value, zip) => {
    it(`as ${zip}`, () => expect(normalizeZip(value)).toBe(zip));
  });

  describe.each([
    ['12', 'two digits'],
    ['', 'nothing'],
    ['   ', 'only spaces'],
    ['386541', 'six digits'],
    ['38 654', 'a space inside'],
    ['3865a', 'a letter'],
    ['-3865', 'a sign'],
    ['３８６５４', 'full-width digits'],
  ])('rejects %j (%s)', (value) => {
    it('so nothing happens', () => expect(normalizeZip(value)).toBeNull());
  });
});

describe('locationsUrlForZip', () => {
  it('goes to /locations with query zip', () => {
    expect(locationsUrlForZip('38654')).toBe('/locations?zip=38654');
  });
});

describe('wrapIndex', () => {
  describe.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [4, 1, 3, 2],
    [0, 1, 0, 0],
  ])('from %i by %i among %i', (index, step, length, expected) => {
    it(`lands on ${expected}`, () => expect(wrapIndex(index, step, length)).toBe(expected));
  });
});

describe('indexInRange', () => {
  it('keeps an index that points at an item', () => {
    expect(indexInRange(2, 3)).toBe(2);
  });

  describe.each([
    [3, 3, 'past the end'],
    [5, 2, 'after the list shrank'],
    [-1, 3, 'negative'],
    [Number.NaN, 3, 'not a number'],
    [1.5, 3, 'not whole'],
    [0, 0, 'an empty list'],
  ])('resets %d among %d (%s) to 0', (index, length) => {
    it('to 0', () => expect(indexInRange(index, length)).toBe(0));
  });
});

describe('canRotate', () => {
  it('rotates only with at least two items', () => {
    expect(canRotate(0)).toBe(false);
    expect(canRotate(1)).toBe(false);
    expect(canRotate(2)).toBe(true);
  });
});

describe('swipeStep', () => {
  describe.each([
    [-48, 1, 'a 48 px move left shows the next item'],
    [-120, 1, 'a long move left shows the next item'],
    [48, -1, 'a 48 px move right shows the previous item'],
    [47, null, 'a 47 px move right is a tap'],
    [-47, null, 'a 47 px move left is a tap'],
    [0, null, 'no move is a tap'],
  ])('%i px', (delta, expected, sentence) => {
    it(sentence, () => expect(swipeStep(delta)).toBe(expected));
  });
});

const feed = (overrides: Partial<SocialFeed>): SocialFeed => ({
  id: 1,
  slug: 'instagram',
  label: 'Instagram',
  type: 'iframe',
  embed_url: 'https://www.instagram.com/midsouth/embed',
  embed_html: null,
  link: 'https://www.instagram.com/midsouth',
  position: 1,
  active: true,
  ...overrides,
});

describe('isUsableFeed', () => {
  describe.each([
    [feed({}), true, 'an iframe feed with embed_url'],
    [feed({ embed_url: null }), false, 'an iframe feed without embed_url'],
    [feed({ embed_url: '  ' }), false, 'an iframe feed with a blank embed_url'],
    [
      feed({ type: 'embed', embed_url: null, embed_html: '<blockquote></blockquote>' }),
      true,
      'an embed feed with embed_html',
    ],
    [feed({ type: 'embed', embed_html: null }), false, 'an embed feed with only embed_url'],
    [feed({ type: 'widget' }), false, 'a feed of another type'],
    [feed({ active: false }), false, 'an inactive feed'],
  ])('%#', (value, expected, sentence) => {
    it(`${expected ? 'keeps' : 'drops'} ${sentence}`, () => expect(isUsableFeed(value)).toBe(expected));
  });
});

describe('usableFeeds', () => {
  it('drops unusable feeds and keeps the rest in position order', () => {
    const feeds = [
      feed({ id: 1, slug: 'tiktok', position: 3 }),
      feed({ id: 2, slug: 'broken', embed_url: null, position: 0 }),
      feed({ id: 3, slug: 'facebook', position: 1 }),
      feed({ id: 4, slug: 'x', type: 'embed', embed_html: '<p>x</p>', position: 2 }),
    ];
    expect(usableFeeds(feeds).map(feedKey)).toEqual(['facebook', 'x', 'tiktok']);
  });
});

describe('chooseFeed', () => {
  const feeds = [feed({ id: 1, slug: 'facebook' }), feed({ id: 2, slug: 'instagram' })];

  it('defaults to the first feed', () => {
    expect(chooseFeed(feeds, null)?.slug).toBe('facebook');
  });

  it('keeps the chosen feed while the server still lists it', () => {
    expect(chooseFeed(feeds, 'instagram')?.slug).toBe('instagram');
  });

  it('falls back to the first feed when the chosen one disappeared from the list', () => {
    expect(chooseFeed(feeds, 'tiktok')?.slug).toBe('facebook');
  });

  it('chooses nothing when there are no feeds', () => {
    expect(chooseFeed([], 'facebook')).toBeNull();
  });

  it('knows a feed without a slug by its id', () => {
    expect(chooseFeed([feed({ id: 7, slug: '' })], '7')?.id).toBe(7);
  });
});

describe('safeHttpUrl', () => {
  describe.each([
    ['https://www.youtube.com/embed/x', 'https://www.youtube.com/embed/x'],
    ['http://example.org/feed', 'http://example.org/feed'],
    ['javascript:alert(1)', null],
    ['data:text/html,<p>', null],
    ['/relative', null],
    ['', null],
    [null, null],
  ])('%j', (value, expected) => {
    it(`is ${String(expected)}`, () => expect(safeHttpUrl(value)).toBe(expected));
  });
});

describe('pickHomeLogoPrograms', () => {
  const program = (name: string): Program => ({ id: name, name, logo: '/programs/logos/x.svg' });

  it('keeps programs whose name contains u17, u12 or Jr. NBA, in any case', () => {
    const names = [
      'NFL Flag U17 Girls',
      'Flag u12 Boys',
      'Jr. NBA Basketball',
      'JR. nba Skills',
      'Soccer U14',
      'Jr. WNBA',
    ];
    expect(pickHomeLogoPrograms(names.map(program)).map((p) => p.name)).toEqual([
      'NFL Flag U17 Girls',
      'Flag u12 Boys',
      'Jr. NBA Basketball',
      'JR. nba Skills',
    ]);
  });
});
