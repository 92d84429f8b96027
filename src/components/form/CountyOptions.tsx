import { LEAGUE_DIVISIONS } from '../../domain/leagues';

/** The league's counties as select options, grouped under their conference division. */
export default function CountyOptions({ placeholder }: { placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {LEAGUE_DIVISIONS.map((division) => (
        <optgroup key={division.value} label={division.label}>
          {division.counties.map((county) => (
            <option key={county.value} value={county.value}>
              {county.label}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
