/**
 * <highlights-embed>: a poster with a 'Play highlights' button; pressing it puts the configured
 * player (data-src) in a sandboxed iframe. Until then no outside host is contacted; without this
 * script (or without network) the link to the video page is what remains.
 */
import { safeHttpUrl } from '../../domain/home';
import { urlFrame } from './sandboxed-frame';

class HighlightsEmbed extends HTMLElement {
  connectedCallback(): void {
    const button = this.querySelector<HTMLButtonElement>('[data-play]');
    const stage = this.querySelector<HTMLElement>('[data-stage]');
    const src = safeHttpUrl(this.dataset.src);
    if (!button || !stage || !src) return;
    button.hidden = false;
    button.addEventListener('click', () => {
      const frame = urlFrame(src, this.dataset.title ?? 'Highlights video');
      frame.className = 'embed-frame';
      stage.replaceChildren(frame);
      frame.focus();
    });
  }
}

if (!customElements.get('highlights-embed')) customElements.define('highlights-embed', HighlightsEmbed);
