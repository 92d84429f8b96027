import { countiesByState, type LeagueGeography } from '../../domain/leagues';

/**
 * The league's counties as select options, grouped by state (issue 19 item 4: the league's four
 * states), each named with its conference division.
 */
export default function CountyOptions({
  placeholder,
  geography,
}: {
  placeholder: string;
  geography: LeagueGeography;
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {countiesByState(geography).map((group) => (
        <optgroup key={group.state} label={group.label}>
          {group.counties.map((county) => (
            <option key={county.value} value={county.value}>
              {county.label} ({county.divisionLabel})
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
