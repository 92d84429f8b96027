/**
 * The words of checkout and payment answers, shared by the steps that refuse or answer with them
 * (the body, the places, the charge). Waitlist, capacity and refund words sit with their own files.
 */
import { formatUsd } from '../../src/domain/fees';
import { REFEREE_MESSAGES } from '../../src/domain/referee';
import type { CheckoutKind } from '../../src/domain/registration';

export const CHECKOUT_MESSAGES = {
  alreadyRegistered: 'This athlete is already registered and paid for this program this season.',
  athletePaid: 'You are already registered and paid for this program this season.',
  refereePaid: 'Your referee training fee is already paid.',
  division: 'Select a division offered by this program.',
  phone: 'Enter a valid phone number.',
  kind: 'Choose what to pay for: parent_registration, athlete_registration or referee_training.',
} as const;

export const PAYMENT_MESSAGES = {
  declined: 'Payment could not be completed. Please try again.',
  tokenSpent: 'Unable to tokenize the card. Please verify the details and retry.',
  inFlight: 'This payment is already being confirmed. Please wait a moment and check again.',
  keyMismatch: 'This payment key belongs to a different registration or amount.',
  alreadyPaid: 'This registration is already paid.',
  otherUnderWay:
    'Another payment for this registration is under way. Please check its status before paying again.',
  replaced: 'This checkout was replaced by a newer one. Please start checkout again.',
  notFound: 'We could not find that payment.',
  balanceChanged: (left: number) =>
    left > 0
      ? `The league office recorded a payment for this registration after your checkout started, so ${formatUsd(left)} is left to pay. Nothing was charged: start checkout again to pay what is left.`
      : 'The league office recorded a payment for this registration after your checkout started, and nothing is left to pay. Nothing was charged.',
  aidSpent:
    'The financial aid in this checkout was changed or used for another registration meanwhile. Please start checkout again.',
} as const;

export const SUCCESS_MESSAGES: Record<CheckoutKind, string> = {
  parent_registration: 'Payment received! Your athlete is registered.',
  athlete_registration: 'Payment received! You are officially registered.',
  referee_training: REFEREE_MESSAGES.paid,
};
