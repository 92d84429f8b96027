// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_REGISTRATION, PARENT_REGISTRATION_CHECKS } from '../../domain/registration';
import type { Program } from '../../domain/types';
import { setApiBaseResolver } from '../../lib/api-client';
import { mutateCache } from '../../lib/query';
import { installModalDialogs } from '../../lib/testing/dialogs';
import { fakeFetch, json } from '../../lib/testing/fake-fetch';
import { SPEC_GEOGRAPHY } from '../../lib/testing/league-geography';
import { button, cleanup, click, field, fill, render, settle } from '../../lib/testing/render';
import { GEOGRAPHY_KEY, SEASONS_KEY } from '../../stores/league';
import RegistrationCheckout from './RegistrationCheckout';

const page = <T,>(results: readonly T[]) => ({ count: results.length, next: null, previous: null, results });
const season = {
  id: 7,
  title: 'Junior League',
  season_label: 'Winter 2027',
  status: 'SCHEDULED',
  program: { id: 'flag', name: 'Flag' },
  registration_opens_on: '2000-01-01',
  registration_closes_on: '2999-12-31',
};
const program: Program = { id: 'flag', name: 'Flag', locations: [{ id: 3, name: 'Snowden Grove' }] };
/** A form that passes every check. */
const complete = {
  ...EMPTY_REGISTRATION,
  program: 'flag',
  season: '7',
  location: '3',
  shirt_size: 'M',
  shorts_size: 'L',
  glove_size: 'S',
  shoe_size: '7.5',
  age_group: 'JUNIOR',
  grade: '7',
  league_county: 'DESOTO',
  league_division: 'NFC_NORTH',
  shipping_name: 'Pat Rivers',
  address1: '12 Magnolia St',
  city: 'Hernando',
  state: 'MS',
  postal_code: '38632',
  country: 'US',
};
const checkout = (amount: number, status?: string) => ({
  payment_id: 90,
  idempotency_key: 'key-1',
  public_key: 'pk',
  merchant_id: 'm',
  amount_cents: amount,
  fee_cents: 25_000,
  aid_cents: 25_000 - amount,
  currency: 'USD',
  registration_id: 44,
  portal: 'parent',
  ...(status ? { status } : {}),
});

const dialog = () => document.querySelector<HTMLDialogElement>('dialog');

/** The league's reads the form makes, a quote less `aidCents`, and `routes` on top. */
function serveWith(aidCents: number, routes: Parameters<typeof fakeFetch>[0]) {
  return fakeFetch({
    'GET /league/divisions/': () => json(page(SPEC_GEOGRAPHY)),
    'GET /events/seasons/': () => json(page([season])),
    'GET /registrations/availability/': () =>
      json({
        available: true,
        price: { fee_cents: 25_000, aid_cents: aidCents, total_cents: 25_000 - aidCents },
      }),
    ...routes,
  });
}

function serve(aidCents: number, answer: object) {
  return serveWith(aidCents, { 'POST /payments/checkout/': () => json(answer, 201) });
}

/** The parent's registration form for Tyler Rivers with `programs` and the waiver `signed` or not. */
function checkoutForm({
  programs = [program],
  signed,
  onPaid = vi.fn(),
}: {
  programs?: Program[];
  signed: boolean;
  onPaid?: () => void;
}) {
  return render(
    <RegistrationCheckout
      checks={PARENT_REGISTRATION_CHECKS}
      availability={{ child: 11 }}
      programs={programs}
      initial={complete}
      confirmedAt={null}
      submitLabel="Review & Register"
      review={{
        title: 'Register Tyler?',
        confirmLabel: 'Confirm & Pay',
        backLabel: 'Go back',
        participant: 'Tyler Rivers',
        amountCents: 25_000,
      }}
      paymentSummary="Registration for Tyler Rivers"
      checkoutBody={(values) => ({ kind: 'parent_registration', child: 11, program: values.program })}
      checkoutError={() => 'Failed to register'}
      waiver={{ signed, agreement: '', signer: '', sign: vi.fn() }}
      onPaid={onPaid}
      onCancel={vi.fn()}
    />,
  );
}

async function reviewed(onPaid = vi.fn()) {
  const view = await checkoutForm({ signed: true, onPaid });
  await settle();
  await click(button(view, 'Review & Register'));
  // The review dialog's code loads on demand: wait for it to open.
  await vi.waitFor(() => expect(document.querySelector('dialog[open]')).not.toBeNull());
  return view;
}

beforeAll(installModalDialogs);
beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  mutateCache(GEOGRAPHY_KEY, page(SPEC_GEOGRAPHY));
  mutateCache(SEASONS_KEY, page([season]));
});
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

