/**
 * The referee training page's rules (spec 3 §2, §5–§9): the lead form (required fields, interest
 * options, the body sent), the training checkout (shipping rules, body, who may pay), the pay table
 * and the built-in metrics, and every referee message.
 */
import { DEFAULT_LEAGUE_PRICES, formatUsd, REFEREE_GAME_PAY_CENTS } from './fees';
import type { FeeLine } from './account';
import { LEAGUE_TIME_ZONE } from './league-games';
import type { LeagueEvent, RefereeMetric } from './types';
import { REFEREE_ROLE_REQUIRED_TEXT } from './access-messages';
import {
  ADDRESS_MESSAGES,
  isCompleteAddress,
  normalizeAddress,
  postalProblem,
  type AddressInput,
  type ShippingAddress,
} from './shipping';
import { lazyDateFormat } from './intl';

/** Every referee message of spec 3 §5, §6 and §8 (shipping messages live in ADDRESS_MESSAGES). */
export const REFEREE_MESSAGES = {
  leadRequired: 'Name, email, and phone are required.',
  leadFailed: 'Could not submit right now. Please retry.',
  leadThanks: 'Thanks! Our officiating coordinator will reach out shortly.',
  calendarFailed: 'Unable to load the training calendar right now.',
  checkoutFailed: 'Unable to start checkout. Please try again.',
  paid: 'Payment received! You are officially on the crew.',
  canceled: 'Checkout canceled. You can finish payment anytime from this page.',
  roleRequired: REFEREE_ROLE_REQUIRED_TEXT,
  logInHint: 'Log in with a referee account to pay the training fee online.',
  alreadyPaid: 'Your referee training fee is paid. See you at training!',
} as const;

/** Spec 3 §9: what a visitor can say they are interested in (sent as the lead's `level`). */
export const REFEREE_INTERESTS = [
  'Training Fee',
  'Game Weekend Availability',
  'Certification Interest',
  'Uniform Package',
] as const;

/** The `source` every lead from this page carries (spec 3 §7). */
export const REFEREE_LEAD_SOURCE = 'referee_training';

/** Referee lists the page reads (spec 3 §9: page_size 50). */
export const REFEREE_PAGE_SIZE = 50;

/** The lead form as typed. */
export interface RefereeLeadForm {
  name: string;
  email: string;
  phone: string;
  /** One of REFEREE_INTERESTS, or empty. */
  level: string;
  /** YYYY-MM-DD from the date input, or empty. */
  preferred_date: string;
  notes: string;
}

/** The body of POST /notifications/leads/ (spec 3 §3 "Referee lead", §7). */
export interface RefereeLead {
  name: string;
  email: string;
  phone: string;
  level: string;
  preferred_date: string | null;
  notes: string;
  source: typeof REFEREE_LEAD_SOURCE;
}

const LEAD_REQUIRED = ['name', 'email', 'phone'] as const;

/** Spec 3 §5: the first of name, email and phone left blank, with the one message for all three. */
export function leadProblem(form: RefereeLeadForm): { field: string; message: string } | null {
  const missing = LEAD_REQUIRED.find((field) => !form[field].trim());
  return missing ? { field: missing, message: REFEREE_MESSAGES.leadRequired } : null;
}

/** The lead as sent: trimmed, an empty preferred date as null, the page's source. */
export function leadBody(form: RefereeLeadForm): RefereeLead {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    level: form.level.trim(),
    preferred_date: form.preferred_date.trim() || null,
    notes: form.notes.trim(),
    source: REFEREE_LEAD_SOURCE,
  };
}

/** The referee checkout's contact and address, normalised (see normalizeAddress). */
export interface RefereeShipping extends ShippingAddress {
  shipping_name: string;
  shipping_phone: string;
}

/** Every failing rule in order: name, phone (required here), complete address, postal rules. */
export function refereeShippingProblems(input: RefereeShipping): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!input.shipping_name.trim())
    problems.push({ field: 'shipping_name', message: ADDRESS_MESSAGES.refereeName });
  if (!input.shipping_phone.trim()) {
    problems.push({ field: 'shipping_phone', message: ADDRESS_MESSAGES.refereePhone });
  }
  if (!isCompleteAddress(input)) {
    problems.push({ field: 'address1', message: ADDRESS_MESSAGES.refereeIncomplete });
  } else {
    const postal = postalProblem(input);
    if (postal) problems.push(postal);
  }
  return problems;
}

/** The shipping part of the sign-up form as typed. */
export interface RefereeShippingForm extends AddressInput {
  shipping_name: string;
  shipping_phone: string;
}

