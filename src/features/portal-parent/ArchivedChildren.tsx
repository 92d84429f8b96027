import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { errorDetail } from '../../domain/error-message';
import type { Child, Registration } from '../../domain/types';
import { showToast } from '../../stores/toasts';
import { RegistrationList } from '../../components/portal/lazy-parts';
import { $archivedChildren, setArchived } from './parent-data';

function ArchivedChild({ child, registrations }: { child: Child; registrations: readonly Registration[] }) {
  const [busy, setBusy] = useState(false);
  const show = async () => {
    setBusy(true);
    try {
      await setArchived(child, false);
    } catch (error) {
      showToast(errorDetail(error) ?? `We could not show ${child.first_name} again right now.`, {
        tone: 'error',
      });
      setBusy(false);
    }
  };
  return (
    <li className="archived-child" aria-label={child.name}>
      <div className="card-head">
        <h3>{child.name}</h3>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => void show()}
          disabled={busy}
        >
          Show again<span className="visually-hidden"> {child.name}</span>
        </button>
      </div>
      <RegistrationList registrations={registrations} empty="No registrations." />
    </li>
  );
}

/**
 * Archived athletes (issue 17 item 14): children the parent archived because their records are
 * kept, with their registration history, each shown again on request. Nothing while there are none.
 */
export default function ArchivedChildren({ registrations }: { registrations: readonly Registration[] }) {
  const archived = useStore($archivedChildren);
  const list = archived.data?.results ?? [];
  if (list.length === 0) return null;
  return (
    <section className="portal-card" aria-labelledby="parent-archived">
      <h2 id="parent-archived">Archived athletes</h2>
      <p className="portal-muted">
        Hidden from your athletes above. Their registrations, payments and waivers are kept.
      </p>
      <ul className="archived-list">
        {list.map((child) => (
          <ArchivedChild
            key={child.id}
            child={child}
            registrations={registrations.filter((record) => record.child === child.id)}
          />
        ))}
      </ul>
    </section>
  );
}
