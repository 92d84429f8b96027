import { useStore } from '@nanostores/react';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { errorBody, errorMessage } from '../../domain/error-message';
import {
  registrationWindow,
  leagueToday,
  openSeasons,
  programSeasons,
  SEASON_MESSAGES,
  seasonName,
} from '../../domain/season-registration';
import { formatDate } from '../../domain/league-games';
import { divisionAges, divisionChoiceLabel, divisionForAge } from '../../domain/age-groups';
import { ageGroupOfDivision, keepOfferedAgeGroup, offeredAgeGroups } from '../../domain/placement';
import {
  editRegistration,
  firstRegistrationProblem,
  GRADES,
  isAddressField,
  isRegistrationComplete,
  SHOE_SIZE,
  SIZES,
  type RegistrationChecks,
  type RegistrationField,
  type RegistrationForm as RegistrationValues,
} from '../../domain/registration';
import { addressLine2Warning } from '../../domain/shipping';
import type { QuotedPrice } from '../../domain/pricing';
import { api } from '../../lib/api-client';
import type { IntentProps } from '../../lib/on-demand';
import { $geography, $seasons } from '../../stores/league';
import type { Program } from '../../domain/types';
import CountyOptions from '../form/CountyOptions';
import FormMessage from '../form/FormMessage';
import SelectField from '../form/SelectField';
import { placesFor, placesNote } from '../../domain/places';
import TextField from '../form/TextField';
import { useForm } from '../form/use-form';
import ShippingFields from './ShippingFields';

/** What the registration form takes (the shared flow passes most of it through). */
export interface RegistrationFormProps {
  /** The portal's ordered checks (parent or athlete) and their messages. */
  checks: RegistrationChecks;
  programs: readonly Program[];
  /** The athlete portal's first check: whether the profile exists. */
  profileSaved?: boolean;
  /** Starting values (the account's saved shipping address, the contact name). */
  initial: RegistrationValues;
  /** When the saved address was confirmed; editing any address field clears it. */
  confirmedAt: string | null;
  submitLabel: string;
  /** Called with the checked form; the portal then asks for confirmation and starts checkout. */
  onReview: (values: RegistrationValues) => void;
  /** A problem starting checkout, shown in the form's message (a new key shows it again). */
  problem: { message: string; key: number } | null;
  busy: boolean;
  /** A heading or intro above the fields. */
  children?: ReactNode;
  /**
   * Age group and grade suggested from the date of birth (in `initial` too), whose they are, and
   * the age they come from (a program's division for that age is suggested too).
   */
  suggested?: { age_group: string; grade: string; from: string; age?: number | null };
  /**
   * Who is registered, as GET /registrations/availability/ asks it ({child} for a parent, {} for
   * the athlete): "already registered" is asked as soon as the program and season are chosen.
   */
  availability?: { child?: number };
  /** Working in the form starts loading what it opens next (the review, the card dialog). */
  intent?: IntentProps;
  /** Told the server's price for the chosen program and season (fee, aid, total), or null while unknown. */
  onPrice?: (price: QuotedPrice | null) => void;
  /** Beside the fee: where a family asks for financial aid (the parent portal's link). */
  feeHelp?: ReactNode;
  /**
   * What a full offering offers in place of the submit button (issue 41 item 11: "Join the
   * waitlist" at once, not after Confirm & Pay is refused), while the chosen season, venue and
   * division has no place left: `check` runs the form's checks and gives its values (null: the
   * first problem is shown at its field); `ready` once the form is complete.
   */
  waitlist?: (form: { check: () => RegistrationValues | null; ready: boolean }) => ReactNode;
}

/** The server's words for a refused availability: the field's message, else the detail. */
function availabilityProblem(error: unknown): { field?: RegistrationField; message: string } {
  const body = errorBody(error);
  if (body && typeof body === 'object') {
    for (const field of ['season', 'program'] as const) {
      const messages = (body as Record<string, unknown>)[field];
      if (Array.isArray(messages) && typeof messages[0] === 'string') return { field, message: messages[0] };
    }
  }
  return { field: 'season', message: errorMessage(error, SEASON_MESSAGES.choose) };
}

const programVenues = (program: Program | undefined) =>
  (program?.locations ?? []).flatMap((venue) => (typeof venue === 'string' ? [] : [venue]));

/**
 * A program's divisions when they are its age groups (issue 41 item 4: every one has its ages, as
 * the league's do): the form then offers them as the age groups; else none.
 */
const ageDivisions = (program: Program | undefined) => {
  const divisions = program?.divisions ?? [];
  return divisions.every((division) => divisionAges(division.name)) ? divisions : [];
};

/**
 * The program registration form of the parent and athlete portals (spec 2 §2, §4, §5; spec 3
 * §2, §5): the action button is enabled only when the form is complete; then the portal's ordered
 * checks run and the first failing one is shown at its field.
 */
