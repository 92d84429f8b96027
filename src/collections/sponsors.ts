/**
 * Built-in sponsors and partners shown when the API snapshot has none (content/sponsors-fallback.yaml)
 * and the /sponsors page copy (content/sponsors-page.yaml): single-entry collections whose ids are
 * the file names.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import type { Sponsor } from '../domain/types';

/** A logo under public/ (e.g. /sponsors/oak-court-pizza.svg) or an https address. */
const logo = z.union([
  z.string().regex(/^\/(?!\/)\S+$/, 'must be a path under public/ starting with "/"'),
  z.url({ protocol: /^https$/ }),
]);

const entry = z
  .object({
    id: z.union([z.string().min(1), z.number()]),
    name: z.string().trim().min(1),
    tier: z.string().optional(),
    logo: logo.optional(),
    url: z.url({ protocol: /^https$/ }).optional(),
    description: z.string().optional(),
    write_up: z.string().optional(),
    active: z.boolean().optional(),
  })
  // Fields left out stay absent (not undefined), so an entry is a Sponsor like the API's.
  .transform(
    (value) =>
      Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as unknown as Sponsor,
  );

export const sponsorsFallback = defineCollection({
  loader: glob({ pattern: 'sponsors-fallback.yaml', base: './content' }),
  schema: z.object({ sponsors: z.array(entry), partners: z.array(entry) }),
});

const text = z.string().trim().min(1);

export const sponsorsPage = defineCollection({
  loader: glob({ pattern: 'sponsors-page.yaml', base: './content' }),
  schema: z.object({
    hero: z.object({
      eyebrow: text,
      heading: text,
      intro: text,
      callEmail: z.email(),
      callSubject: text,
    }),
    metrics: z.array(z.object({ value: z.union([text, z.number()]), label: text })).min(1),
    sponsors: z.object({ heading: text, intro: text }),
    partners: z.object({ heading: text, intro: text }),
    join: z.object({ heading: text, text }),
  }),
});
