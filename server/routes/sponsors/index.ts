/** GET /sponsors/ and /sponsors/partners/: active sponsors and strategic partners, paged. */
import type { Context } from 'hono';
import type { Sponsor } from '../../../src/domain/types';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import { sponsors } from '../../db/schema/content';
import { pageRequest, pageResponse } from '../../http/pagination';
import { routes } from '../../http/router';

type SponsorRow = typeof sponsors.$inferSelect;

/** The sponsor shape of spec 1 §3 (logo and logo_url carry the same address). */
export function sponsorJson(row: SponsorRow) {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    logo: row.logo,
    logo_url: row.logo,
    description: row.description,
    tier: row.tier,
    write_up: row.writeUp,
    active: row.active,
  } satisfies Sponsor;
}

/** Gold first, then silver, then everything else (community). */
const tierOrder = sql`case ${sponsors.tier} when 'gold' then 0 when 'silver' then 1 else 2 end`;

async function list(c: Context<AppEnv>, kind: 'sponsor' | 'partner') {
  const { db } = c.var.deps;
  const request = pageRequest(c, { defaultSize: 20, maxSize: 100 });
  // Inactive entries are never listed (spec 1 §3: false entries are dropped).
  const where = and(eq(sponsors.kind, kind), eq(sponsors.active, true));
  const [total] = await db.select({ n: count() }).from(sponsors).where(where);
  const rows = await db
    .select()
    .from(sponsors)
    .where(where)
    .orderBy(tierOrder, asc(sponsors.position), asc(sponsors.name), asc(sponsors.id))
    .limit(request.pageSize)
    .offset(request.offset);
  return c.json(pageResponse(c, request, total?.n ?? 0, rows.map(sponsorJson)));
}

export const sponsorRoutes = routes('/sponsors')
  .get('/', (c) => list(c, 'sponsor'))
  .get('/partners', (c) => list(c, 'partner'));
