/** Shell copy from content/site/*.yaml, read once per build through the content collections. */
import { getEntry } from 'astro:content';

async function required<C extends 'brand' | 'social' | 'menu' | 'footer'>(collection: C) {
  const entry = await getEntry(collection, collection);
  if (!entry) throw new Error(`content/site/${collection}.yaml is missing`);
  return entry.data;
}

/** Loads the league identity, social links, main menu and footer columns. */
export async function getSiteContent() {
  const [brand, social, menu, footer] = await Promise.all([
    required('brand'),
    required('social'),
    required('menu'),
    required('footer'),
  ]);
  return { brand, social, menu, footer };
}

export type SiteContent = Awaited<ReturnType<typeof getSiteContent>>;
