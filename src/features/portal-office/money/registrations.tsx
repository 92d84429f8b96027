/**
 * The office's registrations (issue 20): the list across programs and seasons with its totals and
 * exports, and one registration's whole record with the refund the policy allows. The list is the
 * kit's (a resource table); the record is a dialog over it.
 */
import { useStore } from '@nanostores/react';
import { atom, computed } from 'nanostores';
import { useEffect, useId, useState, type SubmitEvent, type ReactNode } from 'react';
import Dialog from '../../../components/portal/Dialog';
import ListState from '../../../components/portal/resource/ListState';
import ResourceList from '../../../components/portal/resource/ResourceList';
import {
  tableList,
  type FilterDef,
  type ResourceTable,
} from '../../../components/portal/resource/resource-table';
import { priceLine } from '../../../domain/aid-price';
import { placementAgeGroup } from '../../../domain/age-groups';
import { countyLabel, divisionLabel } from '../../../domain/leagues';
import { gradeLabel } from '../../../domain/registration-options';
import { $geography } from '../../../stores/league';
import { formatKickoff } from '../../../domain/league-games';
import { formatUsd } from '../../../domain/fees';
import {
  dollarsText,
  parseDollars,
  REFUND_FORM_MESSAGES,
  type OfficeRefund,
} from '../../../domain/office/refunds';
import {
  EXPORTS,
  type ExportId,
  type OfficeRegistration,
  type OfficeRegistrationDetail,
  type OfficeRegistrationPage,
} from '../../../domain/office/registrations';
import { REFUND_RULE_LABELS } from '../../../domain/refund-policy';
import {
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  registrationStatusBadge,
  registrationStatusLabel,
} from '../../../domain/registration-status';
import { downloadFile } from '../../../lib/download';
import { change, listQuery } from '../../../lib/resource';
import { createFetcherStore } from '../../../lib/query';
import { showToast } from '../../../stores/toasts';
import AuditChanges from '../AuditChanges';
import RecordPayment from './RecordPayment';
import {
  $countyOptions,
  $divisionOptions,
  $programOptions,
  $seasonOptions,
  $venueOptions,
  openSection,
} from '../office-data';

/** The registration whose record is open ('12/' as the detail path's tail), or null. */
const $openId = atom<string | null>(null);
const $detail = createFetcherStore<OfficeRegistrationDetail>(['/office/registrations/', $openId]);

/** Shows the Registrations section with one registration's record open (from the review queue). */
export function openRegistration(id: number): void {
  openSection('registrations');
  $openId.set(`${id}/`);
}

const money = (row: Pick<OfficeRegistration, 'amount_cents' | 'refunded_cents' | 'status'>) =>
  row.status === 'pending_payment'
    ? `${formatUsd(row.amount_cents)} due`
    : row.refunded_cents > 0
      ? `${formatUsd(row.amount_cents)} paid, ${formatUsd(row.refunded_cents)} refunded`
      : `${formatUsd(row.amount_cents)} paid`;

const statusBadge = (status: string) => (
  <span className={registrationStatusBadge(status)}>{registrationStatusLabel(status)}</span>
);

/** The totals of every registration the filters match (all pages). */
function Totals({ page }: { page: OfficeRegistrationPage }) {
  const { totals } = page;
  return (
    <dl className="office-totals" aria-label="Totals of the registrations shown">
      <div>
        <dt>Registrations</dt>
        <dd>{totals.count}</dd>
      </div>
      <div>
        <dt>Paid</dt>
        <dd>{formatUsd(totals.paid_cents)}</dd>
      </div>
      <div>
        <dt>Refunded</dt>
        <dd>{formatUsd(totals.refunded_cents)}</dd>
      </div>
      <div>
        <dt>Net</dt>
        <dd>{formatUsd(totals.net_cents)}</dd>
      </div>
    </dl>
  );
}

/** Where registrations are: the program, season and venue filters the money lists share. */
export const PLACE_FILTERS: readonly FilterDef[] = [
  { name: 'program', label: 'Program', kind: 'select', all: 'Every program', options: $programOptions },
  { name: 'season', label: 'Season', kind: 'select', all: 'Every season', options: $seasonOptions },
  { name: 'venue', label: 'Venue', kind: 'select', all: 'Every venue', options: $venueOptions },
];

