/** The /news page settings (spec 1 §2.5): content/news.yaml, with the three pinned spotlight titles. */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const newsPage = defineCollection({
  loader: glob({ pattern: 'news.yaml', base: './content' }),
  schema: z.object({
    pinned: z.array(z.string().min(1)).length(3, 'the spotlight has exactly three pinned titles'),
    spotlightTitle: z.string().min(1),
    latestTitle: z.string().min(1),
  }),
});
