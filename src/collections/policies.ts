/**
 * Built-in policies and the copy of /privacy and /faq (spec 1 §2.14, §2.15). The .md bodies are the
 * default texts that stand in for the content service's (see src/domain/policies.ts).
 * - `policies`: content/policies/{privacy,terms,refunds}.md (id = file name).
 * - `policy-page`: content/policies/page.yaml (effective date, badges, FAQ strip).
 * - `faq-fallback`: content/faq.md, questions as wholly bold lines (src/domain/faq.ts).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { POLICY_TITLES } from '../domain/policies';

const anchors = Object.keys(POLICY_TITLES) as [keyof typeof POLICY_TITLES, ...(keyof typeof POLICY_TITLES)[]];

export const policies = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/policies' }),
  schema: z.object({
    anchor: z.enum(anchors),
    heading: z.string().min(1),
    title: z.enum(Object.values(POLICY_TITLES) as [string, ...string[]]),
    summary: z.string().min(1),
  }),
});

export const policyPage = defineCollection({
  loader: glob({ pattern: 'page.yaml', base: './content/policies' }),
  schema: z.object({
    effectiveDate: z.iso.date(),
    badges: z.array(z.string().min(1)).min(1),
    faq: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
  }),
});

export const faqFallback = defineCollection({
  loader: glob({ pattern: 'faq.md', base: './content' }),
  schema: z.object({ title: z.string().min(1) }),
});
