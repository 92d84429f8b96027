import type { SeasonDetail } from '../../domain/types';

/** Administrative details (label and value) and the season notes. */
export default function SeasonDetails({
  details,
  notes,
}: {
  details: SeasonDetail[];
  notes?: string | null | undefined;
}) {
  return (
    <div className="season-details">
      {details.length > 0 && (
        <dl>
          {details.map((detail) => (
            <div key={detail.id}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {notes?.trim() && <p className="season-details__notes">{notes}</p>}
    </div>
  );
}
