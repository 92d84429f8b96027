import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { errorDetail } from '../../domain/error-message';
import { featuredPartners, withFallback } from '../../domain/sponsors';
import type { Partner } from '../../domain/types';
import { sponsorListHtml } from './card-markup';
import { $partners, refreshPartners } from './store';
import './sponsor-cards.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

interface Props {
  /** The build-time list (snapshot, else the built-in partners); also what shows with JS off. */
  initial: Partner[];
  /** Show only the first this many (the home grid shows 6). */
  limit?: number;
  /** Text shown when the live load fails. */
  errorText: string;
  /** Show the server's detail instead of errorText when it sent one (home, spec 1 §8). */
  preferDetail?: boolean;
}

/**
 * Strategic partners (spec 1 §2.3, §2.10), each with its optional link. Refreshed from the API once
 * hydrated; an empty answer keeps the build-time list; a failure shows the message in an alert and
 * keeps what is shown.
 */
function PartnerList({ initial, limit, errorText, preferDetail = false }: Props) {
  const live = useStore($partners);
  useEffect(() => {
    void refreshPartners();
  }, []);
  const partners = featuredPartners(
    withFallback(live.items ?? [], initial),
    limit ?? Number.POSITIVE_INFINITY,
  );
  const message = live.error ? ((preferDetail ? errorDetail(live.error) : null) ?? errorText) : null;

  return (
    <div className="sp-partners">
      {message ? (
        <p className="sp-alert" role="alert">
          {message}
        </p>
      ) : null}
      <ul
        className="sp-grid sp-grid--partner"
        // Escaped markup shared with the static components (card-markup.ts).
        dangerouslySetInnerHTML={{ __html: sponsorListHtml(partners, 'partner', 3) }}
      />
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(PartnerList);
