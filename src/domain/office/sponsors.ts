/** Sponsors and strategic partners as the league office edits them (/office/sponsors/). */
import * as v from 'valibot';
import { choice, flag, optionalText, pathOrAddress, requiredText, webAddress, wholeNumber } from './fields';

export const SPONSOR_KINDS = ['sponsor', 'partner'] as const;
export const SPONSOR_TIERS = ['gold', 'silver', 'community'] as const;
export type SponsorKind = (typeof SPONSOR_KINDS)[number];
export type SponsorTier = (typeof SPONSOR_TIERS)[number];

export const SPONSOR_KIND_LABELS: Record<SponsorKind, string> = {
  sponsor: 'Sponsor',
  partner: 'Strategic partner',
};
export const SPONSOR_TIER_LABELS: Record<SponsorTier, string> = {
  gold: 'Gold',
  silver: 'Silver',
  community: 'Community',
};

export const sponsorInputSchema = v.object({
  kind: v.optional(choice('kind', SPONSOR_KINDS), 'sponsor'),
  name: requiredText('name', 120),
  tier: v.optional(choice('tier', SPONSOR_TIERS), 'community'),
  logo: pathOrAddress('logo'),
  url: webAddress('link'),
  description: optionalText('description', 1000),
  write_up: optionalText('write-up', 2000),
  active: flag('active', true),
  position: wholeNumber('order', 0, 9999, 0),
});

export type SponsorInput = v.InferOutput<typeof sponsorInputSchema>;

/** A sponsor or partner as the office lists and edits it. */
export interface OfficeSponsor {
  id: number;
  kind: SponsorKind;
  name: string;
  tier: SponsorTier;
  logo: string | null;
  url: string | null;
  description: string;
  write_up: string | null;
  active: boolean;
  position: number;
}
