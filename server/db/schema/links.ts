/**
 * Links the API mails that prove who holds an e-mail address (server/auth/link-tokens.ts), one row
 * per link sent:
 *
 * - purpose 'verify_email': user_id is the account; email is the address being confirmed (a link
 *   only confirms the address the account still has).
 * - purpose 'guardian_approval': athlete_profile_id is the athlete asking; email is the guardian it
 *   was sent to (a link only decides while the profile still names that guardian).
 *
 * Only the SHA-256 of the token is stored (the mailed link carries the token); a link works once
 * (used_at) and until expires_at. Rows go with their account or athlete profile.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { athleteProfiles } from './athletes';
import { users } from './auth';

export const linkTokens = pgTable(
  'link_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'verify_email' or 'guardian_approval'. */
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    athleteProfileId: integer('athlete_profile_id').references(() => athleteProfiles.id, {
      onDelete: 'cascade',
    }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('link_tokens_hash_unique').on(table.tokenHash),
    index('link_tokens_user_idx').on(table.userId),
    index('link_tokens_athlete_idx').on(table.athleteProfileId),
  ],
);
