/**
 * /payments/: checkout, confirm and verify (spec 2 §7; spec 3 §7 for the athlete and referee kinds).
 * The logic lives in server/registrations/; these handlers read the request and answer.
 */
import * as v from 'valibot';
import { clientIp } from '../../context';
import { startCheckout } from '../../registrations/checkout';
import { readCheckout } from '../../registrations/checkout-input';
import { PAYMENT_MESSAGES } from '../../registrations/messages';
import { confirmPayment, verifyPayment } from '../../registrations/settle';
import { detailError, fieldError } from '../../http/errors';
import { routes } from '../../http/router';
import { integerId, readBody, requiredText, validate } from '../../http/validation';

const confirmSchema = v.object({
  registration_id: integerId(),
  payment_id: v.optional(v.nullable(integerId()), null),
  idempotency_key: v.pipe(
    requiredText(),
    v.maxLength(100, 'Ensure this field has no more than 100 characters.'),
  ),
  source: v.pipe(requiredText(), v.maxLength(200, 'Ensure this field has no more than 200 characters.')),
  portal: v.optional(v.unknown()),
  charge_id: v.optional(v.unknown()),
});

const reference = v.optional(v.nullable(v.union([v.string(), v.number()])), null);
const verifySchema = v.object({
  portal: v.optional(v.unknown()),
  registrationId: reference,
  paymentId: reference,
  chargeId: reference,
});

const MISSING_REFERENCE = 'Missing checkout reference. Please contact support with your receipt.';

/**
 * A reference read as a whole-number id, or undefined when absent. Digits beyond any stored id
 * (the return page sends those as strings) can name no payment: 404.
 */
function idReference(name: string, value: string | number | null) {
  if (value === null || value === '') return undefined;
  if (/^\d{10,}$/.test(String(value))) throw detailError(404, PAYMENT_MESSAGES.notFound);
  return validate(v.object({ [name]: integerId() }), { [name]: value })[name] as number;
}

export const paymentRoutes = routes('/payments')
  .post('/checkout', async (c) => {
    const body = await readBody(c, v.looseObject({}));
    const input = await readCheckout(c.var.deps, c.var.user, body);
    return c.json(await startCheckout(c.var.deps, c.var.user, input), 201);
  })
  .post('/confirm', async (c) => {
    const input = await readBody(c, confirmSchema);
    const answer = await confirmPayment(
      c.var.deps,
      c.var.user,
      { ...input, payment_id: input.payment_id ?? undefined },
      clientIp(c),
    );
    return c.json(answer.body, answer.status);
  })
  .post('/verify', async (c) => {
    const input = await readBody(c, verifySchema);
    const chargeId = input.chargeId === null || input.chargeId === '' ? undefined : String(input.chargeId);
    const paymentId = idReference('paymentId', input.paymentId);
    const registrationId = idReference('registrationId', input.registrationId);
    if (paymentId === undefined && chargeId === undefined && registrationId === undefined) {
      throw fieldError({ non_field_errors: [MISSING_REFERENCE] });
    }
    const answer = await verifyPayment(c.var.deps, c.var.user, { paymentId, chargeId, registrationId });
    return c.json(answer.body, answer.status);
  });
