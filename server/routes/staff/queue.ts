/** GET /staff/queue/: what waits in each tab of the staff review queue (the counts on the tabs). */
import { count, eq } from 'drizzle-orm';
import { aidApplications } from '../../db/schema/aid';
import { recruiterAccessRequests } from '../../db/schema/athletes';
import { calendarEditorRequests } from '../../db/schema/events';
import { contactMessages, gallerySubmissions } from '../../db/schema/inbox';
import { refundRequests } from '../../db/schema/refunds';
import { routes } from '../../http/router';

export const staffQueueRoutes = routes('/staff/queue').get('/', async (c) => {
  const { db } = c.var.deps;
  const [[editors], [recruiters], [gallery], [messages], [refunds], [aid]] = await Promise.all([
    db
      .select({ n: count() })
      .from(calendarEditorRequests)
      .where(eq(calendarEditorRequests.status, 'PENDING')),
    db
      .select({ n: count() })
      .from(recruiterAccessRequests)
      .where(eq(recruiterAccessRequests.status, 'PENDING')),
    db.select({ n: count() }).from(gallerySubmissions).where(eq(gallerySubmissions.status, 'pending_review')),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'pending_review')),
    db.select({ n: count() }).from(refundRequests).where(eq(refundRequests.status, 'PENDING')),
    db.select({ n: count() }).from(aidApplications).where(eq(aidApplications.status, 'pending')),
  ]);
  return c.json({
    calendar_editor_requests: editors?.n ?? 0,
    recruiter_access_requests: recruiters?.n ?? 0,
    gallery_submissions: gallery?.n ?? 0,
    contact_messages: messages?.n ?? 0,
    refund_requests: refunds?.n ?? 0,
    // Financial aid applications waiting for a decision (issue 21 item 3; GET /office/aid/).
    aid_applications: aid?.n ?? 0,
  });
});
