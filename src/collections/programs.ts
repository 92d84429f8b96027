/**
 * The built-in programs catalogue (spec 1 §2.6): one YAML file per program in content/programs,
 * its id is the file name. A file that breaks the schema fails the build naming file and field.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { programSchema } from './program-schema';

export const programs = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/programs' }),
  schema: programSchema,
});
