/**
 * Registrations as the league office reads them (/office/registrations/): the list with its totals,
 * one registration's whole record, and the exports of the same views.
 */
import type { RefundPolicy } from '../refund-policy';
import type { RegistrationStatus } from '../registration-status';
import type { ShippingAddress } from '../shipping';
import type { Page } from '../types';
import type { AuditLogEntry } from './audit';
import type { OfficeRefund } from './refunds';

/** One registration in the office's list. */
export interface OfficeRegistration {
  id: number;
  kind: string;
  participant_name: string;
  program: string | null;
  program_name: string | null;
  /** The season text the registration was made for ('Fall 2026'). */
  season: string;
  /** The season row it is for, when on record. */
  season_id: number | null;
  season_title: string | null;
  division: number | null;
  division_name: string | null;
  location: number | null;
  location_name: string | null;
  league_county: string;
  household: { id: number; name: string; email: string } | null;
  status: RegistrationStatus;
  /** What was charged: the fee less any financial aid (issue 21 item 3). */
  amount_cents: number;
  /** The price list's fee and the financial aid taken off it (0 without aid). */
  fee_cents?: number;
  aid_cents?: number;
  refunded_cents: number;
  /** What was collected: card payments, installments charged and cash or checks the office recorded. */
  collected_cents: number;
  paid_at: string | null;
  created_at: string;
  test_mode: boolean;
}

/** Money and numbers of every registration the list's filters match (all pages). */
export interface RegistrationTotals {
  count: number;
  /** How many of them are paid (in full, or the deposit of a plan). */
  paid_count: number;
  /**
   * What was collected (cents): card payments, installments charged and the cash and checks the
   * office recorded (an amount waived is not money in), unpaid registrations' part payments too.
   */
  paid_cents: number;
  refunded_cents: number;
  /** Paid less refunded. */
  net_cents: number;
}

/** The list's page, with the totals of the whole filtered list. */
export interface OfficeRegistrationPage extends Page<OfficeRegistration> {
  totals: RegistrationTotals;
}

/** A payment attempt of a registration. */
export interface OfficePayment {
  id: number;
  status: string;
  amount_cents: number;
  currency: string;
  charge_id: string | null;
  card: string | null;
  failure_code: string | null;
  created_at: string;
  settled_at: string | null;
  test_mode: boolean;
}

/** A family's refund request on a registration. */
export interface OfficeRefundRequest {
  id: number;
  reason: string;
  status: 'PENDING' | 'APPROVED' | 'DENIED';
  created_at: string;
  reviewed_at: string | null;
  review_note: string;
}

/** One registration's whole record, as its detail view shows it. */
export interface OfficeRegistrationDetail extends OfficeRegistration {
  child: {
    id: number;
    first_name: string;
    last_name: string;
    date_of_birth: string | null;
    gender: string;
    archived: boolean;
  } | null;
  household: {
    id: number;
    name: string;
    email: string;
    phone: string;
    email_confirmed: boolean;
  } | null;
  sizes: { shirt: string; shorts: string; gloves: string; shoe: string };
  grade: string;
  age_group: string;
  league_division: string;
  shipping: {
    name: string;
    phone: string;
    address: ShippingAddress | null;
    confirmed_at: string | null;
  };
  waiver: { version: string; signed: boolean; signed_at: string | null; signer_name: string | null };
  payments: OfficePayment[];
  refunds: OfficeRefund[];
  refund_requests: OfficeRefundRequest[];
  refund_policy: RefundPolicy;
  audit: AuditLogEntry[];
}

/** The office's exports: what each file holds. */
export const EXPORTS = {
  registrations: {
    label: 'Registrations',
    file: 'registrations',
    note: 'Every registration the filters match, with its household, status and money.',
  },
  payments: {
    label: 'Payments',
    file: 'payments',
    note: 'Every card payment of the registrations the filters match, with refunds and net.',
  },
  'uniform-orders': {
    label: 'Uniform orders',
    file: 'uniform-orders',
    note: 'Sizes and shipping of each registered child, grouped by program, division and address.',
  },
  'uniform-sizes': {
    label: 'Uniform size totals',
    file: 'uniform-sizes',
    note: 'How many of each item in each size the supplier ships, per program.',
  },
} as const;

export type ExportId = keyof typeof EXPORTS;
