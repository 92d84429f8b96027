import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const at = (iso: string) => new Date(iso);
  await t.handle.db.insert(events).values([
    {
      category: 'referee_training',
      title: 'Clinic A',
      startsAt: at('2026-12-05T00:00:00Z'),
      endsAt: at('2026-12-05T06:00:00Z'),
      locationText: 'Snowden Grove Park',
    },
    {
      category: 'referee_training',
      title: 'Clinic B',
      startsAt: at('2026-12-12T23:59:59Z'),
      endsAt: at('2026-12-13T02:00:00Z'),
    },
    {
      category: 'referee_training',
      title: 'Clinic C',
      startsAt: at('2026-12-13T00:00:00Z'),
      endsAt: at('2026-12-13T02:00:00Z'),
    },
    {
      programId: null,
      title: 'Team photo day',
      startsAt: at('2026-12-06T15:00:00Z'),
      endsAt: at('2026-12-06T17:00:00Z'),
    },
  ]);
}, 60_000);
afterAll(() => t.close());

const titles = (body: { results: { title: string }[] }) => body.results.map((e) => e.title);

describe('GET /api/events/', () => {
  it('lists every event soonest first, with the fields of spec 3 §3', async () => {
    const res = await t.call('GET', '/api/events/?page_size=50');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['Clinic A', 'Team photo day', 'Clinic B', 'Clinic C']);
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      program: null,
      category: 'referee_training',
      title: 'Clinic A',
      starts_at: '2026-12-05T00:00:00.000Z',
      ends_at: '2026-12-05T06:00:00.000Z',
      location_text: 'Snowden Grove Park',
      notes: '',
    });
  });

  it('keeps events starting between start and end, both bounds included (00:00:00 to 23:59:59)', async () => {
    const res = await t.call(
      'GET',
      '/api/events/?category=referee_training&start=2026-12-05T00:00:00Z&end=2026-12-12T23:59:59Z',
    );
    expect(titles(res.body)).toEqual(['Clinic A', 'Clinic B']);
  });

  it('takes either bound alone, and offsets other than Z', async () => {
    const after = await t.call('GET', '/api/events/?start=2026-12-12T17:59:59-06:00');
    expect(titles(after.body)).toEqual(['Clinic B', 'Clinic C']);
    const before = await t.call('GET', '/api/events/?end=2026-12-05T00:00:00.000Z');
    expect(titles(before.body)).toEqual(['Clinic A']);
  });

  it('filters by category', async () => {
    const res = await t.call('GET', '/api/events/?category=team');
    expect(titles(res.body)).toEqual(['Team photo day']);
  });

  it.each([
    ['start', 'start=yesterday'],
    ['end', 'end=2026-13-45T99:00:00Z'],
  ])('answers 400 for a %s that is not a date', async (field, query) => {
    const res = await t.call('GET', `/api/events/?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field]);
  });

  it('answers 400 for an unknown category', async () => {
    const res = await t.call('GET', '/api/events/?category=parties');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      category: ['Select a valid choice. parties is not one of the available choices.'],
    });
  });
});
