/**
 * GET /office/site/: the public site's state for the league office — live, updating or failed,
 * when the newest build started and finished, when the last good one went live, whether changes
 * wait for a build, the newest build's log tail, and how the site follows (SITE_BUILD_MODE); a
 * failed build also says why in plain words and when it is tried again (issue 41 item 9).
 *
 * POST /office/site/rebuild/ (staff): Rebuild now. A row of site_rebuild_requests marks the site
 * stale, so the server that builds it (this one or another replica) builds it after the usual quiet
 * spell, retries waiting for their back-off included; audited. With SITE_BUILD_MODE=off nothing
 * here builds the site: 409, saying how it is built instead.
 */
import { recordAudit } from '../../audit/log';
import { clientIp } from '../../context';
import { siteRebuildRequests } from '../../db/schema/site';
import { detailError } from '../../http/errors';
import { routes } from '../../http/router';
import { siteStatus } from '../../site/builds';

export const REBUILD_OFF =
  'This server does not rebuild the public site (SITE_BUILD_MODE=off): run npm run build.';

export const officeSiteRoutes = routes('/office/site')
  .get('/', async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await siteStatus(db, config.siteBuilds.mode));
  })
  .post('/rebuild', async (c) => {
    const { db, config } = c.var.deps;
    if (config.siteBuilds.mode === 'off') throw detailError(409, REBUILD_OFF);
    await db.transaction(async (tx) => {
      const [request] = await tx
        .insert(siteRebuildRequests)
        .values({ requestedBy: c.var.user.id })
        .returning({ id: siteRebuildRequests.id });
      await recordAudit(tx, {
        actor: c.var.user,
        action: 'create',
        entity: 'site_rebuild',
        entityId: request!.id,
        ip: clientIp(c),
      });
    });
    return c.json(await siteStatus(db, config.siteBuilds.mode), 202);
  });
