/** The sponsors table as JSON: one mapping, answered by /sponsors/ (spec 1 §3) and /office/sponsors/. */
import type { OfficeSponsor } from '../../../src/domain/office/sponsors';
import type { Sponsor } from '../../../src/domain/types';
import type { sponsors } from '../../db/schema/content';
import { tableJson } from '../../http/table-json';

type SponsorRow = typeof sponsors.$inferSelect;

export const sponsorFields = tableJson<SponsorRow>()({
  id: (row) => row.id,
  kind: (row) => row.kind as OfficeSponsor['kind'],
  name: (row) => row.name,
  url: (row) => row.url,
  logo: (row) => row.logo,
  /** The public shape carries the logo's address twice (logo and logo_url). */
  logo_url: (row) => row.logo,
  description: (row) => row.description,
  tier: (row) => row.tier as OfficeSponsor['tier'],
  write_up: (row) => row.writeUp,
  active: (row) => row.active,
  position: (row) => row.position,
});

/** The sponsor shape of spec 1 §3 (logo and logo_url carry the same address). */
export const sponsorJson: (row: SponsorRow) => Sponsor = sponsorFields(
  'id',
  'name',
  'url',
  'logo',
  'logo_url',
  'description',
  'tier',
  'write_up',
  'active',
);

/** A sponsor or partner as the office edits it. */
export const officeSponsorJson: (row: SponsorRow) => OfficeSponsor = sponsorFields(
  'id',
  'kind',
  'name',
  'tier',
  'logo',
  'url',
  'description',
  'write_up',
  'active',
  'position',
);
