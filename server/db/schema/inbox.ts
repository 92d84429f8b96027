/**
 * What visitors send in: gallery highlight submissions (file kept under DATA_DIR/uploads, row
 * waiting in status 'pending_review' until media review) and contact-form messages. Both keep the
 * sender's address (ip_address) so submissions per address can be limited across API replicas.
 */
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
});
