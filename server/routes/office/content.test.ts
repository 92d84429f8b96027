import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../test/audit';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let staff: string;

beforeAll(async () => {
  t = await createTestContext({ seed: true });
  staff = await t.signIn('staff@demo.test');
}, 60_000);
afterAll(() => t.close());

describe('office news articles', () => {
  it('publishes a pinned article with a Markdown body; /api/news/ lists it, the audit keeps it', async () => {
    const res = await t.call('POST', '/api/office/news/', {
      token: staff,
      body: {
        title: 'Gold sponsor joins the league',
        content: '**Big news** for our families.\n\n- New jerseys',
        published_at: '2031-01-10T15:00:00.000Z',
        pinned: true,
        image: '/images/share.png',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ pinned: true, url: null, image: '/images/share.png' });
    const open = await t.call('GET', '/api/news/?search=Gold sponsor');
    expect(open.body.results[0]).toMatchObject({ title: 'Gold sponsor joins the league', pinned: true });
    const pinned = await t.call('GET', '/api/office/news/?pinned=true', { token: staff });
    expect(pinned.body.results.map((a: { title: string }) => a.title)).toEqual([
      'Gold sponsor joins the league',
    ]);
    expect((await auditEntries(t, 'news', res.body.id))[0]).toMatchObject({
      action: 'create',
      after: { title: 'Gold sponsor joins the league', pinned: true },
    });
    const unpinned = await t.call('PATCH', `/api/office/news/${res.body.id}/`, {
      token: staff,
      body: { pinned: false },
    });
    expect(unpinned.body.pinned).toBe(false);
    expect((await auditEntries(t, 'news', res.body.id)).at(-1)).toMatchObject({
      before: { pinned: true },
      after: { pinned: false },
    });
  });

  it.each([
    [
      { title: 'x', published_at: '2031-01-10T15:00:00Z' },
      { content: ['Write the article, or give the external link it points to.'] },
    ],
    [
      { title: 'x', content: 'y', url: 'ftp://files', published_at: '2031-01-10T15:00:00Z' },
      { url: ['The external link must be a web address starting with http:// or https://.'] },
    ],
    [{ title: 'x', content: 'y' }, { published_at: ['This field is required.'] }],
    [
      { title: 'x', content: 'y', published_at: 'soon' },
      { published_at: ['Enter the publish date as a date and time.'] },
    ],
  ])('refuses %j', async (body, errors) => {
    expect(await t.call('POST', '/api/office/news/', { token: staff, body })).toMatchObject({
      status: 400,
      body: errors,
    });
  });

  it('never reaches content items through /office/news/', async () => {
    const items = await t.call('GET', '/api/office/content/?search=FAQs', { token: staff });
    const faq = items.body.results[0];
    expect(faq.title).toBe('FAQs');
    expect((await t.call('GET', `/api/office/news/${faq.id}/`, { token: staff })).status).toBe(404);
    expect((await t.call('DELETE', `/api/office/news/${faq.id}/`, { token: staff })).status).toBe(404);
  });
});

describe('office content items', () => {
  it('edits a policy text, which /api/press/ then answers by its title', async () => {
    const items = await t.call('GET', '/api/office/content/?search=Privacy', { token: staff });
    const privacy = items.body.results.find(
      (item: { title: string }) => item.title === 'Policy: Privacy Policy',
    );
    const res = await t.call('PATCH', `/api/office/content/${privacy.id}/`, {
      token: staff,
      body: { content: '## Privacy\n\nWe keep children’s data safe.' },
    });
    expect(res.status).toBe(200);
    const open = await t.call('GET', `/api/press/?title=${encodeURIComponent('Policy: Privacy Policy')}`);
    expect(open.body.results[0].content).toBe('## Privacy\n\nWe keep children’s data safe.');
    expect((await auditEntries(t, 'content', privacy.id)).at(-1)).toMatchObject({
      action: 'update',
      after: { content: '## Privacy\n\nWe keep children’s data safe.' },
    });
  });

  it('refuses a second item with a title the site reads', async () => {
    const res = await t.call('POST', '/api/office/content/', {
      token: staff,
      body: { title: 'FAQs', content: 'x' },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { title: ['Another content item has this title; edit that one instead.'] },
    });
  });
});

describe('office sponsors and social feeds', () => {
  it('adds a gold sponsor that /api/sponsors/ lists first among gold, and archives it', async () => {
    const res = await t.call('POST', '/api/office/sponsors/', {
      token: staff,
      body: {
        name: 'Delta Bank',
        tier: 'gold',
        url: 'https://deltabank.example',
        logo: '/sponsors/delta.svg',
        write_up: 'Thanks!',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'sponsor', tier: 'gold', active: true, position: 0 });
    const open = await t.call('GET', '/api/sponsors/?page_size=100');
    expect(open.body.results.some((s: { name: string }) => s.name === 'Delta Bank')).toBe(true);
    await t.call('PATCH', `/api/office/sponsors/${res.body.id}/`, { token: staff, body: { active: false } });
    const after = await t.call('GET', '/api/sponsors/?page_size=100');
    expect(after.body.results.some((s: { name: string }) => s.name === 'Delta Bank')).toBe(false);
    const listed = await t.call('GET', '/api/office/sponsors/?tier=gold&active=false', { token: staff });
    expect(listed.body.results.map((s: { name: string }) => s.name)).toEqual(['Delta Bank']);
    expect((await auditEntries(t, 'sponsor', res.body.id)).map((e) => e.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('refuses a sponsor with a bad tier or link', async () => {
    const res = await t.call('POST', '/api/office/sponsors/', {
      token: staff,
      body: { name: 'X', tier: 'platinum' },
    });
    expect(res).toMatchObject({ status: 400, body: { tier: ['Choose a tier: gold, silver, community.'] } });
    const link = await t.call('POST', '/api/office/sponsors/', {
      token: staff,
      body: { name: 'X', url: 'javascript:1' },
    });
    expect(link.body).toEqual({ url: ['The link must be a web address starting with http:// or https://.'] });
  });

  it('adds a social feed, refuses its short name twice and an iframe without an address, and deletes it', async () => {
    const body = {
      slug: 'tiktok',
      label: 'TikTok',
      type: 'iframe',
      embed_url: 'https://www.tiktok.example/embed/league',
    };
    const res = await t.call('POST', '/api/office/social-feeds/', { token: staff, body });
    expect(res.status).toBe(201);
    expect((await t.call('POST', '/api/office/social-feeds/', { token: staff, body })).body).toEqual({
      slug: ['Another feed has this short name; choose another.'],
    });
    const missing = await t.call('POST', '/api/office/social-feeds/', {
      token: staff,
      body: { ...body, slug: 'x', embed_url: '' },
    });
    expect(missing.body).toEqual({ embed_url: ['An embedded page needs its address.'] });
    expect(
      (await t.call('GET', '/api/social-feeds/?active=true')).body.results.map(
        (f: { slug: string }) => f.slug,
      ),
    ).toContain('tiktok');
    expect(
      (await t.call('DELETE', `/api/office/social-feeds/${res.body.id}/`, { token: staff })).status,
    ).toBe(204);
    expect((await auditEntries(t, 'social_feed', res.body.id)).map((e) => e.action)).toEqual([
      'create',
      'delete',
    ]);
  });
});

describe('the Activity view (GET /api/office/audit/)', () => {
  it('lists every change newest first with who, what and the fields before and after; filters by entity, who and day', async () => {
    const all = await t.call('GET', '/api/office/audit/?page_size=100', { token: staff });
    expect(all.status).toBe(200);
    const times = all.body.results.map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    const sponsors = await t.call('GET', '/api/office/audit/?entity=sponsor', { token: staff });
    expect(sponsors.body.results.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(sponsors.body.results[0]).toMatchObject({
      actor: { name: 'Angela Brooks', email: 'staff@demo.test' },
      entity: 'sponsor',
      before: { active: true },
      after: { active: false },
    });
    const byName = await t.call('GET', '/api/office/audit/?actor=angela&entity=sponsor', { token: staff });
    expect(byName.body.count).toBe(2);
    const nobody = await t.call('GET', '/api/office/audit/?actor=someone-else', { token: staff });
    expect(nobody.body.count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await t.call('GET', `/api/office/audit/?from=${today}&to=${today}&entity=sponsor`, {
      token: staff,
    });
    expect(dated.body.count).toBe(2);
    const past = await t.call('GET', '/api/office/audit/?to=2000-01-01', { token: staff });
    expect(past.body.count).toBe(0);
    expect((await t.call('GET', '/api/office/audit/?from=yesterday', { token: staff })).body).toEqual({
      from: ['Enter a valid date: YYYY-MM-DD.'],
    });
  });
});