describe('the review dialog and checkout with financial aid (issue 21 item 3)', () => {
  it('shows the fee alone without aid', async () => {
    serve(0, checkout(25_000));
    await reviewed();
    expect(dialog()?.textContent).toContain('$250.00 per season');
    expect(button(dialog()!, 'Confirm & Pay')).toBeTruthy();
  });

  it('shows the price line and the total on the pay button with an award', async () => {
    const server = serve(15_000, checkout(10_000));
    await reviewed();
    const availability = server.calls('GET /registrations/availability/').at(-1)!;
    expect(availability.path).toContain('child=11');
    expect(dialog()?.textContent).toContain('Fee $250.00 — aid −$150.00 — total $100.00');
    expect(button(dialog()!, 'Confirm & Pay $100.00')).toBeTruthy();
  });

  it('registers a fee aid covers in full without the card dialog', async () => {
    const onPaid = vi.fn();
    const server = serve(25_000, checkout(0, 'paid'));
    await reviewed(onPaid);
    expect(dialog()?.textContent).toContain('Fee $250.00 — aid −$250.00 — total $0.00');

    await click(button(dialog()!, 'Confirm & Register (aid covers the fee)'));

    expect(server.calls('POST /payments/checkout/')).toHaveLength(1);
    expect(onPaid).toHaveBeenCalledWith(44);
    // Neither the review nor the card dialog is open, and no card payment was confirmed.
    expect(dialog()).toBeNull();
    expect(server.calls('POST /payments/confirm/')).toHaveLength(0);
  });
});

describe("the review dialog with the season's own price (issue 37)", () => {
  const early = [
    { kind: 'fee', label: 'Registration fee', cents: 18_000 },
    { kind: 'early_bird', label: 'Early-bird price $150.00 until Aug 1', cents: -3_000 },
  ];
  const withPromo = [...early, { kind: 'promo', label: 'Promo code FALL25', cents: -2_500 }];

  it('lists each line of the server’s price, applies a promo code, names a refused one, and checks out with the code', async () => {
    const server = fakeFetch({
      'GET /league/divisions/': () => json(page(SPEC_GEOGRAPHY)),
      'GET /events/seasons/': () => json(page([season])),
      'GET /registrations/availability/': (request) =>
        request.url.includes('promo_code=NOPE')
          ? json({ promo_code: ['This promo code is not valid.'] }, 400)
          : request.url.includes('promo_code=FALL25')
            ? json({
                available: true,
                price: { fee_cents: 18_000, aid_cents: 0, total_cents: 12_500, lines: withPromo },
              })
            : json({
                available: true,
                price: { fee_cents: 18_000, aid_cents: 0, total_cents: 15_000, lines: early },
              }),
      'POST /payments/checkout/': () => json(checkout(12_500), 201),
    });
    await reviewed();
    expect(dialog()?.textContent).toContain('Registration fee: $180.00');
    expect(dialog()?.textContent).toContain('Early-bird price $150.00 until Aug 1: −$30.00');
    expect(dialog()?.textContent).toContain('Total $150.00');
    expect(button(dialog()!, 'Confirm & Pay $150.00')).toBeTruthy();

    await fill(field(dialog()!, 'Promo code (optional)'), 'nope');
    await click(button(dialog()!, 'Apply'));
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe('This promo code is not valid.');
    expect(button(dialog()!, 'Confirm & Pay $150.00')).toBeTruthy();

    await fill(field(dialog()!, 'Promo code (optional)'), 'fall25');
    await click(button(dialog()!, 'Apply'));
    expect(dialog()?.textContent).toContain('Promo code FALL25: −$25.00');
    expect(dialog()?.textContent).toContain('Promo code FALL25 applied.');
    await click(button(dialog()!, 'Confirm & Pay $125.00'));
    const sent = server.calls('POST /payments/checkout/');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ promo_code: 'FALL25' });
  });
});

describe('a full offering (issue 41 item 11)', () => {
  it('offers "Join the waitlist" at once in place of Review & Register, and joins with the form', async () => {
    const full: Program = {
      ...program,
      places_left: 0,
      places: [{ season: 7, location: 3, division: null, capacity: 12, places_left: 0 }],
    };
    const server = serveWith(0, { 'POST /waitlist/': () => json({ id: 5, position: 2 }, 201) });
    const view = await checkoutForm({ programs: [full], signed: false });
    await settle();
    expect(view.textContent).toContain('Full — join the waitlist');
    expect([...view.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Review & Register');

    await click(button(view, 'Join the waitlist'));
    await settle();

    expect(server.calls('POST /waitlist/').map((call) => call.body)).toEqual([
      { kind: 'parent_registration', child: 11, program: 'flag' },
    ]);
    expect(view.querySelector('[role="status"]')?.textContent).toBe(
      'You are number 2 on the waitlist. We will e-mail you if a place opens.',
    );
    // Neither the waiver, the review nor the card dialog opened: nothing is paid for a waitlist.
    expect(dialog()).toBeNull();
    expect(server.calls('POST /payments/checkout/')).toHaveLength(0);
  });
});
