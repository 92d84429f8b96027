import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { orderedTiers, groupByTier, withFallback } from '../../domain/sponsors';
import type { Sponsor } from '../../domain/types';
import { sponsorListHtml } from './card-markup';
import { $sponsors, refreshSponsors } from './store';
import './sponsor-cards.css';
import { withErrorBoundary } from '../../components/portal/ErrorBoundary';

interface Props {
  /** The build-time list (snapshot, else the built-in sponsors); also what shows with JS off. */
  initial: Sponsor[];
}

/**
 * The sponsor tiers of /sponsors (spec 1 §2.10): gold as larger cards with the write-up or the
 * default thank-you, silver and community logo-only, in the order gold, silver, community. Refreshed
 * from the API once hydrated; an empty answer keeps the build-time list; a failure shows 'Failed to
 * load sponsors' and keeps what is shown.
 */
function SponsorTiers({ initial }: Props) {
  const live = useStore($sponsors);
  useEffect(() => {
    void refreshSponsors();
  }, []);
  const tiers = orderedTiers(groupByTier(withFallback(live.items ?? [], initial)));

  return (
    <div className="sp-tiers">
      {live.error ? (
        <p className="sp-alert" role="alert">
          Failed to load sponsors
        </p>
      ) : null}
      {tiers.map(({ tier, label, sponsors }) => (
        <section key={tier} className="sp-tier" aria-labelledby={`tier-${tier}`} data-tier={tier}>
          <h3 id={`tier-${tier}`} className={`sp-tier__title sp-tier__title--${tier}`}>
            {label} sponsors
          </h3>
          <ul
            className={`sp-grid sp-grid--${tier === 'gold' ? 'gold' : 'logo'}`}
            // Escaped markup shared with the static components (card-markup.ts).
            dangerouslySetInnerHTML={{
              __html: sponsorListHtml(sponsors, tier === 'gold' ? 'gold' : 'logo', 4),
            }}
          />
        </section>
      ))}
    </div>
  );
}

/** The island, inside the error boundary every island has. */
export default withErrorBoundary(SponsorTiers);