/** The body of POST /payments/checkout/ for the training fee (spec 3 §7: notes plus the shipping fields). */
export function refereeCheckoutBody(form: RefereeShippingForm, notes: string) {
  return {
    kind: 'referee_training' as const,
    notes: notes.trim(),
    shipping_name: form.shipping_name.trim(),
    shipping_phone: form.shipping_phone.trim(),
    shipping_address: { ...normalizeAddress(form), confirm: true as const },
  };
}

/** The first shipping problem of the typed form, checked as the server checks it (normalised). */
export function firstRefereeShippingProblem(
  form: RefereeShippingForm,
): { field: string; message: string } | null {
  return (
    refereeShippingProblems({
      shipping_name: form.shipping_name,
      shipping_phone: form.shipping_phone,
      ...normalizeAddress(form),
    })[0] ?? null
  );
}

/** Spec 3 §6: online payment is for referee and staff/admin accounts only. */
export function mayPayRefereeFee(role: string | null | undefined): boolean {
  const value = typeof role === 'string' ? role.trim().toLowerCase() : '';
  return ['referee', 'staff', 'admin', 'staff_admin'].includes(value);
}

/** Whether the caller's registrations hold a paid referee training fee. */
export function refereeFeePaid(
  registrations: readonly { kind?: string | null; payment_status?: string | null }[],
): boolean {
  return paidRefereeFee(registrations) !== undefined;
}

/** The paid referee training registration among these, if any (its receipt can be opened). */
export function paidRefereeFee<R extends { kind?: string | null; payment_status?: string | null }>(
  registrations: readonly R[],
): R | undefined {
  return registrations.find((r) => r.kind === 'referee_training' && r.payment_status === 'paid');
}

/**
 * The referee page's pay table (spec 3 §9): training fee, game pay, certification. The training fee
 * is the league's price list's (issue 37: office data, read when the site is built — the same figure
 * the /register fee table shows); the seed's list says $250.00.
 */
export function refereePayTable(
  trainingCents: number = DEFAULT_LEAGUE_PRICES.referee_training_cents,
): readonly FeeLine[] {
  return [
    { item: 'Training fee', cents: trainingCents, note: 'One time.' },
    { item: 'Game pay', cents: REFEREE_GAME_PAY_CENTS.refereePage, note: 'Per game weekend.' },
    { item: 'Certification', cents: null, amountText: 'Price TBD', note: 'Optional.' },
  ];
}

/** "$75" from 7500 cents: whole dollars without the cents. */
const wholeDollars = (cents: number) => formatUsd(cents).replace(/\.00$/, '');

/** Spec 3 §9: the metrics shown when the API has none: $75 per weekend, 15+ fields, 4 states. */
export const FALLBACK_REFEREE_METRICS: readonly RefereeMetric[] = [
  {
    id: 'pay',
    value: wholeDollars(REFEREE_GAME_PAY_CENTS.refereePage),
    label: 'per weekend',
    description: 'Game pay for every weekend you officiate.',
  },
  { id: 'fields', value: '15+', label: 'fields', description: 'Sites across the league to choose from.' },
  { id: 'states', value: '4', label: 'states', description: 'Mississippi, Tennessee, Arkansas and Alabama.' },
];

/** The page's training-session query: referee sessions, from `start` until `end` (ISO, either optional). */
export function sessionQuery(range: { start?: string; end?: string }): string {
  const query = new URLSearchParams({ category: 'referee_training', page_size: String(REFEREE_PAGE_SIZE) });
  if (range.start) query.set('start', range.start);
  if (range.end) query.set('end', range.end);
  return query.toString();
}

const dayFormat = lazyDateFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: LEAGUE_TIME_ZONE,
});
const timeFormat = lazyDateFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: LEAGUE_TIME_ZONE,
});
const zoneFormat = lazyDateFormat('en-US', { timeZone: LEAGUE_TIME_ZONE, timeZoneName: 'short' });

/** A session's day and hours in league time: { day: 'Sat, Dec 5, 2026', hours: '9:00 AM – 3:00 PM CST' }. */
export function sessionWhen(event: Pick<LeagueEvent, 'starts_at' | 'ends_at'>): {
  day: string;
  hours: string;
} {
  const start = new Date(event.starts_at);
  const end = new Date(event.ends_at);
  if (Number.isNaN(start.getTime())) return { day: 'Date to be announced', hours: '' };
  const zone =
    zoneFormat()
      .formatToParts(start)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const until = Number.isNaN(end.getTime()) ? '' : ` – ${timeFormat().format(end)}`;
  return { day: dayFormat().format(start), hours: `${timeFormat().format(start)}${until} ${zone}`.trim() };
}

/** Sessions that have not ended by `now`, soonest first. */
export function upcomingSessions(sessions: readonly LeagueEvent[], now: Date): LeagueEvent[] {
  return sessions
    .filter((event) => Date.parse(event.ends_at || event.starts_at) >= now.getTime())
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
}
