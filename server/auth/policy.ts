/**
 * Who may call each API route: the one table every router reads (server/http/router.ts registers a
 * route only when it has an entry here, and the authorization middleware enforces it). A test walks
 * every route the app registers against this table for anonymous callers and each role.
 *
 * Keys are "METHOD /path" relative to /api, with Hono's `:param` syntax and no trailing slash.
 * - `anyone`: no sign-in needed.
 * - `signed-in`: any active account.
 * - a list of roles: only those (see `policyRole` for how stored role values map to them).
 * - `owner`: the ownership rule for id-addressed data. For `:id` routes the middleware checks it
 *   before the handler runs; ids named in a body are checked by the handler with `assertOwns`, using
 *   the same rule (the rules: server/auth/ownership.ts). Someone else's record answers 404, never 403, so ids leak nothing.
 */
import {
  ATHLETE_ROLE_REQUIRED_TEXT,
  PARENT_ROLE_REQUIRED_TEXT,
  REFEREE_ROLE_REQUIRED_TEXT,
} from '../../src/domain/access-messages';
import { COACH_MESSAGES } from '../../src/domain/coach';
import { POLICY_ROLES, roleMeaning, type PolicyRole } from '../../src/domain/role-map';
import type { UserRow } from '../context';
import type { Db } from '../db/client';
import { detailError } from '../http/errors';
import { holdsAnyProgram } from './coach-scope';
import type { OwnershipRule } from './ownership';

/** The callers a policy can name. Stored role values map onto these with `policyRole`. */
export { POLICY_ROLES, type PolicyRole };

/** Maps a stored role (any case; parent_guardian, staff_admin, admin…) to a policy role, or null. */
export function policyRole(role: string | null | undefined): PolicyRole | null {
  return roleMeaning(role)?.policy ?? null;
}

/**
 * Rights beyond the role (spec 3 §6), checked on the caller's account once the role is admitted,
 * each with the 403 text of its own. Calendar-editor rights are per program (issue 17): the
 * middleware admits a caller who holds at least one program, and each route then keeps the
 * caller to the programs of its scope (server/auth/coach-scope.ts).
 */
export const CAPABILITIES = {
  /** Creating and editing events, bulk uploads. */
  calendarEditor: { holds: holdsAnyProgram, denied: COACH_MESSAGES.editAccessNeeded },
  /** The coach roster and feedback: the same approval, with the roster's words. */
  rosterAccess: { holds: holdsAnyProgram, denied: COACH_MESSAGES.rosterApprovalNeeded },
} as const satisfies Record<string, { holds: (db: Db, user: UserRow) => Promise<boolean>; denied: string }>;

export type Capability = keyof typeof CAPABILITIES;

/** Who may call a route. */
export type Access = 'anyone' | 'signed-in' | readonly PolicyRole[];

/** One route's policy. */
export interface RoutePolicy {
  readonly access: Access;
  /** The ownership rule of the record the route addresses (`:id`, or an id in the body). */
  readonly owner?: OwnershipRule;
  /** The 403 detail for a signed-in caller without the role; defaults to PERMISSION_DENIED. */
  readonly denied?: string;
  /** A right the caller must also hold (403 with the capability's own text otherwise). */
  readonly requires?: Capability;
  /**
   * With access 'anyone': a caller who sends a Bearer token is signed in for this request (a bad
   * token is a 401) and the handler may show them more (their private team events).
   */
  readonly viewer?: true;
}

export const PERMISSION_DENIED = 'You do not have permission to perform this action.';
/** Spec 2 §6: the parent portal's 403 text. */
export const PARENT_ROLE_REQUIRED = PARENT_ROLE_REQUIRED_TEXT;

