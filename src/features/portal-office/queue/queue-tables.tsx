/**
 * The review queue's tabs as resource tables: each list shows what waits (decided items on
 * request), five at a time, as the tab's own cards.
 */
import type { ResourceTable } from '../../../components/portal/resource/resource-table';
import type { RefundRequestItem } from '../../../domain/office/refunds';
import GalleryReviewCard, { type SubmissionItem } from './GalleryReviewCard';
import RefundRequestCard from './RefundRequestCard';
import {
  EditorRequestCard,
  MessageCard,
  RecruiterRequestCard,
  type EditorRequestItem,
  type MessageItem,
  type RecruiterRequestItem,
} from './QueueItems';
import { QUEUE_PAGE_SIZE, QUEUE_TABS, type QueueTabId } from './queue-data';

const FAILED = 'The review queue could not be loaded right now.';

/** The table of one tab: its path, the 'Include decided items' switch and its empty words. */
function queueTable<Row extends { id: number }>(
  tab: QueueTabId,
  singular: string,
  empty: string,
  renderItem: (row: Row) => React.ReactNode,
): ResourceTable<Row> {
  const spec = QUEUE_TABS.find((entry) => entry.id === tab)!;
  return {
    id: `queue-${tab}`,
    label: spec.label,
    singular,
    path: spec.path,
    pageSize: QUEUE_PAGE_SIZE,
    rowName: (row) => String(row.id),
    columns: [],
    filters: [
      {
        name: 'status',
        label: 'Include decided items',
        kind: 'checkbox',
        checked: '',
        unchecked: spec.waiting,
      },
    ],
    renderItem,
    messages: { empty, loadFailed: FAILED },
  };
}

export const QUEUE_TABLES = {
  editors: queueTable<EditorRequestItem>(
    'editors',
    'request',
    'No calendar-editor requests are waiting.',
    (item) => <EditorRequestCard key={item.id} item={item} />,
  ),
  recruiters: queueTable<RecruiterRequestItem>(
    'recruiters',
    'request',
    'No recruiter access requests are waiting.',
    (item) => <RecruiterRequestCard key={item.id} item={item} />,
  ),
  gallery: queueTable<SubmissionItem>(
    'gallery',
    'highlight',
    'No highlights are waiting for review.',
    (item) => <GalleryReviewCard key={item.id} item={item} />,
  ),
  messages: queueTable<MessageItem>('messages', 'message', 'No messages are waiting.', (item) => (
    <MessageCard key={item.id} item={item} />
  )),
  refunds: queueTable<RefundRequestItem>(
    'refunds',
    'refund request',
    'No refund requests are waiting.',
    (item) => <RefundRequestCard key={item.id} item={item} />,
  ),
} as const;
