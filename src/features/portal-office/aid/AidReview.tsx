/**
 * The office's financial aid review (issue 21 item 3), a module loaded when the section opens: the
 * applications as a resource table (pending first, oldest first, by the server), filtered by
 * status, and the decision dialog: award a percentage or an amount (with the price it makes, in the
 * line the family's review dialog and receipt show), or decline with a note the family reads. The
 * family's name and e-mail, the household size, the statement and the document are in the dialog.
 */
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import {
  AID_MESSAGES,
  AID_STATUS_LABELS,
  AID_STATUSES,
  aidDecisionInputSchema,
  aidPrice,
  awardLabel,
  priceLine,
  type AidAward,
} from '../../../domain/aid';
import { formatKickoff } from '../../../domain/league-games';
import { PRICE_LIST } from '../../../domain/fees';
import { validateForm } from '../../../domain/form-validation';
import { dollarsText, parseDollars } from '../../../domain/office/refunds';
import type { OfficeAidApplication } from '../../../domain/types';
import CheckboxField from '../../../components/form/CheckboxField';
import FormActions from '../../../components/form/FormActions';
import FormMessage from '../../../components/form/FormMessage';
import SelectField from '../../../components/form/SelectField';
import TextAreaField from '../../../components/form/TextAreaField';
import TextField from '../../../components/form/TextField';
import { useForm } from '../../../components/form/use-form';
import Dialog from '../../../components/portal/Dialog';
import ResourceList from '../../../components/portal/resource/ResourceList';
import { tableList, type ResourceTable } from '../../../components/portal/resource/resource-table';
import { downloadFile } from '../../../lib/download';
import { change } from '../../../lib/resource';
import { showToast } from '../../../stores/toasts';

/** The season fee an award is taken off (the price list's; the server prices the same). */
const FEE = PRICE_LIST.parent_registration;

const BADGES: Record<OfficeAidApplication['status'], string> = {
  pending: 'badge badge-warning',
  awarded: 'badge badge-success',
  declined: 'badge badge-neutral',
  withdrawn: 'badge badge-neutral',
};

/** The application whose decision dialog is open. */
const $deciding = atom<OfficeAidApplication | null>(null);

const decision = (row: OfficeAidApplication) =>
  row.status === 'awarded' && row.award
    ? `${awardLabel(row.award)} · ${priceLine(aidPrice(FEE, row.award))}${row.used ? ' · used' : ''}`
    : row.status === 'declined'
      ? 'Declined'
      : '—';

export const aidTable: ResourceTable<OfficeAidApplication> = {
  id: 'aid',
  label: 'Financial aid',
  singular: 'application',
  path: '/office/aid/',
  pageSize: 20,
  rowName: (row) => `${row.child_name} (${row.season_label})`,
  searchLabel: 'Search by child, parent or e-mail',
  filters: [
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      all: 'Every status',
      options: AID_STATUSES.map((status) => ({ value: status, label: AID_STATUS_LABELS[status] })),
    },
  ],
  columns: [
    { label: 'Child', cell: (row) => `${row.child_name} · ${row.season_label}` },
    { label: 'Family', cell: (row) => `${row.family_name} · ${row.family_email}` },
    { label: 'Applied', cell: (row) => formatKickoff(row.created_at) },
    {
      label: 'Status',
      cell: (row) => <span className={BADGES[row.status]}>{AID_STATUS_LABELS[row.status]}</span>,
    },
    { label: 'Decision', cell: decision },
  ],
  rowActions: (row) =>
    row.status === 'withdrawn' || (row.used && row.status === 'awarded') ? null : (
      <button type="button" className="btn btn-secondary btn-small" onClick={() => $deciding.set(row)}>
        {row.status === 'pending' ? 'Review' : 'Change decision'}
        <span className="visually-hidden"> for {aidTable.rowName(row)}</span>
      </button>
    ),
  messages: {
    empty: 'No applications match these filters.',
    loadFailed: 'Unable to load the aid applications right now. Please try again.',
  },
};

// The section opens on what waits: pending applications (the server lists the oldest first).
const list = tableList(aidTable);
if (!list.$view.get().filters['status']) list.setView({ filters: { status: 'pending' } });

type Field = 'decision' | 'kind' | 'value' | 'allow_reuse' | 'note';

/** The award the form describes, or null while its value is not a valid one. */
function formAward(values: Record<Field, string>): AidAward | null {
  if (values.kind === 'percent') {
    const percent = /^\d{1,3}$/.test(values.value.trim()) ? Number(values.value.trim()) : NaN;
    return percent >= 1 && percent <= 100 ? { kind: 'percent', value: percent } : null;
  }
  const cents = parseDollars(values.value);
  return cents !== null && cents >= 100 && cents <= FEE ? { kind: 'amount', value: cents } : null;
}

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="office-record-part">
    <h3>{title}</h3>
    {children}
  </section>
);

