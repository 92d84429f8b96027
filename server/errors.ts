/**
 * Domain errors: what a service throws when one of its rules refuses a request. Services speak of
 * the refusal, never of HTTP; the app's error handler (server/app.ts) answers each kind with its
 * status once (server/http/errors.ts: DOMAIN_STATUS), with the body as it is here (`{detail}` for a
 * whole request, `{field: [message]}` for input, DRF-shaped).
 */

/** Why a rule refused: bad input, not the caller's to do, unknown, in the way of the state, or keys that do not match. */
export type Refusal = 'invalid' | 'forbidden' | 'not_found' | 'conflict' | 'mismatch';

/** Field name to its messages (a nested object for a nested field, e.g. shipping_address). */
export type DomainFieldErrors = Record<string, string[] | Record<string, string[]>>;

/** A refusal by a service, answered by the app's error handler. */
export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly body: { detail: string } | DomainFieldErrors,
  ) {
    super(typeof body['detail'] === 'string' ? body['detail'] : refusal);
  }
}

/** Input a rule refuses, field by field. */
export const invalidFields = (fields: DomainFieldErrors) => new DomainError('invalid', fields);

/** A request a rule refuses as a whole (e.g. the waiver is not signed). */
export const invalid = (detail: string) => new DomainError('invalid', { detail });

/** Not the caller's to do (their role, their age). */
export const forbidden = (detail: string) => new DomainError('forbidden', { detail });

/** No such record (or not the caller's). */
export const notFoundError = (detail = 'Not found.') => new DomainError('not_found', { detail });

/** The record's state is in the way (already paid, no place left, under way). */
export const conflict = (detail: string) => new DomainError('conflict', { detail });

/** A key that belongs to something else (a payment or refund key sent with other figures). */
export const mismatch = (detail: string) => new DomainError('mismatch', { detail });
