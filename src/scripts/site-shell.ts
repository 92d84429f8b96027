/** The site shell's behaviour, loaded once per page by SiteLayout (plain script, no framework). */
import { KEPT_TAP_ATTRIBUTE } from '../lib/early-taps';
import { initAuthLinks } from './auth-links';
import { initHeaderShadow } from './header-shadow';
import { initSiteMenu } from './site-menu';
import { initTicker } from './ticker';

initHeaderShadow();
initSiteMenu();
initTicker();
initAuthLinks();

// Taps made on the shell's controls before this script ran (EARLY_TAPS_SCRIPT kept them) are acted
// on now, in the same task the controls were wired in, so none falls between the two.
document.documentElement.setAttribute('data-shell-ready', '');
for (const control of document.querySelectorAll<HTMLElement>(`[${KEPT_TAP_ATTRIBUTE}]`)) {
  control.removeAttribute(KEPT_TAP_ATTRIBUTE);
  control.click();
}
