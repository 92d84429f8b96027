/**
 * The office's Prices section (issue 37), three lists of the resource kit: the league's price list
 * (what a season without a price of its own costs, and referee training), each season's price with
 * its early-bird and late fee, sibling discounts and ways to pay, and promo codes. The rules are the
 * domain's (src/domain/office/prices.ts), the same ones the API checks.
 */
import { formatDate } from '../../domain/league-games';
import {
  leaguePriceInputSchema,
  promoInputSchema,
  seasonPriceInputSchema,
  type OfficeLeaguePrice,
  type OfficePromoCode,
  type OfficeSeasonPrice,
} from '../../domain/office/prices';
import type { ResourceTable } from '../../components/portal/resource/resource-table';
import { $programOptions, $seasonOptions } from './office-data';

const DOLLARS_HINT = 'In dollars, e.g. 180.00.';
const dollars = (text: string) => (text === '' ? '—' : `$${text}`);

export const leaguePriceTable: ResourceTable<OfficeLeaguePrice> = {
  id: 'league-prices',
  label: 'League price list',
  singular: 'price list',
  path: '/office/league-prices/',
  pageSize: 1,
  rowName: () => 'The league price list',
  columns: [
    { label: 'Registration fee', cell: (row) => dollars(row.fee) },
    { label: 'Uniform and equipment', cell: (row) => dollars(row.uniform) },
    { label: 'Referee training', cell: (row) => dollars(row.referee_training) },
  ],
  fields: [
    {
      name: 'fee',
      label: 'Registration fee',
      kind: 'text',
      inputMode: 'decimal',
      note: 'required',
      hint: 'What a season without a price of its own costs.',
    },
    {
      name: 'uniform',
      label: 'Uniform and equipment cost',
      kind: 'text',
      inputMode: 'decimal',
      note: 'required',
      hint: 'What a partial refund keeps back.',
    },
    {
      name: 'referee_training',
      label: 'Referee training fee',
      kind: 'text',
      inputMode: 'decimal',
      note: 'required',
    },
  ],
  schema: leaguePriceInputSchema,
  creatable: false,
  deletable: false,
  messages: {
    empty: 'The league price list could not be found.',
    loadFailed: 'The league price list could not be loaded right now.',
    updated: 'League price list saved.',
  },
};

const planText = (price: OfficeSeasonPrice) =>
  price.plan_dates.length === 0
    ? price.pay_in_full
      ? 'Pay in full'
      : '—'
    : `${price.pay_in_full ? 'Pay in full or ' : ''}$${price.plan_deposit} deposit + ${price.plan_dates.length} installments`;

export const seasonPriceTable: ResourceTable<OfficeSeasonPrice> = {
  id: 'season-prices',
  label: 'Season prices',
  singular: 'season price',
  path: '/office/season-prices/',
  pageSize: 20,
  rowName: (price) => `The price of ${price.season_title}`,
  filters: [
    { name: 'season', label: 'Season', kind: 'select', all: 'Every season', options: $seasonOptions },
  ],
  columns: [
    { label: 'Season', cell: (price) => price.season_title },
    { label: 'Fee', cell: (price) => dollars(price.fee) },
    {
      label: 'Early bird',
      cell: (price) =>
        price.early_bird_until
          ? `${dollars(price.early_bird)} until ${formatDate(price.early_bird_until)}`
          : '—',
    },
    {
      label: 'Late fee',
      cell: (price) =>
        price.late_fee_from ? `+${dollars(price.late_fee)} from ${formatDate(price.late_fee_from)}` : '—',
    },
    {
      label: 'Siblings',
      cell: (price) => `2nd −${dollars(price.sibling_second)}, 3rd+ −${dollars(price.sibling_later)}`,
    },
    { label: 'Ways to pay', cell: planText },
  ],
  fields: [
    {
      name: 'season',
      label: 'Season',
      kind: 'reference',
      options: $seasonOptions,
      note: 'required',
      createOnly: true,
    },
    {
      name: 'fee',
      label: 'Registration fee',
      kind: 'text',
      inputMode: 'decimal',
      note: 'required',
      hint: DOLLARS_HINT,
    },
    {
      name: 'uniform',
      label: 'Uniform and equipment cost',
      kind: 'text',
      inputMode: 'decimal',
      note: 'required',
      hint: 'What a partial refund keeps back.',
    },
    {
      name: 'early_bird',
      label: 'Early-bird price',
      kind: 'text',
      inputMode: 'decimal',
      hint: 'Blank: no early-bird price.',
    },
    { name: 'early_bird_until', label: 'Early-bird price until', kind: 'date' },
    {
      name: 'late_fee',
      label: 'Late fee',
      kind: 'text',
      inputMode: 'decimal',
      hint: 'Added to the fee; blank: none.',
    },
    { name: 'late_fee_from', label: 'Late fee from', kind: 'date' },
    {
      name: 'sibling_second',
      label: 'Second child discount',
      kind: 'text',
      inputMode: 'decimal',
      initial: '0.00',
      hint: 'Off the second child of a household this season.',
    },
    {
      name: 'sibling_later',
      label: 'Third and later child discount',
      kind: 'text',
      inputMode: 'decimal',
      initial: '0.00',
    },
    { name: 'pay_in_full', label: 'Families may pay in full', kind: 'checkbox', initial: 'true' },
    {
      name: 'plan_deposit',
      label: 'Payment plan deposit',
      kind: 'text',
      inputMode: 'decimal',
      hint: 'Blank: no payment plan.',
    },
    {
      name: 'plan_dates',
      label: 'Installment days',
      kind: 'lines',
      hint: 'One date per line, like 2026-09-15.',
    },
  ],
  schema: seasonPriceInputSchema,
  deletable: true,
  deleteNote: 'The season goes back to the league price list; what families paid stays as it was.',
  messages: {
    empty: 'No season has a price of its own: every season costs the league price list.',
    loadFailed: 'Season prices could not be loaded right now.',
    created: 'Season price added.',
    updated: 'Season price saved.',
    deleted: 'Season price removed.',
  },
};

