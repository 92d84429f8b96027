/** Pixels scrolled before the sticky header gets its shadow (spec 1 §9). */
const SHADOW_AFTER_PX = 6;

/** Toggles `is-scrolled` on the site header once the page is scrolled past 6 px. */
export function initHeaderShadow(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const update = () => header.classList.toggle('is-scrolled', window.scrollY > SHADOW_AFTER_PX);
  window.addEventListener('scroll', update, { passive: true });
  update();
}
