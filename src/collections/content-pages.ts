/**
 * Content collections of the content pages (about, leadership, scholarships, press, contact,
 * resources, parent code of conduct) over ../content. Schemas: ./content-pages-schemas.ts.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import type { z } from 'astro/zod';
import {
  aboutPageSchema,
  codeOfConductSchema,
  contactPageSchema,
  leaderProfileSchema,
  leadershipPageSchema,
  missionSchema,
  pressPageSchema,
  resourcesPageSchema,
  scholarshipsPageSchema,
} from './content-pages-schemas';

/** One YAML file as a single-entry collection; its entry id is the file name without extension. */
const yamlFile = <S extends z.ZodType>(path: string, schema: S) => {
  const slash = path.lastIndexOf('/');
  const base = slash === -1 ? './content' : `./content/${path.slice(0, slash)}`;
  return defineCollection({ loader: glob({ pattern: path.slice(slash + 1), base }), schema });
};

export const contentPageCollections = {
  mission: yamlFile('mission.yaml', missionSchema),
  aboutPage: yamlFile('pages/about.yaml', aboutPageSchema),
  leadershipPage: yamlFile('pages/leadership.yaml', leadershipPageSchema),
  leaders: defineCollection({
    loader: glob({ pattern: '*.md', base: './content/leadership' }),
    schema: leaderProfileSchema,
  }),
  scholarshipsPage: yamlFile('pages/scholarships.yaml', scholarshipsPageSchema),
  pressPage: yamlFile('pages/press.yaml', pressPageSchema),
  contactPage: yamlFile('pages/contact.yaml', contactPageSchema),
  resourcesPage: yamlFile('resources.yaml', resourcesPageSchema),
  codeOfConduct: yamlFile('code-of-conduct.yaml', codeOfConductSchema),
};
