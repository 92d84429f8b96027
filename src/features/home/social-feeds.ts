/**
 * <social-feeds>: turns the feed sections into tabs (arrow keys, Home, End). The first feed is
 * shown unless the visitor chose another one before and it is still listed. Each feed loads only
 * when its 'Load … feed' button is pressed, in a sandboxed iframe; a feed that fails to load stays
 * silent. Without this script every feed is listed with a link to its page.
 */
import { SOCIAL_FEED_KEY, chooseFeed, safeHttpUrl } from '../../domain/home';
import { htmlFrame, urlFrame } from './sandboxed-frame';

function stored(): string | null {
  try {
    return localStorage.getItem(SOCIAL_FEED_KEY);
  } catch {
    return null;
  }
}

function store(key: string): void {
  try {
    localStorage.setItem(SOCIAL_FEED_KEY, key);
  } catch {
    // The choice is a convenience; without storage the first feed shows next time.
  }
}

class SocialFeeds extends HTMLElement {
  connectedCallback(): void {
    const tablist = this.querySelector<HTMLElement>('[data-tablist]');
    const tabs = [...this.querySelectorAll<HTMLButtonElement>('[data-tab]')];
    const panels = [...this.querySelectorAll<HTMLElement>('[data-panel]')];
    if (!tablist || tabs.length === 0) return;

    const select = (key: string, focus = false) => {
      tabs.forEach((tab) => {
        const selected = tab.dataset.tab === key;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        if (selected && focus) tab.focus();
      });
      panels.forEach((panel) => (panel.hidden = panel.dataset.panel !== key));
    };

    panels.forEach((panel) => {
      panel.setAttribute('role', 'tabpanel');
      if (panel.dataset.labelledby) panel.setAttribute('aria-labelledby', panel.dataset.labelledby);
      panel.tabIndex = 0;
      this.wireLoad(panel);
    });
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => {
        const key = tab.dataset.tab ?? '';
        select(key);
        store(key);
      });
      tab.addEventListener('keydown', (event) => {
        const last = tabs.length - 1;
        const target =
          event.key === 'ArrowRight'
            ? i === last
              ? 0
              : i + 1
            : event.key === 'ArrowLeft'
              ? i === 0
                ? last
                : i - 1
              : event.key === 'Home'
                ? 0
                : event.key === 'End'
                  ? last
                  : null;
        if (target === null) return;
        event.preventDefault();
        const key = tabs[target]?.dataset.tab ?? '';
        select(key, true);
        store(key);
      });
    });

    const feeds = tabs.map((tab) => ({ id: tab.dataset.tab ?? '', slug: tab.dataset.tab ?? '' }));
    select(chooseFeed(feeds, stored())?.slug ?? '');
    tablist.hidden = false;
  }

  private wireLoad(panel: HTMLElement): void {
    const button = panel.querySelector<HTMLButtonElement>('[data-load]');
    const stage = panel.querySelector<HTMLElement>('[data-stage]');
    if (!button || !stage) return;
    const { embedUrl, embedHtml, scriptUrl, label = 'Social' } = panel.dataset;
    const url = safeHttpUrl(embedUrl);
    if (!url && !embedHtml) return;
    button.hidden = false;
    button.addEventListener('click', () => {
      const title = `${label} feed`;
      const frame = url ? urlFrame(url, title) : htmlFrame(embedHtml ?? '', safeHttpUrl(scriptUrl), title);
      frame.className = 'feed-frame';
      stage.replaceChildren(frame);
      frame.focus();
    });
  }
}

if (!customElements.get('social-feeds')) customElements.define('social-feeds', SocialFeeds);
