/**
 * Built-in sponsors and partners shown when the API snapshot has none: content/sponsors-fallback.yaml
 * as a single-entry collection (its id is "sponsors-fallback").
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** A logo under public/ (e.g. /sponsors/oak-court-pizza.svg) or an https address. */
const logo = z.union([
  z.string().regex(/^\/(?!\/)\S+$/, 'must be a path under public/ starting with "/"'),
  z.url({ protocol: /^https$/ }),
]);

const entry = z.object({
  id: z.union([z.string().min(1), z.number()]),
  name: z.string().trim().min(1),
  tier: z.string().optional(),
  logo: logo.optional(),
  url: z.url({ protocol: /^https$/ }).optional(),
  description: z.string().optional(),
  write_up: z.string().optional(),
  active: z.boolean().optional(),
});

export const sponsorsFallback = defineCollection({
  loader: glob({ pattern: 'sponsors-fallback.yaml', base: './content' }),
  schema: z.object({ sponsors: z.array(entry), partners: z.array(entry) }),
});
