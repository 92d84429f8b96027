/**
 * <live-sponsors>: refreshes a sponsor or partner list from the API once it comes near the
 * viewport. The page already shows the build-time list; fresh data replaces it only when it differs
 * and is not empty. A failure shows the element's error message (data-error) in an alert and keeps
 * what is shown.
 *
 * Attributes: data-source "sponsors" (tier sections [data-tier] each holding a [data-list]) or
 * "partners" (one [data-list]); data-variant (partners' card variant); data-limit (first N);
 * data-heading-level; data-signature (what the build rendered); data-error; data-use-detail (show the
 * server's detail first). Sets data-count and fires "live-sponsors:change" after rendering.
 */
import { errorDetail } from '../../domain/error-message';
import { activeOnly, groupByTier, listSignature, TIER_ORDER } from '../../domain/sponsors';
import type { Sponsor } from '../../domain/types';
import { loadPartners, loadSponsors } from './api';
import { sponsorListHtml, type CardVariant } from './card-markup';

const TIER_VARIANTS: Record<string, CardVariant> = { gold: 'gold', silver: 'logo', community: 'logo' };

/** Runs `callback` once, when `element` comes within 200 px of the viewport. */
export function whenNear(element: Element, callback: () => void): void {
  if (!('IntersectionObserver' in window)) {
    callback();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
}

class LiveSponsors extends HTMLElement {
  connectedCallback(): void {
    whenNear(this, () => void this.refresh());
  }

  private async refresh(): Promise<void> {
    const partners = this.dataset.source === 'partners';
    this.setAttribute('aria-busy', 'true');
    try {
      const list = activeOnly(await (partners ? loadPartners() : loadSponsors()));
      this.showError(null);
      // An empty answer keeps the built-in list the page shows.
      if (list.length > 0) this.render(list, partners);
    } catch (error) {
      const fallback = this.dataset.error ?? 'Unable to load sponsors';
      this.showError(this.dataset.useDetail === undefined ? fallback : (errorDetail(error) ?? fallback));
    } finally {
      this.removeAttribute('aria-busy');
    }
  }

  private render(list: Sponsor[], partners: boolean): void {
    const limit = Number(this.dataset.limit) || list.length;
    const shown = list.slice(0, limit);
    const signature = listSignature(shown);
    if (signature === this.dataset.signature) return;
    this.dataset.signature = signature;
    const level = Number(this.dataset.headingLevel) || 3;
    if (partners) {
      const target = this.querySelector<HTMLElement>('[data-list]');
      const variant = (this.dataset.variant as CardVariant | undefined) ?? 'partner';
      if (target) target.innerHTML = sponsorListHtml(shown, variant, level);
    } else {
      const tiers = groupByTier(shown);
      for (const tier of TIER_ORDER) {
        const section = this.querySelector<HTMLElement>(`[data-tier="${tier}"]`);
        const target = section?.querySelector<HTMLElement>('[data-list]');
        if (!section || !target) continue;
        target.innerHTML = sponsorListHtml(tiers[tier], TIER_VARIANTS[tier] ?? 'logo', level);
        section.hidden = tiers[tier].length === 0;
      }
    }
    this.dataset.count = String(shown.length);
    this.dispatchEvent(new CustomEvent('live-sponsors:change', { bubbles: true }));
  }

  private showError(message: string | null): void {
    const slot = this.querySelector<HTMLElement>('[data-error-slot]');
    if (!slot) return;
    slot.textContent = message ?? '';
    slot.hidden = !message;
  }
}

if (!customElements.get('live-sponsors')) customElements.define('live-sponsors', LiveSponsors);
