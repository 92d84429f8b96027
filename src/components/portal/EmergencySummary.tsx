import { contactLine, isEmptyEmergency, type EmergencyInfo } from '../../domain/emergency-info';
import './team-care.css';

interface Props {
  info: EmergencyInfo | null;
  /** Shown when no notes were given. */
  empty: string;
}

/** Emergency contact and medical notes as a short list: the contact, then each note given. */
export default function EmergencySummary({ info, empty }: Props) {
  if (!info || isEmptyEmergency(info)) return <p className="portal-muted">{empty}</p>;
  const contact = contactLine(info);
  const rows = [
    ['Emergency contact', contact],
    ['Allergies', info.allergies],
    ['Conditions', info.conditions],
    ['Medication', info.medication],
  ].filter(([, value]) => value);
  return (
    <dl className="emergency-summary">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>
            {term === 'Emergency contact' && info.contact_phone ? (
              <>
                {contact.slice(0, contact.length - info.contact_phone.length)}
                <a href={`tel:${info.contact_phone.replace(/[^\d+]/g, '')}`}>{info.contact_phone}</a>
              </>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
