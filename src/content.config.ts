/**
 * Content collections over ../content (editor-owned). A file that breaks its schema fails the build
 * with a message naming the file and the field.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { programs } from './collections/programs';
import { newsPage } from './collections/news-page';
import { contentPageCollections } from './collections/content-pages';
import { home } from './collections/home';
import { sponsorsFallback, sponsorsPage } from './collections/sponsors';
import { hubPageCollections } from './collections/hub-pages';
import { faqFallback, policies, policyPage } from './collections/policies';
import { safetyPage, safetyPolicy, safetyResources } from './collections/safety';
import { sizeGuides } from './collections/size-guides';
import { refereePage } from './collections/referee';

/** One YAML file in content/site as a single-entry collection (its id is the file name). */
const siteFile = <S extends z.ZodType>(name: string, schema: S) =>
  defineCollection({ loader: glob({ pattern: `${name}.yaml`, base: './content/site' }), schema });

/** A link inside the site: a path such as /programs or /register?sport=FOOTBALL. */
const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a site path starting with "/"');

const linkSchema = z.object({ label: z.string().min(1), href: sitePath });

const brand = siteFile(
  'brand',
  z.object({
    name: z.string().min(1),
    shortName: z.string().min(1),
    tagline: z.string().min(1),
    region: z.string().min(1),
    banner: z.object({ text: z.string().min(1), linkLabel: z.string().min(1), href: sitePath }),
    ticker: z.object({ label: z.string().min(1), messages: z.array(z.string().min(1)).min(1) }),
    contact: z.object({
      email: z.email(),
      phone: z.string().min(1),
      addressLines: z.array(z.string().min(1)).min(1),
      hours: z.array(z.string().min(1)).min(1),
    }),
    developer: z.object({ label: z.string().min(1), email: z.email() }),
  }),
);

const social = siteFile(
  'social',
  z.object({
    links: z
      .array(
        z.object({
          platform: z.enum(['youtube', 'instagram', 'facebook', 'tiktok']),
          label: z.string().min(1),
          href: z.url({ protocol: /^https$/ }),
        }),
      )
      .min(1),
  }),
);

const menu = siteFile(
  'menu',
  z.object({
    items: z
      .array(z.object({ label: z.string().min(1), href: sitePath, links: z.array(linkSchema).min(1) }))
      .length(9, 'the main menu has exactly nine top-level items'),
  }),
);

const footer = siteFile(
  'footer',
  z.object({
    columns: z.array(z.object({ title: z.string().min(1), links: z.array(linkSchema).min(1) })).length(4),
  }),
);

export const collections = {
  brand,
  social,
  menu,
  footer,
  programs,
  'news-page': newsPage,
  ...contentPageCollections,
  home,
  'sponsors-fallback': sponsorsFallback,
  'sponsors-page': sponsorsPage,
  ...hubPageCollections,
  policies,
  'policy-page': policyPage,
  'faq-fallback': faqFallback,
  'safety-page': safetyPage,
  'safety-policy': safetyPolicy,
  'safety-resources': safetyResources,
  'size-guides': sizeGuides,
  'referee-page': refereePage,
};
