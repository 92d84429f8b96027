import { useEffect, useRef, useState } from 'react';
import { formatKickoff } from '../../domain/league-games';
import { formatUsd, PRICE_LIST } from '../../domain/fees';
import type { CheckoutSession } from '../../domain/payments';
import { entryStatus, WAITLIST_TEXT, type WaitlistEntry } from '../../domain/waitlist';
import { formErrorMessage } from '../../domain/error-message';
import { onIntent } from '../../lib/on-demand';
import { startCheckout } from '../../lib/payments/payments-api';
import { revalidateKeys } from '../../lib/query';
import { change } from '../../lib/resource';
import { showToast } from '../../stores/toasts';
import Dialog from './Dialog';
import { CardPaymentDialog } from './lazy-parts';

/** The entry an offer's e-mail link names (?waitlist=<id>), if any. */
const linkedEntry = () =>
  typeof window === 'undefined' ? null : Number(new URL(window.location.href).searchParams.get('waitlist'));

/**
 * The family's waitlists (issue 21): the Waitlists heading and each entry, or that the list could
 * not be loaded. Loaded when the family has entries or the list failed (Waitlists.tsx), so a
 * portal's first screen carries none of it.
 */
export default function WaitlistSection({
  entries,
  failed,
}: {
  entries: readonly WaitlistEntry[];
  failed: boolean;
}) {
  return (
    <section className="portal-card" aria-labelledby="family-waitlists">
      <h2 id="family-waitlists">{WAITLIST_TEXT.title}</h2>
      {failed ? (
        <p className="portal-muted">{WAITLIST_TEXT.loadFailed}</p>
      ) : (
        <WaitlistEntries entries={entries} />
      )}
    </section>
  );
}

/**
 * The family's waitlist entries, under the Waitlists heading: each entry's position, or the offer
 * kept for it with its end and a button straight to the card dialog (the checkout sends the form the
 * family joined with); leaving asks first. The offer's e-mail link (?waitlist=<id>) brings its
 * button into view. A payment reloads the family's registration lists.
 */
function WaitlistEntries({ entries }: { entries: readonly WaitlistEntry[] }) {
  const [session, setSession] = useState<{ entry: WaitlistEntry; checkout: CheckoutSession } | null>(null);
  const [starting, setStarting] = useState<number | null>(null);
  const [problem, setProblem] = useState<{ id: number; message: string } | null>(null);
  const [leaving, setLeaving] = useState<WaitlistEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const linked = useRef<HTMLButtonElement | null>(null);
  const target = linkedEntry();

  useEffect(() => {
    linked.current?.scrollIntoView({ block: 'center' });
    linked.current?.focus();
  }, [entries.length]);

  const register = async (entry: WaitlistEntry) => {
    setStarting(entry.id);
    setProblem(null);
    try {
      const checkout: CheckoutSession & { status?: string } = await startCheckout(entry.form);
      // A fee financial aid covers in full is settled at once: no card dialog (issue 21 item 3).
      if (checkout.status === 'paid') paid();
      else setSession({ entry, checkout });
    } catch (error) {
      setProblem({ id: entry.id, message: formErrorMessage(error, WAITLIST_TEXT.registerFailed) });
    } finally {
      setStarting(null);
    }
  };

  const paid = () => {
    setSession(null);
    showToast(WAITLIST_TEXT.paid);
    // The family's registration lists (both portals') show the paid registration.
    revalidateKeys((key) => key.startsWith('/registrations/') || key.startsWith('/waitlist/'));
  };

  const leave = async () => {
    if (!leaving) return;
    setBusy(true);
    const result = await change(
      { method: 'DELETE', path: `/waitlist/${leaving.id}/`, affects: ['/waitlist/'] },
      WAITLIST_TEXT.leaveFailed,
    );
    setBusy(false);
    if (!result.ok) {
      setProblem({ id: leaving.id, message: result.failure.message });
    } else {
      showToast(WAITLIST_TEXT.left);
    }
    setLeaving(null);
  };

  return (
    <>
      <ul className="waitlist-entries">
        {entries.map((entry) => {
          const where = [entry.program_name, entry.venue, entry.division].filter(Boolean).join(' · ');
          const live = entry.status === 'waiting' || entry.status === 'offered';
          return (
            <li key={entry.id}>
              <p>
                <strong>{entry.participant_name}</strong> — {where} ({entry.season_label})
              </p>
              <p className={entry.status === 'offered' ? undefined : 'portal-muted'}>
                {entryStatus(entry, formatKickoff)}
              </p>
              {entry.status === 'offered' && (
                <button
                  type="button"
                  className="btn btn-primary btn-small"
                  ref={entry.id === target ? linked : undefined}
                  disabled={starting !== null}
                  {...onIntent(CardPaymentDialog)}
                  onClick={() => void register(entry)}
                >
                  {starting === entry.id
                    ? 'Starting checkout…'
                    : `${WAITLIST_TEXT.register} ${formatUsd(entry.amount_cents ?? PRICE_LIST[entry.kind])}`}
                  <span className="visually-hidden"> for {entry.participant_name}</span>
                </button>
              )}
              {live && (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => setLeaving(entry)}
                >
                  {WAITLIST_TEXT.leave}
                  <span className="visually-hidden"> for {entry.participant_name}</span>
                </button>
              )}
              {problem?.id === entry.id && (
                <p className="form-error" role="alert">
                  {problem.message}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={leaving !== null}
        title={WAITLIST_TEXT.leave}
        busy={busy}
        onClose={() => setLeaving(null)}
      >
        <p>
          {leaving?.participant_name} leaves the waitlist for {leaving?.program_name}
          {leaving?.status === 'offered' ? ', and the place kept for you goes to the next family' : ''}.
          Joining again puts you at the end of the list.
        </p>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void leave()}>
          {busy ? 'Leaving…' : WAITLIST_TEXT.leave}
        </button>
      </Dialog>
      {session && (
        <CardPaymentDialog
          session={session.checkout}
          summary={`Registration for ${session.entry.participant_name}`}
          onPaid={paid}
          onCancel={() => {
            setSession(null);
            revalidateKeys((key) => key.startsWith('/registrations/') || key.startsWith('/waitlist/'));
          }}
          onRestart={() => {
            void register(session.entry);
          }}
        />
      )}
    </>
  );
}
