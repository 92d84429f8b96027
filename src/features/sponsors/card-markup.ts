/**
 * Sponsor and partner cards as HTML strings: the same markup is written into the page at build time
 * (from the snapshot) and by the live refresh in the browser, so both always look alike. Every value
 * is escaped; links and logos pass the sponsor rules first. Styles: sponsor-cards.css (global).
 */
import { monogram, sponsorLink, sponsorLogo, thankYouText } from '../../domain/sponsors';
import type { Sponsor } from '../../domain/types';
import { escapeHtml } from '../../domain/html';

export type CardVariant = 'gold' | 'logo' | 'partner' | 'tile';

/**
 * A logo the page may load: a file of this site (a path such as /sponsors/x.svg). Logos on other
 * hosts are not loaded (no outside hosts); a monogram tile stands in for them.
 */
export function localLogo(entry: Parameters<typeof sponsorLogo>[0]): string | null {
  const src = sponsorLogo(entry);
  return src && /^\/(?!\/)/.test(src) ? src : null;
}

function logoHtml(entry: Sponsor, decorative: boolean): string {
  const src = localLogo(entry);
  const alt = decorative ? '' : escapeHtml(entry.name);
  if (!src) {
    return `<span class="sp-monogram"${decorative ? ' aria-hidden="true"' : ` role="img" aria-label="${alt}"`}>${escapeHtml(monogram(entry.name))}</span>`;
  }
  return `<img class="sp-logo" src="${escapeHtml(src)}" alt="${alt}" width="320" height="120" loading="lazy" decoding="async">`;
}

function external(href: string, body: string, className: string, label?: string): string {
  const aria = label ? ` aria-label="${escapeHtml(label)}"` : '';
  return `<a class="${className}" href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer"${aria}>${body}</a>`;
}

const newTab = '<span class="visually-hidden"> (opens in a new tab)</span>';

/** "Visit website", named for assistive technology ("Visit Oak Court Pizza website"). */
const visitLabel = (name: string) => `Visit<span class="visually-hidden"> ${name}</span> website${newTab}`;

/**
 * One card. gold: logo, name, write-up (or the default thank-you) and an optional link. logo: the
 * logo alone (silver, community). partner: logo, name, description, optional link. tile: a compact
 * logo and name for the marquee and the See All list.
 */
export function sponsorCardHtml(entry: Sponsor, variant: CardVariant, headingLevel = 3): string {
  const name = escapeHtml(entry.name);
  const href = sponsorLink(entry);
  const h = `h${headingLevel}`;
  switch (variant) {
    case 'gold': {
      const link = href ? external(href, visitLabel(name), 'sp-visit') : '';
      return `<article class="sp-card sp-card--gold"><div class="sp-card__logo">${logoHtml(entry, true)}</div><${h} class="sp-card__name">${name}</${h}><p class="sp-card__text">${escapeHtml(thankYouText(entry))}</p>${link}</article>`;
    }
    case 'partner': {
      const text = entry.description?.trim()
        ? `<p class="sp-card__text">${escapeHtml(entry.description.trim())}</p>`
        : '';
      const link = href ? external(href, visitLabel(name), 'sp-visit') : '';
      return `<article class="sp-card sp-card--partner"><div class="sp-card__logo">${logoHtml(entry, true)}</div><${h} class="sp-card__name">${name}</${h}>${text}${link}</article>`;
    }
    case 'logo': {
      const inner = `<span class="sp-card__logo">${logoHtml(entry, false)}</span>${localLogo(entry) ? '' : `<span class="sp-card__caption" aria-hidden="true">${name}</span>`}`;
      return href
        ? external(href, `${inner}${newTab}`, 'sp-card sp-card--logo sp-card--link')
        : `<div class="sp-card sp-card--logo">${inner}</div>`;
    }
    case 'tile': {
      // A logo already shows the name; the text stays for assistive technology.
      const nameClass = localLogo(entry) ? 'visually-hidden' : 'sp-tile__name';
      const inner = `<span class="sp-tile__logo">${logoHtml(entry, true)}</span><span class="${nameClass}">${name}</span>`;
      return href
        ? external(href, `${inner}${newTab}`, 'sp-tile sp-tile--link')
        : `<span class="sp-tile">${inner}</span>`;
    }
  }
}

/** A list of cards as `<li>` items. */
export function sponsorListHtml(entries: readonly Sponsor[], variant: CardVariant, headingLevel = 3): string {
  return entries.map((entry) => `<li>${sponsorCardHtml(entry, variant, headingLevel)}</li>`).join('');
}
