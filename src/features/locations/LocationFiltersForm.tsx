import { cleanZip, type LocationFilters } from '../../domain/locations';

interface Props {
  filters: LocationFilters;
  cities: string[];
  onChange: (filters: LocationFilters) => void;
}

/** ZIP (prefix) and city (exact) filters with a Clear button; they apply as the visitor types. */
export default function LocationFiltersForm({ filters, cities, onChange }: Props) {
  return (
    <form
      className="location-filters"
      role="search"
      aria-label="Filter venues"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="location-filters__field">
        <label htmlFor="location-zip">ZIP code</label>
        <input
          id="location-zip"
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="e.g. 386"
          value={filters.zip}
          onChange={(e) => onChange({ ...filters, zip: cleanZip(e.target.value) })}
        />
      </div>
      <div className="location-filters__field">
        <label htmlFor="location-city">City</label>
        <select
          id="location-city"
          name="city"
          value={filters.city}
          onChange={(e) => onChange({ ...filters, city: e.target.value })}
        >
          <option value="">All cities</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="location-filters__clear"
        onClick={() => onChange({ zip: '', city: '' })}
        disabled={!filters.zip && !filters.city}
      >
        Clear
      </button>
    </form>
  );
}
