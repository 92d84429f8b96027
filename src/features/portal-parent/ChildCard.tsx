import { useRef, useState } from 'react';
import { personName } from '../../domain/person-name';
import { ageOn, CHILD_MESSAGES, childProblems, type ChildField } from '../../domain/children';
import type { Child, Program, Registration, Season, WaiverStatus } from '../../domain/types';
import { formatDay } from '../../domain/date-range';
import { receiptPath, registeredMessage } from '../../domain/receipt-link';
import { playerGames, playsTheSeason } from '../../domain/player-games';
import type { MyTeam } from '../../domain/teams';
import { onIntent } from '../../lib/on-demand';
import type { User } from '../../stores/session';
import FormMessage from '../../components/form/FormMessage';
import { useForm } from '../../components/form/use-form';
import GameList from '../../components/portal/GameList';
import { lazyView } from '../../components/portal/LazyView';
import {
  EmergencySection,
  PaymentSuccessPanel,
  RegistrationList,
  TeamPanel,
  WaiverDialog,
} from '../../components/portal/lazy-parts';
import ChildFields from './ChildFields';
import { parentAgreement, removeChild, signWaiver, updateChild } from './parent-data';

interface Props {
  child: Child;
  user: User | null;
  waiver: WaiverStatus | undefined;
  registrations: readonly Registration[];
  programs: readonly Program[];
  seasons: readonly Season[];
  /** The teams the child plays on (issue 19). */
  teams: readonly MyTeam[];
}

/** Spec 2 §9: at most 3 upcoming games. */
const UPCOMING_LIMIT = 3;

// Opened by a button: loaded on demand (src/lib/on-demand.ts).
const ChildRegistration = lazyView(() => import('./ChildRegistration'), 'Loading the registration form…');
const KeepRecordsDialog = lazyView(() => import('./KeepRecordsDialog'), 'Loading…');

function ChildEditForm({ child, onDone }: { child: Child; onDone: () => void }) {
  const form = useForm<ChildField>({
    first_name: child.first_name,
    last_name: child.last_name,
    date_of_birth: child.date_of_birth ?? '',
    gender: child.gender,
  });
  const submit = form.submit(
    async () => {
      const problem = childProblems(form.values)[0];
      if (problem) return form.fail(problem);
      // Optimistic: the card shows the edit at once; a refused save puts the old values back.
      onDone();
      await updateChild(child, form.values);
    },
    () => CHILD_MESSAGES.updateFailed,
  );
  return (
    <form
      {...form.formProps}
      className="portal-form child-edit"
      onSubmit={submit}
      aria-label={`Edit ${child.name}`}
    >
      <ChildFields form={form} />
      <FormMessage {...form.messageProps} />
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary btn-small" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary btn-small">
          Save
        </button>
      </div>
    </form>
  );
}

/** Removes a child and moves focus to the Undo of its toast (the card, and its button, are gone). */
function remove(child: Child) {
  const toast = removeChild(child);
  requestAnimationFrame(() =>
    document.querySelector<HTMLButtonElement>(`[data-toast-id="${toast}"] .toast-action`)?.focus(),
  );
}

