/**
 * Leadership page rules (spec 1 §2.16, §3): the founder bio is the content item whose title
 * contains 'short bio'; the page's meta description is the first 140 characters of that bio as
 * plain text.
 */

/** The content-service title of the founder's bio, as published (it contains 'short bio'). */
export const BIO_TITLE = 'Founder short bio';

/** Length of the meta description taken from the bio (spec 1 §2.16). */
export const BIO_META_LENGTH = 140;

/** The content of the first item whose title contains 'short bio' and has text, or ''. */
export function findShortBio(itemsByTitle: Readonly<Record<string, string | null | undefined>>): string {
  for (const [title, content] of Object.entries(itemsByTitle)) {
    if (title.toLowerCase().includes('short bio') && content?.trim()) return content.trim();
  }
  return '';
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  hellip: '…',
};

/** Readable text of HTML or Markdown-like content: tags, markup and link targets removed. */
export function plainText(content: string): string {
  return (
    content
      // Block-level tags become spaces so words on either side stay apart.
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#39|[a-z]+);/gi, (match, name: string) => ENTITIES[name.toLowerCase()] ?? match)
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s{0,3}>\s?/gm, '')
      .replace(/^\s*(?:[-*_]\s*){3,}$/gm, ' ')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[^\w*])\*(?!\s)([^*\n]+?)\*(?!\w)/g, '$1$2')
      .replace(/(^|\W)_(?!\s)([^_\n]+?)_(?!\w)/g, '$1$2')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The page's meta description: the bio's first 140 characters as plain text. */
export function bioMetaDescription(bio: string, length = BIO_META_LENGTH): string {
  return Array.from(plainText(bio)).slice(0, length).join('').trimEnd();
}
