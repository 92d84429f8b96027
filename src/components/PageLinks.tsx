import type { MouseEvent } from 'react';
import './page-links.css';

interface Props {
  /** The navigation's name ('Season pages'). */
  label: string;
  page: number;
  /** Shown as 'Page 2 of 5' when known. */
  pageCount?: number | undefined;
  hasPrevious: boolean;
  hasNext: boolean;
  /** The built page's address of a page (src/domain/paging.ts pagePath). */
  href: (page: number) => string;
  /** With script: shows the page in place (the address follows); without it the link opens the built page. */
  onPage?: ((page: number) => void) | undefined;
  /** While a page loads: the links wait. */
  busy?: boolean | undefined;
}

/**
 * Previous and Next of a public list as real links to its built pages (issue 41 item 12), so they
 * work without JavaScript; with it, the island shows the page in place and puts its address in the
 * history. An unavailable side is plain text marked disabled.
 */
export default function PageLinks({
  label,
  page,
  pageCount,
  hasPrevious,
  hasNext,
  href,
  onPage,
  busy,
}: Props) {
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the browser's own way.
    if (!onPage || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    window.history.pushState(null, '', href(target));
    onPage(target);
  };
  const link = (target: number, enabled: boolean, text: string, rel: 'prev' | 'next') =>
    enabled ? (
      <a
        className="page-links__link"
        href={href(target)}
        rel={rel}
        aria-disabled={busy || undefined}
        onClick={follow(target)}
      >
        {text}
      </a>
    ) : (
      <span className="page-links__link" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className="page-links" aria-label={label}>
      {link(page - 1, hasPrevious, 'Previous', 'prev')}
      <span>
        Page {page}
        {pageCount ? ` of ${pageCount}` : ''}
      </span>
      {link(page + 1, hasNext, 'Next', 'next')}
    </nav>
  );
}
