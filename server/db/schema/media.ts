/**
 * Images uploaded in the league office (program and sponsor logos, news pictures).
 *
 * - name: the file's public name, '<random uuid>.<extension>'; the image is served to anyone at
 *   /api/media/<name> (server/routes/media/) with its stored content type, cached for a year (a
 *   name never gets other bytes). Records that show it keep that address (programs.logo,
 *   sponsors.logo, press_articles.image), so it survives every rebuild of the site.
 * - file_path: where the bytes are, relative to DATA_DIR/uploads (office/<yyyy-mm>/<name>).
 * - content_type: judged from the file's first bytes when it was uploaded (JPEG, PNG, GIF, WebP or
 *   AVIF), never from what the browser declared.
 * - uploaded_by: the member of staff (null once the account is gone); the audit log keeps who too.
 *
 * Rows and files are kept: a record that stops naming an image leaves it in place (an older
 * build, a cached page or another record may still show it).
 */
import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const officeMedia = pgTable(
  'office_media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    filePath: text('file_path').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull().default(''),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('office_media_name_unique').on(table.name)],
);
