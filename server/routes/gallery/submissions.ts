/**
 * POST /gallery/submissions/ (multipart): title, description, location, team_one, team_two,
 * media (the file) and media_type. The file must really be a photo or video (its first bytes are
 * checked, not only the type the browser declared); it streams to DATA_DIR/uploads/gallery/ under
 * a random name (server/http/uploads.ts) and a row waits in status 'pending_review'; nothing is
 * published until media review. Every attempt, taken or refused, counts toward the address's
 * hourly limit (GALLERY_UPLOADS_PER_HOUR), counted before the body is read.
 */
import path from 'node:path';
import type { Context } from 'hono';
import { clientIp, type AppEnv } from '../../context';
import { gallerySubmissions } from '../../db/schema/inbox';
import { fieldError, type FieldErrors } from '../../http/errors';
import { enforceLimit } from '../../http/rate-limit';
import { TOO_MANY_SUBMISSIONS } from '../../http/submission-limit';
import { receiveUpload, type UploadRule } from '../../http/uploads';
import { SIGNATURE_BYTES, sniffMediaType } from './media-type';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
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

/** A highlight: a photo or video by its bytes (SVG never passes), declared as one by the browser. */
const HIGHLIGHT: UploadRule = {
  field: 'media',
  maxBytes: MAX_UPLOAD_BYTES,
  sniffBytes: SIGNATURE_BYTES,
  // What the bytes are decides, so a page or script renamed to .jpg is refused.
  accept: (head, declared) => (/^(image|video)\//.test(declared.type) ? sniffMediaType(head) : null),
  store: { folder: 'gallery', extension: (type) => EXTENSIONS[type] ?? 'bin' },
  messages: {
    notMultipart: { status: 415, detail: 'Send the highlight as multipart/form-data.' },
    unreadable: 'The upload could not be read. Please try again.',
    missing: 'Please select a photo or video to upload.',
    refused: 'Only photo or video files can be submitted.',
    tooLarge: 'The file is too large. The limit is 50 MB.',
  },
};

/** The public address of an approved submission's file. */
export function publishedMediaPath(row: { id: number; filePath: string }): string {
  return `/api/gallery/media/${row.id}${path.extname(row.filePath)}`;
}

const field = (form: Record<string, string>, name: string, max: number) =>
  (form[name] ?? '').trim().slice(0, max);

/** Stores a highlight submission and its file; answers 201 or 400 with field errors. */
export async function submitHighlight(c: Context<AppEnv>) {
  const { db, config } = c.var.deps;
  const ipAddress = clientIp(c);
  const hourly = { bucket: 'gallery-upload', max: config.limits.galleryUploadsPerHour, windowMs: 3_600_000 };
  await enforceLimit(db, hourly, ipAddress, TOO_MANY_SUBMISSIONS);
  const upload = await receiveUpload(c, HIGHLIGHT);

  const errors: FieldErrors = {};
  const title = field(upload.fields, 'title', 1000);
  if (!title) errors['title'] = ['Please add a title.'];
  else if (title.length > 200) errors['title'] = ['Keep the title under 200 characters.'];
  if (upload.problem) errors['media'] = [upload.problem];
  const { file } = upload;
  if (Object.keys(errors).length > 0 || !file?.path) {
    await upload.discard();
    throw fieldError(errors);
  }

  try {
    await db.insert(gallerySubmissions).values({
      title,
      description: field(upload.fields, 'description', 5000),
      location: field(upload.fields, 'location', 200),
      teamOne: field(upload.fields, 'team_one', 200),
      teamTwo: field(upload.fields, 'team_two', 200),
      mediaType: file.type.startsWith('video/') ? 'video' : 'photo',
      filePath: file.path,
      originalName: file.name,
      contentType: file.type,
      sizeBytes: file.size,
      ipAddress,
    });
  } catch (error) {
    await upload.discard();
    throw error;
  }
  return c.json({ detail: SUBMITTED }, 201);
}
