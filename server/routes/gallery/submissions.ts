/**
 * POST /gallery/submissions/ (multipart): title, description, location, team_one, team_two,
 * media (the file) and media_type. The file must really be a photo or video (its first bytes are
 * checked, not only the type the browser declared); it is written to DATA_DIR/uploads/gallery/
 * under a random name and a row waits in status 'pending_review'; nothing is published until media
 * review.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { clientIp, type AppEnv } from '../../context';
import { gallerySubmissions } from '../../db/schema/inbox';
import { ApiError, fieldError, type FieldErrors } from '../../http/errors';
import { assertNoNullCharacters } from '../../http/null-characters';
import { assertUnderSubmissionLimit } from '../../http/submission-limit';
import { SIGNATURE_BYTES, sniffMediaType } from './media-type';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Highlights one address may submit per hour. */
export const SUBMISSIONS_PER_HOUR = 20;
export const SUBMITTED = 'Thanks! Your highlight was submitted for review.';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/x-m4v': 'm4v',
  'video/3gpp': '3gp',
};

const field = (form: Record<string, unknown>, name: string, max: number) => {
  const value = form[name];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

/** Stores a highlight submission and its file; answers 201 or 400 with field errors. */
export async function submitHighlight(c: Context<AppEnv>) {
  const { db, config } = c.var.deps;
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError(415, { detail: 'Send the highlight as multipart/form-data.' });
  }
  const ipAddress = clientIp(c);
  await assertUnderSubmissionLimit(
    db,
    {
      table: gallerySubmissions,
      ipAddress: gallerySubmissions.ipAddress,
      createdAt: gallerySubmissions.createdAt,
    },
    ipAddress,
    SUBMISSIONS_PER_HOUR,
  );
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new ApiError(400, { detail: 'The upload could not be read. Please try again.' });
  }
  assertNoNullCharacters(form);
  const errors: FieldErrors = {};
  const title = field(form, 'title', 1000);
  if (!title) errors['title'] = ['Please add a title.'];
  else if (title.length > 200) errors['title'] = ['Keep the title under 200 characters.'];

  const media = form['media'];
  const declared = media instanceof File ? (media.type.toLowerCase().split(';')[0]?.trim() ?? '') : '';
  // What the bytes are decides, so a page or script renamed to .jpg is refused (SVG never passes).
  const type =
    media instanceof File && media.size > 0
      ? sniffMediaType(new Uint8Array(await media.slice(0, SIGNATURE_BYTES).arrayBuffer()))
      : null;
  if (!(media instanceof File) || media.size === 0) {
    errors['media'] = ['Please select a photo or video to upload.'];
  } else if (!/^(image|video)\//.test(declared) || !type) {
    errors['media'] = ['Only photo or video files can be submitted.'];
  } else if (media.size > MAX_UPLOAD_BYTES) {
    errors['media'] = ['The file is too large. The limit is 50 MB.'];
  }
  if (Object.keys(errors).length > 0 || !(media instanceof File) || !type) throw fieldError(errors);

  const mediaType = type.startsWith('video/') ? 'video' : 'photo';
  const month = new Date().toISOString().slice(0, 7);
  const relative = path.posix.join('gallery', month, `${randomUUID()}.${EXTENSIONS[type] ?? 'bin'}`);
  const target = path.join(config.dataDir, 'uploads', relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, new Uint8Array(await media.arrayBuffer()), { mode: 0o640 });

  await db.insert(gallerySubmissions).values({
    title,
    description: field(form, 'description', 5000),
    location: field(form, 'location', 200),
    teamOne: field(form, 'team_one', 200),
    teamTwo: field(form, 'team_two', 200),
    mediaType,
    filePath: relative,
    originalName: media.name.slice(0, 255),
    contentType: type,
    sizeBytes: media.size,
    ipAddress,
  });
  return c.json({ detail: SUBMITTED }, 201);
}
