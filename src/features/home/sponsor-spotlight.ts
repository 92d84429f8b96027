/**
 * <sponsor-spotlight>: shows one gold sponsor at a time, rotating every 8 s (paused on hover, focus
 * and reduced motion); pill buttons choose one. Without this script the first gold sponsor shows.
 */
import { SPOTLIGHT_MS } from '../../domain/home';
import { createRotator, pauseForReducedMotion, pauseOnHoverAndFocus } from './rotator';

class SponsorSpotlight extends HTMLElement {
  connectedCallback(): void {
    const cards = [...this.querySelectorAll<HTMLElement>('[data-spot]')];
    const pills = [...this.querySelectorAll<HTMLButtonElement>('[data-pill]')];
    if (cards.length < 2) return;
    const rotator = createRotator({
      count: cards.length,
      intervalMs: Number(this.dataset.interval) || SPOTLIGHT_MS,
      onChange: (index) => {
        cards.forEach((card, i) => (card.hidden = i !== index));
        pills.forEach((pill, i) => pill.setAttribute('aria-pressed', String(i === index)));
      },
    });
    pills.forEach((pill, i) => pill.addEventListener('click', () => rotator.go(i)));
    pauseOnHoverAndFocus(this, rotator);
    pauseForReducedMotion(rotator);
    this.querySelector<HTMLElement>('[data-pills]')?.removeAttribute('hidden');
  }
}

if (!customElements.get('sponsor-spotlight')) customElements.define('sponsor-spotlight', SponsorSpotlight);
