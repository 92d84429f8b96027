/**
 * Copy of /referee (spec 3 §2): content/referee/page.yaml, with the highlights and FAQs shown when
 * the API snapshot has none (spec 3 §7: built-in content if empty or failing).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const text = z.string().min(1);
const section = z.object({ title: text, intro: text });

export const refereePage = defineCollection({
  loader: glob({ pattern: 'page.yaml', base: './content/referee' }),
  schema: z.object({
    title: text,
    description: text,
    hero: z.object({ eyebrow: text, title: text, intro: text }),
    highlights: z.object({
      title: text,
      fallback: z.array(z.object({ icon: text, title: text, body: text })).min(1),
    }),
    pay: section,
    schedule: section,
    signUp: section,
    faqs: z.object({ title: text, fallback: z.array(z.object({ question: text, answer: text })).min(1) }),
  }),
});
