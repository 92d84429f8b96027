/**
 * Starting a checkout (POST /payments/checkout/): the server checks the registration with the same
 * ordered rules as the portal forms, prices it from its own price list, keeps one registration per
 * subject (a new checkout reuses the unpaid one; a paid one cannot be paid again), and opens a
 * payment with a fresh idempotency key. The answer is the checkout object of spec 2 §3.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { isAdult } from '../../src/domain/athlete-profile';
import { CHILD_MESSAGES } from '../../src/domain/children';
import { CURRENCY, PRICE_LIST } from '../../src/domain/fees';
import {
  ATHLETE_REGISTRATION_CHECKS,
  PARENT_REGISTRATION_CHECKS,
  registrationProblems,
  registrationSeason,
  type CheckoutKind,
  type RegistrationChecks,
  type RegistrationForm,
} from '../../src/domain/registration';
import { isTestProvider } from '../../src/domain/payments';
import {
  leagueToday,
  openSeasons,
  seasonName,
  seasonProblem,
  type SeasonChoice,
} from '../../src/domain/season-registration';
import { offersAgeGroup } from '../../src/domain/placement';
import { refereeShippingProblems } from '../../src/domain/referee';
import { WAIVER_RULE_MESSAGES } from '../../src/domain/waiver';
import { normalizeAddress, type AddressInput } from '../../src/domain/shipping';
import { priceFor } from '../aid/aid';
import { assertOwns, CHECKOUT_ROLES, policyRole } from '../auth/policy';
import { limitedOffering, lockOffering, releasePlace, settlePlace, takePlace } from '../capacity/places';
import type { AppDeps, UserRow } from '../context';
import type { Db } from '../db/client';
import { athleteProfiles } from '../db/schema/athletes';
import { users } from '../db/schema/auth';
import { isUniqueViolation, violatedConstraint } from '../db/errors';
import { children } from '../db/schema/families';
import { divisions, locations, programLocations, programs } from '../db/schema/league';
import { payments } from '../db/schema/payments';
import { registrations } from '../db/schema/registrations';
import { ApiError, detailError, fieldError, type FieldErrors } from '../http/errors';
import { integerId, validate } from '../http/validation';
import { loadGeography } from '../league/geography';
import { programSeasonChoices } from '../registrations/season-of';
import { sendReceipt } from './receipt';
import { PAYMENT_MESSAGES, SUCCESS_MESSAGES } from './settle';
import { assertWaiverSigned } from './waiver-rule';

export const CHECKOUT_MESSAGES = {
  alreadyRegistered: 'This athlete is already registered and paid for this program this season.',
  athletePaid: 'You are already registered and paid for this program this season.',
  refereePaid: 'Your referee training fee is already paid.',
  division: 'Select a division offered by this program.',
  phone: 'Enter a valid phone number.',
  kind: 'Choose what to pay for: parent_registration, athlete_registration or referee_training.',
} as const;

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** A string field that may come as a number (shoe size 9.5, grade 9); missing or null is ''. */
const loose = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.string('Not a valid string.'), v.number('Not a valid string.')])), ''),
    v.transform((value) => String(value ?? '').trim()),
    v.maxLength(max, tooLong(max)),
  );

const optionalId = v.optional(v.nullable(v.union([v.literal(''), integerId()])), null);

const addressSchema = v.object({
  address1: loose(200),
  address2: loose(200),
  city: loose(100),
  state: loose(60),
  postal_code: loose(20),
  country: loose(60),
  confirm: v.optional(v.boolean()),
});

const shippingFields = {
  shipping_name: loose(150),
  shipping_phone: v.pipe(loose(40), v.regex(/^[0-9+().\-\s]*$/, CHECKOUT_MESSAGES.phone)),
  shipping_address: v.optional(addressSchema, {}),
};

const registrationBodySchema = v.object({
  program: loose(100),
  season: optionalId,
  location: optionalId,
  division: optionalId,
  shirt_size: loose(10),
  shorts_size: loose(10),
  glove_size: loose(10),
  shoe_size: loose(10),
  grade: loose(20),
  age_group: loose(40),
  league_division: v.pipe(loose(20), v.toUpperCase()),
  league_county: v.pipe(loose(40), v.toUpperCase()),
  ...shippingFields,
});

