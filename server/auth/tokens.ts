/**
 * Access and refresh JWTs (HS256, jose). Access tokens live 15 minutes and are checked by signature
 * only; refresh tokens live 7 days, are single use and belong to a family stored in the database
 * (see server/db/schema/auth.ts). Reusing a rotated refresh token revokes its family.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { refreshFamilies, refreshTokens, users } from '../db/schema/auth';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A pair of tokens as the API returns them. */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** Signs, verifies and rotates the API's tokens. */
export interface TokenService {
  /** Starts a new refresh family for a user and returns its first pair. */
  issue(userId: number): Promise<TokenPair>;
  /** The user id of a valid access token, or null. */
  verifyAccess(token: string): Promise<number | null>;
  /** Exchanges a refresh token for a new pair, or null when it is invalid, expired, revoked or reused. */
  rotate(refreshToken: string): Promise<TokenPair | null>;
  /** Revokes every refresh family of a user (after a password reset). */
  revokeAll(userId: number): Promise<void>;
}

/** Creates the token service over a database and signing secret. */
export function createTokenService(db: Db, secret: string): TokenService {
  const key = new TextEncoder().encode(secret);

  const sign = (claims: Record<string, unknown>, subject: number, jti: string, ttl: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(subject))
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(key);

  const verify = async (token: string, typ: 'access' | 'refresh') => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload['typ'] !== typ || !payload.sub || !payload.jti) return null;
      const userId = Number(payload.sub);
      return Number.isSafeInteger(userId) ? { userId, jti: payload.jti, payload } : null;
    } catch {
      return null;
    }
  };

  const pairFor = async (userId: number, familyId: string): Promise<TokenPair> => {
    const jti = randomUUID();
    await db.insert(refreshTokens).values({
      jti,
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    });
    const [access, refresh] = await Promise.all([
      sign({ typ: 'access' }, userId, randomUUID(), ACCESS_TTL_SECONDS),
      sign({ typ: 'refresh', fam: familyId }, userId, jti, REFRESH_TTL_SECONDS),
    ]);
    return { access, refresh };
  };

  const revokeFamily = (familyId: string) =>
    db
      .update(refreshFamilies)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshFamilies.id, familyId), isNull(refreshFamilies.revokedAt)));

  return {
    async issue(userId) {
      const familyId = randomUUID();
      await db.insert(refreshFamilies).values({ id: familyId, userId });
      return pairFor(userId, familyId);
    },

    async verifyAccess(token) {
      return (await verify(token, 'access'))?.userId ?? null;
    },

    async rotate(refreshToken) {
      const verified = await verify(refreshToken, 'refresh');
      if (!verified) return null;
      const [row] = await db
        .select({
          familyId: refreshTokens.familyId,
          userId: refreshFamilies.userId,
          revokedAt: refreshFamilies.revokedAt,
          isActive: users.isActive,
        })
        .from(refreshTokens)
        .innerJoin(refreshFamilies, eq(refreshFamilies.id, refreshTokens.familyId))
        .innerJoin(users, eq(users.id, refreshFamilies.userId))
        .where(eq(refreshTokens.jti, verified.jti));
      if (!row || row.userId !== verified.userId || row.revokedAt || !row.isActive) return null;
      // Claim the token atomically: of two concurrent uses only one wins, the other counts as reuse.
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.jti, verified.jti), isNull(refreshTokens.usedAt)))
        .returning({ jti: refreshTokens.jti });
      if (claimed.length === 0) {
        await revokeFamily(row.familyId);
        return null;
      }
      return pairFor(row.userId, row.familyId);
    },

    async revokeAll(userId) {
      await db
        .update(refreshFamilies)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshFamilies.userId, userId), isNull(refreshFamilies.revokedAt)));
    },
  };
}
