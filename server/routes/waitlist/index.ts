/**
 * /waitlist/: a family's waitlist entries (issue 21 item 2): join a full program offering, see the
 * position and any offer, leave. The logic lives in server/registrations/ (waitlist-family.ts).
 */
import * as v from 'valibot';
import { readWaitlistEntry } from '../../registrations/checkout-input';
import { entryById, myEntries } from '../../registrations/waitlist-entries';
import { joinWaitlist, leaveWaitlist } from '../../registrations/waitlist-family';
import { routes } from '../../http/router';
import { integerId, readBody, validate } from '../../http/validation';

const idOf = (raw: string | undefined) => validate(v.object({ id: integerId() }), { id: raw }).id;

export const waitlistRoutes = routes('/waitlist')
  .get('/', async (c) => c.json(await myEntries(c.var.deps, c.var.user)))
  .post('/', async (c) => {
    const body = await readBody(c, v.looseObject({}));
    const input = await readWaitlistEntry(c.var.deps, c.var.user, body);
    return c.json(await joinWaitlist(c.var.deps, c.var.user, input), 201);
  })
  .delete('/:id', async (c) => {
    // The policy's ownership rule has already answered 404 for anyone else's entry.
    const id = idOf(c.req.param('id'));
    await entryById(c.var.deps.db, id);
    return c.json(await leaveWaitlist(c.var.deps, id));
  });
