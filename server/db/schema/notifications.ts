/**
 * The one notification path (issue 39, server/notify/): what the league tells people, to whom, and
 * how each telling went, per person and channel.
 *
 * - notifications: one row per notice a feature asked for (`notify()`): its kind ('message',
 *   'game_change', 'availability_reminder', 'minimum_players', 'phone_code', 'official_offer' …),
 *   subject and plain text, an optional link (where to act), whether it is urgent (quiet hours do
 *   not hold it) and essential (sent even to people who stopped non-essential messages: game
 *   changes such as cancellations), the audience in words, and what it is about (a message of the
 *   office or a coach, a game, a team event). dedupe_key (unique) makes a notice by the clock (a
 *   reminder, an alert) exist once however many processes try to send it. Never deleted.
 * - notification_recipients: the people a notice is for (the inbox a portal shows), whether or not
 *   any channel could reach them.
 * - deliveries: one row per notice, person and channel ('email', 'sms', 'push'): the address used
 *   (an e-mail address, a phone number in E.164, or 'n devices'), status 'queued' → 'sent' →
 *   'delivered', or 'failed' (tried again after next_attempt_at: the wait doubles from
 *   MESSAGE_RETRY_DELAY_MS, at most MESSAGE_DELIVERY_MAX_ATTEMPTS tries) or 'bounced' (refused for
 *   good: never tried again). held: why a queued delivery waits ('quiet hours'). The job loop of any
 *   API process claims due rows with FOR UPDATE SKIP LOCKED and a lease (claimed_until);
 *   provider_ref is the SMS provider's message id, whose later status (delivered, undelivered)
 *   settles the row. Unique per notice, person and channel: nobody hears a notice twice by one channel.
 * - notification_settings: a person's choices: channels (e-mail, texts, push), whether they get
 *   non-essential messages (the stop link in every mail and text turns it off), and quiet hours in
 *   league time (minutes after midnight; start = end or null: none). No row: the defaults.
 * - account_phones: the mobile number an account receives texts at, confirmed with a code sent to
 *   it (only the code's hash is kept; 10 minutes, 5 tries). One per account.
 * - push_subscriptions: the browsers (devices) that opted in to Web Push from a portal, with the
 *   push service's endpoint and keys; removed when the service says the subscription is gone.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { familyMessages } from './messages';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    link: text('link').notNull().default(''),
    urgent: boolean('urgent').notNull().default(false),
    essential: boolean('essential').notNull().default(false),
    audienceLabel: text('audience_label').notNull().default(''),
    messageId: integer('message_id').references(() => familyMessages.id, { onDelete: 'restrict' }),
    gameId: integer('game_id'),
    eventId: integer('event_id'),
    teamId: integer('team_id'),
    dedupeKey: text('dedupe_key'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_unique').on(table.dedupeKey),
    index('notifications_message_idx').on(table.messageId),
    index('notifications_game_idx').on(table.gameId),
  ],
);

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.userId] }),
    index('notification_recipients_user_idx').on(table.userId, table.notificationId),
  ],
);

export const deliveries = pgTable(
  'deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** email, sms or push. */
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    /** queued, sent, delivered, failed or bounced. */
    status: text('status').notNull().default('queued'),
    held: text('held').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    providerRef: text('provider_ref'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('deliveries_once_per_channel').on(table.notificationId, table.userId, table.channel),
    index('deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('deliveries_provider_ref_idx').on(table.providerRef),
  ],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  push: boolean('push').notNull().default(true),
  nonEssential: boolean('non_essential').notNull().default(true),
  quietStart: smallint('quiet_start'),
  quietEnd: smallint('quiet_end'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountPhones = pgTable(
  'account_phones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('account_phones_user_unique').on(table.userId)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** The statuses a delivery passes through (README: Game day). */
export const DELIVERY_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'bounced'] as const;

/** Rows of the sandbox SMS provider (server/sandbox/sms/): its own records, as Twilio keeps them. */
export const sandboxSmsMessages = pgTable(
  'sandbox_sms_messages',
  {
    sid: text('sid').primaryKey(),
    accountSid: text('account_sid').notNull(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    body: text('body').notNull(),
    /** queued → sent → delivered, or undelivered / failed with error_code (read by the time, like Twilio's). */
    outcome: text('outcome').notNull(),
    errorCode: integer('error_code'),
    statusCallback: text('status_callback'),
    deliverAt: timestamp('deliver_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_sms_messages_to_idx').on(table.to, table.createdAt)],
);
