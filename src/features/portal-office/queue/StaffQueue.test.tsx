// @vitest-environment jsdom
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { setApiBaseResolver } from '../../../lib/api-client';
import { mutateCache } from '../../../lib/query';
import { fakeFetch, json } from '../../../lib/testing/fake-fetch';
import { cleanup, click, render, settle } from '../../../lib/testing/render';
import { $queueTab } from './queue-data';
import StaffQueue from './StaffQueue';

const NONE = { count: 0, next: null, previous: null, results: [] };
const COUNTS = {
  calendar_editor_requests: 0,
  recruiter_access_requests: 0,
  gallery_submissions: 0,
  contact_messages: 1,
  refund_requests: 0,
};

beforeEach(() => {
  setApiBaseResolver(() => 'https://league.test/api');
  $queueTab.set('editors');
  mutateCache((key) => key.startsWith('/staff/'));
});
afterEach(cleanup);

describe('the review queue', () => {
  it("opens each tab's own list: Refund requests reads the refund requests, not the messages", async () => {
    const server = fakeFetch({
      'GET /staff/queue/': () => json(COUNTS),
      'GET /staff/calendar-editor-requests/': () => json(NONE),
      'GET /staff/contact-messages/': () => json(NONE),
      'GET /staff/refund-requests/': () => json(NONE),
    });
    const view = await render(<StaffQueue />);
    await settle();
    const tab = [...view.querySelectorAll<HTMLElement>('[role="tab"]')].find((item) =>
      item.textContent?.startsWith('Refund requests'),
    )!;
    await click(tab);
    await settle();
    expect(view.querySelector('[role="tabpanel"]')!.textContent).toContain('No refund requests are waiting.');
    expect(server.calls('GET /staff/refund-requests/')).toHaveLength(1);
    expect(server.calls('GET /staff/contact-messages/')).toHaveLength(0);
  });
});
