/** Pixels scrolled before the sticky header gets its shadow (spec 1 §9). */
const SHADOW_AFTER_PX = 6;

/**
 * Toggles `is-scrolled` on the site header once the page is scrolled past 6 px. The first reading
 * waits for the next frame: reading the scroll position lays the page out, and read while this
 * script starts, with the rest of the page not yet laid out, that layout (tens of milliseconds on a
 * long page on a phone) ran inside this script's task, where Lighthouse counted it as blocking
 * time. In the frame, the layout is the one the browser does anyway.
 */
export function initHeaderShadow(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const update = () => header.classList.toggle('is-scrolled', window.scrollY > SHADOW_AFTER_PX);
  window.addEventListener('scroll', update, { passive: true });
  requestAnimationFrame(update);
}
