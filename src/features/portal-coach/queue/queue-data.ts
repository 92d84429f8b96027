/**
 * The staff review queue's data (staff and admin only; the API answers anyone else 403): the counts
 * on the tabs, the tab shown with its page and filter, one page of that tab's list, and the
 * decisions staff make. Lists are paged five at a time, waiting items only unless asked for all.
 */
import { atom, computed } from 'nanostores';
import { errorDetail } from '../../../domain/error-message';
import type { Page } from '../../../domain/types';
import { api } from '../../../lib/api-client';
import { createFetcherStore, revalidateKeys } from '../../../lib/query';
import { showToast } from '../../../stores/toasts';

export const QUEUE_PAGE_SIZE = 5;

export const QUEUE_TABS = [
  {
    id: 'editors',
    label: 'Calendar editors',
    path: '/staff/calendar-editor-requests/',
    waiting: 'PENDING',
    count: 'calendar_editor_requests',
  },
  {
    id: 'recruiters',
    label: 'Recruiter access',
    path: '/staff/recruiter-access-requests/',
    waiting: 'PENDING',
    count: 'recruiter_access_requests',
  },
  {
    id: 'gallery',
    label: 'Gallery',
    path: '/staff/gallery-submissions/',
    waiting: 'pending_review',
    count: 'gallery_submissions',
  },
  {
    id: 'messages',
    label: 'Messages',
    path: '/staff/contact-messages/',
    waiting: 'pending_review',
    count: 'contact_messages',
  },
] as const;

export type QueueTabId = (typeof QUEUE_TABS)[number]['id'];
export type QueueCounts = Record<(typeof QUEUE_TABS)[number]['count'], number>;

/** What a list shows: its page, and whether decided items are included. */
export interface ListView {
  page: number;
  all: boolean;
}

export const $queueTab = atom<QueueTabId>('editors');
export const $listViews = atom<Record<QueueTabId, ListView>>({
  editors: { page: 1, all: false },
  recruiters: { page: 1, all: false },
  gallery: { page: 1, all: false },
  messages: { page: 1, all: false },
});

export const $queueCounts = createFetcherStore<QueueCounts>(['/staff/queue/']);

/** The list key of a tab as viewed. */
export function listKey(tab: QueueTabId, view: ListView): string {
  const spec = QUEUE_TABS.find((entry) => entry.id === tab)!;
  const query = new URLSearchParams({ page_size: String(QUEUE_PAGE_SIZE) });
  if (view.page > 1) query.set('page', String(view.page));
  if (!view.all) query.set('status', spec.waiting);
  return `${spec.path}?${query.toString()}`;
}

const $listKey = computed([$queueTab, $listViews], (tab, views) => listKey(tab, views[tab]));
// Items differ by tab; each tab's component reads the fields it shows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page of the current tab's items
export const $queueList = createFetcherStore<Page<any>>([$listKey]);

/** Changes how the current tab's list is viewed. */
export function setListView(tab: QueueTabId, view: Partial<ListView>): void {
  const views = $listViews.get();
  $listViews.set({ ...views, [tab]: { ...views[tab], ...view } });
}

/** Records a decision (PATCH on the item) and reloads the queue; false when it failed (a toast says why). */
export async function decide(
  tab: QueueTabId,
  id: number,
  body: Record<string, string>,
  done: string,
): Promise<boolean> {
  const spec = QUEUE_TABS.find((entry) => entry.id === tab)!;
  try {
    await api(`${spec.path}${id}/`, { method: 'PATCH', body });
  } catch (error) {
    showToast(errorDetail(error) ?? 'Unable to record the decision right now. Please try again.', {
      tone: 'error',
    });
    return false;
  }
  showToast(done);
  revalidateKeys((key) => key.startsWith('/staff/'));
  return true;
}

/** A gallery submission's file, read with the staff token, as an address the page can show. */
export async function loadPreview(id: number): Promise<string> {
  const blob = await api<Blob>(`/staff/gallery-submissions/${id}/media/`, {
    // The client's options are typed for JSON answers; this one is a file.
    responseType: 'blob' as 'json',
  });
  return URL.createObjectURL(blob);
}
