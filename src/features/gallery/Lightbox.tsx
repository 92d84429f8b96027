import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { isVideoItem, stepIndex } from '../../domain/gallery';
import type { GalleryItem } from '../../domain/types';
import { VideoPlayer } from './VideoPlayer';

interface Props {
  items: GalleryItem[];
  index: number;
  logo: boolean;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The gallery lightbox: a modal `<dialog>` (focus moves in and stays inside) with previous, next and
 * close buttons; the arrow keys step through the items (wrapping) and Escape closes it.
 */
export function Lightbox({ items, index, logo, onIndex, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const item = items[index];

  // Layout effect: the dialog is still in the document when it closes, so the browser ends its modal state.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    document.documentElement.classList.add('lightbox-open');
    return () => {
      document.documentElement.classList.remove('lightbox-open');
      if (dialog?.open) dialog.close();
    };
  }, []);

  if (!item) return null;
  const step = (by: number) => onIndex(stepIndex(index, by, items.length));

  function keyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Arrow keys inside a playing video seek it instead.
    if (event.target instanceof HTMLMediaElement) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  }

  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: React state decides when the dialog goes away.
    event.preventDefault();
    onClose();
  }

  function backdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  const several = items.length > 1;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and arrow keys belong to the dialog; the backdrop click mirrors the close button.
    <dialog
      ref={ref}
      className="lightbox"
      aria-labelledby={titleId}
      onCancel={cancel}
      onKeyDown={keyDown}
      onClick={backdropClick}
    >
      <div className="lightbox-bar">
        <p id={titleId} className="lightbox-title">
          {item.title}
        </p>
        <p className="lightbox-count">
          {index + 1} of {items.length}
        </p>
        <button type="button" className="lightbox-close" onClick={onClose} aria-label="Close">
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={`lightbox-stage${logo ? ' is-logo' : ''}`}>
        {isVideoItem(item) ? (
          <VideoPlayer key={index} item={item} />
        ) : (
          <img key={index} className="lightbox-media" src={item.image ?? ''} alt={item.title} />
        )}
      </div>
      {several && (
        <div className="lightbox-nav">
          <button type="button" className="lightbox-step" onClick={() => step(-1)}>
            <span aria-hidden="true">←</span> Previous
          </button>
          <button type="button" className="lightbox-step" onClick={() => step(1)}>
            Next <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
