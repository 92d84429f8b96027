/**
 * GET /media/{name}: an image uploaded in the league office (office_media), to anyone, with the
 * content type judged from its bytes at upload and cached for a year: a name is random and never
 * gets other bytes. The public pages show these images from here, so they outlive every rebuild.
 */
import { eq } from 'drizzle-orm';
import { officeMedia } from '../../db/schema/media';
import { notFound } from '../../http/errors';
import { routes } from '../../http/router';
import { sendUpload } from '../../http/stored-files';

/** A stored name: a UUID and one of the image extensions. */
const MEDIA_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|avif)$/;

export const mediaRoutes = routes('/media').get('/:name', async (c) => {
  const name = c.req.param('name');
  if (!MEDIA_NAME.test(name)) throw notFound();
  const [row] = await c.var.deps.db.select().from(officeMedia).where(eq(officeMedia.name, name));
  if (!row) throw notFound();
  return sendUpload(c, row, 'public, max-age=31536000, immutable');
});
