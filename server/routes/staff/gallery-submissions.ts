/**
 * /staff/gallery-submissions/: staff review highlights sent from /gallery. GET lists them (by
 * status, newest first, paged); GET {id}/media/ answers the file to staff only (uploads are never
 * public before approval); PATCH approves one, publishing it as a gallery item whose file is then
 * served at /api/gallery/media/, or rejects it and deletes the file. A decision is final, stored on
 * the submission (who, when, note) and in the decision log.
 */
import { rm } from 'node:fs/promises';
import { eq, max } from 'drizzle-orm';
import { galleryItems } from '../../db/schema/content';
import { gallerySubmissions } from '../../db/schema/inbox';
import { detailError, notFound } from '../../http/errors';
import { choiceFilter, listHandler, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { sendUpload, uploadPath } from '../../http/stored-files';
import { publishedMediaPath } from '../gallery/submissions';
import { namesById, recordDecision, reviewBodySchema } from './decisions';

type SubmissionRow = typeof gallerySubmissions.$inferSelect;

export const SUBMISSION_STATUSES = ['PENDING_REVIEW', 'APPROVED', 'REJECTED'] as const;
export const ALREADY_REVIEWED = 'This submission was already reviewed.';

const decisionSchema = reviewBodySchema(['approved', 'rejected'], 'Choose approved or rejected.');

/** A submission as the queue shows it. */
function submissionJson(row: SubmissionRow, names: Map<number, string>) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    team_one: row.teamOne,
    team_two: row.teamTwo,
    media_type: row.mediaType,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    original_name: row.originalName,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewed_by_name: row.reviewedBy === null ? null : (names.get(row.reviewedBy) ?? null),
    review_note: row.reviewNote,
    gallery_item: row.galleryItemId,
    published_url: row.status === 'approved' ? publishedMediaPath(row) : null,
  };
}

async function findSubmission(db: Parameters<typeof namesById>[0], raw: string | undefined) {
  const id = parseId(raw);
  const [row] = id ? await db.select().from(gallerySubmissions).where(eq(gallerySubmissions.id, id)) : [];
  if (!row) throw notFound();
  return row;
}

/** Newest first, optionally by status. */
const submissionList: ListConfig<SubmissionRow, ReturnType<typeof submissionJson>> = {
  table: gallerySubmissions,
  filters: {
    status: choiceFilter(gallerySubmissions.status, SUBMISSION_STATUSES, (status) => status.toLowerCase()),
  },
  sort: { created_at: gallerySubmissions.createdAt },
  defaultOrdering: '-created_at',
  tiebreak: gallerySubmissions.id,
  limits: { defaultSize: 10, maxSize: 50 },
  json: async (db, rows) => {
    const names = await namesById(
      db,
      rows.map((row) => row.reviewedBy),
    );
    return rows.map((row) => submissionJson(row, names));
  },
};

export const staffGalleryRoutes = routes('/staff/gallery-submissions')
  .get('/', listHandler(submissionList))
  .get('/:id/media', async (c) => {
    const row = await findSubmission(c.var.deps.db, c.req.param('id'));
    if (row.status === 'rejected') throw notFound();
    return sendUpload(c, row, 'no-store');
  })
  .patch('/:id', async (c) => {
    const { deps, user } = c.var;
    const current = await findSubmission(deps.db, c.req.param('id'));
    const input = await readBody(c, decisionSchema);
    if (current.status !== 'pending_review') throw detailError(409, ALREADY_REVIEWED);
    const now = new Date();
    const row = await deps.db.transaction(async (tx) => {
      let galleryItemId: number | null = null;
      if (input.status === 'approved') {
        const [last] = await tx.select({ position: max(galleryItems.position) }).from(galleryItems);
        const media = publishedMediaPath(current);
        const [item] = await tx
          .insert(galleryItems)
          .values({
            kind: current.mediaType,
            title: current.title,
            image: current.mediaType === 'photo' ? media : null,
            videoUrl: current.mediaType === 'video' ? media : null,
            category: 'program',
            active: true,
            position: (last?.position ?? 0) + 1,
          })
          .returning({ id: galleryItems.id });
        galleryItemId = item?.id ?? null;
      }
      const [saved] = await tx
        .update(gallerySubmissions)
        .set({
          status: input.status,
          reviewedBy: user.id,
          reviewedAt: now,
          reviewNote: input.review_note,
          galleryItemId,
        })
        .where(eq(gallerySubmissions.id, current.id))
        .returning();
      await recordDecision(tx, user, {
        subject: 'gallery_submission',
        subjectId: current.id,
        decision: input.status,
        note: input.review_note,
        at: now,
      });
      return saved!;
    });
    // A rejected highlight (often of children) is not kept.
    if (input.status === 'rejected') {
      const file = uploadPath(deps.config.dataDir, row);
      if (file) await rm(file, { force: true });
    }
    return c.json(submissionJson(row, await namesById(deps.db, [row.reviewedBy])));
  });
