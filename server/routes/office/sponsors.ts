/** /office/sponsors/: sponsors (gold, silver, community) and strategic partners, with their order. */
import { eq } from 'drizzle-orm';
import {
  SPONSOR_KINDS,
  SPONSOR_TIERS,
  sponsorInputSchema,
  type OfficeSponsor,
  type SponsorInput,
} from '../../../src/domain/office/sponsors';
import { sponsors } from '../../db/schema/content';
import { booleanFilter, choiceFilter, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { resourceRoutes } from '../../http/resource';

import { type WriteConfig } from '../../http/write';
import { officeSponsorJson } from '../sponsors/sponsor-json';

type SponsorRow = typeof sponsors.$inferSelect;

const columnsOf = (input: SponsorInput) => ({
  kind: input.kind,
  name: input.name,
  tier: input.tier,
  logo: input.logo || null,
  url: input.url || null,
  description: input.description,
  writeUp: input.write_up || null,
  active: input.active,
  position: input.position,
});

export const sponsorWrites: WriteConfig<number, SponsorInput, OfficeSponsor> = {
  entity: 'sponsor',
  parseId,
  schema: sponsorInputSchema,
  read: async (db, id) => {
    const [row] = await db.select().from(sponsors).where(eq(sponsors.id, id));
    return row ? officeSponsorJson(row) : null;
  },
  toInput: (sponsor) => ({
    ...sponsor,
    logo: sponsor.logo ?? '',
    url: sponsor.url ?? '',
    write_up: sponsor.write_up ?? '',
  }),
  insert: async (db, input) => {
    const [row] = await db.insert(sponsors).values(columnsOf(input)).returning({ id: sponsors.id });
    return row!.id;
  },
  update: async (db, id, input) => {
    await db.update(sponsors).set(columnsOf(input)).where(eq(sponsors.id, id));
  },
  remove: async (db, id) => {
    await db.delete(sponsors).where(eq(sponsors.id, id));
  },
  name: (sponsor) => sponsor.name,
};

const sponsorList: ListConfig<SponsorRow, OfficeSponsor> = {
  table: sponsors,
  search: [sponsors.name, sponsors.description],
  filters: {
    kind: choiceFilter(sponsors.kind, SPONSOR_KINDS),
    tier: choiceFilter(sponsors.tier, SPONSOR_TIERS),
    active: booleanFilter(sponsors.active),
  },
  sort: { position: sponsors.position, name: sponsors.name, tier: sponsors.tier },
  defaultOrdering: 'position',
  tiebreak: sponsors.id,
  limits: { defaultSize: 20, maxSize: 100 },
  json: (_db, rows) => rows.map(officeSponsorJson),
};

export const officeSponsorRoutes = resourceRoutes('/office/sponsors', sponsorList, sponsorWrites);
