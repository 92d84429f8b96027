/**
 * Copy of /safety (spec 3 §2 'Safety page'):
 * - `safety-page`: content/safety/page.yaml (stats, commitments, contacts, address).
 * - `safety-policy`: content/safety/safesport-policy.md, the built-in SafeSport policy text.
 * - `safety-resources`: content/safety/resources.yaml, the built-in resource list.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** A site path (/privacy) or an https address. */
const href = z.union([
  z.string().regex(/^\/(?!\/)\S*$/, 'must be a site path or an https address'),
  z.url({ protocol: /^https$/ }),
]);

export const safetyPage = defineCollection({
  loader: glob({ pattern: 'page.yaml', base: './content/safety' }),
  schema: z.object({
    stats: z
      .array(z.object({ value: z.string().min(1), label: z.string().min(1), detail: z.string().min(1) }))
      .length(3),
    responseTime: z.string().min(1),
    commitments: z.array(z.object({ title: z.string().min(1), body: z.string().min(1) })).min(1),
    contacts: z
      .array(
        z.object({
          label: z.string().min(1),
          email: z.email().optional(),
          phone: z.string().min(1).optional(),
          note: z.string().min(1),
        }),
      )
      .min(1),
    address: z.array(z.string().min(1)).min(1),
    emergency: z.string().min(1),
  }),
});

export const safetyPolicy = defineCollection({
  loader: glob({ pattern: 'safesport-policy.md', base: './content/safety' }),
  schema: z.object({ title: z.string().min(1) }),
});

export const safetyResources = defineCollection({
  loader: glob({ pattern: 'resources.yaml', base: './content/safety' }),
  schema: z.object({
    resources: z.array(z.object({ title: z.string().min(1), description: z.string().min(1), href })).min(1),
  }),
});
