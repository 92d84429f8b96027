/**
 * GET /registrations/availability/?child=&program=&season=: whether the caller may register this
 * child (a parent) or themselves (an athlete: no child) for the program and season, asked as soon
 * as the form names them (issue 19 item 1). 400 with the field's message for a program or season
 * that cannot be registered for; 409 with the checkout's own words when that child, program and
 * season are already registered and paid; otherwise 200 with the season and the price.
 */
import { eq } from 'drizzle-orm';
import { ATHLETE_REGISTRATION_CHECKS, PARENT_REGISTRATION_CHECKS } from '../../src/domain/registration';
import { leagueToday, seasonName, seasonProblem } from '../../src/domain/season-registration';
import { assertOwns } from '../auth/ownership';
import { assertMayCheckout, policyRole } from '../auth/policy';
import type { AppDeps, UserRow } from '../context';
import { athleteProfiles } from '../db/schema/athletes';
import { registrations } from '../db/schema/registrations';
import { conflict, invalidFields } from '../errors';
import type { AvailabilityQuery } from './checkout-input';
import { CHECKOUT_MESSAGES } from './messages';
import { chosenSeason, openProgram, registrationSubject } from './prepare';
import { priceAnswer, registrationPrice, seasonPrice } from './price';
import { programSeasonChoices } from './season-of';
import { holdsSubject } from './subject-holder';

/** Answers whether the caller may register for the program and season, and at what price. */
export async function registrationAvailability(
  deps: AppDeps,
  user: UserRow,
  input: AvailabilityQuery,
  now = new Date(),
) {
  let key: string;
  let alreadyPaid: string;
  if (typeof input.child === 'number') {
    // Someone else's child answers as one that does not exist, whoever asks.
    await assertOwns(deps.db, user, 'child', input.child);
    assertMayCheckout(user, 'parent_registration');
    key = `child:${input.child}`;
    alreadyPaid = CHECKOUT_MESSAGES.alreadyRegistered;
  } else if (policyRole(user.role) === 'parent') {
    throw invalidFields({ child: ['This field is required.'] });
  } else {
    assertMayCheckout(user, 'athlete_registration');
    const [profile] = await deps.db
      .select({ id: athleteProfiles.id })
      .from(athleteProfiles)
      .where(eq(athleteProfiles.userId, user.id));
    if (!profile) throw invalidFields({ athlete_profile: [ATHLETE_REGISTRATION_CHECKS[0]![1]] });
    key = `athlete:${profile.id}`;
    alreadyPaid = CHECKOUT_MESSAGES.athletePaid;
  }
  const program = await openProgram(deps, input.program);
  if (!program) {
    const [, message] = PARENT_REGISTRATION_CHECKS.find(
      ([name]) => name === (input.program ? 'programFound' : 'program'),
    )!;
    throw invalidFields({ program: [message] });
  }
  const seasons = await programSeasonChoices(deps.db, program.id);
  const today = leagueToday(now);
  const chosen = chosenSeason(input.season, seasons, program.id, today);
  const problem = seasonProblem(seasons, program, chosen, today);
  if (problem) throw invalidFields({ season: [problem] });
  const season = seasons.find((item) => String(item.id) === chosen)!;
  const subject = registrationSubject(key, program.id, Number(season.id));
  const [existing] = await deps.db
    .select({ userId: registrations.userId, paymentStatus: registrations.paymentStatus })
    .from(registrations)
    .where(holdsSubject(subject));
  if (existing && (existing.paymentStatus === 'paid' || existing.userId !== user.id)) {
    throw conflict(alreadyPaid);
  }
  // The price the checkout will charge: a child's fee less that child's aid for the season.
  // The price the checkout will charge (src/domain/pricing.ts: the season's fee or early-bird/late
  // price, the sibling discount, a promo code, the child's aid), with the plan when asked for it.
  const price = await registrationPrice(
    deps.db,
    {
      kind: typeof input.child === 'number' ? 'parent_registration' : 'athlete_registration',
      childId: typeof input.child === 'number' ? input.child : null,
      seasonId: Number(season.id),
      subject,
      userId: user.id,
      programId: program.id,
      childKey: key,
      promoCode: input.promo_code,
      plan: input.payment_plan,
    },
    { now },
  );
  const offered = await seasonPrice(deps.db, Number(season.id));
  return {
    available: true,
    season: { id: Number(season.id), title: season.title, label: seasonName(season) },
    price: priceAnswer(price),
    ways_to_pay: { pay_in_full: offered.payInFull, plan: offered.plan },
  };
}
