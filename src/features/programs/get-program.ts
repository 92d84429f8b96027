/** Live program detail for pages not built at build time (spec 1 §7: GET /programs/{id}/). */
import type { Program } from '../../domain/types';
import { api } from '../../lib/api-client';

/** One program by id: name, description, logo, locations. */
export function getProgram(id: string): Promise<Program> {
  return api<Program>(`/programs/${encodeURIComponent(id)}/`);
}
