/**
 * The staff review queue's data (staff and admin only; the API answers anyone else 403): the counts
 * on the tabs, the tab shown, and the decisions staff make. Each tab's list is a resource table
 * (./queue-tables.tsx) read by the kit's one list; a decision is a change through the resource
 * module, after which the queue's lists and counts load again.
 */
import { atom } from 'nanostores';
import { api } from '../../../lib/api-client';
import { createFetcherStore } from '../../../lib/query';
import { change } from '../../../lib/resource';
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
  {
    id: 'refunds',
    label: 'Refund requests',
    path: '/staff/refund-requests/',
    waiting: 'PENDING',
    count: 'refund_requests',
  },
] as const;

export type QueueTabId = (typeof QUEUE_TABS)[number]['id'];
export type QueueCounts = Record<(typeof QUEUE_TABS)[number]['count'], number> & {
  /** Financial aid applications waiting for a decision (issue 21 item 3; decided in their own section). */
  aid_applications?: number;
};

export const $queueTab = atom<QueueTabId>('editors');

export const $queueCounts = createFetcherStore<QueueCounts>(['/staff/queue/']);

/** Records a decision (PATCH on the item); false when it failed (a toast says why). */
export async function decide(
  tab: QueueTabId,
  id: number,
  body: Record<string, string>,
  done: string,
): Promise<boolean> {
  const spec = QUEUE_TABS.find((entry) => entry.id === tab)!;
  const result = await change(
    { method: 'PATCH', path: `${spec.path}${id}/`, body, affects: ['/staff/'] },
    'Unable to record the decision right now. Please try again.',
  );
  if (!result.ok) {
    showToast(result.failure.message, { tone: 'error' });
    return false;
  }
  showToast(done);
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
