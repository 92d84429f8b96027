import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { EMERGENCY_MESSAGES, isEmptyEmergency } from '../../domain/emergency-info';
import { onIntent } from '../../lib/on-demand';
import { $emergencyInfo, emergencyOf } from '../../stores/emergency';
import { lazyView } from './LazyView';
import EmergencyReads from './EmergencyReads';
import EmergencySummary from './EmergencySummary';

/** The edit dialog, loaded when the button is about to be used (on intent). */
const EmergencyDialog = lazyView(() => import('./EmergencyDialog'), 'Loading the form…');

interface Props {
  /** The player's name ('Marcus Whitfield'), or null for the athlete's own notes. */
  name: string | null;
  child: number | null;
  /** Invite the family to fill the notes in when they are empty (after a registration). */
  prompt?: boolean;
  heading?: 'h3' | 'h4';
}

/** A player's emergency contact and medical notes with the button that edits them (issue 19 item 5). */
export default function EmergencySection({ name, child, prompt = false, heading: Heading = 'h4' }: Props) {
  const page = useStore($emergencyInfo);
  const [open, setOpen] = useState(false);
  const info = emergencyOf(page.data, child);
  const empty = isEmptyEmergency(info);
  const title = name
    ? `Emergency contact and medical notes for ${name}`
    : 'Your emergency contact and medical notes';
  const headingId = `emergency-${child ?? 'self'}`;
  return (
    <section aria-labelledby={headingId} className="emergency-section">
      <Heading id={headingId}>Emergency and medical</Heading>
      {page.error ? (
        <p className="portal-muted">The emergency notes could not be loaded right now.</p>
      ) : !page.data ? (
        <p className="portal-muted">Loading…</p>
      ) : (
        <>
          {empty && prompt ? (
            <p className="portal-notice">{EMERGENCY_MESSAGES.prompt}</p>
          ) : (
            <EmergencySummary info={info} empty="No emergency contact or medical notes yet." />
          )}
          <button
            type="button"
            className="btn btn-secondary btn-small"
            {...onIntent(EmergencyDialog)}
            onClick={() => setOpen(true)}
          >
            {empty ? 'Add emergency info' : 'Edit emergency info'}
            {name && <span className="visually-hidden"> for {name}</span>}
          </button>
          {!empty && <EmergencyReads child={child} />}
        </>
      )}
      {open && <EmergencyDialog title={title} child={child} info={info} onClose={() => setOpen(false)} />}
    </section>
  );
}
