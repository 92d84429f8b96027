/**
 * Program registration rules shared by the parent and athlete portals and the server (spec 2 §3–§5,
 * spec 3 §5): the option lists, the ordered checks with their exact messages (the first failing
 * check wins in the forms; the server answers every failing check as field errors), the form
 * coupling of county and division, and the checkout payload.
 */
import { divisionOfCounty, isLeagueDivision, type LeagueGeography } from './leagues';
import { SEASON_MESSAGES, seasonProblem, type SeasonChoice } from './season-registration';
import { AGE_GROUPS, GENDERS, GRADES, ageGroupLabel, gradeLabel } from './registration-options';
import { SIZES } from './sizes';
import {
  savedShippingAddress,
  isCompleteAddress,
  normalizeAddress,
  usAddressProblem,
  ADDRESS_MESSAGES,
  type ShippingAddress,
} from './shipping';

/** The shared size list (src/domain/sizes.ts), also the uniform sizes of these forms. */
export { SIZES };
/** The option lists (src/domain/registration-options.ts: small, for the pages that only show them). */
export { AGE_GROUPS, GENDERS, GRADES, ageGroupLabel, gradeLabel };

/** Shoe size input: minimum 1, step 0.5 (spec 2 §9). */
export const SHOE_SIZE = { min: 1, step: 0.5, max: 30 } as const;

