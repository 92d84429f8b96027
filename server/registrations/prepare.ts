/**
 * Preparing a checkout: the registration a checkout body makes, checked with the same ordered rules
 * as the portal forms (src/domain/registration.ts) plus what only the server knows (the program's
 * divisions, the age groups it offers), keyed by its subject (one registration per child or
 * athlete, program and season; one referee fee per referee). Its price is the next step
 * (./price.ts); a waitlist entry is prepared the same way.
 */
import { and, eq } from 'drizzle-orm';
import { isAdult } from '../../src/domain/athlete-profile';
import { offersAgeGroup } from '../../src/domain/placement';
import { refereeShippingProblems } from '../../src/domain/referee';
import {
  ATHLETE_REGISTRATION_CHECKS,
  PARENT_REGISTRATION_CHECKS,
  registrationProblems,
  registrationSeason,
  type CheckoutKind,
  type RegistrationChecks,
  type RegistrationForm,
} from '../../src/domain/registration';
import {
  leagueToday,
  openSeasons,
  seasonName,
  type SeasonChoice,
} from '../../src/domain/season-registration';
import { normalizeAddress, type AddressInput } from '../../src/domain/shipping';
import { WAIVER_RULE_MESSAGES } from '../../src/domain/waiver';
import type { AppDeps, UserRow } from '../context';
import { athleteProfiles } from '../db/schema/athletes';
import { children } from '../db/schema/families';
import { divisions, locations, programLocations, programs } from '../db/schema/league';
import type { registrations } from '../db/schema/registrations';
import { forbidden, invalidFields, type DomainFieldErrors } from '../errors';
import { loadGeography } from '../league/geography';
import type { AddressBody, CheckoutInput, RefereeBody, RegistrationBody } from './checkout-input';
import { CHECKOUT_MESSAGES } from './messages';
import { programSeasonChoices } from './season-of';

/** The registration row a checkout creates or refreshes, before its price. */
export type RegistrationValues = Omit<
  typeof registrations.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'amountCents' | 'feeCents' | 'aidCents' | 'aidApplicationId' | 'currency'
>;

/** A prepared checkout: its kind, its registration, and the words for one already paid. */
export interface Prepared {
  kind: CheckoutKind;
  values: RegistrationValues;
  alreadyPaid: string;
}

/** The subject of a program registration: who, which program, which season (its id). */
export function registrationSubject(key: string, program: string, seasonId: number): string {
  return `${key}|program:${program}|season:${seasonId}`;
}

const addressInput = (address: AddressBody): AddressInput => ({
  address1: address.address1,
  address2: address.address2,
  city: address.city,
  state: address.state,
  postal_code: address.postal_code,
  country: address.country,
});

const ADDRESS_KEYS = new Set(['address1', 'address2', 'city', 'state', 'postal_code', 'country']);

/** Problems as field errors: address fields nested under shipping_address, as they were sent. */
function problemsError(problems: { field: string; message: string }[]) {
  const errors: Record<string, string[]> & { shipping_address?: Record<string, string[]> } = {};
  for (const { field, message } of problems) {
    if (ADDRESS_KEYS.has(field)) ((errors.shipping_address ??= {})[field] ??= []).push(message);
    else (errors[field] ??= []).push(message);
  }
  return invalidFields(errors as DomainFieldErrors);
}

/** Fields of the checks that come before the age group (spec 2 §5, spec 3 §5). */
const EARLIER_THAN_AGE_GROUP = new Set([
  'athlete_profile',
  'program',
  'season',
  'location',
  'shirt_size',
  'shorts_size',
  'glove_size',
]);

/** A program with the ids of its active venues and divisions, if it is open for registration. */
export async function openProgram(deps: AppDeps, id: string) {
  if (!id) return null;
  const { db } = deps;
  const [program] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.active, true)));
  if (!program) return null;
  const [venueRows, divisionRows] = await Promise.all([
    db
      .select({ id: programLocations.locationId })
      .from(programLocations)
      .innerJoin(locations, eq(locations.id, programLocations.locationId))
      .where(and(eq(programLocations.programId, id), eq(locations.active, true))),
    db.select({ id: divisions.id }).from(divisions).where(eq(divisions.programId, id)),
  ]);
  return { ...program, locations: venueRows, divisionIds: divisionRows.map((row) => row.id) };
}

/**
 * The season a body names (its id as text), or, when it names none, the program's one open season
 * (the form preselects it too); '' leaves the rules to say what to choose.
 */
export function chosenSeason(
  named: number | '' | null,
  seasons: readonly SeasonChoice[],
  program: string | undefined,
  today: string,
): string {
  if (typeof named === 'number') return String(named);
  const open = openSeasons(seasons, program, today);
  return open.length === 1 ? String(open[0]!.id) : '';
}

/** Who a program registration is for. */
interface Subject {
  kind: CheckoutKind;
  key: string;
  childId?: number;
  athleteProfileId?: number;
  name: string;
  /** The athlete kind's first check: whether the athlete has a saved profile. */
  profileSaved?: boolean;
}

/**
 * Checks a program registration (parent or athlete kind) with the portal's ordered rules, plus what
 * only the server knows (the program's divisions), and returns the row values.
 */
