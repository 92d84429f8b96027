/**
 * Signed links the notification path puts in mails and texts (issue 39): the stop link (no more
 * non-essential messages) and the availability link (answer for a game or team event without
 * signing in). Nothing is stored: a link is a short JWT (HS256, jose) signed with a key derived
 * from JWT_SECRET for this purpose alone, naming the person and, for availability, the occasion; it
 * expires with the occasion. A changed character, another purpose or an expired link is refused.
 */
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { OccasionKind } from '../../src/domain/availability';

/** What a link lets its holder do. */
export type LinkClaims =
  | { purpose: 'stop'; userId: number }
  | { purpose: 'availability'; userId: number; kind: OccasionKind; occasion: number };

/** Why a link was refused. */
export type LinkProblem = 'invalid' | 'expired';

const keys = new Map<string, Uint8Array>();
/** The signing key of notification links, derived from the server's secret. */
function linkKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', secret).update('notification links v1').digest());
    keys.set(secret, key);
  }
  return key;
}

/** A signed link token for `claims`, valid until `expiresAt` (stop links: about ten years). */
export function signLink(secret: string, claims: LinkClaims, expiresAt: Date): Promise<string> {
  const body =
    claims.purpose === 'stop'
      ? { p: 's', u: claims.userId }
      : { p: 'a', u: claims.userId, k: claims.kind === 'game' ? 'g' : 'e', o: claims.occasion };
  return new SignJWT(body)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(linkKey(secret));
}

/** The claims of a link token, or why it is refused. */
export async function readLink(
  secret: string,
  token: string,
  now = new Date(),
): Promise<{ ok: true; claims: LinkClaims } | { ok: false; problem: LinkProblem }> {
  try {
    const { payload } = await jwtVerify(token, linkKey(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp'],
    });
    const user = Number(payload['u']);
    if (!Number.isSafeInteger(user) || user < 1) return { ok: false, problem: 'invalid' };
    if (payload['p'] === 's') return { ok: true, claims: { purpose: 'stop', userId: user } };
    const occasion = Number(payload['o']);
    if (
      payload['p'] === 'a' &&
      (payload['k'] === 'g' || payload['k'] === 'e') &&
      Number.isSafeInteger(occasion)
    ) {
      return {
        ok: true,
        claims: {
          purpose: 'availability',
          userId: user,
          kind: payload['k'] === 'g' ? 'game' : 'event',
          occasion,
        },
      };
    }
    return { ok: false, problem: 'invalid' };
  } catch (error) {
    return { ok: false, problem: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The site page where a stop link lands. */
export const stopLinkUrl = (siteUrl: string, token: string) => `${siteUrl}/notifications/stop?token=${token}`;
/** The site page where an availability link lands. */
export const availabilityLinkUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/availability?token=${token}`;
