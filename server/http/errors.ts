/** DRF-shaped errors: `{detail}` for a whole request, `{field: [message]}` for input. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Refusal } from '../errors';

/** Field name to its messages, as a 400 body. */
export type FieldErrors = Record<string, string[]>;

/** An error that becomes an HTTP answer with a JSON body (handled in server/app.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
    /** Headers to send with the answer (Retry-After on a 429 or 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body['detail'] === 'string' ? body['detail'] : `HTTP ${status}`);
  }
}

/** An error answered as `{detail}` with the given status. */
export function detailError(status: ContentfulStatusCode, detail: string): ApiError {
  return new ApiError(status, { detail });
}

/** A 400 answer carrying field errors. */
export function fieldError(errors: FieldErrors): ApiError {
  return new ApiError(400, errors);
}

/** The standard 404 answer. */
export function notFound(): ApiError {
  return detailError(404, 'Not found.');
}

/** The status each domain refusal answers with (server/errors.ts; server/app.ts maps them once). */
export const DOMAIN_STATUS: Record<Refusal, ContentfulStatusCode> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  mismatch: 422,
};
