/**
 * /office/waitlist/: every waitlist, for the league office (issue 21 item 2): list (by program,
 * season, status), move an entry, remove one with a reason, offer a place by hand. Each change is
 * audited in its transaction (server/capacity/waitlist.ts).
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  entriesJson,
  moveEntry,
  offerByHand,
  removeEntry,
  WAITLIST_MESSAGES,
  type WaitlistEntryJson,
} from '../../capacity/waitlist';
import { clientIp } from '../../context';
import { programCapacities, waitlistEntries } from '../../db/schema/capacity';
import { choiceFilter, idFilter, listHandler, type ListConfig } from '../../http/list';
import { textQuery } from '../../http/query';
import { routes } from '../../http/router';
import { integerId, readBody, validate } from '../../http/validation';

type EntryRow = typeof waitlistEntries.$inferSelect;

const STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'removed', 'left'] as const;

const reason = v.pipe(
  v.string(WAITLIST_MESSAGES.reason),
  v.trim(),
  v.nonEmpty(WAITLIST_MESSAGES.reason),
  v.maxLength(500, 'Ensure this field has no more than 500 characters.'),
);

const idOf = (raw: string | undefined) => validate(v.object({ id: integerId() }), { id: raw }).id;

const waitlistList: ListConfig<EntryRow, WaitlistEntryJson> = {
  table: waitlistEntries,
  search: [waitlistEntries.participantName],
  filters: {
    program: (c, name) => {
      const program = textQuery(c, name);
      return program === undefined
        ? undefined
        : sql`${waitlistEntries.capacityId} in (select ${programCapacities.id} from ${programCapacities} where ${programCapacities.programId} = ${program})`;
    },
    season: idFilter(waitlistEntries.seasonId),
    status: choiceFilter(waitlistEntries.status, STATUSES),
  },
  sort: { position: waitlistEntries.rank, created_at: waitlistEntries.createdAt },
  defaultOrdering: 'position',
  tiebreak: waitlistEntries.id,
  limits: { defaultSize: 50, maxSize: 200 },
  json: entriesJson,
};

export const officeWaitlistRoutes = routes('/office/waitlist')
  .get('/', listHandler(waitlistList))
  .post('/:id/move', async (c) => {
    const id = idOf(c.req.param('id'));
    const input = await readBody(
      c,
      v.object({
        position: v.pipe(
          v.number(WAITLIST_MESSAGES.position),
          v.integer(WAITLIST_MESSAGES.position),
          v.minValue(1, WAITLIST_MESSAGES.position),
          v.maxValue(100_000, WAITLIST_MESSAGES.position),
        ),
        reason,
      }),
    );
    return c.json(await moveEntry(c.var.deps, c.var.user, id, input.position, input.reason, clientIp(c)));
  })
  .post('/:id/remove', async (c) => {
    const id = idOf(c.req.param('id'));
    const input = await readBody(c, v.object({ reason }));
    return c.json(await removeEntry(c.var.deps, c.var.user, id, input.reason, clientIp(c)));
  })
  .post('/:id/offer', async (c) => {
    const id = idOf(c.req.param('id'));
    const input = await readBody(c, v.object({ reason }));
    return c.json(await offerByHand(c.var.deps, c.var.user, id, input.reason, clientIp(c)));
  });
