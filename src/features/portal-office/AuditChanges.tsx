import { formatKickoff } from '../../domain/league-games';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditChanges, type AuditLogEntry } from '../../domain/office/audit';

interface Props {
  entry: AuditLogEntry;
  who: string;
}

/** Longer values are cut in the list (the whole value stays in the log). */
const shown = (value: string) => (value.length > 160 ? `${value.slice(0, 157)}…` : value) || '(empty)';

/** One entry of the activity log: who changed which record when, and each field before and after. */
export default function AuditChanges({ entry, who }: Props) {
  const kind = AUDIT_ENTITIES[entry.entity as keyof typeof AUDIT_ENTITIES] ?? entry.entity;
  const action = AUDIT_ACTIONS[entry.action] ?? entry.action;
  const changes = auditChanges(entry);
  const headingId = `audit-${entry.id}`;
  return (
    <article className="item-card audit-entry" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {action} · {kind} {entry.entity_id}
      </h3>
      <p className="portal-muted">
        {who} · {formatKickoff(entry.at)}
        {entry.note && <> · “{entry.note}”</>}
      </p>
      {changes.length > 0 && (
        <table className="audit-changes">
          <caption className="visually-hidden">Fields changed</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.field}</th>
                <td>{entry.before ? shown(change.before) : '—'}</td>
                <td>{entry.after ? shown(change.after) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
