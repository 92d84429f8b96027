/** Which events everyone may see (issue 19 item 3), read by the event lists, the season answer and the feeds. */
import { eq, ne, or } from 'drizzle-orm';
import { events } from '../db/schema/events';

/** Showcases and referee sessions, and team events marked public. */
export const publicEvent = or(ne(events.category, 'team'), eq(events.isPublic, true))!;
