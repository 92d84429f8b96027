/**
 * /aid/: a family's financial aid applications (issue 21 item 3; README: Financial aid):
 * - GET /aid/ — the caller's applications, newest first;
 * - POST /aid/ — apply for a child and a season, as JSON or multipart/form-data with an optional
 *   `document` (PDF, JPEG or PNG of at most 10 MB, judged from its first bytes while it streams,
 *   server/http/uploads.ts); 409 for a second live application of that child and season;
 * - DELETE /aid/:id/ — withdraw a pending application (the row is kept, status withdrawn);
 * - GET /aid/:id/document/ — the uploaded document, to the family and staff only (an attachment).
 * Another household's application, child or document answers 404 (server/auth/policy.ts).
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  AID_DOCUMENT_MAX_BYTES,
  AID_MESSAGES,
  aidApplicationInputSchema,
  type AidApplicationInput,
} from '../../../src/domain/aid';
import { CHILD_MESSAGES } from '../../../src/domain/children';
import { leagueToday, registrationWindow } from '../../../src/domain/season-registration';
import { aidJson, familyApplications, hasLiveApplication } from '../../registrations/aid';
import { assertOwns } from '../../auth/ownership';
import { isUniqueViolation } from '../../db/errors';
import { aidApplications } from '../../db/schema/aid';
import { children } from '../../db/schema/families';
import { seasons } from '../../db/schema/league';
import { detailError, fieldError, notFound } from '../../http/errors';
import { routes } from '../../http/router';
import { sendUpload } from '../../http/stored-files';
import { receiveUpload, type ReceivedUpload, type UploadRule } from '../../http/uploads';
import { integerId, readBody, validate } from '../../http/validation';
import { seasonChoice } from '../../registrations/season-of';
import { SIGNATURE_BYTES, sniffMediaType } from '../gallery/media-type';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The supporting document: a PDF, JPEG or PNG by its first bytes, whatever the browser declared. */
export const AID_DOCUMENT: UploadRule = {
  field: 'document',
  maxBytes: AID_DOCUMENT_MAX_BYTES,
  sniffBytes: SIGNATURE_BYTES,
  accept: (head) => {
    if (String.fromCharCode(...head.subarray(0, 5)) === '%PDF-') return 'application/pdf';
    const type = sniffMediaType(head);
    return type === 'image/jpeg' || type === 'image/png' ? type : null;
  },
  store: { folder: 'aid', extension: (type) => EXTENSIONS[type] ?? 'bin' },
  messages: {
    notMultipart: { status: 415, detail: 'Send the application as multipart/form-data or JSON.' },
    unreadable: 'The application could not be read. Please try again.',
    // No file is no document (it is optional): this is never shown.
    missing: 'No document was attached.',
    refused: AID_MESSAGES.document,
    tooLarge: AID_MESSAGES.document,
  },
};

const idOf = (raw: string | undefined) => validate(v.object({ id: integerId() }), { id: raw }).id;

/** The application's input and its document (multipart), or the JSON body (no document). */
async function readApplication(c: Parameters<typeof readBody>[0]): Promise<{
  input: AidApplicationInput;
  upload: ReceivedUpload | null;
}> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    return { input: await readBody(c, aidApplicationInputSchema), upload: null };
  }
  const upload = await receiveUpload(c, AID_DOCUMENT);
  try {
    // No file (or an empty one) is no document; a refused one is the document's error.
    if (upload.problem && upload.problem !== AID_DOCUMENT.messages.missing) {
      throw fieldError({ document: [upload.problem] });
    }
    return { input: validate(aidApplicationInputSchema, upload.fields), upload };
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

export const aidRoutes = routes('/aid')
  .get('/', async (c) => c.json({ results: await familyApplications(c.var.deps.db, c.var.user.id) }))
  .post('/', async (c) => {
    const { db } = c.var.deps;
    const user = c.var.user;
    const { input, upload } = await readApplication(c);
    const file = upload?.file ?? null;
    try {
      // Someone else's child answers as one that does not exist.
      await assertOwns(db, user, 'child', input.child);
      const [child] = await db.select().from(children).where(eq(children.id, input.child));
      if (child!.archivedAt) throw detailError(400, CHILD_MESSAGES.archived(child!.firstName));
      // The season must be open for registration now or coming up (the registration form's seasons).
      const [season] = await db.select().from(seasons).where(eq(seasons.id, input.season));
      const window = season ? registrationWindow(seasonChoice(season), leagueToday(new Date())) : null;
      if (window !== 'open' && window !== 'upcoming') {
        throw fieldError({ season: [season ? AID_MESSAGES.seasonClosed : AID_MESSAGES.season] });
      }
      // One live application per child and season (the season as families name it, across programs).
      if (await hasLiveApplication(db, child!.id, input.season)) {
        throw detailError(409, AID_MESSAGES.duplicate);
      }
      let row;
      try {
        [row] = await db
          .insert(aidApplications)
          .values({
            userId: user.id,
            childId: child!.id,
            childName: `${child!.firstName} ${child!.lastName}`.trim(),
            seasonId: input.season,
            householdSize: input.household_size,
            statement: input.statement,
            document: file?.path ?? null,
            documentType: file?.type ?? null,
            documentName: file?.name ?? '',
            consentAt: new Date(),
          })
          .returning();
      } catch (error) {
        // A live application (pending or awarded) of this child and season exists already.
        if (isUniqueViolation(error)) throw detailError(409, AID_MESSAGES.duplicate);
        throw error;
      }
      const [json] = await aidJson(db, [row!]);
      return c.json(json!, 201);
    } catch (error) {
      await upload?.discard();
      throw error;
    }
  })
  .delete('/:id', async (c) => {
    // The policy's ownership rule has already answered 404 for anyone else's application.
    const { db } = c.var.deps;
    const id = idOf(c.req.param('id'));
    const [row] = await db
      .update(aidApplications)
      .set({ status: 'withdrawn' })
      .where(and(eq(aidApplications.id, id), eq(aidApplications.status, 'pending')))
      .returning();
    if (!row) {
      const [existing] = await db
        .select({ id: aidApplications.id })
        .from(aidApplications)
        .where(eq(aidApplications.id, id));
      if (!existing) throw notFound();
      throw detailError(409, AID_MESSAGES.withdrawOnlyPending);
    }
    const [json] = await aidJson(db, [row]);
    return c.json(json!);
  })
  .get('/:id/document', async (c) => {
    // The family's own, or any to staff (the ownership rule); nothing else gets this far.
    const id = idOf(c.req.param('id'));
    const [row] = await c.var.deps.db.select().from(aidApplications).where(eq(aidApplications.id, id));
    if (!row?.document || !row.documentType) throw notFound();
    return sendUpload(c, { filePath: row.document, contentType: row.documentType }, 'private, no-store', {
      filename: `aid-application-${row.id}.${EXTENSIONS[row.documentType] ?? 'bin'}`,
    });
  });
