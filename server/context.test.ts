/**
 * The caller's address behind proxies (TRUST_PROXY, TRUST_PROXY_HOPS): each proxy appends the
 * address it received the request from to X-Forwarded-For, so only the last `hops` entries were
 * written by proxies we run; everything to their left is whatever the caller sent. The address
 * is the entry `hops` from the right, and a forged leftmost value changes nothing.
 */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from './db/schema/inbox';
import { CONTACT_LIMIT_PER_HOUR } from './routes/contact/index';
import { createTestContext, type TestContext } from './test/harness';

let oneProxy: TestContext;
let twoProxies: TestContext;
beforeAll(async () => {
  oneProxy = await createTestContext({ seed: true });
  twoProxies = await createTestContext({ env: { TRUST_PROXY_HOPS: '2' } });
}, 60_000);
afterAll(async () => {
  await oneProxy.close();
  await twoProxies.close();
});

const message = { name: 'Rae', email: 'rae@example.org', subject: 'Hello', message: 'Hi there' };
const contact = (t: TestContext, forwardedFor: string) =>
  t.call('POST', '/api/contact/', { body: message, headers: { 'X-Forwarded-For': forwardedFor } });
const lastStoredAddress = async (t: TestContext) =>
  (await t.handle.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0]?.ipAddress;

describe('the client address behind one proxy (TRUST_PROXY=true)', () => {
  it('is the entry the proxy appended, whatever the caller put on its left', async () => {
    expect((await contact(oneProxy, '10.9.9.9, 203.0.113.40')).status).toBe(201);
    expect(await lastStoredAddress(oneProxy)).toBe('203.0.113.40');
  });

  it('cannot escape a limit by changing the leftmost value each time', async () => {
    for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i += 1) {
      expect((await contact(oneProxy, `10.0.0.${i}, 203.0.113.50`)).status).toBe(201);
    }
    const res = await contact(oneProxy, '10.0.0.99, 203.0.113.50');
    expect(res.status).toBe(429);
  });

  it("cannot spend a victim's limit by sending the victim's address", async () => {
    for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i += 1) {
      await contact(oneProxy, '198.51.100.23, 203.0.113.60');
    }
    // The victim's own request: its proxy appends the victim's address.
    expect((await contact(oneProxy, '198.51.100.23')).status).toBe(201);
  });

  it('ignores an entry that is not an address', async () => {
    expect((await contact(oneProxy, '203.0.113.61, <script>')).status).toBe(201);
    expect(await lastStoredAddress(oneProxy)).not.toBe('<script>');
    expect(await lastStoredAddress(oneProxy)).not.toBe('203.0.113.61');
  });

  it('builds links from the forwarded host and scheme the proxy set, not from forged ones', async () => {
    const res = await oneProxy.call('GET', '/api/news/?page_size=1', {
      headers: {
        'X-Forwarded-Host': 'evil.example, league.example',
        'X-Forwarded-Proto': 'http, https',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.next).toMatch(/^https:\/\/league\.example\/api\/news\/\?/);
  });
});

describe('the client address behind two proxies (TRUST_PROXY_HOPS=2)', () => {
  it('is the second entry from the right', async () => {
    expect((await contact(twoProxies, '10.9.9.9, 203.0.113.70, 192.0.2.1')).status).toBe(201);
    expect(await lastStoredAddress(twoProxies)).toBe('203.0.113.70');
  });

  it('cannot escape a limit by changing the leftmost value each time', async () => {
    for (let i = 0; i < CONTACT_LIMIT_PER_HOUR - 1; i += 1) {
      expect((await contact(twoProxies, `10.0.1.${i}, 203.0.113.70, 192.0.2.1`)).status).toBe(201);
    }
    expect((await contact(twoProxies, '10.0.1.99, 203.0.113.70, 192.0.2.1')).status).toBe(429);
  });
});