/** A program's divisions share names ("Varsity"), so the filter names each with its program. */
const $divisionFilterOptions = computed([$divisionOptions, $programOptions], (divisions, programs) =>
  divisions.map((division) => ({
    value: division.value,
    label: `${programs.find((program) => program.value === division.group)?.label ?? division.group} · ${division.label}`,
  })),
);

export const registrationsTable: ResourceTable<OfficeRegistration> = {
  id: 'registrations',
  label: 'Registrations',
  singular: 'registration',
  path: '/office/registrations/',
  pageSize: 25,
  rowName: (row) => row.participant_name || `Registration ${row.id}`,
  searchLabel: 'Search by child, parent or e-mail',
  filters: [
    ...PLACE_FILTERS,
    {
      name: 'division',
      label: 'Division',
      kind: 'select',
      all: 'Every division',
      options: $divisionFilterOptions,
    },
    { name: 'county', label: 'County', kind: 'select', all: 'Every county', options: $countyOptions },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      all: 'Every status',
      options: REGISTRATION_STATUSES.map((status) => ({
        value: status,
        label: REGISTRATION_STATUS_LABELS[status],
      })),
    },
  ],
  orderings: [
    { value: '-created_at', label: 'Newest first' },
    { value: 'created_at', label: 'Oldest first' },
    { value: 'participant', label: 'Child’s name' },
    { value: 'program', label: 'Program' },
    { value: 'status', label: 'Status' },
  ],
  columns: [
    {
      label: 'Child',
      cell: (row) => (
        <>
          {row.participant_name || '—'}
          {row.test_mode && <span className="badge badge-neutral"> Test payment</span>}
        </>
      ),
    },
    {
      label: 'Program and season',
      cell: (row) =>
        [row.program_name ?? row.program, row.season_title ?? row.season, row.division_name]
          .filter(Boolean)
          .join(' · '),
    },
    {
      label: 'Household',
      cell: (row) => (row.household ? `${row.household.name} · ${row.household.email}` : '—'),
    },
    { label: 'Status', cell: (row) => statusBadge(row.status) },
    { label: 'Money', cell: money },
  ],
  rowActions: (row) => (
    <button type="button" className="btn btn-secondary btn-small" onClick={() => $openId.set(`${row.id}/`)}>
      Details<span className="visually-hidden"> of {registrationsTable.rowName(row)}</span>
    </button>
  ),
  summary: (page) => <Totals page={page as OfficeRegistrationPage} />,
  messages: {
    empty: 'No registrations match these filters.',
    loadFailed: 'Unable to load registrations right now. Please try again.',
  },
};

/** Today's date for a file's name. */
const today = () => new Date().toISOString().slice(0, 10);

