interface Props {
  page: number;
  /** Records in the whole list, and how many a page shows. */
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** The one pager: Previous and Next with 'Page 2 of 5' between; nothing when it all fits on a page. */
export default function Pager({ page, count, pageSize, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="resource-pager" aria-label="Pages">
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