const anyone = { access: 'anyone' } as const;
const signedIn = { access: 'signed-in' } as const;
const parents = { access: ['parent'], denied: PARENT_ROLE_REQUIRED } as const;
/** Spec 3 §6: the athlete portal's calls (athletes, staff and admin). */
const athletes = { access: ['athlete', 'staff'], denied: ATHLETE_ROLE_REQUIRED_TEXT } as const;
const recruiters = { access: ['recruiter'] } as const;
const staffOnly = { access: ['staff'] } as const;
/** Spec 3 §6: the coach portal's calls (coaches, staff and admin). */
const coaches = { access: ['coach', 'staff'] } as const;
/** Spec 3 §6: coach editing needs a granted program (can_edit_calendar), staff or admin. */
const calendarEditors = { ...coaches, requires: 'calendarEditor' } as const;
/** A coach's team (issue 39): coaches and staff, kept to the teams the caller coaches (404 otherwise). */
const coachTeam = { ...coaches, owner: 'coachedTeam' } as const;
/** Roles that pay through the shared checkout (spec 2 §7, spec 3 §7); the kind decides further. */
const payers = { access: ['parent', 'athlete', 'referee', 'staff'] } as const;

/** The five routes of an office resource (list, create, read, change, delete), all staff only. */
function officeResource<const Base extends string>(base: Base) {
  return {
    [`GET ${base}`]: staffOnly,
    [`POST ${base}`]: staffOnly,
    [`GET ${base}/:id`]: staffOnly,
    [`PATCH ${base}/:id`]: staffOnly,
    [`DELETE ${base}/:id`]: staffOnly,
  } as {
    [K in `${'GET' | 'POST'} ${Base}` | `${'GET' | 'PATCH' | 'DELETE'} ${Base}/:id`]: typeof staffOnly;
  };
}

