import type { MouseEvent, Ref } from 'react';
import { isVideoItem, videoSource } from '../../domain/gallery';
import type { GalleryItem } from '../../domain/types';

interface Props {
  item: GalleryItem;
  /** Logo tiles (the fallback) show the whole picture on a light card instead of a cropped photo. */
  logo: boolean;
  /** Loads the first pictures at once; the rest when scrolled near. */
  eager: boolean;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
  ref?: Ref<HTMLAnchorElement>;
}

/** What a tile links to: the lightbox (with the picture or video address as its plain link), a site, or nothing. */
function tileLink(item: GalleryItem): { href: string; lightbox: boolean } | null {
  if (isVideoItem(item)) {
    const source = videoSource(item);
    if (!source) return item.image ? { href: item.image, lightbox: true } : null;
    return {
      href: source.type === 'link' ? source.href : (item.video_url ?? item.url ?? source.src),
      lightbox: true,
    };
  }
  if (item.image) return { href: item.image, lightbox: true };
  return item.url ? { href: item.url, lightbox: false } : null;
}

/** One thumbnail of the gallery grid: a link that opens the lightbox (or the file, without JavaScript). */
export function GalleryTile({ item, logo, eager, onOpen, ref }: Props) {
  const video = isVideoItem(item);
  const link = tileLink(item);
  const body = (
    <>
      <span className={`gallery-thumb${logo ? ' is-logo' : ''}`}>
        {item.image ? (
          <img
            src={item.image}
            alt=""
            width={logo ? 320 : 600}
            height={logo ? 320 : 400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="gallery-name-tile" aria-hidden="true">
            {item.title}
          </span>
        )}
        {video && (
          <span className="gallery-play" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
        )}
      </span>
      <span className="gallery-caption">
        {video && <span className="visually-hidden">Video: </span>}
        {item.title}
      </span>
    </>
  );
  if (!link) return <div className="gallery-tile is-static">{body}</div>;
  if (!link.lightbox) {
    return (
      <a className="gallery-tile" href={link.href} rel="noopener noreferrer">
        {body}
      </a>
    );
  }
  return (
    <a ref={ref} className="gallery-tile" href={link.href} onClick={onOpen} aria-haspopup="dialog">
      {body}
    </a>
  );
}
