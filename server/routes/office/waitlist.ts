/**
 * /office/waitlist/: every waitlist, for the league office (issue 21 item 2): list (by program,
 * season, status), move an entry, remove one with a reason, offer a place by hand. Each change is
 * audited in its transaction (server/registrations/waitlist-staff.ts).
 */
import { inArray, sql } from 'drizzle-orm';
import {
  WAITLIST_STATUSES,
  waitlistMoveSchema,
  waitlistReasonSchema,
  type OfficeWaitlistEntry,
} from '../../../src/domain/office/waitlist';
import * as v from 'valibot';
import { entriesJson } from '../../registrations/waitlist-entries';
import { moveEntry, offerByHand, removeEntry } from '../../registrations/waitlist-staff';
import { clientIp } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { programCapacities, waitlistEntries } from '../../db/schema/capacity';
import { choiceFilter, idFilter, listHandler, type ListConfig } from '../../http/list';
import { textQuery } from '../../http/query';
import { routes } from '../../http/router';
import { integerId, readBody, validate } from '../../http/validation';

type EntryRow = typeof waitlistEntries.$inferSelect;

const idOf = (raw: string | undefined) => validate(v.object({ id: integerId() }), { id: raw }).id;

/** Entries as families see them, with the account that joined each (name and e-mail). */
async function officeEntries(db: Db, rows: EntryRow[]): Promise<OfficeWaitlistEntry[]> {
  const entries = await entriesJson(db, rows);
  if (rows.length === 0) return [];
  const accounts = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((row) => row.userId),
      ),
    );
  return entries.map((entry, index) => {
    const account = accounts.find((row) => row.id === rows[index]!.userId);
    return {
      ...entry,
      kind: entry.kind as OfficeWaitlistEntry['kind'],
      status: entry.status as OfficeWaitlistEntry['status'],
      family_name: account ? `${account.firstName} ${account.lastName}`.trim() || account.email : '',
      family_email: account?.email ?? '',
    } satisfies OfficeWaitlistEntry;
  });
}

const waitlistList: ListConfig<EntryRow, OfficeWaitlistEntry> = {
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
    status: choiceFilter(waitlistEntries.status, WAITLIST_STATUSES),
  },
  sort: { position: waitlistEntries.rank, created_at: waitlistEntries.createdAt },
  defaultOrdering: 'position',
  tiebreak: waitlistEntries.id,
  limits: { defaultSize: 50, maxSize: 200 },
  json: officeEntries,
};

export const officeWaitlistRoutes = routes('/office/waitlist')
  .get('/', listHandler(waitlistList))
  .post('/:id/move', async (c) => {
    const id = idOf(c.req.param('id'));
    const input = await readBody(c, waitlistMoveSchema);
    return c.json(await moveEntry(c.var.deps, c.var.user, id, input.position, input.reason, clientIp(c)));
  })
  .post('/:id/remove', async (c) => {
    const id = idOf(c.req.param('id'));
    const input = await readBody(c, waitlistReasonSchema);
    return c.json(await removeEntry(c.var.deps, c.var.user, id, input.reason, clientIp(c)));
  })
  .post('/:id/offer', async (c) => {
    const id = idOf(c.req.param('id'));
    const input = await readBody(c, waitlistReasonSchema);
    return c.json(await offerByHand(c.var.deps, c.var.user, id, input.reason, clientIp(c)));
  });