/** The application as staff read it before deciding. */
function Application({ row }: { row: OfficeAidApplication }) {
  const [fetching, setFetching] = useState(false);
  const download = async () => {
    setFetching(true);
    try {
      await downloadFile(`/aid/${row.id}/document/`, (blob) => {
        const ext = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' }[blob.type] ?? 'bin';
        return `aid-application-${row.id}.${ext}`;
      });
    } catch {
      showToast('Unable to fetch the document right now. Please try again.', { tone: 'error' });
    } finally {
      setFetching(false);
    }
  };
  return (
    <div className="office-record">
      <Part title="Family">
        <p>
          {row.family_name} · <a href={`mailto:${row.family_email}`}>{row.family_email}</a>
        </p>
        <p>
          For {row.child_name}, {row.season_label} · household of {row.household_size} · applied{' '}
          {formatKickoff(row.created_at)}
        </p>
      </Part>
      <Part title="Statement">
        <p className="aid-statement">{row.statement}</p>
      </Part>
      <Part title="Document">
        {row.has_document ? (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={fetching}
            onClick={() => void download()}
          >
            {fetching ? 'Fetching…' : 'Download the document'}
          </button>
        ) : (
          <p>No document attached.</p>
        )}
      </Part>
    </div>
  );
}

/** Award or decline one application; closes once the decision is recorded. */
function DecisionForm({ row, onDone }: { row: OfficeAidApplication; onDone: () => void }) {
  const form = useForm<Field>({
    decision: row.status === 'declined' ? 'decline' : 'award',
    kind: row.award?.kind ?? 'percent',
    value: row.award
      ? row.award.kind === 'percent'
        ? String(row.award.value)
        : dollarsText(row.award.value)
      : '',
    allow_reuse: row.allow_reuse ? 'true' : '',
    note: row.decision_note,
  });
  const { values } = form;
  const award = formAward(values);
  const awarding = values.decision === 'award';

  const submit = form.submit(
    async () => {
      const body = awarding
        ? {
            decision: 'award',
            kind: values.kind,
            // The amount in cents; a value that is no award is sent as typed, so the rule names it.
            value: award?.value ?? values.value.trim(),
            allow_reuse: values.allow_reuse === 'true',
            note: values.note,
          }
        : { decision: 'decline', note: values.note };
      const checked = validateForm(aidDecisionInputSchema, body, [
        'decision',
        'kind',
        'value',
        'note',
      ] as const);
      if (!checked.success) return form.fail(checked.issue);
      if (awarding && !award) return form.fail({ field: 'value', message: AID_MESSAGES.awardValue });
      const result = await change<OfficeAidApplication>(
        {
          method: 'POST',
          path: `/office/aid/${row.id}/decide/`,
          body,
          affects: ['/staff/', '/office/overview/'],
        },
        'Unable to record the decision right now. Please try again.',
      );
      if (!result.ok) {
        const { field, message } = result.failure;
        return form.fail(field ? { field, message } : { message });
      }
      showToast(
        awarding && award
          ? `Aid of ${awardLabel(award)} awarded for ${row.child_name}. The family is e-mailed.`
          : `The application for ${row.child_name} is declined. The family is e-mailed.`,
      );
      onDone();
    },
    () => 'Unable to record the decision right now. Please try again.',
  );

  return (
    <form {...form.formProps} className="portal-form aid-decision" onSubmit={submit}>
      <SelectField {...form.bind('decision')} label="Decision">
        <option value="award">Award aid</option>
        <option value="decline">Decline</option>
      </SelectField>
      {awarding && (
        <>
          <div className="field-grid">
            <SelectField {...form.bind('kind')} label="Award as">
              <option value="percent">A percentage of the fee</option>
              <option value="amount">An amount</option>
            </SelectField>
            <TextField
              {...form.bind('value')}
              label={values.kind === 'percent' ? 'Percentage (1–100)' : 'Amount in dollars ($1.00–$250.00)'}
              inputMode={values.kind === 'percent' ? 'numeric' : 'decimal'}
            />
          </div>
          <p className="aid-preview" aria-live="polite">
            {priceLine(aidPrice(FEE, award))}
          </p>
          <CheckboxField
            {...form.bind('allow_reuse')}
            label="Let this award serve more than one registration of the child this season"
          />
        </>
      )}
      <TextAreaField
        {...form.bind('note')}
        label={awarding ? 'Note to the family' : 'Why it is declined'}
        labelNote={awarding ? 'optional' : 'required; the family reads it'}
        rows={3}
      />
      <FormMessage {...form.messageProps} />
      <FormActions
        busy={form.busy}
        ready={form.hydrated}
        onCancel={onDone}
        submitLabel={awarding ? 'Award aid' : 'Decline application'}
        busyLabel="Saving…"
      />
    </form>
  );
}

/** The decision dialog of the application chosen in the list. */
export function DecisionDialog() {
  const row = useStore($deciding);
  const close = () => $deciding.set(null);
  return (
    <Dialog
      open={row !== null}
      wide
      title={row ? `Aid for ${row.child_name}` : 'Aid application'}
      onClose={close}
    >
      {row && (
        <>
          <Application row={row} />
          <DecisionForm key={row.id} row={row} onDone={close} />
        </>
      )}
    </Dialog>
  );
}

/** The Financial aid section: the list and the decision dialog. */
export default function AidReview({ heading }: { heading: ReactNode }) {
  return (
    <section className="portal-card" aria-labelledby="office-section-title">
      <ResourceList table={aidTable}>{heading}</ResourceList>
      <DecisionDialog />
    </section>
  );
}
