import { useState } from 'react';
import { videoSource } from '../../domain/gallery';
import type { GalleryItem } from '../../domain/types';

/**
 * A video item in the lightbox: a local file plays in a `<video>`; an embedded player (YouTube,
 * Vimeo) loads only when asked, in a sandboxed frame; any other address is a link.
 */
export function VideoPlayer({ item }: { item: GalleryItem }) {
  const source = videoSource(item);
  const [playing, setPlaying] = useState(false);
  const poster = item.image ?? undefined;

  if (source?.type === 'file') {
    return (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- game highlight clips come from families and carry no caption files; the title names the clip.
      <video className="lightbox-media" src={source.src} poster={poster} controls autoPlay playsInline>
        <a href={source.src}>Download the video “{item.title}”</a>
      </video>
    );
  }
  if (source?.type === 'embed' && playing) {
    return (
      <iframe
        className="lightbox-media lightbox-frame"
        src={source.src}
        title={item.title}
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  const external = item.video_url ?? item.url ?? (source?.type === 'link' ? source.href : undefined);
  return (
    <div className="lightbox-video">
      {poster ? (
        <img className="lightbox-media" src={poster} alt={item.title} />
      ) : (
        <div className="lightbox-media lightbox-blank" />
      )}
      <div className="lightbox-video-actions">
        {source?.type === 'embed' && (
          <button type="button" className="btn btn-gold" onClick={() => setPlaying(true)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
            Play video
          </button>
        )}
        {external && (
          <a className="lightbox-external" href={external} target="_blank" rel="noopener noreferrer">
            {source?.type === 'embed' ? `Watch on ${source.host}` : 'Watch the video'}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      {source?.type === 'embed' && (
        <p className="lightbox-note">The player loads from {source.host} when you press play.</p>
      )}
    </div>
  );
}
