import { useEffect, useState } from 'react';
import { formatDay } from '../../../domain/date-range';
import { loadPreview } from './queue-data';
import { Decided } from './QueueItems';
import ReviewForm from './ReviewForm';

export interface SubmissionItem {
  id: number;
  title: string;
  description: string;
  location: string;
  team_one: string;
  team_two: string;
  media_type: 'photo' | 'video' | string;
  size_bytes: number;
  status: string;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by_name: string | null;
  review_note: string;
  published_url: string | null;
}

const CHOICES = [
  {
    status: 'approved',
    label: 'Approve and publish',
    done: 'Highlight published in the gallery.',
    tone: 'primary',
  },
  {
    status: 'rejected',
    label: 'Reject',
    done: 'Highlight rejected and its file deleted.',
    tone: 'secondary',
  },
] as const;

/**
 * A highlight sent from /gallery: its preview (the photo, or the video to play), read with the staff
 * token on request, then approve (published in /gallery) or reject (the file is deleted).
 */
export default function GalleryReviewCard({ item }: { item: SubmissionItem }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const video = item.media_type === 'video';

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const show = async () => {
    setState('loading');
    try {
      setPreview(await loadPreview(item.id));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  const teams = [item.team_one, item.team_two].filter(Boolean).join(' vs ');

  return (
    <article className="item-card queue-item" aria-labelledby={`submission-${item.id}`}>
      <h3 id={`submission-${item.id}`}>{item.title}</h3>
      <p className="portal-muted">
        {video ? 'Video' : 'Photo'} · {Math.max(1, Math.round(item.size_bytes / 1000))} KB · sent{' '}
        {formatDay(item.created_at)}
        {item.location ? ` · ${item.location}` : ''}
        {teams ? ` · ${teams}` : ''}
      </p>
      {item.description && <p>{item.description}</p>}
      {item.status !== 'rejected' &&
        (preview ? (
          video ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- families' clips carry no caption files; staff review them before anyone else sees them.
            <video
              className="queue-preview"
              src={preview}
              controls
              playsInline
              aria-label={`Preview of ${item.title}`}
            />
          ) : (
            <img className="queue-preview" src={preview} alt={`Preview of ${item.title}`} />
          )
        ) : (
          <p>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              disabled={state === 'loading'}
              onClick={() => void show()}
            >
              {state === 'loading' ? 'Loading…' : video ? 'Play video' : 'Show photo'}
              <span className="visually-hidden"> “{item.title}”</span>
            </button>
            {state === 'failed' && (
              <span className="portal-alert-inline" role="alert">
                {' '}
                The preview could not be loaded. Try again.
              </span>
            )}
          </p>
        ))}
      {item.status === 'pending_review' ? (
        <ReviewForm
          tab="gallery"
          id={item.id}
          noteLabel="Review note"
          subject={`“${item.title}”`}
          choices={CHOICES}
        />
      ) : (
        <Decided
          status={item.status === 'approved' ? 'Published' : 'Rejected'}
          by={item.reviewed_by_name}
          at={item.reviewed_at}
          note={item.review_note}
        />
      )}
    </article>
  );
}
