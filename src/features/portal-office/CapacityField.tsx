/**
 * The program form's Capacity part (issue 21 item 1): a box per offering of the program as the
 * form has it (venue × division, or the whole program without venues) for its places per season,
 * empty for unlimited, and under each how its saved capacity stands in the seasons taking
 * registrations (taken, held, offered, waiting). The boxes are for every season, or for one season
 * chosen above them (issue 41 item 8): a season with capacities of its own counts only those. Saved
 * with the program; a refusal marks the box at fault and moves focus to it.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { CustomFieldProps } from '../../components/portal/resource/resource-table';
import type { OfficeOfferingPlaces } from '../../domain/office/programs';
import {
  capacityOk,
  formProgram,
  offeringKey,
  offeringsOf,
  parseCapacities,
  placesLine,
  type Offering,
} from './capacity';
import { $programSeasons, $venueNames } from './office-data';

/** An offering's name in the form. */
function offeringName(offering: Offering, names: ReadonlyMap<number, string>, divisions: boolean): string {
  const venue = offering.venue === null ? null : (names.get(offering.venue) ?? `Venue ${offering.venue}`);
  if (venue === null && offering.division === null) return 'The whole program';
  if (venue === null) return `${offering.division} (all venues)`;
  if (offering.division === null) return divisions ? `${venue} (all divisions)` : venue;
  return `${venue} — ${offering.division}`;
}

export default function CapacityField({ field, binding, values, record }: CustomFieldProps) {
  const names = useStore($venueNames);
  const seasons = useStore($programSeasons).filter(
    (season) => record?.id !== undefined && season.program === String(record.id),
  );
  // The season whose capacities the boxes show (null: every season without its own).
  const [season, setSeason] = useState<number | null>(null);
  const seasonId = useId();
  const program = formProgram(values);
  const typed = parseCapacities(binding.value);
  const rows = offeringsOf(program, typed, season);
  const places = ((record?.places ?? []) as OfficeOfferingPlaces[]).map((place) => ({
    ...place,
    // Under the boxes of the season its capacity was set for.
    key: offeringKey({ venue: place.venue, division: place.division, season: place.capacity_season ?? null }),
  }));
  const ownSeasons = new Set(typed.flatMap((item) => (item.season == null ? [] : [item.season])));
  const invalid = Boolean(binding['aria-invalid']);
  const text = (offering: Offering) =>
    typed.find((item) => offeringKey(item) === offeringKey(offering))?.capacity ?? '';
  // The box at fault carries the field's id, so a failed save moves focus to it.
  const bad = invalid
    ? Math.max(
        0,
        rows.findIndex((row) => !capacityOk(text(row))),
      )
    : 0;
  const hintId = `${binding.id}-hint`;

  const set = (offering: Offering, value: string) => {
    const others = typed.filter((item) => offeringKey(item) !== offeringKey(offering));
    const next = value === '' ? others : [...others, { ...offering, capacity: value }];
    binding.onChange({ currentTarget: { value: JSON.stringify(next) } });
  };

  return (
    <fieldset
      className="field capacity-field"
      aria-describedby={[invalid ? binding.errorId : undefined, hintId].filter(Boolean).join(' ')}
    >
      <legend>{field.label}</legend>
      <p id={hintId} className="field-hint">
        {field.hint}
      </p>
      {seasons.length > 0 && (
        <div className="field capacity-season">
          <label htmlFor={seasonId}>Places for</label>
          <select
            id={seasonId}
            value={season === null ? '' : String(season)}
            onChange={(event) =>
              setSeason(event.currentTarget.value ? Number(event.currentTarget.value) : null)
            }
          >
            <option value="">Every season (unless it has its own)</option>
            {seasons.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.title}
                {ownSeasons.has(item.id) ? ' (its own places)' : ''}
              </option>
            ))}
          </select>
          <p className="field-hint">
            {season === null
              ? 'These places count in every season that has none of its own.'
              : ownSeasons.has(season)
                ? 'This season counts only the places set here; empty them all to use the every-season places again.'
                : 'This season uses the every-season places until you set any here.'}
          </p>
        </div>
      )}
      <ul className="capacity-list">
        {rows.map((row, index) => {
          const id = index === bad ? binding.id : `${binding.id}-${index}`;
          const value = text(row);
          const own = places.filter((place) => place.key === offeringKey(row));
          return (
            <li key={offeringKey(row)} className="capacity-row">
              <label htmlFor={id}>{offeringName(row, names, program.divisions.length > 0)}</label>
              <input
                id={id}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                size={6}
                value={value}
                aria-invalid={invalid && (index === bad || !capacityOk(value)) ? true : undefined}
                aria-describedby={
                  [invalid ? binding.errorId : undefined, own.length > 0 ? `${id}-places` : undefined]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                onChange={(event) => set(row, event.currentTarget.value)}
              />
              {own.length > 0 && (
                <ul id={`${id}-places`} className="capacity-places">
                  {own.map((place) => (
                    <li key={place.season}>{placesLine(place)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
