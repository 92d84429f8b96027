/** GET /sponsors/ and /sponsors/partners/: active sponsors and strategic partners, paged. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Sponsor } from '../../../src/domain/types';
import { sponsors } from '../../db/schema/content';
import { listHandler, type ListConfig } from '../../http/list';
import { routes } from '../../http/router';
import { sponsorJson } from './sponsor-json';

type SponsorRow = typeof sponsors.$inferSelect;

/** Gold first, then silver, then everything else (community). */
const tierOrder = sql`case ${sponsors.tier} when 'gold' then 0 when 'silver' then 1 else 2 end`;

/** Active sponsors or partners, gold first (spec 1 §3: inactive entries are never listed). */
const sponsorList = (kind: 'sponsor' | 'partner'): ListConfig<SponsorRow, Sponsor> => ({
  table: sponsors,
  scope: and(eq(sponsors.kind, kind), eq(sponsors.active, true)),
  order: [tierOrder, asc(sponsors.position), asc(sponsors.name), asc(sponsors.id)],
  limits: { defaultSize: 20, maxSize: 100 },
  json: (_db, rows) => rows.map(sponsorJson),
});

export const sponsorRoutes = routes('/sponsors')
  .get('/', listHandler(sponsorList('sponsor')))
  .get('/partners', listHandler(sponsorList('partner')));
