import { useStore } from '@nanostores/react';
import { formatKickoff } from '../../domain/league-games';
import type { FamilyMessage } from '../../domain/office/messages';
import type { Page } from '../../domain/types';
import { onDemand } from '../../lib/on-demand';
import { createFetcherStore } from '../../lib/query';
import { LOAD_FAILED, useOnDemand } from './LazyView';

/** The last messages the league office sent to the signed-in household. */
const $messages = createFetcherStore<Page<FamilyMessage>>(['/messages/?page_size=5']);

/** The Markdown renderer (marked and DOMPurify), loaded only when there are messages to show. */
const markdown = onDemand(() => import('../../lib/markdown'));

function Loading() {
  return (
    <p className="portal-loading" role="status">
      <span className="spinner" aria-hidden="true" /> Loading messages…
    </p>
  );
}

function MessageList({ list }: { list: readonly FamilyMessage[] }) {
  const { module, failed } = useOnDemand(markdown);
  if (failed) return <p className="portal-muted">{LOAD_FAILED}</p>;
  if (!module) return <Loading />;
  return (
    <ul className="league-messages">
      {list.map((message) => (
        <li key={message.id}>
          <article aria-labelledby={`league-message-${message.id}`}>
            <h3 id={`league-message-${message.id}`}>{message.subject}</h3>
            <p className="portal-muted">{formatKickoff(message.sent_at)}</p>
            <div
              dangerouslySetInnerHTML={{ __html: module.renderContent(message.body, { topHeading: 4 }) }}
            />
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * Messages from the league office (issue 20): the latest five, newest first, their Markdown shown
 * sanitized. The same messages went by e-mail to a confirmed address.
 */
export default function LeagueMessages() {
  const messages = useStore($messages);
  const list = messages.data?.results ?? [];
  return (
    <section className="portal-card" aria-labelledby="league-messages">
      <h2 id="league-messages">Messages from the league</h2>
      {messages.error ? (
        <p className="portal-muted">Messages could not be loaded right now.</p>
      ) : messages.loading && list.length === 0 ? (
        <Loading />
      ) : list.length === 0 ? (
        <p className="portal-muted">No messages from the league office yet.</p>
      ) : (
        <MessageList list={list} />
      )}
    </section>
  );
}