export default function RegistrationForm(props: RegistrationFormProps) {
  const { checks, programs, profileSaved, initial, submitLabel, onReview, problem, busy } = props;
  const form = useForm<RegistrationField>(initial);
  const [confirmedAt, setConfirmedAt] = useState(props.confirmedAt);
  const { values } = form;
  const seasons = useStore($seasons).data?.results ?? [];
  const geography = useStore($geography).data?.results ?? [];
  const today = leagueToday();
  const context = {
    programs,
    seasons,
    today,
    geography,
    ...(profileSaved === undefined ? {} : { profileSaved }),
  };
  const program = programs.find((item) => String(item.id) === values.program);
  const venues = programVenues(program);
  const divisions = program?.divisions ?? [];
  // The program's divisions as the age groups to choose from (the stored code follows the choice).
  const ageChoices = ageDivisions(program);
  const age = props.suggested?.age ?? null;
  const open = openSeasons(seasons, values.program, today);
  const upcoming = programSeasons(seasons, values.program).filter(
    (season) => registrationWindow(season, today) === 'upcoming',
  );
  // The server's answer for the chosen child, program and season (null while not asked).
  const [unavailable, setUnavailable] = useState<string | null>(null);

  // One open season is preselected (issue 19 item 1); a choice no longer open is cleared.
  useEffect(() => {
    if (!values.program || seasons.length === 0) return;
    const chosen = open.some((season) => String(season.id) === values.season);
    if (!chosen && open.length === 1) form.set('season', String(open[0]!.id));
    else if (!chosen && values.season) form.set('season', '');
  }, [values.program, values.season, seasons.length]);

  // "Already registered" is asked as soon as the program and season are named, not at Confirm & Pay.
  useEffect(() => {
    setUnavailable(null);
    props.onPrice?.(null);
    if (!props.availability || !values.program || !values.season) return;
    let current = true;
    const query: Record<string, string> = { program: values.program, season: values.season };
    if (props.availability.child !== undefined) query['child'] = String(props.availability.child);
    api<{ price?: QuotedPrice } | null>('/registrations/availability/', { query }).then(
      // The price with any financial aid for this child and season (issue 21 item 3).
      (answer) => {
        if (current) props.onPrice?.(answer?.price ?? null);
      },
      (error: unknown) => {
        if (!current) return;
        const failed = availabilityProblem(error);
        setUnavailable(failed.message);
        form.fail(failed);
      },
    );
    return () => {
      current = false;
    };
  }, [values.program, values.season, props.availability?.child]);

  useEffect(() => {
    if (problem) form.fail({ message: problem.message });
    // Each problem from the portal is shown once.
  }, [problem?.key]);

  /** The form with a program division chosen: its age group follows (none for no division). */
  const withDivision = (form: RegistrationValues, chosen: Program | undefined, id: string) => {
    const division = ageDivisions(chosen).find((item) => String(item.id) === id);
    return {
      ...form,
      division: id,
      age_group: division ? (ageGroupOfDivision(division.name, age) ?? '') : '',
    };
  };

  /** One edit with the form coupling (division ⇄ county, program → venue, division → age group). */
  const change = (field: RegistrationField, value: string) => {
    const edited = editRegistration(values, field, value, geography);
    let next = edited;
    if (field === 'program') {
      const chosen = programs.find((item) => String(item.id) === value);
      // Its division for the athlete's age is suggested; else the last age group, if it offers it.
      const suggested = divisionForAge(ageDivisions(chosen), age);
      next =
        ageDivisions(chosen).length > 0
          ? withDivision(edited, chosen, suggested ? String(suggested.id) : '')
          : keepOfferedAgeGroup(edited, chosen);
    } else if (field === 'division' && ageChoices.length > 0) {
      next = withDivision(edited, program, value);
    }
    for (const key of Object.keys(next) as RegistrationField[]) {
      if (next[key] !== values[key]) form.set(key, next[key]);
    }
    if (isAddressField(field)) setConfirmedAt(null);
  };
  const bind = (field: RegistrationField) => ({
    ...form.bind(field),
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
  });

  /** The form's values when its ordered checks pass; else the first problem is shown. */
  const check = (): RegistrationValues | null => {
    const failed =
      firstRegistrationProblem(checks, values, context) ??
      (unavailable ? { field: 'season' as const, message: unavailable } : null);
    if (failed) {
      // The athlete profile is not a field of this form: its message stands alone.
      form.fail(failed.field === 'athlete_profile' ? { message: failed.message } : failed);
      return null;
    }
    return values;
  };
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const checked = check();
    if (checked) onReview(checked);
  };

  /** Says where a suggested value came from while it is still the one shown. */
  const suggestionHint = (field: 'age_group' | 'grade') => {
    const suggested =
      field === 'age_group' && ageChoices.length > 0
        ? divisionForAge(ageChoices, age)?.id
        : props.suggested?.[field];
    const shown = field === 'age_group' && ageChoices.length > 0 ? values.division : values[field];
    return props.suggested && suggested !== undefined && suggested !== '' && shown === String(suggested)
      ? `Suggested from ${props.suggested.from} date of birth; change it if needed.`
      : undefined;
  };

  // Places left of the chosen offering (issue 21), under its last choice: division, venue or season.
  const left = placesFor(program, values.season, values.location, values.division);
  const places = placesNote(left) ?? undefined;
  const complete = isRegistrationComplete(values, context);
  const ready = complete && !busy && form.hydrated;
  const warning = addressLine2Warning(values);
  return (
    <form {...form.formProps} {...props.intent} className="registration-form" onSubmit={submit}>
      {props.children}
      <fieldset>
        <legend>Program</legend>
        <div className="field-grid">
          <SelectField {...bind('program')} label="Program">
            <option value="">Choose a program</option>
            {programs.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.name}
              </option>
            ))}
          </SelectField>
          {program && (
            <SelectField
              {...bind('season')}
              label="Season"
              hint={
                open.length === 0
                  ? upcoming[0]?.registration_opens_on
                    ? SEASON_MESSAGES.opens(seasonName(upcoming[0]), upcoming[0].registration_opens_on)
                    : SEASON_MESSAGES.noneOpen(program.name)
                  : venues.length === 0 && divisions.length === 0
                    ? places
                    : undefined
              }
            >
              <option value="">{open.length === 0 ? 'No season open' : 'Choose a season'}</option>
              {open.map((season) => (
                <option key={season.id} value={String(season.id)}>
                  {seasonName(season)}
                  {season.start_date ? ` · starts ${formatDate(season.start_date)}` : ''}
                </option>
              ))}
            </SelectField>
          )}
          {venues.length > 0 && (
            <SelectField
              {...bind('location')}
              label="Location"
              hint={divisions.length === 0 ? places : undefined}
            >
              <option value="">Choose a location</option>
              {venues.map((venue) => (
                <option key={venue.id} value={String(venue.id)}>
                  {venue.name}
                </option>
              ))}
            </SelectField>
          )}
          {divisions.length > 0 && ageChoices.length === 0 && (
            <SelectField {...bind('division')} label="Program division" labelNote="optional" hint={places}>
              <option value="">No preference</option>
              {divisions.map((division) => (
                <option key={division.id} value={String(division.id)}>
                  {division.name}
                </option>
              ))}
            </SelectField>
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend>Uniform</legend>
        <div className="field-grid field-grid-4">
          {(['shirt_size', 'shorts_size', 'glove_size'] as const).map((field) => (
            <SelectField
              key={field}
              {...bind(field)}
              label={
                { shirt_size: 'Shirt size', shorts_size: 'Shorts size', glove_size: 'Glove size' }[field]
              }
            >
              <option value="">Size</option>
              {SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </SelectField>
          ))}
          <TextField
            {...bind('shoe_size')}
            label="Shoe size"
            type="number"
            inputMode="decimal"
            min={SHOE_SIZE.min}
            step={SHOE_SIZE.step}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>League placement</legend>
        <div className="field-grid">
          {ageChoices.length > 0 ? (
            <SelectField
              {...bind('division')}
              label="Age group"
              hint={[suggestionHint('age_group'), places].filter(Boolean).join(' ') || undefined}
            >
              <option value="">Choose an age group</option>
              {ageChoices.map((division) => (
                <option key={division.id} value={String(division.id)}>
                  {divisionChoiceLabel(division.name)}
                </option>
              ))}
            </SelectField>
          ) : (
            <SelectField {...bind('age_group')} label="Age group" hint={suggestionHint('age_group')}>
              <option value="">Choose an age group</option>
              {offeredAgeGroups(program).map((group) => (
                <option key={group.value} value={group.value}>
                  {group.label}
                </option>
              ))}
            </SelectField>
          )}
          <SelectField {...bind('grade')} label="Grade" hint={suggestionHint('grade')}>
            <option value="">Choose a grade</option>
            {GRADES.map((grade) => (
              <option key={grade.value} value={grade.value}>
                {grade.label}
              </option>
            ))}
          </SelectField>
          <SelectField {...bind('league_division')} label="League division">
            <option value="">Choose a division</option>
            {geography.map((division) => (
              <option key={division.value} value={division.value}>
                {division.label}
              </option>
            ))}
          </SelectField>
          <SelectField {...bind('league_county')} label="County" hint="Choosing a county sets its division.">
            <CountyOptions placeholder="Choose a county" geography={geography} />
          </SelectField>
        </div>
      </fieldset>
      <fieldset>
        <legend>Shipping for the uniform</legend>
        {confirmedAt && (
          <p className="portal-muted registration-confirmed">
            Using your saved address, confirmed {new Date(confirmedAt).toLocaleDateString('en-US')}.
          </p>
        )}
        <ShippingFields bind={bind} warning={warning} />
      </fieldset>
      {props.feeHelp && <p className="registration-fee-help">{props.feeHelp}</p>}
      <FormMessage {...form.messageProps} />
      <div className="registration-actions">
        {left !== null && left <= 0 && props.waitlist ? (
          // Keyed by the offering: another full choice starts a new join.
          <Fragment key={`${values.season}/${values.location}/${values.division}`}>
            {props.waitlist({ check, ready })}
          </Fragment>
        ) : (
          <button type="submit" className="btn btn-primary" disabled={!ready}>
            {busy ? 'Starting checkout…' : submitLabel}
          </button>
        )}
        {!complete && <p className="portal-muted">Fill in every field above to continue.</p>}
      </div>
    </form>
  );
}