/** The policy of every API route. */
export const ROUTE_POLICIES = {
  // Accounts and session (spec 1 §7).
  'POST /auth/login': anyone,
  'POST /auth/register': anyone,
  'POST /auth/refresh': anyone,
  // The refresh token in the body is the credential: whoever holds it may end that session.
  'POST /auth/logout': anyone,
  'GET /auth/me': signedIn,
  // Changing the password ends every other session (issue 36 item 3).
  'POST /auth/password/change': signedIn,
  'POST /auth/password/reset': anyone,
  'POST /auth/password/reset/confirm': anyone,
  // E-mail ownership (issue 17 item 2, issue 36 item 1): the mailed link's token proves the mailbox;
  // confirming also needs a session of the account it was sent for; a new link needs a sign-in.
  'POST /auth/email/verify/lookup': anyone,
  'POST /auth/email/verify': signedIn,
  'POST /auth/email/verify/disown': anyone,
  'POST /auth/email/verify/resend': signedIn,

  // Public league data.
  'GET /sponsors': anyone,
  'GET /sponsors/partners': anyone,
  'GET /locations': anyone,
  'GET /programs': anyone,
  'GET /programs/:id': anyone,
  'GET /social-feeds': anyone,
  'GET /press': anyone,
  'GET /press/:id': anyone,
  'GET /news': anyone,
  'GET /news/:id': anyone,
  'GET /events/seasons': anyone,
  'GET /league/divisions': anyone,
  'GET /league/prices': anyone,
  'GET /gallery': anyone,
  'POST /gallery/submissions': anyone,
  'POST /contact': anyone,

  // Referee page and store (spec 3): public lists, the lead form and the products on sale. Events:
  // everyone sees the public ones; a coach signed in also their teams' and programs' (issue 19).
  'GET /events': { access: 'anyone', viewer: true },
  'GET /events/referee/metrics': anyone,
  'GET /events/referee/highlights': anyone,
  'GET /events/referee/faqs': anyone,
  'POST /notifications/leads': anyone,
  'GET /store/products': anyone,
  // The store's check of cart lines (sizes, stock, prices): nothing is stored, anyone may ask.
  'POST /store/cart': anyone,

  // Parent portal (spec 2): a parent's own children, waivers and acknowledgement.
  'GET /auth/children': parents,
  'POST /auth/children': parents,
  'GET /auth/children/:id': { ...parents, owner: 'child' },
  'PATCH /auth/children/:id': { ...parents, owner: 'child' },
  'DELETE /auth/children/:id': { ...parents, owner: 'child' },
  // A child's second guardian (issue 37): invited, listed and revoked by the parent who added the
  // child; accepted by the invited address's account once that address is confirmed.
  'GET /auth/children/:id/guardians': { ...parents, owner: 'child' },
  'POST /auth/children/:id/guardians': { ...parents, owner: 'child' },
  'DELETE /auth/children/:id/guardians/:link': { ...parents, owner: 'child' },
  'GET /auth/guardian-invitations': parents,
  'POST /auth/guardian-invitations/:id/accept': { ...parents, owner: 'guardianInvitation' },
  'POST /auth/parent-code-of-conduct/acknowledge': parents,
  // Emergency contact and medical notes (issue 19): a parent's children's, or the athlete's own.
  'GET /auth/emergency-info': { access: ['parent', 'athlete'] },
  'PUT /auth/emergency-info': { access: ['parent', 'athlete'], owner: 'child' },
  // Who read the notes (issue 36 item 2): a parent's own child (checked in the route), or the athlete's own.
  'GET /auth/emergency-info/reads': { access: ['parent', 'athlete'] },
  'GET /waivers': parents,
  'POST /waivers': { ...parents, owner: 'child' },
  'GET /waivers/current': signedIn,
  // An adult athlete's own waiver, signed in the registration flow (issue 17 item 15).
  'GET /waivers/self': athletes,
  'POST /waivers/self': athletes,

  // Registrations and payments: the caller's own.
  'GET /registrations': signedIn,
  'GET /registrations/:id/receipt': { ...signedIn, owner: 'registration' },
  // Issue 37: a family's payment plan and another card for it (its own registrations only).
  'GET /registrations/:id/plan': { ...signedIn, owner: 'registration' },
  'POST /registrations/:id/plan/card': { ...signedIn, owner: 'registration' },
  // A family asks for a refund of its own paid registration (issue 20); staff decide in the queue.
  'POST /registrations/:id/refund-request': { ...signedIn, owner: 'registration' },
  // Messages the league office sent to the caller's household (issue 20), and every notice of the
  // notification path (issue 39).
  'GET /messages': signedIn,
  // The notification path (issue 39): a person's channels, quiet hours, mobile number (confirmed by
  // a code) and push devices. The stop link and the availability link carry their own signed proof;
  // the SMS provider's status callback carries its signature.
  'GET /auth/notification-settings': signedIn,
  'PUT /auth/notification-settings': signedIn,
  'POST /auth/phone': signedIn,
  'POST /auth/phone/confirm': signedIn,
  'DELETE /auth/phone': signedIn,
  'POST /auth/push-subscriptions': signedIn,
  'POST /auth/push-subscriptions/remove': signedIn,
  'POST /notify/stop': anyone,
  'POST /notify/sms/status': anyone,
  // Who is coming (issue 39): a family's (or athlete's) answers for its own players; the link's token.
  'GET /availability': { access: ['parent', 'athlete'] },
  'PUT /availability': { access: ['parent', 'athlete'] },
  'POST /availability/link': anyone,
  // Whether a child (owned by the caller) or the athlete may still register for a program and season.
  'GET /registrations/availability': { access: ['parent', 'athlete', 'staff'], owner: 'child' },
  'POST /payments/checkout': { ...payers, owner: 'child' },
  // Waitlists of full offerings (issue 21): a parent for a child, an athlete for themselves.
  'GET /waitlist': signedIn,
  'POST /waitlist': { access: ['parent', 'athlete', 'staff'], owner: 'child' },
  'DELETE /waitlist/:id': { ...signedIn, owner: 'waitlistEntry' },
  'POST /payments/confirm': { ...payers, owner: 'payment' },
  // Financial aid (issue 21 item 3): a parent applies for a child and season, sees and withdraws
  // the household's applications; the document goes to the family and staff only.
  'GET /aid': parents,
  'POST /aid': { ...parents, owner: 'child' },
  'DELETE /aid/:id': { ...parents, owner: 'aidApplication' },
  'GET /aid/:id/document': { access: ['parent', 'staff'], owner: 'aidApplication' },
  'POST /payments/verify': { ...payers, owner: 'payment' },

  // Athlete portal (spec 3 §2, §7): the caller's own recruiting profile.
  'GET /auth/athlete-profiles': athletes,
  'POST /auth/athlete-profiles': athletes,
  'PATCH /auth/athlete-profiles/:id': { ...athletes, owner: 'athleteProfile' },
  'POST /auth/athlete-profiles/:id/request-approval': { ...athletes, owner: 'athleteProfile' },

  // Guardian approval in the parent portal (spec 3 §4): athletes who named the caller's e-mail.
  'GET /auth/guardian-approvals': parents,
  'POST /auth/guardian-approvals/:id/approve': { ...parents, owner: 'guardedAthlete' },
  'POST /auth/guardian-approvals/:id/decline': { ...parents, owner: 'guardedAthlete' },
  // The approval link mailed to the guardian (issue 17 item 2): its token is the proof, no account.
  'POST /guardian-consent/lookup': anyone,
  'POST /guardian-consent/decide': anyone,

  // Recruiter portal (spec 3 §6, §7): the access request, and the consented roster once approved.
  'GET /auth/recruiter/access-requests': recruiters,
  'POST /auth/recruiter/access-requests': recruiters,
  'GET /auth/recruiter/athletes': recruiters,

  // Staff decide on recruiter access (the review screen comes with the coach portal's queue).
  'GET /staff/recruiter-access-requests': staffOnly,
  'PATCH /staff/recruiter-access-requests/:id': staffOnly,
  // The league office lists athletes and corrects a birth date, name or school (issue 17 item 1; audited).
  'GET /staff/athlete-profiles': staffOnly,
  'PATCH /staff/athlete-profiles/:id': staffOnly,

  // Coach portal (spec 3 §6, §7): events and uploads need calendar-editor rights, as does the roster;
  // each is kept to the caller's programs (issue 17: server/auth/coach-scope.ts).
  'POST /events': calendarEditors,
  'PATCH /events/:id': calendarEditors,
  'DELETE /events/:id': calendarEditors,
  'POST /events/season-games/bulk-upload': calendarEditors,
  'GET /events/calendar-editor-requests': coaches,
  'POST /events/calendar-editor-requests': coaches,
  'GET /auth/coach/athletes': { ...coaches, requires: 'rosterAccess' },
  'POST /auth/coach/athletes/:id/feedback': { ...coaches, requires: 'rosterAccess' },
  // Feedback on a child of the coach's team (issue 19); recruiters never see it.
  'POST /auth/coach/children/:id/feedback': { ...coaches, requires: 'rosterAccess' },

  // A coach's game day (issue 39): who is coming, attendance, messages to the team and recurring
  // practices, for the teams the caller coaches (staff: any); another team answers 404.
  'GET /coach/teams/:id/occasions': coachTeam,
  'PUT /coach/teams/:id/attendance': coachTeam,
  'GET /coach/teams/:id/messages': coachTeam,
  'POST /coach/teams/:id/messages': coachTeam,
  'GET /coach/teams/:id/practices': coachTeam,
  'POST /coach/teams/:id/practices': coachTeam,
  'DELETE /coach/teams/:id/practices/:series': coachTeam,

  // Calendar subscriptions and published gallery media: public. A team's feed lists its private
  // events only with the team's key (issue 19).
  'GET /events/seasons/:id/calendar.ics': anyone,
  'GET /events/teams/:id/calendar.ics': anyone,

  // The caller's teams (issue 19): a parent's children's, an athlete's own, a coach's.
  'GET /auth/teams': signedIn,
  'GET /gallery/media/:name': anyone,
  // Images uploaded in the office (logos, news pictures): public once uploaded, as the pages show them.
  'GET /media/:name': anyone,

  // The league office (/portal/office): staff edit what the public site is built from; every write
  // is audited. Staff and admin only.
  ...officeResource('/office/programs'),
  ...officeResource('/office/venues'),
  ...officeResource('/office/seasons'),
  ...officeResource('/office/games'),
  ...officeResource('/office/season-news'),
  ...officeResource('/office/news'),
  ...officeResource('/office/content'),
  ...officeResource('/office/sponsors'),
  ...officeResource('/office/social-feeds'),
  'GET /office/audit': staffOnly,
  // Logos and news pictures (multipart; audited).
  'POST /office/uploads': staffOnly,
  // Teams (issue 19): the teams, the coach accounts to put on them, and each season's players.
  ...officeResource('/office/teams'),
  'GET /office/coaches': staffOnly,
  'GET /office/rosters': staffOnly,
  'PATCH /office/rosters/:id': staffOnly,
  'POST /office/rosters/auto-fill': staffOnly,
  // The league's divisions and counties (issue 19), and their public list for the forms.
  ...officeResource('/office/league-divisions'),
  ...officeResource('/office/counties'),
  // Issue 37: prices, promo codes, plans and payments the office records.
  'GET /office/league-prices': staffOnly,
  'GET /office/league-prices/:id': staffOnly,
  'PATCH /office/league-prices/:id': staffOnly,
  ...officeResource('/office/season-prices'),
  ...officeResource('/office/promo-codes'),
  'GET /office/plans': staffOnly,
  'POST /office/installments/:id/change': staffOnly,
  'GET /office/registrations/:id/payments': staffOnly,
  'POST /office/registrations/:id/payments': staffOnly,

  // The staff review queue (in /portal/office): staff and admin only.
  'GET /staff/queue': staffOnly,
  'GET /staff/calendar-editor-requests': staffOnly,
  'PATCH /staff/calendar-editor-requests/:id': staffOnly,
  'GET /staff/gallery-submissions': staffOnly,
  'GET /staff/gallery-submissions/:id/media': staffOnly,
  'PATCH /staff/gallery-submissions/:id': staffOnly,
  'GET /staff/contact-messages': staffOnly,
  'PATCH /staff/contact-messages/:id': staffOnly,

  // The league office: the public site's build status, and Rebuild now (issue 41 item 9; audited).
  'GET /office/site': staffOnly,
  'POST /office/site/rebuild': staffOnly,
  // The office's people (issue 41 item 15): staff read the list; changes are an admin's (checked in the handler).
  ...officeResource('/office/people'),

  // The league office's registrations and money (issue 20): lists, the record, refunds by the
  // policy (an admin may go beyond it with a reason; checked in the handler), exports, waiver
  // reminders, messages to families and the first screen's figures. Staff and admin only.
  'GET /office/registrations': staffOnly,
  'GET /office/registrations/:id': staffOnly,
  'POST /office/registrations/:id/refunds': staffOnly,
  'GET /office/exports/registrations': staffOnly,
  'GET /office/exports/payments': staffOnly,
  'GET /office/exports/uniform-orders': staffOnly,
  'GET /office/exports/uniform-sizes': staffOnly,
  'GET /office/waivers': staffOnly,
  'POST /office/waivers/reminders': staffOnly,
  'GET /office/messages': staffOnly,
  'POST /office/messages': staffOnly,
  'GET /office/messages/:id': staffOnly,
  'GET /office/overview': staffOnly,
  // Waitlists (issue 21): staff list them, move or remove entries with a reason, offer by hand.
  'GET /office/waitlist': staffOnly,
  'POST /office/waitlist/:id/move': staffOnly,
  'POST /office/waitlist/:id/remove': staffOnly,
  'POST /office/waitlist/:id/offer': staffOnly,
  // Financial aid (issue 21 item 3): the review queue's applications and the decision (audited, mailed).
  'GET /office/aid': staffOnly,
  'POST /office/aid/:id/decide': staffOnly,
  // Issue 38: a season's schedule (settings, draft, lock and move, publish, re-plan a closed day),
  // its standings with the coin tosses staff record, and playoff brackets.
  'GET /office/schedules/:id': staffOnly,
  'PUT /office/schedules/:id': staffOnly,
  'POST /office/schedules/:id/generate': staffOnly,
  'POST /office/schedules/:id/draft': staffOnly,
  'POST /office/schedules/:id/publish': staffOnly,
  'POST /office/schedules/:id/replan': staffOnly,
  'GET /office/standings/:id': staffOnly,
  'POST /office/standings/:id/coin-toss': staffOnly,
  'GET /office/brackets': staffOnly,
  'POST /office/brackets': staffOnly,
  'DELETE /office/brackets/:id': staffOnly,
  // Scores (issue 38): a head coach of one of the game's teams (or staff) reports a started game's
  // score; the coach portal lists the games the caller reports for.
  'POST /games/:id/score-reports': { ...coaches, owner: 'game' },
  // A team's roster with its players' contacts (issue 41 item 5): its coaches and staff; a file on record.
  'GET /teams/:id/roster': coachTeam,
  'GET /teams/:id/roster.csv': coachTeam,
  'GET /auth/coach/games': coaches,
  // Game day (issue 39): attendance per team; messages now also reach a team, a game or the officials.
  'GET /office/attendance': staffOnly,
  // Game states (issue 39): a game's, or every game of a field or the league on a date or window.
  'GET /office/game-day': staffOnly,
  'POST /office/game-day/bulk': staffOnly,
  'POST /office/game-day/:id/state': staffOnly,
  // Families' refund requests wait in the review queue; denying one is a decision there.
  'GET /staff/refund-requests': staffOnly,
  'PATCH /staff/refund-requests/:id': staffOnly,
} as const satisfies Record<string, RoutePolicy>;

