/**
 * GET /registrations/: the caller's own registrations, newest first, with their payment status.
 * GET /registrations/{id}/receipt/: the receipt of one of them once paid (someone else's is 404).
 * GET /registrations/availability/: whether a child (or the athlete) may still register for a
 * program and season (server/payments/checkout.ts).
 */
import { count, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { registrations } from '../../db/schema/registrations';
import { detailError } from '../../http/errors';
import { pageRequest, pageResponse } from '../../http/pagination';
import { integerId, validate } from '../../http/validation';
import { registrationAvailability } from '../../payments/checkout';
import { receiptOf } from '../../payments/receipt';
import { routes } from '../../http/router';
import { registrationsJson } from './registration-json';

/** A registration of the caller's that has no succeeded payment yet. */
export const RECEIPT_NOT_PAID = 'This registration is not paid yet, so it has no receipt.';

export const registrationRoutes = routes('/registrations')
  .get('/', async (c) => {
    const { db } = c.var.deps;
    const request = pageRequest(c, { defaultSize: 50, maxSize: 100 });
    const mine = eq(registrations.userId, c.var.user.id);
    const [total] = await db.select({ n: count() }).from(registrations).where(mine);
    const rows = await db
      .select()
      .from(registrations)
      .where(mine)
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(request.pageSize)
      .offset(request.offset);
    return c.json(pageResponse(c, request, total?.n ?? 0, await registrationsJson(db, rows)));
  })
  .get('/availability', async (c) =>
    c.json(await registrationAvailability(c.var.deps, c.var.user, c.req.query())),
  )
  .get('/:id/receipt', async (c) => {
    // The policy's ownership rule has already answered 404 for anyone else's registration.
    const { id } = validate(v.object({ id: integerId() }), { id: c.req.param('id') });
    const receipt = await receiptOf(c.var.deps.db, id);
    if (!receipt) throw detailError(404, RECEIPT_NOT_PAID);
    return c.json(receipt);
  });
