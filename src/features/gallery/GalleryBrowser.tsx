import { useEffect, useRef, useState, type MouseEvent } from 'react';
import {
  GALLERY_FILTERS,
  GALLERY_LOAD_ERROR,
  filterGallery,
  opensInLightbox,
  prepareGalleryItems,
  type GalleryFilter,
} from '../../domain/gallery';
import { errorDetail } from '../../domain/error-message';
import type { GalleryItem } from '../../domain/types';
import { GalleryTile } from './GalleryTile';
import { Lightbox } from './Lightbox';
import { getGallery } from './gallery-api';
import './gallery.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

interface Props {
  /** The gallery at build time (snapshot), already prepared. */
  items: GalleryItem[];
  /** Program and sponsor logo tiles shown while the gallery has no items. */
  fallback: GalleryItem[];
}

const EMPTY_FILTER: Record<GalleryFilter, string> = {
  All: 'Nothing in the gallery yet.',
  Programs: 'No program photos yet.',
  Sponsors: 'No sponsor photos yet.',
  Videos: 'No videos yet.',
};

/**
 * The gallery (spec 1 §2.9): filters All, Programs, Sponsors, Videos over a thumbnail grid, and a
 * lightbox. Rendered at build time from the snapshot; once visible it refreshes from the API and
 * keeps what it shows when that fails ('Failed to load gallery', or the server's detail).
 */
function GalleryBrowser({ items: initial, fallback }: Props) {
  const [items, setItems] = useState(initial);
  const [filter, setFilter] = useState<GalleryFilter>('All');
  const [open, setOpen] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let current = true;
    setLoading(true);
    getGallery()
      .then((list) => current && setItems(prepareGalleryItems(list, window.location.origin)))
      .catch((failure: unknown) => current && setError(errorDetail(failure) ?? GALLERY_LOAD_ERROR))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, []);

  const usingFallback = items.length === 0;
  const visible = filterGallery(usingFallback ? fallback : items, filter);
  const viewable = visible.filter(opensInLightbox);

  function openItem(item: GalleryItem) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      opener.current = event.currentTarget;
      setOpen(viewable.indexOf(item));
    };
  }

  function close() {
    setOpen(null);
    opener.current?.focus();
  }

  return (
    <div className="gallery" aria-busy={loading}>
      <div className="gallery-filters" role="group" aria-label="Filter the gallery">
        {GALLERY_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            className="gallery-filter"
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
          >
            {name}
          </button>
        ))}
      </div>
      {error && (
        <p className="gallery-error" role="alert">
          {error}
        </p>
      )}
      {usingFallback && (
        <p className="gallery-note">
          New photos and highlights are on their way. Meanwhile, meet the programs and sponsors behind our
          season.
        </p>
      )}
      {visible.length ? (
        <ul
          className={`gallery-grid${usingFallback ? ' is-logos' : ''}`}
          aria-label={`${filter} gallery items`}
        >
          {visible.map((item, index) => (
            <li key={`${item.id ?? item.title}-${index}`}>
              <GalleryTile item={item} logo={usingFallback} eager={index < 3} onOpen={openItem(item)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="gallery-empty">{EMPTY_FILTER[filter]}</p>
      )}
      {open !== null && viewable[open] && (
        <Lightbox items={viewable} index={open} logo={usingFallback} onIndex={setOpen} onClose={close} />
      )}
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(GalleryBrowser);
