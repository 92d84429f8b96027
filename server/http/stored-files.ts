/**
 * Serving a file stored under DATA_DIR/uploads (server/http/uploads.ts put it there): whole, or the
 * byte range a video player asks for (Range: bytes=start-end), with the content type judged when it
 * was uploaded. The one way the API answers an uploaded file: gallery highlights, office images.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { notFound } from './errors';

/** A stored file as its row keeps it: where it is under DATA_DIR/uploads, and what it is. */
export interface StoredFile {
  filePath: string;
  contentType: string;
}

/** The absolute path of a stored file (never outside the uploads folder). */
export function uploadPath(dataDir: string, row: Pick<StoredFile, 'filePath'>): string | null {
  const root = path.join(dataDir, 'uploads');
  const target = path.resolve(root, row.filePath);
  return target.startsWith(root + path.sep) ? target : null;
}

/** An attachment disposition (the name kept to plain ASCII; the caller names the file). */
function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_') || 'document'}"`;
}

/**
 * Answers a stored file (404 when it is gone), honouring a single byte range. `download` names the
 * file for a `Content-Disposition: attachment` (a private document is saved, never shown inline).
 */
export async function sendUpload<E extends AppEnv>(
  c: Context<E>,
  row: StoredFile,
  cacheControl: string,
  download?: { filename: string },
): Promise<Response> {
  const file = uploadPath(c.var.deps.config.dataDir, row);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) throw notFound();
  const headers: Record<string, string> = {
    'Content-Type': row.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
    'Content-Disposition': download ? attachment(download.filename) : 'inline',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  let start = 0;
  let end = info.size - 1;
  if (range && (range[1] || range[2])) {
    start = range[1] ? Number(range[1]) : Math.max(0, info.size - Number(range[2]));
    end = range[1] && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
    if (start > end || start >= info.size) {
      return c.body(null, 416, { 'Content-Range': `bytes */${info.size}` });
    }
    headers['Content-Range'] = `bytes ${start}-${end}/${info.size}`;
  }
  headers['Content-Length'] = String(end - start + 1);
  const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  return c.body(stream, range && (range[1] || range[2]) ? 206 : 200, headers);
}