export type RouteKey = keyof typeof ROUTE_POLICIES;

/** Spec 3 §6: the athlete portal's refusal; the referee page's for online payment. */
export const ATHLETE_ROLE_REQUIRED = ATHLETE_ROLE_REQUIRED_TEXT;
export const REFEREE_ROLE_REQUIRED = REFEREE_ROLE_REQUIRED_TEXT;

/**
 * Who may start each kind of checkout (POST /payments/checkout admits every payer role; the kind
 * in the body narrows it), with the 403 text for anyone else.
 */
export const CHECKOUT_ROLES = {
  parent_registration: { roles: ['parent'], denied: PARENT_ROLE_REQUIRED },
  athlete_registration: { roles: ['athlete', 'staff'], denied: ATHLETE_ROLE_REQUIRED },
  referee_training: { roles: ['referee', 'staff'], denied: REFEREE_ROLE_REQUIRED },
} as const satisfies Record<string, { roles: readonly PolicyRole[]; denied: string }>;

/** Throws the 403 of the checkout kind unless the caller's role may pay for it (one check for every path). */
export function assertMayCheckout(user: UserRow, kind: keyof typeof CHECKOUT_ROLES): void {
  const rule = CHECKOUT_ROLES[kind];
  const role = policyRole(user.role);
  if (!role || !(rule.roles as readonly string[]).includes(role)) throw detailError(403, rule.denied);
}

/** Whether a policy lets this role in (ignoring ownership). */
export function admits(policy: RoutePolicy, role: PolicyRole | null): boolean {
  if (policy.access === 'anyone' || policy.access === 'signed-in') return true;
  return role !== null && policy.access.includes(role);
}
