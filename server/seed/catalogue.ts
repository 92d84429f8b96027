/**
 * The built-in program catalogue (content/programs/<id>.yaml) as the seed of the programs table:
 * what the office edits afterwards (name, sport, description, logo, register link, divisions, age
 * groups) starts as the editors' copy, so the program pages read the same from either source.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { programSchema } from '../../src/collections/program-schema';

const CATALOGUE_DIR = fileURLToPath(new URL('../../content/programs', import.meta.url));

/** One catalogue program as the programs table takes it. */
export interface CatalogueSeed {
  name: string;
  sport: 'FOOTBALL' | 'BASKETBALL' | 'VOLLEYBALL' | 'SOCCER' | 'TRACK';
  description: string;
  logo: string;
  registerUrl: string;
  divisions: string[];
  ageGroups: string[];
}

/** The catalogue by program id; a file that breaks the catalogue's schema stops the seed naming it. */
export function readCatalogue(dir = CATALOGUE_DIR): Map<string, CatalogueSeed> {
  const catalogue = new Map<string, CatalogueSeed>();
  if (!existsSync(dir)) return catalogue;
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()) {
    const parsed = programSchema.safeParse(parse(readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`content/programs/${file}: ${parsed.error.issues[0]?.message}`);
    const entry = parsed.data;
    catalogue.set(file.replace(/\.yaml$/, ''), {
      name: entry.title,
      sport: entry.sport,
      description: entry.description,
      logo: entry.logo,
      registerUrl: entry.registerUrl,
      divisions: entry.divisions.map((division) => division.name),
      ageGroups: entry.ageGroups,
    });
  }
  return catalogue;
}
