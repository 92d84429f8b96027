/** GET /gallery/ (published items) and POST /gallery/submissions/ (highlights for media review). */
import { asc, eq } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { galleryItems } from '../../db/schema/content';
import { paginateArray } from '../../http/pagination';
import { booleanQuery } from '../../http/query';
import { MAX_UPLOAD_BYTES, submitHighlight } from './submissions';
import { routes } from '../../http/router';

export const galleryRoutes = routes('/gallery')
  .get('/', async (c) => {
    const active = booleanQuery(c, 'active');
    const rows = await c.var.deps.db
      .select()
      .from(galleryItems)
      .where(active === undefined ? undefined : eq(galleryItems.active, active))
      .orderBy(asc(galleryItems.position), asc(galleryItems.id));
    const items = rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      image: row.image,
      video_url: row.videoUrl,
      url: row.url,
      category: row.category,
      active: row.active,
    }));
    return c.json(paginateArray(c, items, { defaultSize: 50, maxSize: 200 }));
  })
  .post(
    '/submissions',
    // Room for the 50 MB file plus the other form fields and multipart framing.
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + 1024 * 1024,
      onError: (c) => c.json({ media: ['The file is too large. The limit is 50 MB.'] }, 400),
    }),
    submitHighlight,
  );