/** The exports, each of the registrations the list's search and filters show. */
function Exports() {
  const view = useStore(tableList(registrationsTable).$view);
  const [busy, setBusy] = useState<ExportId | null>(null);
  const [status, setStatus] = useState('');
  const download = async (id: ExportId) => {
    setBusy(id);
    setStatus(`Preparing ${EXPORTS[id].label.toLowerCase()}…`);
    try {
      const {
        page_size: _size,
        page: _page,
        ordering: _ordering,
        ...filters
      } = Object.fromEntries(new URLSearchParams(listQuery({ ...view, page: 1 }, 1)));
      const query = new URLSearchParams(filters).toString();
      await downloadFile(
        `/office/exports/${id}/${query ? `?${query}` : ''}`,
        `${EXPORTS[id].file}-${today()}.csv`,
      );
      setStatus(`${EXPORTS[id].label} downloaded.`);
    } catch {
      setStatus('');
      showToast('Unable to prepare the file right now. Please try again.', { tone: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="office-exports" aria-labelledby="office-exports-title">
      <h3 id="office-exports-title">Export as CSV</h3>
      <p className="portal-muted">Each file holds the registrations the search and filters above show.</p>
      <ul className="office-export-list">
        {(Object.keys(EXPORTS) as ExportId[]).map((id) => (
          <li key={id}>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              disabled={busy !== null}
              onClick={() => void download(id)}
            >
              {EXPORTS[id].label}
            </button>{' '}
            <span className="portal-muted">{EXPORTS[id].note}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="portal-muted">
        {status}
      </p>
    </section>
  );
}

/** A fresh key for one refund form (a double click or a retry is the same refund). */
const refundKey = () => `office-${crypto.randomUUID().replace(/-/g, '')}`;

/** The refund the policy allows today, and the form to make one. */
function RefundForm({ record }: { record: OfficeRegistrationDetail }) {
  const policy = record.refund_policy;
  const pending = record.refund_requests.find((request) => request.status === 'PENDING') ?? null;
  const [amount, setAmount] = useState(dollarsText(policy.allowed_cents));
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(refundKey);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const amountId = useId();
  const reasonId = useId();
  const errorId = useId();
  const cents = parseDollars(amount);
  const overPolicy = cents !== null && cents > policy.allowed_cents;

  if (policy.remaining_cents <= 0) return <p>Nothing of this payment is left to refund.</p>;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cents === null || cents <= 0) {
      setError({ message: REFUND_FORM_MESSAGES.amount, field: 'amount_cents' });
      return;
    }
    if (overPolicy && !reason.trim()) {
      setError({ message: REFUND_FORM_MESSAGES.reasonNeeded, field: 'reason' });
      return;
    }
    setSending(true);
    setError(null);
    const result = await change<OfficeRefund>(
      {
        method: 'POST',
        path: `/office/registrations/${record.id}/refunds/`,
        body: {
          amount_cents: cents,
          reason: reason.trim(),
          idempotency_key: key,
          request: pending?.id ?? null,
        },
        affects: ['/staff/', '/office/overview/'],
      },
      'Unable to make the refund right now. Please try again.',
    );
    setSending(false);
    if (!result.ok) {
      setError(result.failure);
      return;
    }
    if (result.data.status === 'succeeded') {
      showToast(`Refunded ${formatUsd(result.data.amount_cents)}.`);
      setKey(refundKey());
      setReason('');
    } else {
      setError({ message: result.data.detail ?? 'The refund is still being processed.' });
    }
  };

  return (
    <form className="office-refund" onSubmit={(event) => void submit(event)} noValidate>
      <p>
        The refund policy allows <strong>{formatUsd(policy.allowed_cents)}</strong> today (
        {formatUsd(policy.remaining_cents)} of the payment is left).
      </p>
      <p>{policy.explanation}</p>
      {pending && (
        <p>
          The family asked for a refund on {formatKickoff(pending.created_at)}: “{pending.reason}”. This
          refund answers their request.
        </p>
      )}
      <div className="field">
        <label htmlFor={amountId}>Amount to refund (USD)</label>
        <input
          id={amountId}
          inputMode="decimal"
          value={amount}
          aria-invalid={error?.field === 'amount_cents' || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={reasonId}>Reason{overPolicy ? ' (required beyond the policy)' : ' (optional)'}</label>
        <textarea
          id={reasonId}
          rows={3}
          value={reason}
          aria-invalid={error?.field === 'reason' || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </div>
      {overPolicy && (
        <p className="portal-muted">
          More than the policy allows: only an admin may make this refund, with a written reason.
        </p>
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? 'Refunding…' : `Refund ${cents !== null ? formatUsd(cents) : ''}`.trim()}
      </button>
    </form>
  );
}

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="office-record-part">
    <h3>{title}</h3>
    {children}
  </section>
);

/** One registration's whole record, in words (labels, never the stored codes). */
function RegistrationRecord({ record }: { record: OfficeRegistrationDetail }) {
  const address = record.shipping.address;
  const geography = useStore($geography).data?.results ?? [];
  return (
    <div className="office-record">
      <p>
        {statusBadge(record.status)} {money(record)} · {record.program_name ?? record.program} ·{' '}
        {record.season_title ?? record.season}
        {record.division_name ? ` · ${record.division_name}` : ''}
      </p>
      <Part title="Child">
        {record.child ? (
          <p>
            {record.child.first_name} {record.child.last_name}
            {record.child.date_of_birth ? ` · born ${record.child.date_of_birth}` : ''}
            {record.child.archived ? ' · archived' : ''}
          </p>
        ) : (
          <p>{record.participant_name}</p>
        )}
        <p>
          {record.grade ? gradeLabel(record.grade) : 'Grade —'} · age group{' '}
          {placementAgeGroup({
            age_group: record.age_group,
            division_detail: record.division_name ? { name: record.division_name } : null,
          })}{' '}
          · {record.league_division ? divisionLabel(geography, record.league_division) : '—'}
          {record.league_county ? ` · ${countyLabel(geography, record.league_county)} County` : ''}
        </p>
      </Part>
      <Part title="Household">
        {record.household ? (
          <p>
            {record.household.name} ·{' '}
            <a href={`mailto:${record.household.email}`}>{record.household.email}</a>
            {record.household.phone ? ` · ${record.household.phone}` : ''}
            {record.household.email_confirmed ? '' : ' · e-mail not confirmed'}
          </p>
        ) : (
          <p>No household on record.</p>
        )}
      </Part>
      <Part title="Sizes and shipping">
        <p>
          Shirt {record.sizes.shirt || '—'} · shorts {record.sizes.shorts || '—'} · gloves{' '}
          {record.sizes.gloves || '—'} · shoe {record.sizes.shoe || '—'}
        </p>
        <p>
          {address
            ? [
                record.shipping.name,
                address.address1,
                address.address2,
                `${address.city}, ${address.state} ${address.postal_code}`,
                address.country,
              ]
                .filter(Boolean)
                .join(', ')
            : 'No shipping address.'}
        </p>
      </Part>
      <Part title="Waiver">
        <p>
          {record.waiver.signed
            ? `Version ${record.waiver.version} signed${record.waiver.signer_name ? ` by ${record.waiver.signer_name}` : ''}${record.waiver.signed_at ? ` on ${formatKickoff(record.waiver.signed_at)}` : ''}.`
            : `Version ${record.waiver.version} not signed yet.`}
        </p>
      </Part>
      <Part title="Payments">
        {record.aid_cents ? (
          <p>
            {priceLine({
              fee_cents: record.fee_cents ?? record.amount_cents + record.aid_cents,
              aid_cents: record.aid_cents,
              total_cents: record.amount_cents,
            })}{' '}
            (financial aid)
          </p>
        ) : null}
        {record.payments.length === 0 ? (
          <p>No payment yet.</p>
        ) : (
          <ul>
            {record.payments.map((payment) => (
              <li key={payment.id}>
                {formatUsd(payment.amount_cents)} · {payment.status}
                {payment.card ? ` · ${payment.card}` : ''} · {formatKickoff(payment.created_at)}
                {payment.test_mode ? ' · Test payment — no money moved' : ''}
              </li>
            ))}
          </ul>
        )}
      </Part>
      {/* Issue 37: cash, checks and amounts waived, recorded by the office. */}
      <Part title="Recorded by the office">
        <RecordPayment registration={record.id} />
      </Part>
      <Part title="Refunds">
        {record.refunds.length === 0 ? (
          <p>No refunds.</p>
        ) : (
          <ul>
            {record.refunds.map((refund) => (
              <li key={refund.id}>
                {formatUsd(refund.amount_cents)} · {refund.status} · {REFUND_RULE_LABELS[refund.policy_rule]}
                {refund.over_policy ? ' (beyond the policy)' : ''} · by {refund.requested_by_name} ·{' '}
                {formatKickoff(refund.settled_at ?? refund.created_at)}
                {refund.reason ? ` · “${refund.reason}”` : ''}
                {refund.detail ? ` · ${refund.detail}` : ''}
              </li>
            ))}
          </ul>
        )}
        {record.status !== 'pending_payment' && <RefundForm key={record.refunded_cents} record={record} />}
      </Part>
      <Part title="Activity">
        {record.audit.length === 0 ? (
          <p>No entries.</p>
        ) : (
          record.audit.map((entry) => (
            <AuditChanges key={entry.id} entry={entry} who={entry.actor?.name ?? 'The league'} />
          ))
        )}
      </Part>
    </div>
  );
}

/** The open registration's dialog. */
function RecordDialog() {
  const open = useStore($openId);
  const detail = useStore($detail);
  const record = detail.data;
  useEffect(() => () => $openId.set(null), []);
  return (
    <Dialog
      open={open !== null}
      wide
      title={record ? `Registration of ${record.participant_name}` : 'Registration'}
      onClose={() => $openId.set(null)}
    >
      <ListState
        what="registration"
        loading={detail.loading && !record}
        error={record ? undefined : detail.error}
        count={record ? 1 : 0}
        empty="This registration is not on record."
        failed="Unable to load this registration right now. Please try again."
        onRetry={() => $detail.revalidate()}
      >
        {record && <RegistrationRecord record={record} />}
      </ListState>
    </Dialog>
  );
}

/** The Registrations section: the list with its totals, the exports and the open record. */
export default function Registrations({ heading }: { heading: ReactNode }) {
  return (
    <section className="portal-card" aria-labelledby="office-section-title">
      <ResourceList table={registrationsTable}>{heading}</ResourceList>
      <Exports />
      <RecordDialog />
    </section>
  );
}
