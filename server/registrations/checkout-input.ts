/**
 * Reading a checkout body (POST /payments/checkout/, POST /waitlist/) and the availability query
 * into typed input, for the routes. The order is the answers' order: the kind; whether the
 * caller's role may pay for it (403); who it is for (a child: someone else's is 404, an archived one
 * 400); then the form's fields (400). The rules that need the league's data (program, season, venue,
 * sizes, age group) are the service's (./prepare.ts).
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CHILD_MESSAGES } from '../../src/domain/children';
import type { CheckoutKind } from '../../src/domain/registration';
import { assertOwns } from '../auth/ownership';
import { assertMayCheckout } from '../auth/policy';
import type { AppDeps, UserRow } from '../context';
import { children } from '../db/schema/families';
import { detailError, fieldError } from '../http/errors';
import { integerId, validate } from '../http/validation';
import { CHECKOUT_MESSAGES } from './messages';

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
  // Issue 37: a promo code typed in the form, and whether the family chose the season's payment plan.
  promo_code: v.pipe(loose(40), v.toUpperCase()),
  payment_plan: v.optional(v.boolean('Choose whether to pay on the plan.'), false),
  ...shippingFields,
});

const refereeBodySchema = v.object({ notes: loose(2000), ...shippingFields });

/** GET /registrations/availability/?child=&program=&season= */
export const availabilitySchema = v.object({
  child: v.optional(v.nullable(v.union([v.literal(''), integerId()])), null),
  program: loose(100),
  season: optionalId,
  promo_code: v.pipe(loose(40), v.toUpperCase()),
  payment_plan: v.optional(
    v.pipe(
      v.union([v.literal('true'), v.literal('false'), v.literal('')]),
      v.transform((value) => value === 'true'),
    ),
    '',
  ),
});

export type AddressBody = v.InferOutput<typeof addressSchema>;
export type RegistrationBody = v.InferOutput<typeof registrationBodySchema>;
export type RefereeBody = v.InferOutput<typeof refereeBodySchema>;
export type AvailabilityQuery = v.InferOutput<typeof availabilitySchema>;

/**
 * A checkout body read for its kind. `body` is the form as it was sent: a waitlist entry keeps it,
 * so the checkout its offer opens is filled the same way.
 */
export type CheckoutInput =
  | { kind: 'parent_registration'; child: number; form: RegistrationBody; body: Record<string, unknown> }
  | {
      kind: 'athlete_registration';
      athleteProfile: number | null;
      form: RegistrationBody;
      body: Record<string, unknown>;
    }
  | { kind: 'referee_training'; form: RefereeBody; body: Record<string, unknown> };

/** A program registration's input (a waitlist entry is one of these). */
export type RegistrationInput = Extract<CheckoutInput, { form: RegistrationBody }>;

const ALL_KINDS: readonly CheckoutKind[] = [
  'parent_registration',
  'athlete_registration',
  'referee_training',
];

/** Reads a checkout body of one of `kinds`, checking the caller may pay for it and owns its child. */
export async function readCheckout(
  deps: AppDeps,
  user: UserRow,
  body: Record<string, unknown>,
  kinds: readonly CheckoutKind[] = ALL_KINDS,
): Promise<CheckoutInput> {
  const kind = body['kind'];
  if (typeof kind !== 'string' || !(kinds as readonly string[]).includes(kind)) {
    throw fieldError({ kind: [CHECKOUT_MESSAGES.kind] });
  }
  assertMayCheckout(user, kind as CheckoutKind);
  switch (kind as CheckoutKind) {
    case 'parent_registration': {
      const { child } = validate(v.object({ child: integerId() }), body);
      await assertOwns(deps.db, user, 'child', child);
      const [row] = await deps.db.select().from(children).where(eq(children.id, child));
      if (row!.archivedAt) throw detailError(400, CHILD_MESSAGES.archived(row!.firstName));
      return { kind: 'parent_registration', child, form: validate(registrationBodySchema, body), body };
    }
    case 'athlete_registration': {
      // The athlete registers themselves, keyed by their own profile (spec 3 §7: athlete_profile).
      const { athlete_profile } = validate(
        v.object({ athlete_profile: v.optional(v.nullable(integerId()), null) }),
        body,
      );
      if (athlete_profile !== null) await assertOwns(deps.db, user, 'athleteProfile', athlete_profile);
      return {
        kind: 'athlete_registration',
        athleteProfile: athlete_profile,
        form: validate(registrationBodySchema, body),
        body,
      };
    }
    case 'referee_training':
      return { kind: 'referee_training', form: validate(refereeBodySchema, body), body };
  }
}

/** Reads a waitlist body: a program registration's checkout body (a parent's or an athlete's). */
export async function readWaitlistEntry(
  deps: AppDeps,
  user: UserRow,
  body: Record<string, unknown>,
): Promise<RegistrationInput> {
  return (await readCheckout(deps, user, body, [
    'parent_registration',
    'athlete_registration',
  ])) as RegistrationInput;
}
