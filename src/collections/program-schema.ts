/**
 * Schema of one built-in catalogue entry (spec 1 §2.6). Kept apart from the collection so unit tests
 * can check every content/programs file against it without Astro's virtual modules.
 */
import { existsSync } from 'node:fs';
import { z } from 'astro/zod';
import { AGE_GROUPS, SPORTS } from '../domain/programs';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0b1f3a');

/** The program's schema; a logo must be a file that exists under public/. */
export const programSchema = z.object({
  title: z.string().min(1),
  shortTitle: z.string().min(1),
  sport: z.enum(SPORTS),
  category: z.string().min(1),
  gender: z.enum(['Boys', 'Girls', 'Coed']),
  tagline: z.string().min(1),
  starts: z.string().min(1).optional(),
  description: z.string().min(1),
  divisions: z
    .array(z.object({ name: z.string().min(1), detail: z.string().min(1).optional() }))
    .length(4, 'a program has exactly four named divisions'),
  registerUrl: z
    .string()
    .regex(/^\/register(\?.*)?$/, 'must be a /register link, e.g. /register?sport=FOOTBALL'),
  ageGroups: z.array(z.enum(AGE_GROUPS)).min(1),
  logo: z
    .string()
    .regex(/^\/programs\/logos\/[a-z0-9-]+\.svg$/, 'must be /programs/logos/<name>.svg')
    .refine((path) => existsSync(`public${path}`), 'no such file in public/'),
  color: hexColor,
  accent: hexColor,
});
