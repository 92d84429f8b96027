/** GET /staff/queue/: what waits in each tab of the staff review queue (the counts on the tabs). */
import { count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { aidApplications } from '../../db/schema/aid';
import { recruiterAccessRequests } from '../../db/schema/athletes';
import { calendarEditorRequests } from '../../db/schema/events';
import { contactMessages, gallerySubmissions } from '../../db/schema/inbox';
import { refundRequests } from '../../db/schema/refunds';
import { routes } from '../../http/router';
import { keptForCaller } from '../../http/kept-answers';

/** How many rows of `table` are `status` (a subquery of the one read below). */
const waiting = (db: Db, table: PgTable & { status: AnyPgColumn }, status: string) =>
  db.select({ n: count() }).from(table).where(eq(table.status, status));

export const staffQueueRoutes = routes('/staff/queue').get('/', keptForCaller(), async (c) => {
  const { db } = c.var.deps;
  // One read: a count per tab.
  const [row] = await db
    .select({
      editors: sql<number>`(${waiting(db, calendarEditorRequests, 'PENDING')})`.mapWith(Number),
      recruiters: sql<number>`(${waiting(db, recruiterAccessRequests, 'PENDING')})`.mapWith(Number),
      gallery: sql<number>`(${waiting(db, gallerySubmissions, 'pending_review')})`.mapWith(Number),
      messages: sql<number>`(${waiting(db, contactMessages, 'pending_review')})`.mapWith(Number),
      refunds: sql<number>`(${waiting(db, refundRequests, 'PENDING')})`.mapWith(Number),
      aid: sql<number>`(${waiting(db, aidApplications, 'pending')})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return c.json({
    calendar_editor_requests: row?.editors ?? 0,
    recruiter_access_requests: row?.recruiters ?? 0,
    gallery_submissions: row?.gallery ?? 0,
    contact_messages: row?.messages ?? 0,
    refund_requests: row?.refunds ?? 0,
    // Financial aid applications waiting for a decision (issue 21 item 3; GET /office/aid/).
    aid_applications: row?.aid ?? 0,
  });
});
