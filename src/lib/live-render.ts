/**
 * HTML of a live content slot (policies, FAQ, bio, safety texts), the same at build time and in the
 * browser. The browser loads this module only when fetched text differs from what the page was
 * built with, so marked and DOMPurify stay off the pages' first load.
 */
import { FAQ_EMPTY, parseFaq, type FaqItem } from '../domain/faq';
import type { LiveRule } from '../domain/live-content';
import { escapeHtml } from '../domain/html';
import { renderContent } from './markdown';

/** FAQ items as closed <details> with a +/− toggle (spec 1 §2.15); the empty text when there are none. */
export function faqListHtml(items: readonly FaqItem[]): string {
  if (!items.length) return `<p class="faq-empty">${escapeHtml(FAQ_EMPTY)}</p>`;
  const entries = items.map(
    (item) =>
      '<details class="faq-item"><summary>' +
      `<span class="faq-question">${escapeHtml(item.question)}</span>` +
      '<span class="faq-toggle" aria-hidden="true"><span class="faq-plus">+</span><span class="faq-minus">−</span></span>' +
      `</summary><div class="pp-prose faq-answer">${renderContent(item.answer, { topHeading: 3 })}</div></details>`,
  );
  return `<div class="faq-list">${entries.join('')}</div>`;
}

/** Safe HTML for text a slot shows: FAQ text as its items, any other text through renderContent. */
export function renderLive(rule: LiveRule, text: string, topHeading?: number): string {
  if (rule === 'faq') return faqListHtml(parseFaq(text));
  return renderContent(text, topHeading ? { topHeading } : {});
}
