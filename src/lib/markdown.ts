/**
 * Content text from the content service or content/ files, as HTML (spec 1 §5 'Policy and content
 * text'): text containing HTML tags keeps its markup; any other text is escaped first. Headings,
 * bold, lists, rules and links written around the markup are converted too (issue 41 item 14: a
 * Markdown body with one `<em>` lost all its formatting), keeping only http and https links; marked
 * passes HTML blocks through as they are, so an HTML document stays as written. Either way the
 * result passes through DOMPurify. Works at build time and in the browser.
 */
import { Marked, type Tokens } from 'marked';
import { sanitizeHtml } from './sanitize';
import { escapeHtml } from '../domain/html';

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

/** True when the text carries at least one HTML tag, e.g. `<p>` or `<br/>`. */
export function containsHtml(text: string): boolean {
  return HTML_TAG.test(text);
}

/** True for an absolute http or https address (after entity decoding of `&amp;`). */
export function isWebLink(href: string): boolean {
  try {
    const url = new URL(href.replace(/&amp;/g, '&'));
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link): string {
      const label = this.parser.parseInline(token.tokens);
      if (!isWebLink(token.href)) return label;
      const title = token.title ? ` title="${token.title}"` : '';
      return `<a href="${token.href}"${title} rel="noopener noreferrer">${label}</a>`;
    },
    // Images are not part of content text: a remote image would load from another host.
    image(token: Tokens.Image): string {
      return token.text;
    },
  },
});

/**
 * Converts markdown-like text to HTML without sanitizing (web links only): text without markup is
 * escaped first; markup in the text is kept for the sanitizer to judge.
 */
export function markdownToHtml(text: string): string {
  return marked.parse(containsHtml(text) ? text : escapeHtml(text)) as string;
}

/**
 * Moves the headings of an HTML fragment down so its highest heading becomes `<h{top}>` (keeping the
 * page's heading order when the text sits under a section's h2); levels stop at h6, never move up.
 */
export function shiftHeadings(html: string, top: number): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/gi)].map((match) => Number(match[1]));
  if (!levels.length) return html;
  const shift = top - Math.min(...levels);
  if (shift <= 0) return html;
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/gi, (_tag, slash: string, level: string) => {
    return `<${slash}h${Math.min(6, Number(level) + shift)}`;
  });
}

export interface RenderOptions {
  /** The level the text's highest heading is shown at (e.g. 3 under a section's h2). */
  topHeading?: number;
}

/** Content text as safe HTML: markup kept, Markdown around it converted; always sanitized. */
export function renderContent(text: string, options: RenderOptions = {}): string {
  if (!text.trim()) return '';
  const html = sanitizeHtml(markdownToHtml(text));
  return options.topHeading ? shiftHeadings(html, options.topHeading) : html;
}
