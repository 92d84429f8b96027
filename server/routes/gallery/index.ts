/**
 * GET /gallery/ (published items), POST /gallery/submissions/ (highlights for media review) and
 * GET /gallery/media/{id}.{ext} (the file of an approved highlight; nothing else is served).
 */
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { GalleryItem } from '../../../src/domain/types';
import { galleryItems } from '../../db/schema/content';
import { gallerySubmissions } from '../../db/schema/inbox';
import { notFound } from '../../http/errors';
import { paginateArray } from '../../http/pagination';
import { booleanQuery, parseId } from '../../http/query';
import { sendUpload } from '../../http/stored-files';
import { submitHighlight } from './submissions';
import { routes } from '../../http/router';

export const galleryRoutes = routes('/gallery')
  .get('/', async (c) => {
    const active = booleanQuery(c, 'active');
    const rows = await c.var.deps.db
      .select()
      .from(galleryItems)
      .where(active === undefined ? undefined : eq(galleryItems.active, active))
      .orderBy(asc(galleryItems.position), asc(galleryItems.id));
    const items = rows.map(
      (row) =>
        ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          image: row.image,
          video_url: row.videoUrl,
          url: row.url,
          category: row.category,
          active: row.active,
        }) satisfies GalleryItem,
    );
    return c.json(paginateArray(c, items, { defaultSize: 50, maxSize: 200 }));
  })
  // The body streams through server/http/uploads.ts, which applies the 50 MB cap.
  .post('/submissions', submitHighlight)
  .get('/media/:name', async (c) => {
    const match = /^(\d{1,9})(\.[a-z0-9]{2,5})$/.exec(c.req.param('name'));
    const id = parseId(match?.[1]);
    const [row] = id
      ? await c.var.deps.db
          .select({ submission: gallerySubmissions })
          .from(gallerySubmissions)
          .innerJoin(galleryItems, eq(galleryItems.id, gallerySubmissions.galleryItemId))
          .where(
            and(
              eq(gallerySubmissions.id, id),
              eq(gallerySubmissions.status, 'approved'),
              eq(galleryItems.active, true),
            ),
          )
      : [];
    if (!row || path.extname(row.submission.filePath) !== match?.[2]) throw notFound();
    return sendUpload(c, row.submission, 'public, max-age=3600');
  });
