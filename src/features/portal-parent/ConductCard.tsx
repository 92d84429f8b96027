import { useState } from 'react';
import type { User } from '../../stores/session';
import { acknowledgeCodeOfConduct } from './parent-data';

/** The Parent Code of Conduct card (spec 2 §2, §4): a one-way acknowledgement for the household. */
export default function ConductCard({ user }: { user: User | null }) {
  const [busy, setBusy] = useState(false);
  const acknowledgedAt =
    typeof user?.['parent_code_of_conduct_acknowledged_at'] === 'string'
      ? user['parent_code_of_conduct_acknowledged_at']
      : null;
  const done = user?.['parent_code_of_conduct_acknowledged'] === true;
  return (
    <section className="portal-card" aria-labelledby="conduct-title">
      <h2 id="conduct-title">Parent Code of Conduct</h2>
      <p>
        Twelve promises every family makes: positive support, sportsmanship, respect for coaches and
        officials, and a safe place for every athlete. One acknowledgement covers your household.
      </p>
      <p>
        <a href="/resources/parent-code-of-conduct">Read the Parent Code of Conduct</a>
      </p>
      {done && acknowledgedAt && (
        <p className="portal-muted">
          Acknowledged on {new Date(acknowledgedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}.
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={done || busy}
        onClick={() => {
          setBusy(true);
          void acknowledgeCodeOfConduct().finally(() => setBusy(false));
        }}
      >
        {done ? 'Acknowledged' : busy ? 'Saving…' : 'I acknowledge the Code of Conduct'}
      </button>
    </section>
  );
}
