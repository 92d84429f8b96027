/**
 * The size guides of /estore/size-guides (spec 3 §2): content/size-guides.yaml as a single-entry
 * collection. Each guide's file must exist under public/; images carry their pixel size.
 */
import { existsSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const file = z
  .string()
  .regex(
    /^\/size-guides\/[a-z0-9-]+\.(svg|png|webp|jpg|pdf)$/,
    'must be /size-guides/<name>.<svg|png|webp|jpg|pdf>',
  )
  .refine((path) => existsSync(`public${path}`), 'no such file in public/');

const guide = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('image'),
    title: z.string().min(1),
    description: z.string().min(1),
    file: file.refine((path) => !path.endsWith('.pdf'), 'an image guide cannot be a PDF'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal('pdf'),
    title: z.string().min(1),
    description: z.string().min(1),
    file: file.refine((path) => path.endsWith('.pdf'), 'a PDF guide must be a .pdf file'),
  }),
]);

export const sizeGuides = defineCollection({
  loader: glob({ pattern: 'size-guides.yaml', base: './content' }),
  schema: z.object({
    guides: z
      .array(guide)
      .refine(
        (guides) =>
          guides.filter((g) => g.kind === 'image').length === 3 &&
          guides.filter((g) => g.kind === 'pdf').length === 3,
        'there are six guides: three images and three PDFs',
      ),
  }),
});
