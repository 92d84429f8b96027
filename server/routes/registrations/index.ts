/** GET /registrations/: the caller's own registrations, newest first, with their payment status. */
import { count, desc, eq } from 'drizzle-orm';
import { registrations } from '../../db/schema/registrations';
import { pageRequest, pageResponse } from '../../http/pagination';
import { routes } from '../../http/router';
import { registrationsJson } from './registration-json';

export const registrationRoutes = routes('/registrations').get('/', async (c) => {
  const { db } = c.var.deps;
  const request = pageRequest(c, { defaultSize: 50, maxSize: 100 });
  const mine = eq(registrations.userId, c.var.user.id);
  const [total] = await db.select({ n: count() }).from(registrations).where(mine);
  const rows = await db
    .select()
    .from(registrations)
    .where(mine)
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(request.pageSize)
    .offset(request.offset);
  return c.json(pageResponse(c, request, total?.n ?? 0, await registrationsJson(db, rows)));
});
