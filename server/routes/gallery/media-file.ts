/**
 * Serving an uploaded highlight's file from DATA_DIR/uploads: whole, or the byte range a video
 * player asks for (Range: bytes=start-end), with its stored content type.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { gallerySubmissions } from '../../db/schema/inbox';
import { notFound } from '../../http/errors';

type SubmissionRow = typeof gallerySubmissions.$inferSelect;

/** The stored file of a submission (never outside the uploads folder). */
export function uploadPath(dataDir: string, row: Pick<SubmissionRow, 'filePath'>): string | null {
  const root = path.join(dataDir, 'uploads');
  const target = path.resolve(root, row.filePath);
  return target.startsWith(root + path.sep) ? target : null;
}

/** Answers a submission's file (404 when it is gone), honouring a single byte range. */
export async function sendUpload<E extends AppEnv>(
  c: Context<E>,
  row: SubmissionRow,
  cacheControl: string,
): Promise<Response> {
  const file = uploadPath(c.var.deps.config.dataDir, row);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) throw notFound();
  const headers: Record<string, string> = {
    'Content-Type': row.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
    'Content-Disposition': 'inline',
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

/** The public address of an approved submission's file. */
export function publishedMediaPath(row: Pick<SubmissionRow, 'id' | 'filePath'>): string {
  return `/api/gallery/media/${row.id}${path.extname(row.filePath)}`;
}
