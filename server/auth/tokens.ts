/**
 * Access and refresh JWTs (HS256, jose). A sign-in starts a session: a refresh family stored in the
 * database (server/db/schema/auth.ts). Access tokens live 15 minutes and carry their session (claim
 * `sid`, the family's id) and the account's token version (claim `ver`, users.token_version); the
 * auth middleware checks both on every request, so ending the session (a logout, a password change
 * or reset) or raising the version refuses the token at once. Refresh tokens live 7 days, are single
 * use and belong to the family. Reusing a rotated refresh token revokes its family; so does a logout.
 * Every token must carry exp, iat, sub, jti and typ, and be no older than its lifetime.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { refreshFamilies, refreshTokens, users } from '../db/schema/auth';
import { RecentMap } from '../recent-map';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A pair of tokens as the API returns them. */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** The account a token is issued to: its id and current token version. */
export interface TokenSubject {
  id: number;
  tokenVersion: number;
}

/** What a valid access token says: whose it is, its session and the token version it was issued under. */
export interface AccessClaims {
  userId: number;
  version: number;
  /** The refresh family the token was issued in: the session a logout ends. */
  sessionId: string;
}

/** Signs, verifies and rotates the API's tokens. */
export interface TokenService {
  /** Starts a new refresh family for a user and returns its first pair. */
  issue(user: TokenSubject): Promise<TokenPair>;
  /** The claims of a valid access token, or null. */
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /** Exchanges a refresh token for a new pair, or null when it is invalid, expired, revoked or reused. */
  rotate(refreshToken: string): Promise<TokenPair | null>;
  /** Revokes the family of a refresh token (a logout); a token that is not valid changes nothing. */
  revokeFamilyOf(refreshToken: string): Promise<void>;
  /** Ends one session of a user (a logout with its access token). */
  endSession(userId: number, sessionId: string): Promise<void>;
  /**
   * Signs a user out everywhere (a password reset), or everywhere but the session `except` (a
   * password change, made in that session): revokes those refresh families, whose access tokens
   * are then refused at once. Pass the transaction of the change.
   */
  revokeAll(userId: number, db?: Db, except?: string): Promise<void>;
}

const LIFETIME = { access: ACCESS_TTL_SECONDS, refresh: REFRESH_TTL_SECONDS } as const;
/** How many verified access tokens a process remembers (a few per account signed in at once). */
const MAX_VERIFIED = 10_000;

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

  // Access tokens whose signature and claims checked out, by token: a signed-in client sends the
  // same one with every request until it is refreshed, and the check (an HMAC, the claims) gives
  // the same answer until the token's end, so it is made once. Only the signature and the claims:
  // the account and its token version are checked on every request (server/auth/middleware.ts).
  const verifiedAccess = new RecentMap<string, { claims: AccessClaims; until: number }>(MAX_VERIFIED);

  const verify = async (token: string, typ: 'access' | 'refresh') => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        // A token without an expiry would never die: refused, as is one older than its lifetime.
        requiredClaims: ['exp', 'iat', 'sub', 'jti', 'typ'],
        maxTokenAge: LIFETIME[typ],
      });
      if (payload['typ'] !== typ || !payload.sub || !payload.jti) return null;
      const userId = Number(payload.sub);
      return Number.isSafeInteger(userId) ? { userId, jti: payload.jti, payload } : null;
    } catch {
      return null;
    }
  };

  const pairFor = async (user: TokenSubject, familyId: string): Promise<TokenPair> => {
    const jti = randomUUID();
    await db.insert(refreshTokens).values({
      jti,
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    });
    const [access, refresh] = await Promise.all([
      sign(
        { typ: 'access', ver: user.tokenVersion, sid: familyId },
        user.id,
        randomUUID(),
        ACCESS_TTL_SECONDS,
      ),
      sign({ typ: 'refresh', fam: familyId }, user.id, jti, REFRESH_TTL_SECONDS),
    ]);
    return { access, refresh };
  };

  const revokeFamily = (familyId: string, userId: number) =>
    db
      .update(refreshFamilies)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshFamilies.id, familyId),
          eq(refreshFamilies.userId, userId),
          isNull(refreshFamilies.revokedAt),
        ),
      );

  return {
    async issue(user) {
      const familyId = randomUUID();
      await db.insert(refreshFamilies).values({ id: familyId, userId: user.id });
      return pairFor(user, familyId);
    },

    async verifyAccess(token) {
      const known = verifiedAccess.get(token);
      if (known) {
        if (Date.now() < known.until) return known.claims;
        verifiedAccess.delete(token);
      }
      const verified = await verify(token, 'access');
      const version = verified?.payload['ver'];
      const sessionId = verified?.payload['sid'];
      if (!verified || typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
      // A token from before sessions were named (issue 36) is refused: the client refreshes once.
      if (typeof sessionId !== 'string' || sessionId === '') return null;
      const claims = Object.freeze({ userId: verified.userId, version, sessionId });
      // Good until it expires or grows older than an access token may be, whichever comes first.
      const { exp, iat } = verified.payload as { exp: number; iat: number };
      verifiedAccess.set(token, { claims, until: Math.min(exp, iat + LIFETIME.access) * 1000 });
      return claims;
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
          tokenVersion: users.tokenVersion,
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
        await revokeFamily(row.familyId, row.userId);
        return null;
      }
      return pairFor({ id: row.userId, tokenVersion: row.tokenVersion }, row.familyId);
    },

    async revokeFamilyOf(refreshToken) {
      const verified = await verify(refreshToken, 'refresh');
      const familyId = verified?.payload['fam'];
      if (!verified || typeof familyId !== 'string') return;
      await revokeFamily(familyId, verified.userId);
    },

    async endSession(userId, sessionId) {
      await revokeFamily(sessionId, userId);
    },

    async revokeAll(userId, executor = db, except) {
      // Everywhere: the version is raised too, a second lock on every access token issued before.
      if (except === undefined) {
        await executor
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, userId));
      }
      await executor
        .update(refreshFamilies)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshFamilies.userId, userId),
            isNull(refreshFamilies.revokedAt),
            except === undefined ? undefined : ne(refreshFamilies.id, except),
          ),
        );
    },
  };
}
