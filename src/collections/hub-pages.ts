/**
 * Copy of the two live hub pages, /locations and /calendar (content/pages/locations.yaml and
 * content/pages/calendar.yaml). The venues and seasons themselves come from the API.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const text = z.string().trim().min(1);

const page = z.object({
  title: text,
  description: text.max(200),
  hero: z.object({ eyebrow: text.optional(), title: text, intro: text }),
});

/** content/pages/locations.yaml */
export const locationsPageSchema = page.extend({
  metrics: z.object({ venues: text, states: text, programs: text }),
  search: z.object({ title: text, intro: text }),
});

/** content/pages/calendar.yaml */
export const calendarPageSchema = page.extend({
  seasons: z.object({ title: text, intro: text }),
});

const pageFile = <S extends z.ZodType>(name: string, schema: S) =>
  defineCollection({ loader: glob({ pattern: `${name}.yaml`, base: './content/pages' }), schema });

export const hubPageCollections = {
  locationsPage: pageFile('locations', locationsPageSchema),
  calendarPage: pageFile('calendar', calendarPageSchema),
};
