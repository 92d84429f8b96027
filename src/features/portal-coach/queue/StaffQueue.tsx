import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { revalidateKeys } from '../../../lib/query';
import LoadProblem from '../../../components/portal/LoadProblem';
import TabList, { tabId } from '../../../components/tabs/TabList';
import GalleryReviewCard from './GalleryReviewCard';
import { EditorRequestCard, MessageCard, RecruiterRequestCard } from './QueueItems';
import {
  $listViews,
  $queueCounts,
  $queueList,
  $queueTab,
  QUEUE_PAGE_SIZE,
  QUEUE_TABS,
  setListView,
  type QueueTabId,
} from './queue-data';

const EMPTY: Record<QueueTabId, string> = {
  editors: 'No calendar-editor requests are waiting.',
  recruiters: 'No recruiter access requests are waiting.',
  gallery: 'No highlights are waiting for review.',
  messages: 'No messages are waiting.',
};

/** One page of the current tab's list, its filter and its pager. */
function QueueList({ tab }: { tab: QueueTabId }) {
  const list = useStore($queueList);
  const view = useStore($listViews)[tab];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / QUEUE_PAGE_SIZE)) : 1;
  return (
    <div aria-busy={list.loading}>
      <label className="queue-filter">
        <input
          type="checkbox"
          checked={view.all}
          onChange={(event) => setListView(tab, { all: event.currentTarget.checked, page: 1 })}
        />{' '}
        Include decided items
      </label>
      {list.error ? (
        <LoadProblem
          message="The review queue could not be loaded right now."
          onRetry={() => revalidateKeys((key) => key.startsWith('/staff/'))}
        />
      ) : !list.data ? (
        <p className="portal-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading…
        </p>
      ) : list.data.results.length === 0 ? (
        <p className="portal-muted">{EMPTY[tab]}</p>
      ) : (
        <div className="item-list">
          {list.data.results.map((item: { id: number }) =>
            tab === 'editors' ? (
              <EditorRequestCard key={item.id} item={item as never} />
            ) : tab === 'recruiters' ? (
              <RecruiterRequestCard key={item.id} item={item as never} />
            ) : tab === 'gallery' ? (
              <GalleryReviewCard key={item.id} item={item as never} />
            ) : (
              <MessageCard key={item.id} item={item as never} />
            ),
          )}
        </div>
      )}
      {pages > 1 && (
        <nav className="queue-pager" aria-label="Pages">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={view.page <= 1}
            onClick={() => setListView(tab, { page: view.page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {view.page} of {pages}
          </span>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={view.page >= pages}
            onClick={() => setListView(tab, { page: view.page + 1 })}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}

/**
 * The staff review queue (staff and admin): calendar-editor and recruiter access requests, gallery
 * highlights and contact messages, one tab each with what waits counted on it (ARIA tabs: arrows,
 * Home and End move between them).
 */
export default function StaffQueue() {
  const base = useId();
  const active = useStore($queueTab);
  const counts = useStore($queueCounts);
  const tabs = QUEUE_TABS.map((tab) => {
    const count = counts.data?.[tab.count];
    return {
      id: tab.id,
      label: (
        <>
          {tab.label}
          {count !== undefined && (
            <span className={`badge ${count > 0 ? 'badge-warning' : 'badge-neutral'}`}>
              {count}
              <span className="visually-hidden"> waiting</span>
            </span>
          )}
        </>
      ),
    };
  });

  return (
    <section className="portal-card staff-queue" aria-labelledby="queue-title">
      <h2 id="queue-title">Review queue</h2>
      <p className="portal-muted">Staff decisions are recorded with your name and the time.</p>
      <TabList
        base={base}
        label="Review queue"
        className="queue-tabs"
        tabs={tabs}
        active={active}
        onSelect={(id) => $queueTab.set(id)}
        controls={() => `${base}-panel`}
      />
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={tabId(base, active)}
        tabIndex={0}
        className="queue-panel"
      >
        <QueueList tab={active} />
      </div>
    </section>
  );
}
