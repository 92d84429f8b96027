import { useStore } from '@nanostores/react';
import { useId } from 'react';
import ResourceList from '../../../components/portal/resource/ResourceList';
import TabList, { tabId } from '../../../components/tabs/TabList';
import { $queueCounts, $queueTab, QUEUE_TABS, type QueueTabId } from './queue-data';
import { QUEUE_TABLES } from './queue-tables';

/** One tab's list, by the kit's one list component. */
function QueueList({ tab }: { tab: QueueTabId }) {
  switch (tab) {
    case 'editors':
      return <ResourceList table={QUEUE_TABLES.editors} />;
    case 'recruiters':
      return <ResourceList table={QUEUE_TABLES.recruiters} />;
    case 'gallery':
      return <ResourceList table={QUEUE_TABLES.gallery} />;
    case 'messages':
      return <ResourceList table={QUEUE_TABLES.messages} />;
    case 'refunds':
      return <ResourceList table={QUEUE_TABLES.refunds} />;
  }
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
      {Boolean(counts.data?.aid_applications) && (
        <p>
          <span className="badge badge-warning">{counts.data!.aid_applications}</span> financial aid{' '}
          {counts.data!.aid_applications === 1 ? 'application waits' : 'applications wait'} for a decision.{' '}
          <a href="#aid">Review them in Financial aid</a>
        </p>
      )}
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
        <QueueList key={active} tab={active} />
      </div>
    </section>
  );
}
