/** Home page copy: content/home.yaml as a single-entry collection (its id is "home"). */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** A file served from public/, e.g. /home/hero-track-1280.webp. */
const publicPath = z.string().regex(/^\/(?!\/)\S+$/, 'must be a path under public/ starting with "/"');
/** A link inside the site: a path such as /programs or /register?sport=FOOTBALL. */
const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a site path starting with "/"');
const httpsUrl = z.url({ protocol: /^https$/ });
const text = z.string().trim().min(1);
const block = z.object({ heading: text, text });

export const home = defineCollection({
  loader: glob({ pattern: 'home.yaml', base: './content' }),
  schema: z.object({
    hero: z.object({
      eyebrow: text,
      heading: text,
      intro: text,
      slides: z
        .array(z.object({ src: publicPath, small: publicPath.optional(), alt: text, badge: text.optional() }))
        .min(1),
    }),
    searchCarousel: z.object({
      intro: text,
      ctaLabel: text,
      ctaHref: sitePath,
      intervalMs: z.number().int().min(1000).default(2000),
      slides: z
        .array(
          z.object({
            title: text,
            text,
            href: sitePath,
            accent: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #e8b10c'),
          }),
        )
        .min(1),
    }),
    grant: z.object({ heading: text, body: text, href: sitePath }),
    video: block.extend({
      webm: publicPath,
      mp4: publicPath,
      poster: publicPath,
      posterSmall: publicPath,
      posterAlt: text,
    }),
    highlights: block.extend({
      embedUrl: httpsUrl,
      watchUrl: httpsUrl,
      poster: publicPath,
      posterSmall: publicPath,
    }),
    social: block,
    mission: block.extend({ detail: text }),
    vision: block.extend({ detail: text }),
    sponsors: block,
    partners: block,
    map: block,
    programs: z.object({ heading: text }),
  }),
});
