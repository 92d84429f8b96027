import { useStore } from '@nanostores/react';
import { countyLabel, divisionLabel } from '../../domain/leagues';
import { seasonName } from '../../domain/season-registration';
import { $geography, $seasons } from '../../stores/league';
import { gradeLabel } from '../../domain/registration-options';
import { placementAgeGroup } from '../../domain/age-groups';
import type { RegistrationForm } from '../../domain/registration';
import { normalizeAddress } from '../../domain/shipping';
import { formatUsd } from '../../domain/fees';
import { priceLine, type AidPrice } from '../../domain/aid';
import type { Program } from '../../domain/types';
import Dialog from './Dialog';

interface Props {
  /** The registration to confirm; the dialog is open while it is set. */
  values: RegistrationForm | null;
  /** Who is being registered. */
  participant: string;
  programs: readonly Program[];
  amountCents: number;
  /** The server's price with any financial aid (issue 21 item 3); null when it did not say. */
  price?: AidPrice | null;
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
  const confirmLabel = !aid
    ? props.confirmLabel
    : aid.total_cents === 0
      ? 'Confirm & Register (aid covers the fee)'
      : `${props.confirmLabel} ${formatUsd(aid.total_cents)}`;
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
              {aid ? (
                <strong>{priceLine(aid)}</strong>
              ) : (
                <>
                  <strong>{formatUsd(amountCents)}</strong> per season
                </>
              )}
            </dd>
          </dl>
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
