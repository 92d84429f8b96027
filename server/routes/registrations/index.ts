/**
 * GET /registrations/: the caller's own registrations, newest first, with their payment status.
 * GET /registrations/{id}/receipt/: the receipt of one of them once paid (someone else's is 404).
 * POST /registrations/{id}/refund-request/: the family asks the league office for a refund (a
 * reason is required, as the refund policy asks); it waits in the staff review queue with the
 * policy's figure on the day.
 * GET /registrations/availability/: whether a child (or the athlete) may still register for a
 * program and season (server/registrations/availability.ts).
 */
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { refundRequestInputSchema } from '../../../src/domain/office/refunds';
import { REFUNDABLE_STATUSES } from '../../../src/domain/registration-status';
import { recordAudit } from '../../audit/log';
import { clientIp, type SignedInEnv } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { refundRequests } from '../../db/schema/refunds';
import { registrations } from '../../db/schema/registrations';
import { detailError } from '../../http/errors';
import { listHandler, type ListConfig } from '../../http/list';
import { integerId, readBody, validate } from '../../http/validation';
import { registrationAvailability } from '../../registrations/availability';
import { familyPlan, replaceCard } from '../../registrations/plan-staff';
import { availabilitySchema } from '../../registrations/checkout-input';
import { policyFor } from '../../registrations/refund-policy';
import { receiptOf } from '../../registrations/receipts';
import { routes } from '../../http/router';
import { registrationsJson } from './registration-json';
import { keptForCaller } from '../../http/kept-answers';

/** A registration of the caller's that has no succeeded payment yet. */
export const RECEIPT_NOT_PAID = 'This registration is not paid yet, so it has no receipt.';

export const REFUND_REQUEST_REFUSALS = {
  nothingToRefund: 'This registration has no payment left to refund.',
  alreadyAsked:
    'You already asked for a refund of this registration. The league office will answer you by e-mail.',
} as const;

/** The caller's own registrations, newest first. */
const registrationList: ListConfig<
  typeof registrations.$inferSelect,
  Awaited<ReturnType<typeof registrationsJson>>[number]
> = {
  table: registrations,
  scope: (c) => eq(registrations.userId, (c.var as SignedInEnv['Variables']).user.id),
  order: [desc(registrations.createdAt), desc(registrations.id)],
  limits: { defaultSize: 50, maxSize: 100 },
  json: registrationsJson,
};

export const registrationRoutes = routes('/registrations')
  .get('/', keptForCaller(), listHandler(registrationList))
  .get('/availability', async (c) => {
    const query = validate(availabilitySchema, c.req.query());
    return c.json(await registrationAvailability(c.var.deps, c.var.user, query));
  })
  // Issue 37: the family's payment plan of a registration, and another card for it.
  .get('/:id/plan', async (c) => {
    const id = validate(v.object({ id: integerId() }), { id: c.req.param('id') }).id;
    return c.json(await familyPlan(c.var.deps, c.var.user, id));
  })
  .post('/:id/plan/card', async (c) => {
    const id = validate(v.object({ id: integerId() }), { id: c.req.param('id') }).id;
    const { source } = await readBody(
      c,
      v.object({
        source: v.pipe(
          v.string('A card token is required.'),
          v.regex(/^[A-Za-z0-9_-]{4,120}$/, 'Not a valid card token.'),
        ),
      }),
    );
    return c.json(await replaceCard(c.var.deps, c.var.user, id, source));
  })
  .get('/:id/receipt', async (c) => {
    // The policy's ownership rule has already answered 404 for anyone else's registration.
    const { id } = validate(v.object({ id: integerId() }), { id: c.req.param('id') });
    const receipt = await receiptOf(c.var.deps.db, id);
    if (!receipt) throw detailError(404, RECEIPT_NOT_PAID);
    return c.json(receipt);
  })
  .post('/:id/refund-request', async (c) => {
    // The policy's ownership rule has already answered 404 for anyone else's registration.
    const { reason } = await readBody(c, refundRequestInputSchema);
    const { id } = validate(v.object({ id: integerId() }), { id: c.req.param('id') });
    const { db } = c.var.deps;
    const [registration] = await db.select().from(registrations).where(eq(registrations.id, id));
    if (!registration || !(REFUNDABLE_STATUSES as readonly string[]).includes(registration.status)) {
      throw detailError(409, REFUND_REQUEST_REFUSALS.nothingToRefund);
    }
    const policy = await policyFor(db, registration);
    try {
      const request = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(refundRequests)
          .values({
            registrationId: id,
            userId: c.var.user.id,
            reason,
            policyRule: policy.rule,
            policyCents: policy.allowed_cents,
          })
          .returning();
        await recordAudit(tx, {
          actor: c.var.user,
          action: 'create',
          entity: 'refund_request',
          entityId: row!.id,
          after: { registration: id, policy_rule: policy.rule, policy_cents: policy.allowed_cents },
          note: reason,
          ip: clientIp(c),
        });
        return row!;
      });
      return c.json(
        {
          id: request.id,
          status: request.status,
          created_at: request.createdAt.toISOString(),
          review_note: request.reviewNote,
          policy,
        },
        201,
      );
    } catch (error) {
      // One request of a registration waits at a time (a partial unique index).
      if (isUniqueViolation(error)) throw detailError(409, REFUND_REQUEST_REFUSALS.alreadyAsked);
      throw error;
    }
  });
