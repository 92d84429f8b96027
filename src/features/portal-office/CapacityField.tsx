/**
 * The program form's Capacity part (issue 21 item 1): a box per offering of the program as the
 * form has it (venue × division, or the whole program without venues) for its places per season,
 * empty for unlimited, and under each how its saved capacity stands in the seasons taking
 * registrations (taken, held, offered, waiting). Saved with the program; a refusal marks the box
 * at fault and moves focus to it.
 */
import { useStore } from '@nanostores/react';
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
import { $venueNames } from './office-data';

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
  const program = formProgram(values);
  const typed = parseCapacities(binding.value);
  const rows = offeringsOf(program, typed);
  const places = (record?.places ?? []) as OfficeOfferingPlaces[];
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
      <ul className="capacity-list">
        {rows.map((row, index) => {
          const id = index === bad ? binding.id : `${binding.id}-${index}`;
          const value = text(row);
          const own = places.filter((place) => offeringKey(place) === offeringKey(row));
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
