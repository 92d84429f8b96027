/**
 * Schemas of the content pages' copy (about, leadership, scholarships, press, contact, resources,
 * parent code of conduct). Plain zod so unit tests can check them; the collections that load the
 * files are in ./content-pages.ts.
 */
import { z } from 'astro/zod';
import { CORE_VALUES, isCoreValueList } from '../domain/core-values';

const text = z.string().trim().min(1);

/** A link inside the site: a path such as /programs or /register?sport=FOOTBALL. */
const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a site path starting with "/"');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

const siteLink = z.object({ label: text, href: sitePath });

const hero = z.object({
  eyebrow: text,
  title: text,
  intro: text,
  actions: z.array(siteLink).max(3).default([]),
});

/** Every page carries its <title> and meta description, and opens with a hero. */
const page = z.object({ title: text, description: text.max(200), hero });

const stat = z.object({ value: text, label: text });

const section = z.object({ title: text, intro: text.optional() });

/** content/mission.yaml: mission, vision and the seven core values (also usable by the home page). */
export const missionSchema = z.object({
  mission: text,
  vision: text,
  coreValues: z
    .array(z.object({ name: text, description: text }))
    .refine((values) => isCoreValueList(values.map((value) => value.name)), {
      message: `must be the seven core values in this order: ${CORE_VALUES.join(', ')}`,
    }),
});

/** content/pages/about.yaml */
export const aboutPageSchema = page.extend({
  stats: z.array(stat.extend({ detail: text })).length(3),
  missionSection: section,
  values: section,
  story: section.extend({ paragraphs: z.array(text).min(1), actions: z.array(siteLink).min(1) }),
  spotlights: section.extend({
    stories: z
      .array(z.object({ tag: text, title: text, summary: text, href: sitePath, linkLabel: text }))
      .length(3, 'there are exactly three spotlight stories'),
  }),
});

/** content/pages/leadership.yaml (the people are in content/leadership/*.md). */
export const leadershipPageSchema = page.extend({
  metrics: z.array(stat).length(3),
  bio: z.object({ title: text, name: text, role: text, fallback: text }),
  standards: section.extend({ items: z.array(text).min(1), link: siteLink }),
  team: section,
  advisory: section,
  callToAction: section.extend({ actions: z.array(siteLink).min(1) }),
});

/** content/leadership/*.md: one person (or an open advisory seat) per file; the body is the bio. */
export const leaderProfileSchema = z.object({
  name: text,
  role: text,
  group: z.enum(['core', 'advisory']),
  order: z.number().int(),
  focus: z.array(text).default([]),
  placeholder: z.boolean().default(false),
});

/** content/pages/scholarships.yaml */
export const scholarshipsPageSchema = page.extend({
  categories: section.extend({
    items: z
      .array(z.object({ name: text, summary: text, criteria: z.array(text).min(1), award: text }))
      .length(2, 'there are exactly two scholarship categories'),
  }),
  help: section.extend({
    items: z.array(z.object({ title: text, text })).length(3, 'there are exactly three ways to help'),
  }),
  contact: section.extend({ phone: text, email: z.email(), subject: text }),
});

/** Something the press kit will offer: shown as 'Coming Soon' until it has a real file or address. */
const pressItem = z.discriminatedUnion('status', [
  z.object({ status: z.literal('coming-soon'), name: text, text, format: text.optional() }),
  z.object({
    status: z.literal('available'),
    name: text,
    text,
    format: text.optional(),
    href: z.union([sitePath, httpsUrl]),
  }),
]);

/** content/pages/press.yaml */
export const pressPageSchema = page.extend({
  channels: section.extend({ items: z.array(pressItem).min(1) }),
  gallery: section.extend({ link: siteLink }),
  downloads: section.extend({ items: z.array(pressItem).length(3) }),
  mediaContact: section.extend({ email: z.email() }),
});

/** content/pages/contact.yaml (address, phone, e-mail and hours come from content/site/brand.yaml). */
export const contactPageSchema = page.extend({
  office: section,
  hotline: section.extend({ phone: text, hours: text }),
  quickContacts: section.extend({
    items: z
      .array(z.object({ title: text, text, email: z.email().optional(), phone: text.optional() }))
      .min(1),
  }),
  form: section,
  map: section.extend({ caption: text }),
  social: section,
  helpful: section.extend({ links: z.array(siteLink).min(1) }),
});

const resourceLink = z.object({
  label: text,
  href: httpsUrl,
  kind: z.enum(['Rulebook', 'Playbook', 'Coaching app', 'Clips', 'Guide', 'Training']),
  text,
});

/** content/resources.yaml */
export const resourcesPageSchema = page.extend({
  sections: z
    .array(
      z.object({
        id: z.enum(['parents', 'coaches', 'officials']),
        title: text,
        intro: text,
        conduct: z.object({ title: text, points: z.array(text).min(1) }),
        links: z.array(resourceLink).min(1),
      }),
    )
    .length(3, 'there are exactly three sections: parents, coaches and officials'),
  codeOfConduct: section.extend({ link: siteLink }),
  extra: section,
});

/** content/code-of-conduct.yaml: also read by the parent portal's acknowledgement. */
export const codeOfConductSchema = page.extend({
  commitment: section.extend({ text }),
  pledges: section.extend({
    items: z.array(text).length(12, 'the code has exactly 12 family pledges'),
  }),
  consequences: section.extend({ items: z.array(text).min(1) }),
  agreement: section.extend({ text }),
});
