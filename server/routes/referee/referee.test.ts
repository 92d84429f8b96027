import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

describe('the referee lists, seeded', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ seed: true });
  }, 60_000);
  afterAll(() => t.close());

  it('GET /events/referee/metrics/ answers label, value and description in order, $75 first', async () => {
    const res = await t.call('GET', '/api/events/referee/metrics/?page_size=50');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      value: '$75',
      label: 'per game weekend',
      description: expect.any(String),
    });
  });

  it('GET /events/referee/highlights/ answers icon, title and body', async () => {
    const res = await t.call('GET', '/api/events/referee/highlights/?page_size=50');
    expect(res.body.results).toHaveLength(4);
    expect(Object.keys(res.body.results[0]).sort()).toEqual(['body', 'icon', 'id', 'title']);
    expect(res.body.results[0].icon).toBe('whistle');
  });

  it('GET /events/referee/faqs/ answers question and answer', async () => {
    const res = await t.call('GET', '/api/events/referee/faqs/?page_size=50');
    expect(res.body.count).toBe(5);
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      question: 'Do I need officiating experience?',
      answer: expect.stringContaining('training clinic'),
    });
  });
});

describe('the referee lists, empty', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  }, 60_000);
  afterAll(() => t.close());

  it.each(['metrics', 'highlights', 'faqs'])(
    '%s answers an empty page (the page then shows its own)',
    async (list) => {
      const res = await t.call('GET', `/api/events/referee/${list}/?page_size=50`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    },
  );
});