/** One child: details with edit and remove, waiver status, registrations, games and the registration form. */
export default function ChildCard({ child, user, waiver, registrations, programs, seasons, teams }: Props) {
  const [editing, setEditing] = useState(false);
  const [signing, setSigning] = useState(false);
  const [registering, setRegistering] = useState(false);
  // The registration just paid: its success panel shows (once the reloaded list has it) until dismissed.
  const [paid, setPaid] = useState<number | null>(null);
  const registerButton = useRef<HTMLButtonElement>(null);
  const paidRecord = registrations.find((r) => r.id === paid && r.payment_status === 'paid');
  // A registered child's records are kept: the parent is told why and offered to archive instead.
  const [keeping, setKeeping] = useState(false);
  const signer = user ? personName(user) : '';
  const age = ageOn(child.date_of_birth);
  const headingId = `child-${child.id}`;
  const registered = registrations.some(playsTheSeason);
  // The games of the seasons the child is registered for: their team's, else their division's.
  const games = playerGames(registrations, seasons, UPCOMING_LIMIT);
  const signed = waiver?.status === 'Signed';
  return (
    <article className="portal-card child-card" aria-labelledby={headingId}>
      <header className="child-head">
        <div>
          <h3 id={headingId}>{child.name}</h3>
          <p className="portal-muted">
            {[
              age === null ? null : `Age ${age}`,
              child.gender || null,
              child.date_of_birth ? `Born ${formatDay(`${child.date_of_birth}T12:00:00Z`)}` : null,
            ]
              .filter(Boolean)
              .join(' · ') || 'No details yet'}
          </p>
        </div>
        {!editing && (
          <div className="child-actions">
            <button type="button" className="btn btn-secondary btn-small" onClick={() => setEditing(true)}>
              Edit<span className="visually-hidden"> {child.name}</span>
            </button>
            <button
              type="button"
              className="btn btn-danger btn-small"
              {...(registrations.length > 0 ? onIntent(KeepRecordsDialog) : {})}
              onClick={() => (registrations.length > 0 ? setKeeping(true) : remove(child))}
            >
              Remove<span className="visually-hidden"> {child.name}</span>
            </button>
          </div>
        )}
      </header>
      {editing && <ChildEditForm child={child} onDone={() => setEditing(false)} />}
      {paidRecord && (
        <PaymentSuccessPanel
          message={registeredMessage(paidRecord, user)}
          receiptHref={receiptPath(paidRecord.id)}
          onDismiss={() => {
            setPaid(null);
            registerButton.current?.focus();
          }}
        />
      )}

      <div className="child-grid">
        <section aria-label={`Waiver for ${child.name}`}>
          <h4>Waiver</h4>
          <p>
            <span className={`badge ${signed ? 'badge-success' : 'badge-warning'}`}>
              {signed ? 'Signed' : 'Pending'}
            </span>
            {signed && waiver?.signed_at ? (
              <span className="portal-muted"> on {formatDay(waiver.signed_at)}</span>
            ) : null}
          </p>
          {!signed && (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              {...onIntent(WaiverDialog)}
              onClick={() => setSigning(true)}
            >
              Sign waiver<span className="visually-hidden"> for {child.name}</span>
            </button>
          )}
        </section>
        <section aria-label={`Registrations for ${child.name}`}>
          <h4>Registrations</h4>
          <RegistrationList registrations={registrations} empty="Not registered for a program yet." />
        </section>
        <section aria-label={`Upcoming games for ${child.name}`}>
          <h4>Upcoming games</h4>
          <GameList games={games} empty="No upcoming games yet." />
        </section>
        {teams.length > 0 ? (
          teams.map((team) => <TeamPanel key={team.id} team={team} player={child.name} />)
        ) : registered ? (
          <section aria-label={`Team of ${child.name}`}>
            <h4>Team</h4>
            <p className="portal-muted">
              The league office puts {child.first_name} on a team before the season starts; the team, its
              coach and its games show here then.
            </p>
          </section>
        ) : null}
        <EmergencySection name={child.name} child={child.id} prompt={registered} />
      </div>

      <div className="child-register">
        <button
          ref={registerButton}
          type="button"
          className="btn btn-primary"
          aria-expanded={registering}
          aria-controls={`register-${child.id}`}
          {...onIntent(ChildRegistration)}
          onClick={() => setRegistering((open) => !open)}
        >
          {registering ? 'Close registration' : `Register ${child.first_name} for a program`}
        </button>
        <div id={`register-${child.id}`} hidden={!registering}>
          {registering && (
            <ChildRegistration
              child={child}
              user={user}
              programs={programs}
              waiverSigned={signed}
              onPaid={(registrationId) => {
                setRegistering(false);
                setPaid(registrationId);
              }}
            />
          )}
        </div>
      </div>
      {signing && (
        <WaiverDialog
          participant={child.name}
          agreement={parentAgreement(child)}
          signer={signer}
          sign={(name, version) => signWaiver(child.id, name, version)}
          onSigned={() => setSigning(false)}
          onClose={() => setSigning(false)}
        />
      )}
      {keeping && <KeepRecordsDialog child={child} open onClose={() => setKeeping(false)} />}
    </article>
  );
}