const promoValue = (promo: OfficePromoCode) =>
  promo.kind === 'amount' ? `$${promo.amount} off` : `${promo.percent ?? 0}% off`;

export const promoCodeTable: ResourceTable<OfficePromoCode> = {
  id: 'promo-codes',
  label: 'Promo codes',
  singular: 'promo code',
  path: '/office/promo-codes/',
  pageSize: 20,
  rowName: (promo) => promo.code,
  searchLabel: 'Search codes and notes',
  filters: [
    {
      name: 'active',
      label: 'Shown',
      kind: 'select',
      all: 'Active and stopped',
      options: [
        { value: 'true', label: 'Active' },
        { value: 'false', label: 'Stopped' },
      ],
    },
  ],
  columns: [
    { label: 'Code', cell: (promo) => promo.code },
    { label: 'Off', cell: promoValue },
    { label: 'For', cell: (promo) => promo.season_title ?? promo.program_name ?? 'Every season' },
    {
      label: 'Used',
      cell: (promo) => (promo.max_uses === null ? `${promo.uses}` : `${promo.uses} of ${promo.max_uses}`),
    },
    { label: 'Expires', cell: (promo) => (promo.expires_on ? formatDate(promo.expires_on) : '—') },
    {
      label: 'Status',
      cell: (promo) => (
        <span className={`badge ${promo.active ? 'badge-success' : 'badge-neutral'}`}>
          {promo.active ? 'Active' : 'Stopped'}
        </span>
      ),
    },
  ],
  fields: [
    {
      name: 'code',
      label: 'Code',
      kind: 'text',
      note: 'required',
      hint: 'Letters, digits or dashes; families type it in the registration form.',
    },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      options: [
        { value: 'amount', label: 'Amount off' },
        { value: 'percent', label: 'Percentage off' },
      ],
      initial: 'amount',
    },
    { name: 'amount', label: 'Amount off', kind: 'text', inputMode: 'decimal', hint: DOLLARS_HINT },
    { name: 'percent', label: 'Percentage off', kind: 'number', inputMode: 'numeric' },
    {
      name: 'season',
      label: 'Season',
      kind: 'reference',
      options: $seasonOptions,
      hint: 'Blank: any season.',
    },
    {
      name: 'program',
      label: 'Program',
      kind: 'reference',
      options: $programOptions,
      hint: 'Blank: any program.',
    },
    {
      name: 'max_uses',
      label: 'Uses limit',
      kind: 'number',
      inputMode: 'numeric',
      hint: 'Blank: no limit. One use per child.',
    },
    { name: 'expires_on', label: 'Last day', kind: 'date' },
    { name: 'active', label: 'Active (families may use it)', kind: 'checkbox', initial: 'true' },
    { name: 'note', label: 'Note', kind: 'textarea' },
  ],
  schema: promoInputSchema,
  deletable: true,
  deleteNote: 'A code that was used cannot be deleted: untick Active.',
  messages: {
    empty: 'No promo codes match your filters.',
    loadFailed: 'Promo codes could not be loaded right now.',
    created: 'Promo code added.',
    updated: 'Promo code saved.',
    deleted: 'Promo code deleted.',
  },
};

/** The Prices section's lists, in order. */
export const PRICE_TABLES = [leaguePriceTable, seasonPriceTable, promoCodeTable] as const;