async function prepareRegistration(
  deps: AppDeps,
  input: RegistrationBody,
  checks: RegistrationChecks,
  subject: Subject,
  now: Date,
): Promise<RegistrationValues> {
  const program = await openProgram(deps, input.program);
  const [seasonChoices, geography] = await Promise.all([
    program ? programSeasonChoices(deps.db, program.id) : [],
    loadGeography(deps.db),
  ]);
  const today = leagueToday(now);
  const form: RegistrationForm = {
    ...input,
    season: chosenSeason(input.season, seasonChoices, program?.id, today),
    location: input.location === null || input.location === '' ? '' : String(input.location),
    division: input.division === null || input.division === '' ? '' : String(input.division),
    ...addressInput(input.shipping_address),
  };
  const problems = registrationProblems(checks, form, {
    programs: program ? [program] : [],
    seasons: seasonChoices,
    today,
    geography,
    ...(subject.profileSaved === undefined ? {} : { profileSaved: subject.profileSaved }),
  });
  const division = typeof input.division === 'number' ? input.division : null;
  if (program && division !== null && !program.divisionIds.includes(division)) {
    problems.push({ field: 'division', message: CHECKOUT_MESSAGES.division });
  }
  // A known age group the program does not offer (an adult group for an 11–17 program) fails the
  // age group check, with that check's message.
  const ageGroupMessage = checks.find(([name]) => name === 'ageGroup')?.[1];
  if (
    program &&
    ageGroupMessage &&
    !problems.some((problem) => problem.field === 'age_group') &&
    !offersAgeGroup({ min_age: program.minAge, max_age: program.maxAge }, input.age_group)
  ) {
    // In the checks' order: after the program, venue and sizes, before the grade and the rest.
    const later = problems.findIndex((problem) => !EARLIER_THAN_AGE_GROUP.has(problem.field));
    problems.splice(later === -1 ? problems.length : later, 0, {
      field: 'age_group',
      message: ageGroupMessage,
    });
  }
  if (problems.length > 0) throw problemsError(problems);
  const season = seasonChoices.find((choice) => String(choice.id) === form.season)!;
  return {
    kind: subject.kind,
    subject: registrationSubject(subject.key, input.program, Number(season.id)),
    season: seasonName(season),
    seasonId: Number(season.id),
    childId: subject.childId ?? null,
    athleteProfileId: subject.athleteProfileId ?? null,
    participantName: subject.name,
    programId: input.program,
    locationId: typeof input.location === 'number' ? input.location : null,
    divisionId: division,
    shirtSize: input.shirt_size,
    shortsSize: input.shorts_size,
    gloveSize: input.glove_size,
    shoeSize: Number(input.shoe_size),
    grade: input.grade,
    ageGroup: input.age_group,
    leagueDivision: input.league_division,
    leagueCounty: input.league_county,
    shippingName: input.shipping_name,
    shippingPhone: input.shipping_phone,
    shippingAddress: normalizeAddress(addressInput(input.shipping_address)),
    shippingAddressConfirmedAt: input.shipping_address.confirm ? now : null,
    notes: '',
  };
}

/** A referee's training fee: the shipping details for the kit, checked as the sign-up form checks them. */
function prepareRefereeTraining(user: UserRow, input: RefereeBody, now: Date): RegistrationValues {
  const address = normalizeAddress(addressInput(input.shipping_address));
  const problems = refereeShippingProblems({
    shipping_name: input.shipping_name,
    shipping_phone: input.shipping_phone,
    ...address,
  });
  if (problems.length > 0) throw problemsError(problems);
  return {
    kind: 'referee_training',
    subject: `referee:${user.id}`,
    season: registrationSeason(now),
    participantName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    shippingName: input.shipping_name,
    shippingPhone: input.shipping_phone,
    shippingAddress: address,
    shippingAddressConfirmedAt: input.shipping_address.confirm ? now : null,
    notes: input.notes,
  };
}

/** The registration a checkout (or a waitlist entry) makes, checked; who it is for decides the rules. */
export async function prepareCheckout(
  deps: AppDeps,
  user: UserRow,
  input: CheckoutInput,
  now: Date,
): Promise<Prepared> {
  switch (input.kind) {
    case 'parent_registration': {
      const [row] = await deps.db.select().from(children).where(eq(children.id, input.child));
      const values = await prepareRegistration(
        deps,
        input.form,
        PARENT_REGISTRATION_CHECKS,
        {
          kind: 'parent_registration',
          key: `child:${input.child}`,
          childId: input.child,
          name: `${row!.firstName} ${row!.lastName}`,
        },
        now,
      );
      return { kind: input.kind, values, alreadyPaid: CHECKOUT_MESSAGES.alreadyRegistered };
    }
    case 'athlete_registration': {
      const [profile] = await deps.db
        .select()
        .from(athleteProfiles)
        .where(eq(athleteProfiles.userId, user.id));
      const values = await prepareRegistration(
        deps,
        input.form,
        ATHLETE_REGISTRATION_CHECKS,
        {
          kind: 'athlete_registration',
          key: `athlete:${profile?.id ?? 'none'}`,
          ...(profile ? { athleteProfileId: profile.id } : {}),
          name: profile?.name || `${user.firstName} ${user.lastName}`.trim() || user.email,
          profileSaved: profile !== undefined,
        },
        now,
      );
      // Under 18 (or no birth date), a parent or guardian registers the athlete (spec 1 §2.14).
      if (!isAdult(profile!.dateOfBirth, now)) throw forbidden(WAIVER_RULE_MESSAGES.minorRegisters);
      return { kind: input.kind, values, alreadyPaid: CHECKOUT_MESSAGES.athletePaid };
    }
    case 'referee_training':
      return {
        kind: input.kind,
        values: prepareRefereeTraining(user, input.form, now),
        alreadyPaid: CHECKOUT_MESSAGES.refereePaid,
      };
  }
}