const refereeBodySchema = v.object({ notes: loose(2000), ...shippingFields });

type AddressBody = v.InferOutput<typeof addressSchema>;

const addressInput = (address: AddressBody): AddressInput => ({
  address1: address.address1,
  address2: address.address2,
  city: address.city,
  state: address.state,
  postal_code: address.postal_code,
  country: address.country,
});

const ADDRESS_KEYS = new Set(['address1', 'address2', 'city', 'state', 'postal_code', 'country']);

/** Problems as a 400 body: address fields nested under shipping_address, as they were sent. */
function problemsError(problems: { field: string; message: string }[]): ApiError {
  const errors: FieldErrors & { shipping_address?: FieldErrors } = {};
  for (const { field, message } of problems) {
    if (ADDRESS_KEYS.has(field)) ((errors.shipping_address ??= {})[field] ??= []).push(message);
    else (errors[field] ??= []).push(message);
  }
  return new ApiError(400, errors);
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

/** The registration row a checkout creates or refreshes. */
type RegistrationValues = Omit<typeof registrations.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** What a kind needs to price and record its registration. */
export interface Prepared {
  values: RegistrationValues;
  alreadyPaid: string;
}

/** The subject of a program registration: who, which program, which season (its id). */
export function registrationSubject(key: string, program: string, seasonId: number): string {
  return `${key}|program:${program}|season:${seasonId}`;
}

/** A program with the ids of its active venues and divisions, if it is open for registration. */
async function openProgram(deps: AppDeps, id: string) {
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
function chosenSeason(
  named: number | '' | null,
  seasons: readonly SeasonChoice[],
  program: string | undefined,
  today: string,
): string {
  if (typeof named === 'number') return String(named);
  const open = openSeasons(seasons, program, today);
  return open.length === 1 ? String(open[0]!.id) : '';
}

/**
 * Checks a program registration (parent or athlete kind) with the portal's ordered rules, plus what
 * only the server knows (the program's divisions), and returns the row values.
 */
async function prepareRegistration(
  deps: AppDeps,
  body: unknown,
  checks: RegistrationChecks,
  subject: {
    kind: CheckoutKind;
    key: string;
    childId?: number;
    athleteProfileId?: number;
    name: string;
    /** The athlete kind's first check: whether the athlete has a saved profile. */
    profileSaved?: boolean;
  },
  now: Date,
): Promise<RegistrationValues> {
  const input = validate(registrationBodySchema, body);
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
    amountCents: PRICE_LIST[subject.kind],
    feeCents: PRICE_LIST[subject.kind],
    aidCents: 0,
    aidApplicationId: null,
    currency: CURRENCY,
  };
}

/** Each kind's own part: who the registration is for and which checks apply. */
const KINDS: Record<
  CheckoutKind,
  (deps: AppDeps, user: UserRow, body: Record<string, unknown>, now: Date) => Promise<Prepared>
> = {
  async parent_registration(deps, user, body, now) {
    const { child } = validate(v.object({ child: integerId() }), body);
    await assertOwns(deps.db, user, 'child', child);
    const [row] = await deps.db.select().from(children).where(eq(children.id, child));
    if (row!.archivedAt) throw detailError(400, CHILD_MESSAGES.archived(row!.firstName));
    const values = await prepareRegistration(
      deps,
      body,
      PARENT_REGISTRATION_CHECKS,
      {
        kind: 'parent_registration',
        key: `child:${child}`,
        childId: child,
        name: `${row!.firstName} ${row!.lastName}`,
      },
      now,
    );
    return { values, alreadyPaid: CHECKOUT_MESSAGES.alreadyRegistered };
  },
  async athlete_registration(deps, user, body, now) {
    // The athlete registers themselves, keyed by their own profile (spec 3 §7: athlete_profile).
    const { athlete_profile } = validate(
      v.object({ athlete_profile: v.optional(v.nullable(integerId()), null) }),
      body,
    );
    if (athlete_profile !== null) await assertOwns(deps.db, user, 'athleteProfile', athlete_profile);
    const [profile] = await deps.db.select().from(athleteProfiles).where(eq(athleteProfiles.userId, user.id));
    const values = await prepareRegistration(
      deps,
      body,
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
    if (!isAdult(profile!.dateOfBirth, now)) throw detailError(403, WAIVER_RULE_MESSAGES.minorRegisters);
    return { values, alreadyPaid: CHECKOUT_MESSAGES.athletePaid };
  },
  async referee_training(_deps, user, body, now) {
    const input = validate(refereeBodySchema, body);
    const address = normalizeAddress(addressInput(input.shipping_address));
    const problems = refereeShippingProblems({
      shipping_name: input.shipping_name,
      shipping_phone: input.shipping_phone,
      ...address,
    });
    if (problems.length > 0) throw problemsError(problems);
    return {
      values: {
        kind: 'referee_training',
        subject: `referee:${user.id}`,
        season: registrationSeason(now),
        participantName: `${user.firstName} ${user.lastName}`.trim() || user.email,
        shippingName: input.shipping_name,
        shippingPhone: input.shipping_phone,
        shippingAddress: address,
        shippingAddressConfirmedAt: input.shipping_address.confirm ? now : null,
        notes: input.notes,
        amountCents: PRICE_LIST.referee_training,
        feeCents: PRICE_LIST.referee_training,
        currency: CURRENCY,
      },
      alreadyPaid: CHECKOUT_MESSAGES.refereePaid,
    };
  },
};

/** The provider a payment fully covered by financial aid is recorded with (no card, no gateway). */
export const AID_PROVIDER = 'aid';

const PORTAL_BY_KIND: Record<CheckoutKind, 'parent' | 'athlete' | 'referee'> = {
  parent_registration: 'parent',
  athlete_registration: 'athlete',
  referee_training: 'referee',
};

/** Stores the registration for its subject: the unpaid one is refreshed; a paid one is refused. */
async function saveRegistration(db: Db, user: UserRow, prepared: Prepared) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [existing] = await db
      .select()
      .from(registrations)
      .where(eq(registrations.subject, prepared.values.subject));
    if (existing) {
      if (existing.paymentStatus === 'paid' || existing.userId !== user.id) {
        throw detailError(409, prepared.alreadyPaid);
      }
      const [row] = await db
        .update(registrations)
        .set({ ...prepared.values, updatedAt: new Date() })
        .where(and(eq(registrations.id, existing.id), eq(registrations.paymentStatus, 'unpaid')))
        .returning();
      if (row) return row;
      throw detailError(409, prepared.alreadyPaid);
    }
    try {
      // A savepoint: the checkout's transaction goes on after a lost race for the subject.
      const [row] = await db.transaction((savepoint) =>
        savepoint
          .insert(registrations)
          .values({ ...prepared.values, userId: user.id })
          .returning(),
      );
      if (row) return row;
    } catch (error) {
      // Two checkouts of one subject at once: the unique subject decides; the loser updates.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw detailError(409, prepared.alreadyPaid);
}

/**
 * Reads a checkout body: its kind (the caller's role must allow it) and the registration it makes,
 * checked with the portal's ordered rules (a waitlist entry keeps the same form, server/capacity/).
 */
export async function prepareCheckout(
  deps: AppDeps,
  user: UserRow,
  body: unknown,
  now: Date,
  kinds: readonly CheckoutKind[] = ['parent_registration', 'athlete_registration', 'referee_training'],
): Promise<Prepared & { kind: CheckoutKind }> {
  const record = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<
    string,
    unknown
  >;
  const kind = record['kind'];
  if (typeof kind !== 'string' || !(kinds as readonly string[]).includes(kind)) {
    throw fieldError({ kind: [CHECKOUT_MESSAGES.kind] });
  }
  const checkoutKind = kind as CheckoutKind;
  const rule = CHECKOUT_ROLES[checkoutKind];
  const role = policyRole(user.role);
  if (!role || !(rule.roles as readonly string[]).includes(role)) throw detailError(403, rule.denied);
  return { ...(await KINDS[checkoutKind](deps, user, record, now)), kind: checkoutKind };
}

/** Starts a checkout for the caller; answers the checkout object (201). */
export async function startCheckout(deps: AppDeps, user: UserRow, body: unknown, now = new Date()) {
  const prepared = await prepareCheckout(deps, user, body, now);
  const checkoutKind = prepared.kind;
  await assertWaiverSigned(deps.db, {
    kind: prepared.values.kind,
    childId: prepared.values.childId ?? null,
    userId: user.id,
  });
  const { db, config } = deps;
  const { programId, seasonId } = prepared.values;
  // A program offering with a capacity: the checkout takes a place (held until the payment settles).
  const limited =
    programId && seasonId
      ? await limitedOffering(db, {
          programId,
          locationId: prepared.values.locationId ?? null,
          divisionId: prepared.values.divisionId ?? null,
        })
      : null;
  // One transaction: a checkout refused for want of a place stores nothing (registration, payment).
  const { registration, payment } = await db
    .transaction(async (tx) => {
      // The offering's row is locked first, so checkouts for its places run one after another.
      if (limited) await lockOffering(tx, limited.id);
      if (prepared.values.kind === 'parent_registration') {
        // Financial aid for this child and season comes off the fee (its award row locked meanwhile,
        // so two registrations never both spend an award meant for one; server/aid/aid.ts).
        const price = await priceFor(
          tx,
          prepared.values.childId ?? null,
          seasonId ?? null,
          prepared.values.subject,
          { lock: true, feeCents: prepared.values.feeCents ?? PRICE_LIST.parent_registration },
        );
        prepared.values.feeCents = price.fee_cents;
        prepared.values.aidCents = price.aid_cents;
        prepared.values.aidApplicationId = price.applicationId;
        prepared.values.amountCents = price.total_cents;
      }
      const registration = await saveRegistration(tx, user, prepared);
      if (limited) {
        await takePlace(tx, {
          capacityId: limited.id,
          seasonId: seasonId!,
          registrationId: registration.id,
          subject: registration.subject,
          now,
          holdMs: config.capacity.checkoutHoldMs,
        });
      } else {
        // Moved to an offering without a capacity: a place it held elsewhere is free again.
        await releasePlace(tx, registration.id, now);
      }
      // A newer checkout replaces any untried one, so an old key can never charge this registration.
      await tx
        .update(payments)
        .set({ status: 'canceled', settledAt: now })
        .where(and(eq(payments.registrationId, registration.id), eq(payments.status, 'pending')));
      // Aid that covers the whole fee settles at once: a $0.00 payment, paid, with no card.
      const free = registration.amountCents === 0;
      const [row] = await tx
        .insert(payments)
        .values({
          userId: user.id,
          registrationId: registration.id,
          kind: checkoutKind,
          portal: PORTAL_BY_KIND[checkoutKind],
          amountCents: registration.amountCents,
          currency: registration.currency,
          provider: free ? AID_PROVIDER : deps.gateway.provider,
          idempotencyKey: randomUUID(),
          ...(free ? { status: 'succeeded', settledAt: now } : {}),
        })
        .returning();
      if (!free) return { registration, payment: row! };
      const [paid] = await tx
        .update(registrations)
        .set({ paymentStatus: 'paid', paidAt: now, updatedAt: now })
        .where(and(eq(registrations.id, registration.id), eq(registrations.paymentStatus, 'unpaid')))
        .returning();
      if (!paid) throw detailError(409, prepared.alreadyPaid);
      await settlePlace(tx, registration.id, true, now);
      return { registration: paid, payment: row! };
    })
    .catch((error: unknown) => {
      // A card payment of this registration is being charged while aid would settle it at $0.
      if (violatedConstraint(error) === 'payments_one_live_per_registration') {
        throw detailError(409, PAYMENT_MESSAGES.otherUnderWay);
      }
      throw error;
    });
  if (registration.shippingAddress) {
    // The confirmed address is remembered on the account for the next form (spec 2 §3: User), and
    // the contact phone too when the account has none yet (forms fill it from there).
    await db
      .update(users)
      .set({
        shippingAddress: {
          ...registration.shippingAddress,
          confirmed_at: registration.shippingAddressConfirmedAt?.toISOString() ?? null,
        },
        ...(registration.shippingPhone
          ? { phoneNumber: sql`coalesce(nullif(${users.phoneNumber}, ''), ${registration.shippingPhone})` }
          : {}),
      })
      .where(eq(users.id, user.id));
  }
  if (payment.status === 'succeeded') await sendReceipt(deps, payment);
  return {
    ...(payment.status === 'succeeded' ? { status: 'paid', message: SUCCESS_MESSAGES[checkoutKind] } : {}),
    payment_id: payment.id,
    idempotency_key: payment.idempotencyKey,
    public_key: config.payments.publicKey,
    merchant_id: config.payments.merchantId,
    amount_cents: payment.amountCents,
    fee_cents: registration.feeCents ?? payment.amountCents,
    aid_cents: registration.aidCents,
    currency: payment.currency,
    registration_id: registration.id,
    portal: payment.portal,
    test_mode: isTestProvider(payment.provider),
  };
}

const availabilitySchema = v.object({
  child: v.optional(v.nullable(v.union([v.literal(''), integerId()])), null),
  program: loose(100),
  season: optionalId,
});

/**
 * GET /registrations/availability/?child=&program=&season=: whether the caller may register this
 * child (a parent) or themselves (an athlete: no child) for the program and season, asked as soon
 * as the form names them (issue 19 item 1). 400 with the field's message for a program or season
 * that cannot be registered for; 409 with the checkout's own words when that child, program and
 * season are already registered and paid; otherwise 200 with the season.
 */
export async function registrationAvailability(
  deps: AppDeps,
  user: UserRow,
  query: unknown,
  now = new Date(),
) {
  const input = validate(availabilitySchema, query);
  const role = policyRole(user.role);
  let key: string;
  let alreadyPaid: string;
  if (typeof input.child === 'number') {
    // Someone else's child answers as one that does not exist, whoever asks.
    await assertOwns(deps.db, user, 'child', input.child);
    const rule = CHECKOUT_ROLES.parent_registration;
    if (!role || !(rule.roles as readonly string[]).includes(role)) throw detailError(403, rule.denied);
    key = `child:${input.child}`;
    alreadyPaid = CHECKOUT_MESSAGES.alreadyRegistered;
  } else if (role === 'parent') {
    throw fieldError({ child: ['This field is required.'] });
  } else {
    const rule = CHECKOUT_ROLES.athlete_registration;
    if (!role || !(rule.roles as readonly string[]).includes(role)) throw detailError(403, rule.denied);
    const [profile] = await deps.db
      .select({ id: athleteProfiles.id })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.userId, user.id));
    if (!profile) throw fieldError({ athlete_profile: [ATHLETE_REGISTRATION_CHECKS[0]![1]] });
    key = `athlete:${profile.id}`;
    alreadyPaid = CHECKOUT_MESSAGES.athletePaid;
  }
  const program = await openProgram(deps, input.program);
  if (!program) {
    const [, message] = PARENT_REGISTRATION_CHECKS.find(
      ([name]) => name === (input.program ? 'programFound' : 'program'),
    )!;
    throw fieldError({ program: [message] });
  }
  const seasons = await programSeasonChoices(deps.db, program.id);
  const today = leagueToday(now);
  const chosen = chosenSeason(input.season, seasons, program.id, today);
  const problem = seasonProblem(seasons, program, chosen, today);
  if (problem) throw fieldError({ season: [problem] });
  const season = seasons.find((item) => String(item.id) === chosen)!;
  const [existing] = await deps.db
    .select({ userId: registrations.userId, paymentStatus: registrations.paymentStatus })
    .from(registrations)
    .where(eq(registrations.subject, registrationSubject(key, program.id, Number(season.id))));
  if (existing && (existing.paymentStatus === 'paid' || existing.userId !== user.id)) {
    throw detailError(409, alreadyPaid);
  }
  const fee =
    typeof input.child === 'number' ? PRICE_LIST.parent_registration : PRICE_LIST.athlete_registration;
  // The price the checkout will charge: a child's fee less that child's aid for the season.
  const price =
    typeof input.child === 'number'
      ? await priceFor(
          deps.db,
          input.child,
          Number(season.id),
          registrationSubject(key, program.id, Number(season.id)),
          { feeCents: fee },
        )
      : { fee_cents: fee, aid_cents: 0, total_cents: fee };
  return {
    available: true,
    season: { id: Number(season.id), title: season.title, label: seasonName(season) },
    price: { fee_cents: price.fee_cents, aid_cents: price.aid_cents, total_cents: price.total_cents },
  };
}
