/**
 * POST /office/uploads/ (staff, multipart: `file`): an image for a program or sponsor logo or a
 * news picture. Only JPEG, PNG, GIF, WebP and AVIF files are taken, judged from their first bytes
 * (an SVG, a page or a script renamed .png is refused), up to 5 MB counted while the body streams
 * (server/http/uploads.ts). The file goes to DATA_DIR/uploads/office/<yyyy-mm>/ under a random
 * name; its row (office_media) and the audit entry commit together. The answer's `url`
 * (/api/media/<name>, served by server/routes/media/) is what the record's image field keeps.
 */
import path from 'node:path';
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MEDIA_PATH,
  UPLOAD_MESSAGES,
  type ImageType,
  type OfficeUpload,
} from '../../../src/domain/office/uploads';
import { recordAudit } from '../../audit/log';
import { clientIp } from '../../context';
import { officeMedia } from '../../db/schema/media';
import { fieldError } from '../../http/errors';
import { routes } from '../../http/router';
import { receiveUpload, type UploadRule } from '../../http/uploads';
import { SIGNATURE_BYTES, sniffMediaType } from '../gallery/media-type';

const isImageType = (type: string | null): type is ImageType => type !== null && type in IMAGE_TYPES;

/** An office image: what its bytes are decides, whatever the browser declared. */
const OFFICE_IMAGE: UploadRule = {
  field: 'file',
  maxBytes: MAX_IMAGE_BYTES,
  sniffBytes: SIGNATURE_BYTES,
  accept: (head) => {
    const type = sniffMediaType(head);
    return isImageType(type) ? type : null;
  },
  store: { folder: 'office', extension: (type) => IMAGE_TYPES[type as ImageType] },
  messages: {
    notMultipart: { status: 415, detail: UPLOAD_MESSAGES.notMultipart },
    unreadable: UPLOAD_MESSAGES.unreadable,
    missing: UPLOAD_MESSAGES.missing,
    refused: UPLOAD_MESSAGES.notImage,
    tooLarge: UPLOAD_MESSAGES.tooLarge,
  },
};

export const officeUploadRoutes = routes('/office/uploads').post('/', async (c) => {
  const { deps, user } = c.var;
  const upload = await receiveUpload(c, OFFICE_IMAGE);
  const { file } = upload;
  if (upload.problem || !file?.path || !isImageType(file.type)) {
    await upload.discard();
    throw fieldError({ file: [upload.problem ?? UPLOAD_MESSAGES.missing] });
  }
  // The stored file's own random name is its public name.
  const name = path.posix.basename(file.path);
  try {
    const answer = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(officeMedia)
        .values({
          name,
          filePath: file.path!,
          contentType: file.type,
          sizeBytes: file.size,
          originalName: file.name,
          uploadedBy: user.id,
        })
        .returning();
      const json = {
        id: row!.id,
        name,
        url: `${MEDIA_PATH}${name}`,
        content_type: file.type as ImageType,
        size: file.size,
        original_name: file.name,
      } satisfies OfficeUpload;
      await recordAudit(tx, {
        actor: user,
        action: 'create',
        entity: 'upload',
        entityId: row!.id,
        after: json as unknown as Record<string, unknown>,
        ip: clientIp(c),
      });
      return json;
    });
    return c.json(answer, 201);
  } catch (error) {
    await upload.discard();
    throw error;
  }
});
