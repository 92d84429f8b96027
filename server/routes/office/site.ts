/**
 * GET /office/site/: the public site's state for the league office — live, updating or failed,
 * when the newest build started and finished, when the last good one went live, whether changes
 * wait for a build, the newest build's log tail, and how the site follows (SITE_BUILD_MODE).
 */
import { routes } from '../../http/router';
import { siteStatus } from '../../site/builds';

export const officeSiteRoutes = routes('/office/site').get('/', async (c) => {
  const { db, config } = c.var.deps;
  return c.json(await siteStatus(db, config.siteBuilds.mode));
});
