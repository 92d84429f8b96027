/** The gallery islands' calls: the live gallery list and highlight submissions (spec 1 §7). */
import { resultsOf } from '../../domain/paging';
import type { GalleryItem, Page } from '../../domain/types';
import { api } from '../../lib/api-client';
// Connects the stored session tokens to the client, so calls carry the Bearer token when signed in.
import '../../stores/session';

/** GET /gallery/?active=true: the live items (a bare array or a page of results). */
export async function getGallery(): Promise<GalleryItem[]> {
  return resultsOf(await api<Page<GalleryItem> | GalleryItem[]>('/gallery/', { query: { active: 'true' } }));
}

/** POST /gallery/submissions/ as multipart form data; resolves with the server's answer. */
export function submitHighlight(form: FormData): Promise<unknown> {
  return api<unknown>('/gallery/submissions/', { method: 'POST', body: form });
}
