/** Build-time program data for the programs pages: the built-in catalogue and the API snapshot. */
import { getCollection } from 'astro:content';
import {
  CATALOGUE_IDS,
  mergeCatalogue,
  type CatalogueProgram,
  type ProgramCard,
} from '../../domain/programs';
import { readSnapshot } from '../../lib/snapshots';

/** The built-in catalogue: the nine spec ids in order, then any program an editor added. */
export async function getCatalogue(): Promise<CatalogueProgram[]> {
  const entries = await getCollection('programs');
  const missing = CATALOGUE_IDS.filter((id) => !entries.some((entry) => entry.id === id));
  if (missing.length)
    throw new Error(`content/programs is missing ${missing.map((id) => `${id}.yaml`).join(', ')}`);
  const order = (id: string) => {
    const index = (CATALOGUE_IDS as readonly string[]).indexOf(id);
    return index === -1 ? CATALOGUE_IDS.length : index;
  };
  return entries
    .map((entry) => ({ id: entry.id, ...entry.data }))
    .sort((a, b) => order(a.id) - order(b.id) || a.id.localeCompare(b.id));
}

/** Every catalogue card: built-in entries with their venues, then the API's other programs. */
export async function getProgramCards(): Promise<ProgramCard[]> {
  return mergeCatalogue(await getCatalogue(), readSnapshot('programs'), readSnapshot('locations'));
}
