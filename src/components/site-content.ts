/** Shell copy from content/site/*.yaml, read once per build through the content collections. */
import { getEntry } from 'astro:content';

function present<T>(entry: { data: T } | undefined, file: string): T {
  if (!entry) throw new Error(`content/site/${file}.yaml is missing`);
  return entry.data;
}

/** Loads the league identity, social links, main menu and footer columns. */
export async function getSiteContent() {
  const [brand, social, menu, footer] = await Promise.all([
    getEntry('brand', 'brand'),
    getEntry('social', 'social'),
    getEntry('menu', 'menu'),
    getEntry('footer', 'footer'),
  ]);
  return {
    brand: present(brand, 'brand'),
    social: present(social, 'social'),
    menu: present(menu, 'menu'),
    footer: present(footer, 'footer'),
  };
}

export type SiteContent = Awaited<ReturnType<typeof getSiteContent>>;
