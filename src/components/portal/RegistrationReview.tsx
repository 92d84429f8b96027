import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { countyLabel, divisionLabel } from '../../domain/leagues';
import { seasonName } from '../../domain/season-registration';
import { $geography, $seasons } from '../../stores/league';
import { gradeLabel } from '../../domain/registration-options';
import { placementAgeGroup } from '../../domain/age-groups';
import type { RegistrationForm } from '../../domain/registration';
import { normalizeAddress } from '../../domain/shipping';
import { formatUsd } from '../../domain/fees';
import { priceLine } from '../../domain/aid';
import { lineAmount, type QuotedPrice } from '../../domain/pricing';
import type { Program } from '../../domain/types';
import Dialog from './Dialog';

interface Props {
  /** The registration to confirm; the dialog is open while it is set. */
  values: RegistrationForm | null;
  /** Who is being registered. */
  participant: string;
  programs: readonly Program[];
  amountCents: number;
  /**
   * The server's price with any financial aid (issue 21 item 3) and its lines (issue 37: early-bird
   * or late price, sibling discount, promo code, aid); null when it did not say.
   */
  price?: QuotedPrice | null;
  /** Issue 37: a promo code typed here re-prices the registration on the server. */
  promo?: {
    /** The code applied to the price shown ('' for none). */
    applied: string;
    /** Why the last code typed was refused, or null. */
    error: string | null;
    applying: boolean;
    onApply: (code: string) => void;
  };
  title: string;
  confirmLabel: string;
  backLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** The registration confirmation dialog: what will be registered and paid, then Confirm or go back. */
export default function RegistrationReview(props: Props) {
  const { values, participant, programs, amountCents, busy } = props;
  // With aid: the price line, and the total on the button (nothing to pay: no card either).
  const aid = props.price && props.price.aid_cents > 0 ? props.price : null;
  // Issue 37: the season's own price lines (anything besides the fee) are listed, with the total.
  const lines = props.price?.lines ?? [];
  // Aid alone keeps its one line (issue 21); any other line lists them all.
  const quoted = lines.some((line) => line.kind !== 'fee' && line.kind !== 'aid') ? props.price! : null;
  const confirmLabel =
    aid && aid.total_cents === 0
      ? 'Confirm & Register (aid covers the fee)'
      : aid || quoted
        ? `${props.confirmLabel} ${formatUsd((aid ?? quoted)!.total_cents)}`
        : props.confirmLabel;
  const program = programs.find((item) => String(item.id) === values?.program);
  const venue = program?.locations?.find(
    (item) => typeof item !== 'string' && String(item.id) === values?.location,
  );
  const address = values ? normalizeAddress(values) : null;
  const geography = useStore($geography).data?.results ?? [];
  const season = useStore($seasons).data?.results.find((item) => String(item.id) === values?.season);
  const division = program?.divisions?.find((item) => String(item.id) === values?.division);
  return (
    <Dialog open={values !== null} title={props.title} onClose={props.onBack} busy={busy}>
      {values && address && (
        <>
          <dl className="review-list">
            <dt>Athlete</dt>
            <dd>{participant}</dd>
            <dt>Program</dt>
            <dd>
              {program?.name ?? values.program}
              {venue && typeof venue !== 'string' ? ` · ${venue.name}` : ''}
            </dd>
            <dt>Season</dt>
            <dd>{season ? seasonName(season) : values.season}</dd>
            <dt>Division</dt>
            <dd>
              {division?.name ?? 'No preference'} · {divisionLabel(geography, values.league_division)}
            </dd>
            <dt>Uniform</dt>
            <dd>
              Shirt {values.shirt_size}, shorts {values.shorts_size}, gloves {values.glove_size}, shoes{' '}
              {values.shoe_size}
            </dd>
            <dt>Placement</dt>
            <dd>
              {placementAgeGroup({ age_group: values.age_group, division_detail: division ?? null })} ·{' '}
              {gradeLabel(values.grade)} · {countyLabel(geography, values.league_county)} County
            </dd>
            <dt>Ship to</dt>
            <dd>
              {values.shipping_name}
              <br />
              {[address.address1, address.address2].filter(Boolean).join(', ')}
              <br />
              {address.city}, {address.state} {address.postal_code} {address.country}
            </dd>
            <dt>Waiver</dt>
            <dd>Signed</dd>
            <dt>Fee</dt>
            <dd>
              {quoted ? (
                <ul className="review-price-lines">
                  {lines.map((line) => (
                    <li key={line.kind}>
                      {line.label}: {lineAmount(line)}
                    </li>
                  ))}
                  <li>
                    <strong>Total {formatUsd(quoted.total_cents)}</strong>
                  </li>
                </ul>
              ) : aid ? (
                <strong>{priceLine(aid)}</strong>
              ) : (
                <>
                  <strong>{formatUsd(amountCents)}</strong> per season
                </>
              )}
            </dd>
          </dl>
          {props.promo && <PromoCode {...props.promo} busy={busy} />}
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={props.onBack} disabled={busy}>
              {props.backLabel}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={props.onConfirm}
              disabled={busy}
              data-autofocus
            >
              {busy ? 'Starting checkout…' : confirmLabel}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** The promo code field of the review: typed, applied on the server, the price's lines follow. */
function PromoCode(props: NonNullable<Props['promo']> & { busy: boolean }) {
  const [code, setCode] = useState(props.applied);
  const id = useId();
  const errorId = useId();
  return (
    <div className="field review-promo">
      <label htmlFor={id}>Promo code (optional)</label>
      <div className="review-promo-row">
        <input
          id={id}
          value={code}
          maxLength={40}
          autoCapitalize="characters"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              props.onApply(code.trim());
            }
          }}
        />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={props.applying || props.busy}
          onClick={() => props.onApply(code.trim())}
        >
          {props.applying ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {props.error ? (
        <p id={errorId} className="form-error" role="alert">
          {props.error}
        </p>
      ) : props.applied ? (
        <p className="portal-muted" role="status">
          Promo code {props.applied} applied.
        </p>
      ) : null}
    </div>
  );
}