/** The registration form as typed (every value a string; the address split into its fields). */
export interface RegistrationForm {
  program: string;
  /** The season's id, among those open for the program (issue 19). */
  season: string;
  location: string;
  division: string;
  shirt_size: string;
  shorts_size: string;
  glove_size: string;
  shoe_size: string;
  age_group: string;
  grade: string;
  league_county: string;
  league_division: string;
  shipping_name: string;
  shipping_phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export type RegistrationField = keyof RegistrationForm;

export const EMPTY_REGISTRATION: RegistrationForm = {
  program: '',
  season: '',
  location: '',
  division: '',
  shirt_size: '',
  shorts_size: '',
  glove_size: '',
  shoe_size: '',
  age_group: '',
  grade: '',
  league_county: '',
  league_division: '',
  shipping_name: '',
  shipping_phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
};

/**
 * A form's starting values: the address saved on the account, and as shipping contact `contactName`
 * or else the account holder.
 */
export function registrationStart(
  user: { first_name?: unknown; last_name?: unknown; [field: string]: unknown } | null,
  contactName?: string,
): RegistrationForm {
  const holder = [user?.first_name, user?.last_name]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');
  return {
    ...EMPTY_REGISTRATION,
    shipping_name: (contactName ?? holder).trim(),
    ...savedShippingAddress(user),
  };
}

/** What the checks know about a program: its id, name and the venues it lists. */
export interface ProgramChoice {
  id: string | number;
  name?: string | undefined;
  locations?: readonly ({ id: string | number } | string)[] | undefined;
}

/** What the checks need besides the form. */
export interface RegistrationContext {
  programs: readonly ProgramChoice[];
  /** The seasons (with their registration windows) the season is chosen among. */
  seasons: readonly SeasonChoice[];
  /** Today in league time (YYYY-MM-DD): which windows are open. */
  today: string;
  /** The league's divisions and counties (GET /league/divisions/). */
  geography: LeagueGeography;
  /** Athlete portal: whether the athlete profile exists (check 1 of spec 3 §5). */
  profileSaved?: boolean;
}

/** A failed check: the field at fault and the message to show. */
export interface RegistrationProblem {
  field: RegistrationField | 'athlete_profile';
  message: string;
}

const SIZE_VALUES: readonly string[] = SIZES;
const AGE_VALUES: readonly string[] = AGE_GROUPS.map((group) => group.value);
const GRADE_VALUES: readonly string[] = GRADES.map((grade) => grade.value);

/** A shoe size as a positive number within reason, else null. */
export function parseShoeSize(value: string): number | null {
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const size = Number(text);
  return size > 0 && size <= SHOE_SIZE.max ? size : null;
}

/** The shoe size as sent: one decimal ("9" → "9.0"). */
export function formatShoeSize(value: string): string {
  const size = parseShoeSize(value);
  return size === null ? value.trim() : size.toFixed(1);
}

const venueIds = (program: ProgramChoice) =>
  (program.locations ?? []).map((venue) => String(typeof venue === 'string' ? venue : venue.id));

const findProgram = (form: RegistrationForm, context: RegistrationContext) =>
  context.programs.find((program) => String(program.id) === form.program.trim());

/** The rules, each with the field it reports on; which message each uses depends on the portal. */
type Rule = {
  field: RegistrationProblem['field'];
  /** The field to report when it depends on the form (the first missing size). */
  fieldOf?: (form: RegistrationForm) => RegistrationField;
  /** A message that depends on the data (why a season is not open), instead of the check's own. */
  messageOf?: (form: RegistrationForm, context: RegistrationContext) => string | null;
  fails: (form: RegistrationForm, context: RegistrationContext, address: ShippingAddress) => boolean;
};

const RULES = {
  profile: { field: 'athlete_profile', fails: (_, context) => context.profileSaved === false },
  program: { field: 'program', fails: (form) => !form.program.trim() },
  programFound: { field: 'program', fails: (form, context) => !findProgram(form, context) },
  season: {
    field: 'season',
    fails: (form, context) =>
      seasonProblem(context.seasons, findProgram(form, context)!, form.season, context.today) !== null,
    messageOf: (form, context) =>
      seasonProblem(context.seasons, findProgram(form, context)!, form.season, context.today),
  },
  location: {
    field: 'location',
    fails: (form, context) => {
      const venues = venueIds(findProgram(form, context)!);
      return venues.length > 0 && !venues.includes(form.location.trim());
    },
  },
  sizes: {
    field: 'shirt_size',
    fieldOf: (form) =>
      (['shirt_size', 'shorts_size', 'glove_size'] as const).find((f) => !SIZE_VALUES.includes(form[f])) ??
      'shirt_size',
    fails: (form) =>
      [form.shirt_size, form.shorts_size, form.glove_size].some((s) => !SIZE_VALUES.includes(s)),
  },
  ageGroup: { field: 'age_group', fails: (form) => !AGE_VALUES.includes(form.age_group) },
  grade: { field: 'grade', fails: (form) => !GRADE_VALUES.includes(form.grade) },
  shoeSize: { field: 'shoe_size', fails: (form) => !form.shoe_size.trim() },
  shoeSizeValid: { field: 'shoe_size', fails: (form) => parseShoeSize(form.shoe_size) === null },
  county: {
    field: 'league_county',
    fails: (form, context) => divisionOfCounty(context.geography, form.league_county) === null,
  },
  division: {
    field: 'league_division',
    fails: (form, context) => !isLeagueDivision(context.geography, form.league_division),
  },
  countyInDivision: {
    field: 'league_county',
    fails: (form, context) =>
      divisionOfCounty(context.geography, form.league_county) !== form.league_division,
  },
  shippingName: { field: 'shipping_name', fails: (form) => !form.shipping_name.trim() },
  address: { field: 'address1', fails: (_, __, address) => !isCompleteAddress(address) },
  usState: { field: 'state', fails: (_, __, address) => usAddressProblem(address)?.field === 'state' },
  usZip: {
    field: 'postal_code',
    fails: (_, __, address) => usAddressProblem(address)?.field === 'postal_code',
  },
} satisfies Record<string, Rule>;

type RuleName = keyof typeof RULES;

/** Spec 2 §5: the parent portal's checks, in order (and the season of issue 19 after the program). */
export const PARENT_REGISTRATION_CHECKS: readonly (readonly [RuleName, string])[] = [
  ['program', 'Pick a program first.'],
  ['programFound', 'Program not available. Refresh and try again.'],
  ['season', SEASON_MESSAGES.choose],
  ['location', 'Select a location for this program.'],
  ['sizes', 'Select shirt, shorts, and glove sizes.'],
  ['ageGroup', 'Choose an age group.'],
  ['grade', 'Choose a grade.'],
  ['shoeSize', 'Enter a shoe size.'],
  ['shoeSizeValid', 'Enter a valid shoe size.'],
  ['county', 'Select a county assignment.'],
  ['division', 'Select a division for the chosen county.'],
  ['countyInDivision', 'County does not belong to the selected division.'],
  ['shippingName', 'Enter the shipping contact name.'],
  ['address', ADDRESS_MESSAGES.incomplete],
  ['usState', ADDRESS_MESSAGES.usState],
  ['usZip', ADDRESS_MESSAGES.usZip],
];

/** Spec 3 §5: the athlete portal's checks, in order (16, and the season of issue 19 after the program). */
export const ATHLETE_REGISTRATION_CHECKS: readonly (readonly [RuleName, string])[] = [
  ['profile', 'Create and save your athlete profile before registering.'],
  ['program', 'Pick a program to continue.'],
  ['programFound', 'Program not available. Refresh and try again.'],
  ['season', SEASON_MESSAGES.choose],
  ['location', 'Select a location for this program.'],
  ['sizes', 'Select uniform sizes for shirt, shorts, and gloves.'],
  ['ageGroup', 'Choose a league age group.'],
  ['grade', 'Choose a grade level.'],
  ['shoeSize', 'Enter a shoe size.'],
  ['shoeSizeValid', 'Enter a valid shoe size.'],
  ['county', 'Select a county for your division.'],
  ['division', 'Select a division that matches your county.'],
  ['countyInDivision', 'County does not belong to the selected division.'],
  ['shippingName', 'Enter the shipping contact name.'],
  ['address', ADDRESS_MESSAGES.incomplete],
  ['usState', ADDRESS_MESSAGES.usState],
  ['usZip', ADDRESS_MESSAGES.usZip],
];

export type RegistrationChecks = typeof PARENT_REGISTRATION_CHECKS;

/**
 * Every failing check, in order. A check that depends on an earlier one (the program's venues need
 * the program) only runs once that earlier one passes.
 */
export function registrationProblems(
  checks: RegistrationChecks,
  form: RegistrationForm,
  context: RegistrationContext,
): RegistrationProblem[] {
  const address = normalizeAddress(form);
  const problems: RegistrationProblem[] = [];
  const failed = new Set<RuleName>();
  const dependsOn: Partial<Record<RuleName, RuleName[]>> = {
    programFound: ['program'],
    season: ['program', 'programFound'],
    location: ['program', 'programFound'],
    shoeSizeValid: ['shoeSize'],
    countyInDivision: ['county', 'division'],
    usState: ['address'],
    usZip: ['address', 'usState'],
  };
  for (const [name, message] of checks) {
    if (dependsOn[name]?.some((earlier) => failed.has(earlier))) {
      failed.add(name);
      continue;
    }
    const rule: Rule = RULES[name];
    if (rule.fails(form, context, address)) {
      failed.add(name);
      problems.push({
        field: rule.fieldOf?.(form) ?? rule.field,
        message: rule.messageOf?.(form, context) ?? message,
      });
    }
  }
  return problems;
}

/** The first failing check (what the form shows), or null when the form may be submitted. */
export function firstRegistrationProblem(
  checks: RegistrationChecks,
  form: RegistrationForm,
  context: RegistrationContext,
): RegistrationProblem | null {
  return registrationProblems(checks, form, context)[0] ?? null;
}

/** Fields a form must have before Review & Register is enabled (spec 2 §2). */
const REQUIRED_FIELDS: readonly RegistrationField[] = [
  'program',
  'season',
  'shirt_size',
  'shorts_size',
  'glove_size',
  'shoe_size',
  'age_group',
  'grade',
  'league_county',
  'league_division',
  'shipping_name',
  'address1',
  'city',
  'state',
  'postal_code',
];

/** Whether every needed field has a value (the program's venue too, when it lists any). */
export function isRegistrationComplete(form: RegistrationForm, context: RegistrationContext): boolean {
  if (REQUIRED_FIELDS.some((field) => !form[field].trim())) return false;
  const program = findProgram(form, context);
  return !program || venueIds(program).length === 0 || Boolean(form.location.trim());
}

const ADDRESS_FIELDS: readonly RegistrationField[] = [
  'address1',
  'address2',
  'city',
  'state',
  'postal_code',
  'country',
];

/** Whether editing this field resets the address confirmation (spec 2 §4, spec 3 §4). */
export function isAddressField(field: RegistrationField): boolean {
  return ADDRESS_FIELDS.includes(field);
}

/**
 * One edit with the form coupling of spec 2 §4: changing the division clears the county; choosing
 * a county sets its division.
 */
export function editRegistration(
  form: RegistrationForm,
  field: RegistrationField,
  value: string,
  geography: LeagueGeography,
): RegistrationForm {
  const next = { ...form, [field]: value };
  if (field === 'league_division' && value !== form.league_division) next.league_county = '';
  if (field === 'league_county') {
    next.league_division = divisionOfCounty(geography, value) ?? form.league_division;
  }
  if (field === 'program' && value !== form.program) {
    next.location = '';
    next.division = '';
    next.season = '';
  }
  return next;
}

export { CHECKOUT_KINDS, type CheckoutKind } from './checkout-kind';

/** The shipping address of a checkout body (spec 2 §7). */
export interface CheckoutAddress extends ShippingAddress {
  id?: number;
  confirm: true;
}

/** The fields every registration checkout sends (spec 2 §7, spec 3 §7). */
export interface RegistrationCheckoutBody {
  kind: 'parent_registration' | 'athlete_registration';
  child?: number;
  athlete_profile?: number;
  program: string;
  /** The season chosen (issue 19); the server refuses one that is not open. */
  season: number | null;
  location: number | null;
  division: number | null;
  shirt_size: string;
  shorts_size: string;
  glove_size: string;
  shoe_size: string;
  grade: string;
  age_group: string;
  league_division: string;
  league_county: string;
  shipping_name: string;
  shipping_phone: string;
  shipping_address: CheckoutAddress;
}

const idOrNull = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

/** The checkout body for a registration form: normalised address, shoe size with one decimal. */
export function registrationCheckoutBody(
  form: RegistrationForm,
  subject: { child: number } | { athlete_profile: number },
  addressId?: number,
): RegistrationCheckoutBody {
  return {
    kind: 'child' in subject ? 'parent_registration' : 'athlete_registration',
    ...subject,
    program: form.program.trim(),
    season: idOrNull(form.season),
    location: idOrNull(form.location),
    division: idOrNull(form.division),
    shirt_size: form.shirt_size,
    shorts_size: form.shorts_size,
    glove_size: form.glove_size,
    shoe_size: formatShoeSize(form.shoe_size),
    grade: form.grade,
    age_group: form.age_group,
    league_division: form.league_division,
    league_county: form.league_county,
    shipping_name: form.shipping_name.trim(),
    shipping_phone: form.shipping_phone.trim(),
    shipping_address: {
      ...(addressId === undefined ? {} : { id: addressId }),
      ...normalizeAddress(form),
      confirm: true,
    },
  };
}

/**
 * The label of a referee training fee paid on `date` (January–June is Spring, July–December Fall);
 * program registrations name the season chosen instead (issue 19).
 */
export function registrationSeason(date: Date): string {
  return `${date.getUTCMonth() < 6 ? 'Spring' : 'Fall'} ${date.getUTCFullYear()}`;
}
