/**
 * What visitors send in: gallery highlight submissions (file kept under DATA_DIR/uploads, row
 * waiting in status 'pending_review' until media review) and contact-form messages. Both keep the
 * sender's address (ip_address) so submissions per address can be limited across API replicas.
 *
 * Staff clear both in the review queue (/portal/coach): a submission becomes 'approved' (published
 * as the gallery item gallery_item_id; its file is then served at /api/gallery/media/) or
 * 'rejected' (its file is deleted); a message goes from 'pending_review' to 'handled'. reviewed_by /
 * reviewed_at (handled_by / handled_at) say who decided and when; the audit log keeps every decision.
 */
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { galleryItems } from './content';

export const gallerySubmissions = pgTable('gallery_submissions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  location: text('location').notNull().default(''),
  teamOne: text('team_one').notNull().default(''),
  teamTwo: text('team_two').notNull().default(''),
  /** 'photo' or 'video'. */
  mediaType: text('media_type').notNull(),
  /** Path of the stored file relative to the uploads folder. */
  filePath: text('file_path').notNull(),
  originalName: text('original_name').notNull().default(''),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  /** pending_review, approved or rejected. */
  status: text('status').notNull().default('pending_review'),
  ipAddress: text('ip_address').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewNote: text('review_note').notNull().default(''),
  galleryItemId: integer('gallery_item_id').references(() => galleryItems.id, { onDelete: 'set null' }),
});

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().default(''),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull().default(''),
  ipAddress: text('ip_address').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** pending_review or handled. */
  status: text('status').notNull().default('pending_review'),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});
