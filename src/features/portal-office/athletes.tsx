/**
 * The office's Athletes section: every athlete profile with where its recruiting consent stands,
 * and the one correction staff make there (issue 17 item 1): name, birth date or school, with a
 * note for the activity log. The form says that saving such a change starts consent over.
 */
import { formatDate } from '../../domain/league-games';
import {
  athleteIdentityInputSchema,
  CONSENT_STATES,
  consentAfterReset,
  IDENTITY_FIELDS,
  type ConsentState,
  type StaffAthleteProfile,
} from '../../domain/office/athletes';
import type { FormAside, ResourceTable } from '../../components/portal/resource/resource-table';

const BADGE: Record<ConsentState, string> = {
  approved: 'badge-success',
  visible: 'badge-success',
  pending: 'badge-warning',
  declined: 'badge-neutral',
  hidden: 'badge-neutral',
};

const consentBadge = (state: ConsentState) => (
  <span className={`badge ${BADGE[state]}`}>{CONSENT_STATES[state]}</span>
);

/** Consent now, and what saving the form's identity change does to it. */
const AthleteConsent: FormAside = ({ values, record }) => {
  if (!record) return null;
  const athlete = record as unknown as StaffAthleteProfile;
  const changed = IDENTITY_FIELDS.some(
    (field) => (values[field] ?? '').trim() !== String(athlete[field] ?? '').trim(),
  );
  const after = consentAfterReset(values['date_of_birth']?.trim() || null);
  return (
    <div className={`athlete-consent${changed ? ' athlete-consent-reset' : ''}`} aria-live="polite">
      <p>
        Consent now: <strong>{CONSENT_STATES[athlete.consent]}</strong>
      </p>
      <p>
        {changed ? (
          <>
            Saving this change puts consent back to <strong>{CONSENT_STATES[after]}</strong>:{' '}
            {after === 'pending'
              ? 'recruiters stop seeing the profile until a guardian approves again.'
              : 'recruiters stop seeing the profile until the athlete shows it again.'}
          </>
        ) : (
          'A change of name, birth date or school puts consent back to pending: recruiters stop seeing the profile until it is given again.'
        )}
      </p>
    </div>
  );
};

export const athletesTable: ResourceTable<StaffAthleteProfile> = {
  id: 'athletes',
  label: 'Athletes',
  singular: 'athlete',
  path: '/staff/athlete-profiles/',
  pageSize: 20,
  rowName: (athlete) => athlete.name || athlete.account_email,
  searchLabel: 'Search name, school or guardian e-mail',
  filters: [
    {
      name: 'consent',
      label: 'Consent',
      kind: 'select',
      all: 'Any consent state',
      options: (Object.keys(CONSENT_STATES) as ConsentState[]).map((value) => ({
        value,
        label: CONSENT_STATES[value],
      })),
    },
  ],
  orderings: [
    { value: 'name', label: 'Name (A–Z)' },
    { value: '-updated_at', label: 'Recently changed' },
    { value: 'date_of_birth', label: 'Oldest first' },
  ],
  columns: [
    { label: 'Athlete', cell: (athlete) => athlete.name || '—' },
    { label: 'School', cell: (athlete) => athlete.school || '—' },
    {
      label: 'Birth date',
      cell: (athlete) => (athlete.date_of_birth ? formatDate(athlete.date_of_birth) : 'Not given'),
    },
    { label: 'Consent', cell: (athlete) => consentBadge(athlete.consent) },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', note: 'required' },
    { name: 'date_of_birth', label: 'Birth date', kind: 'date' },
    { name: 'school', label: 'School', kind: 'text' },
    {
      name: 'note',
      label: 'Note for the activity log',
      kind: 'textarea',
      note: 'required',
      hint: 'Why it changes, e.g. Birth certificate checked at the office.',
    },
  ],
  schema: athleteIdentityInputSchema,
  creatable: false,
  aside: AthleteConsent,
  messages: {
    empty: 'No athletes match your search.',
    loadFailed: 'Athletes could not be loaded right now.',
    updated: 'Athlete saved.',
  },
};
