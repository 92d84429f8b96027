/**
 * `client:painted`: hydrates an island only once the page's first contentful paint is on screen
 * (the document is marked by the after-paint script, src/lib/inline-scripts.ts), then when the
 * browser is idle, or with `client:painted="visible"` (or `{{ rootMargin }}`) once the island comes
 * into view. So no
 * island's script is fetched before the visitor sees the page. Registered by scripts/after-paint.ts.
 */
import type { ClientDirective } from 'astro';

const painted: ClientDirective = (load, options, el) => {
  let started = false;
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const start = () => {
    if (started) return;
    started = true;
    const visible = options.value === 'visible' || typeof options.value === 'object';
    if (visible) {
      const rootMargin = (options.value as { rootMargin?: string } | null)?.rootMargin;
      const io = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          io.disconnect();
          void hydrate();
        },
        rootMargin ? { rootMargin } : {},
      );
      for (const child of el.children) io.observe(child);
    } else if ('requestIdleCallback' in window) {
      requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    } else {
      setTimeout(() => void hydrate(), 200);
    }
  };
  if (document.documentElement.hasAttribute('data-painted')) start();
  else {
    document.addEventListener('site:painted', start, { once: true });
    // A page without SiteLayout's after-paint script still hydrates.
    setTimeout(start, 3000);
  }
};

export default painted;
