/** The site shell's behaviour, loaded once per page by SiteLayout (plain script, no framework). */
import { initAuthLinks } from './auth-links';
import { initHeaderShadow } from './header-shadow';
import { initSiteMenu } from './site-menu';
import { initTicker } from './ticker';

initHeaderShadow();
initSiteMenu();
initTicker();
initAuthLinks();
