import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatDay } from '../../domain/date-range';
import { $emergencyReads, $readsOf, readsKey } from '../../stores/emergency';

/** Who read a player's emergency and medical notes, and when (issue 36 item 2); loaded when opened. */
export default function EmergencyReads({ child }: { child: number | null }) {
  const [open, setOpen] = useState(false);
  const key = readsKey(child);
  const readsOf = useStore($readsOf);
  const page = useStore($emergencyReads);
  // One list open at a time: opening another player's list closes this one.
  useEffect(() => {
    if (open && readsOf !== key) setOpen(false);
  }, [readsOf]);
  const toggle = () => {
    setOpen(!open);
    $readsOf.set(open ? null : key);
  };
  const listId = `emergency-reads-${child ?? 'self'}`;
  return (
    <div className="emergency-reads">
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        Who has read these notes
      </button>
      {open && (
        <div id={listId}>
          {page.error ? (
            <p className="portal-muted">The list of reads could not be loaded right now.</p>
          ) : !page.data || readsOf !== key ? (
            <p className="portal-muted">Loading…</p>
          ) : page.data.results.length === 0 ? (
            <p className="portal-muted">Nobody outside your household has read these notes yet.</p>
          ) : (
            <ul className="emergency-reads-list">
              {page.data.results.map((read) => (
                <li key={`${read.read_at}-${read.reader}`}>
                  <strong>{read.reader}</strong> ({read.role.replace('_', ' ')}), {formatDay(read.read_at)} at{' '}
                  {new Date(read.read_at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}
                  <span className="portal-muted"> · {read.where}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
