/** Rules for sponsors and partners (spec 1 §2.3, §2.10, §3, §4, §9): tiers, order, thank-you text, counts. */
import type { Partner, Sponsor } from './types';

export type SponsorTier = 'gold' | 'silver' | 'community';

/** Tier order wherever tiers are listed (§2.10). */
export const TIER_ORDER: readonly SponsorTier[] = ['gold', 'silver', 'community'];

/** Headings of the tiers. */
export const TIER_LABELS: Record<SponsorTier, string> = {
  gold: 'Gold',
  silver: 'Silver',
  community: 'Community',
};

/** Sponsor and partner lists are kept in memory this long (§4). */
export const SPONSOR_CACHE_MS = 5 * 60 * 1000;
/** At most this many pages of sponsors or partners are followed (§9). */
export const MAX_SPONSOR_PAGES = 100;
/** The home page's strategic partners grid shows the first this many partners. */
export const HOME_PARTNER_COUNT = 6;

/** A sponsor's tier: gold, silver, and anything else is community (case and spaces ignored). */
export function sponsorTier(tier: string | null | undefined): SponsorTier {
  const value = (tier ?? '').trim().toLowerCase();
  return value === 'gold' || value === 'silver' ? value : 'community';
}

/** Entries marked inactive are dropped; a missing flag counts as active. */
export function activeOnly<T extends Sponsor>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.active !== false);
}

export type SponsorTiers = Record<SponsorTier, Sponsor[]>;

/** Active sponsors grouped by tier, each tier in the server's order. */
export function groupByTier(sponsors: readonly Sponsor[]): SponsorTiers {
  const tiers: SponsorTiers = { gold: [], silver: [], community: [] };
  for (const sponsor of activeOnly(sponsors)) tiers[sponsorTier(sponsor.tier)].push(sponsor);
  return tiers;
}

/** Non-empty tiers in the order gold, silver, community. */
export function orderedTiers(
  tiers: SponsorTiers,
): { tier: SponsorTier; label: string; sponsors: Sponsor[] }[] {
  return TIER_ORDER.filter((tier) => tiers[tier].length > 0).map((tier) => ({
    tier,
    label: TIER_LABELS[tier],
    sponsors: tiers[tier],
  }));
}

/** The marquee's list: gold then silver sponsors. */
export function marqueeSponsors(tiers: SponsorTiers): Sponsor[] {
  return [...tiers.gold, ...tiers.silver];
}

/** A sponsor's write-up, or the default thank-you text when it is blank (§9). */
export function thankYouText(sponsor: { name: string; write_up?: string | null | undefined }): string {
  const writeUp = sponsor.write_up?.trim();
  return writeUp || `Thanks to ${sponsor.name} for supporting our girls' flag football program.`;
}

/** The logo address of an entry: logo, else logo_url, else null (a monogram is shown instead). */
export function sponsorLogo(entry: {
  logo?: string | null | undefined;
  logo_url?: string | null | undefined;
}): string | null {
  return entry.logo?.trim() || entry.logo_url?.trim() || null;
}

/** The entry's optional link when it is an http(s) address. */
export function sponsorLink(entry: { url?: string | null | undefined }): string | null {
  const value = entry.url?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Up to two initials for a tile shown when an entry has no logo ("Delta Ridge Bank" → "DR"). */
export function monogram(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const initials = words
    .filter((word) => !/^(the|and|of|&)$/i.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return initials || '?';
}

/** The first `count` active partners (the home grid shows six). */
export function featuredPartners(partners: readonly Partner[], count = HOME_PARTNER_COUNT): Partner[] {
  return activeOnly(partners).slice(0, count);
}

/** The dynamic "sponsors & partners" count on /sponsors: active sponsors plus active partners. */
export function supporterCount(sponsors: readonly Sponsor[], partners: readonly Partner[]): number {
  return activeOnly(sponsors).length + activeOnly(partners).length;
}

/** The live list when it has active entries, otherwise the built-in fallback list. */
export function withFallback<T extends Sponsor>(entries: readonly T[], fallback: readonly T[]): T[] {
  const active = activeOnly(entries);
  return active.length > 0 ? active : activeOnly(fallback);
}
