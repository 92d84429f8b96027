/**
 * Accounts and sign-in state.
 *
 * - users: one row per account; email is stored lowercased and unique; password_hash is a
 *   self-describing scrypt string (`scrypt$N$r$p$salt$hash`, see server/auth/password.ts). A
 *   coach's calendar-editor rights are per program, in coach_program_grants (schema/events.ts).
 *   token_version is carried in every access token (claim `ver`); raising it (a password reset)
 *   makes every access token issued before refused at once by the auth middleware.
 * - refresh_families / refresh_tokens: every login starts a family; each refresh token (by jti) is
 *   single use. Presenting a used token again revokes the whole family (revoked_at).
 * - password_reset_tokens: only the SHA-256 of the mailed token is stored; single use, 1 hour.
 * - email_verified_at: when the account proved it owns its e-mail address (followed a mailed
 *   confirmation link, or a password-reset link); null until then. Consent and receipts wait for it.
 *   The confirmation links themselves are link_tokens (server/db/schema/links.ts).
 *   email_verified_via says how (issue 36): 'session' (the link followed inside a session of the
 *   account, so by someone holding both the mailbox and the password) or 'reset' (a reset link, after
 *   which the mailbox holder chose the password); null for confirmations from before, when the link
 *   alone confirmed, so a stranger who had signed up with the address could be confirmed by its
 *   owner's click. A reset of such an account takes the address over (server/auth/address-owner.ts).
 * - An address taken over by its owner ("This wasn't me" on the confirmation page) leaves the
 *   account that claimed it: its email becomes `released-<id>-<time>@address-released.invalid`
 *   (a reserved name that no mail reaches), so the owner can sign up with the address; the audit log
 *   keeps which address it was.
 * - Access tokens carry their session (claim `sid`: the refresh family's id) and are refused once
 *   that family is revoked (a logout, a password change or reset), checked on every request.
 * Sign-in attempts are counted in rate_limits (server/auth/login-throttle.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A shipping address as stored on a user (spec 2 §3). */
export interface StoredShippingAddress {
  id?: number;
  label?: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  confirmed_at?: string | null;
}

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').notNull(),
    coachCounty: text('coach_county'),
    dateOfBirth: date('date_of_birth'),
    phoneNumber: text('phone_number'),
    shippingAddress: jsonb('shipping_address').$type<StoredShippingAddress>(),
    parentCodeOfConductAcknowledgedAt: timestamp('parent_code_of_conduct_acknowledged_at', {
      withTimezone: true,
    }),
    isActive: boolean('is_active').notNull().default(true),
    tokenVersion: integer('token_version').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** How the address was proven (issue 36): 'session' or 'reset'; null before issue 36 (a link alone). */
    emailVerifiedVia: text('email_verified_via'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

export const refreshFamilies = pgTable('refresh_families', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => refreshFamilies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_unique').on(table.tokenHash)],
);
