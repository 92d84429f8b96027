/**
 * Images the league office uploads (POST /office/uploads/, multipart, field `file`): program and
 * sponsor logos, news pictures. The answer names the public address the record then keeps.
 */

/** Largest image taken, in bytes (5 MB: a phone photo; logos are far smaller). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The image formats taken, judged from the file's first bytes, with the extension each is stored under. */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

/** What the upload route and the office's image fields say. */
export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the image as multipart/form-data.',
  unreadable: 'The upload could not be read. Please try again.',
  missing: 'Choose an image to upload.',
  notImage: 'Only JPEG, PNG, GIF, WebP or AVIF images can be uploaded.',
  tooLarge: 'The image is too large. The limit is 5 MB.',
  failed: 'The image could not be uploaded right now. Please try again.',
} as const;

/** Where a public image is served: /api/media/<name>. */
export const MEDIA_PATH = '/api/media/';

/** An uploaded image, as POST /office/uploads/ answers it. */
export interface OfficeUpload {
  id: number;
  /** The file's public name, '<uuid>.<ext>'. */
  name: string;
  /** Its public address on this site, e.g. /api/media/4f0c….png: what a logo or image field keeps. */
  url: string;
  content_type: ImageType;
  size: number;
  original_name: string;
}

/** Whether a browser-declared file type could be an image we take (the server judges the bytes). */
export function looksLikeImage(file: { type: string; size: number }): boolean {
  return file.type === '' || file.type in IMAGE_TYPES;
}
