import { describe, expect, it } from 'vitest';
import {
  SPONSOR_CACHE_MS,
  MAX_SPONSOR_PAGES,
  TIER_ORDER,
  activeOnly,
  featuredPartners,
  groupByTier,
  marqueeSponsors,
  monogram,
  orderedTiers,
  sponsorLink,
  sponsorLogo,
  sponsorTier,
  supporterCount,
  thankYouText,
  withFallback,
} from './sponsors';
import type { Sponsor } from './types';

const sponsor = (id: number, overrides: Partial<Sponsor> = {}): Sponsor => ({
  id,
  name: `Sponsor ${id}`,
  tier: 'gold',
  active: true,
  ...overrides,
});

describe('constants', () => {
  it('caches lists for 5 minutes and follows at most 100 pages', () => {
    expect(SPONSOR_CACHE_MS).toBe(300_000);
    expect(MAX_SPONSOR_PAGES).toBe(100);
  });

  it('lists tiers gold, silver, community', () => {
    expect(TIER_ORDER).toEqual(['gold', 'silver', 'community']);
  });
});

describe('sponsorTier', () => {
  describe.each([
    ['gold', 'gold'],
    ['GOLD', 'gold'],
    [' Silver ', 'silver'],
    ['bronze', 'community'],
    ['community', 'community'],
    ['platinum', 'community'],
    ['', 'community'],
    [undefined, 'community'],
    [null, 'community'],
  ])('%j', (tier, expected) => {
    it(`is ${expected}`, () => expect(sponsorTier(tier)).toBe(expected));
  });
});

describe('activeOnly', () => {
  it('drops entries marked inactive and keeps entries without the flag', () => {
    const list = [sponsor(1), sponsor(2, { active: false }), { id: 3, name: 'Sponsor 3', tier: 'gold' }];
    expect(activeOnly(list).map((s) => s.id)).toEqual([1, 3]);
  });
});

describe('groupByTier', () => {
  const list = [
    sponsor(1, { tier: 'community' }),
    sponsor(2, { tier: 'silver' }),
    sponsor(3, { tier: 'gold' }),
    sponsor(4, { tier: 'bronze' }),
    sponsor(5, { tier: 'gold', active: false }),
    sponsor(6, { tier: 'gold' }),
  ];

  it('puts each active sponsor in its tier, keeping the server order inside a tier', () => {
    const tiers = groupByTier(list);
    expect(tiers.gold.map((s) => s.id)).toEqual([3, 6]);
    expect(tiers.silver.map((s) => s.id)).toEqual([2]);
    expect(tiers.community.map((s) => s.id)).toEqual([1, 4]);
  });

  it('orders tiers gold, silver, community and leaves out empty tiers', () => {
    expect(orderedTiers(groupByTier(list)).map((t) => t.label)).toEqual(['Gold', 'Silver', 'Community']);
    expect(orderedTiers(groupByTier([sponsor(1, { tier: 'x' }), sponsor(2)])).map((t) => t.tier)).toEqual([
      'gold',
      'community',
    ]);
  });

  it('feeds the marquee with gold then silver sponsors', () => {
    expect(marqueeSponsors(groupByTier(list)).map((s) => s.id)).toEqual([3, 6, 2]);
  });
});

describe('thankYouText', () => {
  it('uses the write-up when there is one', () => {
    expect(thankYouText({ name: 'Delta Ridge Bank', write_up: '  Lights for every field.  ' })).toBe(
      'Lights for every field.',
    );
  });

  describe.each([[undefined], [null], [''], ['   ']])('with write_up %j', (writeUp) => {
    it('thanks the sponsor with the default text', () => {
      expect(thankYouText({ name: 'Oak Court Pizza', write_up: writeUp })).toBe(
        "Thanks to Oak Court Pizza for supporting our girls' flag football program.",
      );
    });
  });
});

describe('sponsorLogo', () => {
  describe.each([
    [{ logo: '/sponsors/a.svg', logo_url: 'https://x.test/b.png' }, '/sponsors/a.svg'],
    [{ logo: null, logo_url: 'https://x.test/b.png' }, 'https://x.test/b.png'],
    [{ logo: '  ', logo_url: '/sponsors/b.svg' }, '/sponsors/b.svg'],
    [{}, null],
  ])('%j', (entry, expected) => {
    it(`is ${String(expected)}`, () => expect(sponsorLogo(entry)).toBe(expected));
  });
});

describe('sponsorLink', () => {
  describe.each([
    ['https://oakcourt.test/', 'https://oakcourt.test/'],
    [' http://oakcourt.test ', 'http://oakcourt.test/'],
    ['javascript:alert(1)', null],
    ['oakcourt.test', null],
    [null, null],
    [undefined, null],
  ])('%j', (url, expected) => {
    it(`is ${String(expected)}`, () => expect(sponsorLink({ url })).toBe(expected));
  });
});

describe('monogram', () => {
  describe.each([
    ['Delta Ridge Bank', 'DR'],
    ['The Oak Court', 'OC'],
    ['peabody', 'P'],
    ['Bluff City & Co', 'BC'],
    ['***', '?'],
  ])('%j', (name, expected) => {
    it(`is ${expected}`, () => expect(monogram(name)).toBe(expected));
  });
});

describe('featuredPartners', () => {
  it('shows the first 6 active partners', () => {
    const partners = Array.from({ length: 9 }, (_, i) => sponsor(i + 1, { active: i !== 1 }));
    expect(featuredPartners(partners).map((p) => p.id)).toEqual([1, 3, 4, 5, 6, 7]);
  });

  it('shows all of them when there are fewer than 6', () => {
    expect(featuredPartners([sponsor(1), sponsor(2)])).toHaveLength(2);
  });
});

describe('supporterCount', () => {
  it('counts active sponsors and active partners together', () => {
    expect(supporterCount([sponsor(1), sponsor(2, { active: false })], [sponsor(3), sponsor(4)])).toBe(3);
  });
});

describe('withFallback', () => {
  const fallback = [sponsor(90), sponsor(91, { active: false })];

  it('uses the live list when it has active entries', () => {
    expect(withFallback([sponsor(1)], fallback).map((s) => s.id)).toEqual([1]);
  });

  it('uses the built-in list when the live list is empty or all inactive', () => {
    expect(withFallback([], fallback).map((s) => s.id)).toEqual([90]);
    expect(withFallback([sponsor(1, { active: false })], fallback).map((s) => s.id)).toEqual([90]);
  });
});
