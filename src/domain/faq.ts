/** FAQ text parsing (spec 1 §2.15). */

export interface FaqItem {
  question: string;
  /** The answer's lines as written (markdown-like or HTML), joined by line breaks. */
  answer: string;
}

/** The content-service title of the FAQ text. */
export const FAQ_TITLE = 'FAQs';

/** The FAQ page's empty text. */
export const FAQ_EMPTY = 'FAQs will appear here.';

const MARKDOWN_BOLD = /^\*\*(.+)\*\*$/;
const HTML_BOLD = /^(?:<p>)?<(strong|b)>(.+)<\/\1>(?:<\/p>)?$/i;

/** The question of a line that is wholly bold (`**…**`, or `<strong>…</strong>` in HTML text), else null. */
export function questionOf(line: string): string | null {
  const trimmed = line.trim();
  const markdown = MARKDOWN_BOLD.exec(trimmed);
  if (markdown?.[1] !== undefined) {
    // "**a** and **b**" is bold twice, not one bold line.
    return markdown[1].includes('**') ? null : markdown[1].trim() || null;
  }
  const html = HTML_BOLD.exec(trimmed);
  if (html?.[2] !== undefined) return /<\/?(strong|b)>/i.test(html[2]) ? null : html[2].trim() || null;
  return null;
}

/**
 * Splits FAQ text into items: a wholly bold line starts a question and the lines after it form its
 * answer. Text before the first question, and questions without an answer, are dropped.
 */
export function parseFaq(text: string): FaqItem[] {
  const items: FaqItem[] = [];
  let current: { question: string; lines: string[] } | null = null;
  const close = () => {
    const answer = current?.lines.join('\n').trim();
    if (current && answer) items.push({ question: current.question, answer });
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const question = questionOf(line);
    if (question) {
      close();
      current = { question, lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  close();
  return items;
}

/** The FAQ items to show: those of the content service's text, else those of the built-in text. */
export function chooseFaqItems(fetched: string | null | undefined, fallback: string): FaqItem[] {
  const items = parseFaq(fetched ?? '');
  return items.length ? items : parseFaq(fallback);
}
