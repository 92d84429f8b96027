/**
 * Multipart uploads judged while they stream, never read whole into memory: the one way an API
 * route takes a file (highlights, schedule CSVs; logos and news images next).
 *
 * A body whose Content-Length is over the cap is refused before a byte is read; a chunked one as
 * soon as it passes the cap. The file's first bytes decide whether it is accepted (`accept`, e.g.
 * sniffing the format); an accepted file streams straight to DATA_DIR/uploads/<folder>/<yyyy-mm>/
 * under a random name (or, for small files a route parses at once, into memory), a refused one is
 * read past and dropped. The route gets the text fields, the stored file or the reason it was not
 * taken, and a way to discard the file when it refuses the request for another reason.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { ApiError, fieldError } from './errors';
import { assertNoNullCharacters } from './null-characters';

/** Room on top of the file for the other form fields and the multipart framing. */
const FORM_ALLOWANCE = 1024 * 1024;
/** Largest text field kept (longer values are cut; routes cap their own fields lower). */
const MAX_FIELD_BYTES = 64 * 1024;

/** What a route takes: one file field, its cap, what it accepts, where it goes and what it says. */
export interface UploadRule {
  /** The form field that carries the file. */
  field: string;
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Bytes read before `accept` decides (the longest signature it looks at). */
  sniffBytes: number;
  /**
   * The content type to keep the file as, judged from its first bytes (at most `sniffBytes`) and
   * what the sender declared; null refuses it with `messages.refused`.
   */
  accept(head: Uint8Array, declared: { name: string; type: string }): string | null;
  /**
   * Where an accepted file goes: a folder under DATA_DIR/uploads with the file name extension per
   * content type, or 'memory' for small files the route reads at once (bounded by `maxBytes`).
   */
  store: { folder: string; extension(type: string): string } | 'memory';
  messages: {
    /** The answer to a body that is not multipart/form-data. */
    notMultipart: { status: 400 | 415; detail: string };
    /** A body that cannot be read as a form. */
    unreadable: string;
    /** The file field's errors: no file (or an empty one), a file refused by `accept`, one over the cap. */
    missing: string;
    refused: string;
    tooLarge: string;
  };
}

/** An accepted file. */
export interface ReceivedFile {
  /** The content type `accept` gave it. */
  type: string;
  /** The name the sender gave it (up to 255 characters). */
  name: string;
  size: number;
  /** Where it is stored, relative to DATA_DIR/uploads (posix separators), when stored on disk. */
  path?: string;
  /** Its bytes, when the rule keeps files in memory. */
  bytes?: Uint8Array;
}

/** What an upload brought. */
export interface ReceivedUpload {
  /** The text fields (the last value of a repeated name). */
  fields: Record<string, string>;
  /** The accepted file, or null with `problem` saying why there is none. */
  file: ReceivedFile | null;
  problem: string | null;
  /** Removes the stored file (when the route refuses the request for another reason). */
  discard(): Promise<void>;
}

/** Thrown inside the stream when the body passes the cap. */
class OverCap extends Error {}

/** The 400 of a file over the cap, on the rule's file field. */
const tooLarge = (rule: UploadRule) => fieldError({ [rule.field]: [rule.messages.tooLarge] });

/**
 * The body's chunks, failing as soon as more than `limit` bytes arrived. Stopping early leaves the
 * rest unread rather than cancelling it: the server drains (or closes) the connection once it has
 * answered, and the sender still gets that answer.
 */
async function* capped(body: ReadableStream<Uint8Array>, limit: number) {
  let seen = 0;
  for await (const chunk of body.values({ preventCancel: true })) {
    seen += chunk.byteLength;
    if (seen > limit) throw new OverCap();
    yield chunk;
  }
}

/** Where a file being taken is stored, so a failure or a refusal can remove it. */
interface Storage {
  /** The absolute path of the file written so far, if any. */
  path: string | null;
  /** A write failure (a server error, unlike anything the sender did). */
  failure: Error | null;
}

