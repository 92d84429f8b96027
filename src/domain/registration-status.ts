/**
 * A registration's status as the office and the families' portals word it. The database derives it
 * (registrations.status, from the payment and the refunds); these are the words and tones both
 * sides show, so a parent's history and the office list say the same thing.
 */

/** Every status a registration can have today ('waitlisted' arrives with waiting lists). */
export const REGISTRATION_STATUSES = ['pending_payment', 'paid', 'partly_refunded', 'refunded'] as const;

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** How each status reads. */
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending_payment: 'Payment pending',
  paid: 'Paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** The badge tone of each status. */
const TONES: Record<RegistrationStatus, 'success' | 'warning' | 'neutral'> = {
  pending_payment: 'warning',
  paid: 'success',
  partly_refunded: 'success',
  refunded: 'neutral',
};

/** Statuses of a child who is registered (on rosters, in messages to a program's families). */
export const REGISTERED_STATUSES: readonly RegistrationStatus[] = ['paid', 'partly_refunded'];

/** Statuses whose payment can still be refunded (something of it is left). */
export const REFUNDABLE_STATUSES: readonly RegistrationStatus[] = ['paid', 'partly_refunded'];

/** Whether a value is a known status. */
export function isRegistrationStatus(value: unknown): value is RegistrationStatus {
  return typeof value === 'string' && (REGISTRATION_STATUSES as readonly string[]).includes(value);
}

/** A status's words (an unknown value as it is). */
export function registrationStatusLabel(status: string): string {
  return isRegistrationStatus(status) ? REGISTRATION_STATUS_LABELS[status] : status;
}

/** A status's badge class ('badge badge-success'). */
export function registrationStatusBadge(status: string): string {
  return `badge badge-${isRegistrationStatus(status) ? TONES[status] : 'neutral'}`;
}