/** Judges one file from its first bytes, then stores it (disk or memory) or reads past it. */
async function takeFile(
  stream: Readable,
  declared: { name: string; type: string },
  rule: UploadRule,
  uploadsDir: string,
  storage: Storage,
): Promise<{ file: ReceivedFile | null; problem: string | null }> {
  const head: Buffer[] = [];
  let size = 0;
  let decided = false;
  const kept: { type: string | null; memory: Buffer[] | null; sink: WriteStream | null } = {
    type: null,
    memory: null,
    sink: null,
  };
  const keep = async (chunk: Buffer) => {
    if (kept.memory) kept.memory.push(chunk);
    else if (kept.sink && !kept.sink.write(chunk)) await once(kept.sink, 'drain');
  };
  const decide = async () => {
    decided = true;
    const first = Buffer.concat(head).subarray(0, rule.sniffBytes);
    kept.type = size > 0 ? rule.accept(new Uint8Array(first), declared) : null;
    if (!kept.type) return;
    if (rule.store === 'memory') kept.memory = [];
    else {
      const month = new Date().toISOString().slice(0, 7);
      const name = `${randomUUID()}.${rule.store.extension(kept.type)}`;
      storage.path = path.join(uploadsDir, rule.store.folder, month, name);
      await mkdir(path.dirname(storage.path), { recursive: true });
      kept.sink = createWriteStream(storage.path, { flags: 'wx', mode: 0o640 });
      kept.sink.once('error', (error) => (storage.failure = error));
    }
    for (const chunk of head) await keep(chunk);
  };

  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (decided) {
      // A refused file is read past, never kept.
      if (kept.type) await keep(chunk);
      continue;
    }
    head.push(chunk);
    if (size >= rule.sniffBytes) await decide();
  }
  if (!decided) await decide();
  if (kept.sink) {
    kept.sink.end();
    await finished(kept.sink);
  }
  if ((stream as Readable & { truncated?: boolean }).truncated) throw new OverCap();
  if (size === 0) return { file: null, problem: rule.messages.missing };
  if (!kept.type) return { file: null, problem: rule.messages.refused };
  const file: ReceivedFile = { type: kept.type, name: declared.name.slice(0, 255), size };
  if (kept.memory) file.bytes = new Uint8Array(Buffer.concat(kept.memory));
  if (storage.path) file.path = path.relative(uploadsDir, storage.path).split(path.sep).join('/');
  return { file, problem: null };
}

/** Streams a multipart request through `rule` (see the module comment); refusals are readable 4xx. */
export async function receiveUpload<E extends AppEnv>(
  c: Context<E>,
  rule: UploadRule,
): Promise<ReceivedUpload> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new ApiError(rule.messages.notMultipart.status, { detail: rule.messages.notMultipart.detail });
  }
  const limit = rule.maxBytes + FORM_ALLOWANCE;
  if (Number(c.req.header('content-length')) > limit) throw tooLarge(rule);
  const unreadable = () => new ApiError(400, { detail: rule.messages.unreadable });
  const body = c.req.raw.body;
  if (!body) throw unreadable();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { fileSize: rule.maxBytes, fieldSize: MAX_FIELD_BYTES, fields: 50, files: 5, parts: 60 },
    });
  } catch {
    throw unreadable();
  }

  const uploadsDir = path.join(c.var.deps.config.dataDir, 'uploads');
  const storage: Storage = { path: null, failure: null };
  const discard = async () => {
    if (storage.path) await rm(storage.path, { force: true });
    storage.path = null;
  };
  const fields: Record<string, string> = {};
  let taken: ReturnType<typeof takeFile> | null = null;
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== rule.field || taken) {
      stream.resume();
      return;
    }
    const declared = { name: info.filename ?? '', type: (info.mimeType ?? '').toLowerCase() };
    taken = takeFile(stream, declared, rule, uploadsDir, storage);
    // A failure stops the parser, so the rest of the body is not read on.
    taken.catch((error: unknown) =>
      parser.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  });

  let outcome: Awaited<ReturnType<typeof takeFile>>;
  try {
    await pipeline(Readable.from(capped(body, limit)), parser);
    outcome = (await taken) ?? { file: null, problem: rule.messages.missing };
  } catch (error) {
    await discard();
    if (storage.failure) throw storage.failure;
    if (error instanceof OverCap) throw tooLarge(rule);
    // A body that stopped halfway, or is not the form it says it is.
    throw unreadable();
  }
  try {
    assertNoNullCharacters({ ...fields, ...(outcome.file ? { [rule.field]: outcome.file.name } : {}) });
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, ...outcome, discard };
}
