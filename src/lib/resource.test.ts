import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseResolver } from './api-client';
import { fakeFetch, json } from './testing/fake-fetch';
import { createFetcherStore } from './query';
import { cachePatch, change, changeFailure, listQuery, resourceList, resourceOf } from './resource';

beforeEach(() => setApiBaseResolver(() => 'https://league.test/api'));

const failed = (status: number, data: unknown) => ({ response: { status }, data });

describe('listQuery', () => {
  it('names the page size always, and the page, search, ordering and filters only when set', () => {
    expect(listQuery({ search: '', filters: {}, ordering: '', page: 1 }, 20)).toBe('?page_size=20');
    expect(
      listQuery(
        { search: ' hawks ', filters: { status: 'PENDING', tier: '' }, ordering: '-name', page: 3 },
        5,
      ),
    ).toBe('?page_size=5&page=3&search=hawks&ordering=-name&status=PENDING');
  });
});

describe('resourceOf', () => {
  it.each([
    ['/office/programs/nfl-flag-boys/', '/office/programs/'],
    ['/office/programs/', '/office/programs/'],
    ['/staff/contact-messages/12/', '/staff/contact-messages/'],
  ])('%s belongs to %s', (path, resource) => {
    expect(resourceOf(path)).toBe(resource);
  });
});

describe('the one failure rule (changeFailure)', () => {
  it('takes the first field error with its field', () => {
    expect(changeFailure(failed(400, { name: ['Enter the program name.'] }), 'Fallback')).toEqual({
      message: 'Enter the program name.',
      field: 'name',
      status: 400,
    });
  });

  it('takes the detail, else non-field errors, else the fallback', () => {
    expect(
      changeFailure(failed(409, { detail: 'X cannot be deleted: 2 seasons refer to it.' }), 'F'),
    ).toEqual({
      message: 'X cannot be deleted: 2 seasons refer to it.',
      status: 409,
    });
    expect(changeFailure(failed(400, { non_field_errors: ['Bad.'] }), 'F')).toEqual({
      message: 'Bad.',
      status: 400,
    });
    expect(changeFailure(failed(502, '<html>Bad gateway</html>'), 'Unable to save.')).toEqual({
      message: 'Unable to save.',
      status: 502,
    });
    expect(changeFailure(new TypeError('fetch failed'), 'Unable to save.')).toEqual({
      message: 'Unable to save.',
    });
  });
});

describe('change', () => {
  const list = resourceList<{ id: number; name: string }>('/office/sponsors/', 20, {}, 'test-sponsors');
  afterEach(() => cleanStores(list.$page));

  it('sends the change, answers the saved record and loads the resource list again', async () => {
    let names = ['Acme'];
    const server = fakeFetch({
      'GET /office/sponsors/': () =>
        json({
          count: names.length,
          next: null,
          previous: null,
          results: names.map((name, i) => ({ id: i + 1, name })),
        }),
      'POST /office/sponsors/': (request) => {
        names = [...names, (request.body as { name: string }).name];
        return json({ id: 2, name: 'Delta' }, 201);
      },
    });
    const seen: string[][] = [];
    list.$page.subscribe((value) => value.data && seen.push(value.data.results.map((row) => row.name)));
    await expect.poll(() => seen.at(-1)).toEqual(['Acme']);

    const result = await change(
      { method: 'POST', path: '/office/sponsors/', body: { name: 'Delta' } },
      'Unable to save.',
    );

    expect(result).toEqual({ ok: true, data: { id: 2, name: 'Delta' } });
    expect(server.calls('POST /office/sponsors/')[0]!.body).toEqual({ name: 'Delta' });
    await expect.poll(() => seen.at(-1)).toEqual(['Acme', 'Delta']);
  });

  it('answers a refusal by the one rule, and loads the list again all the same', async () => {
    const server = fakeFetch({
      'GET /office/sponsors/': () => json({ count: 0, next: null, previous: null, results: [] }),
      'DELETE /office/sponsors/7/': () => json({ detail: 'Not found.' }, 404),
    });
    list.$page.listen(() => {});
    const before = server.calls('GET /office/sponsors/').length;

    const result = await change({ method: 'DELETE', path: '/office/sponsors/7/' }, 'Unable to delete.');

    expect(result).toEqual({
      ok: false,
      failure: {
        message: 'Not found.',
        status: 404,
        cause: expect.objectContaining({ data: { detail: 'Not found.' } }),
      },
    });
    await expect.poll(() => server.calls('GET /office/sponsors/').length).toBeGreaterThan(before);
  });
});

describe('change with an optimistic patch and a saved answer (the portals)', () => {
  interface Item {
    id: number;
    name: string;
  }
  type Items = { count: number; next: null; previous: null; results: Item[] };
  const page = (...names: string[]): Items => ({
    count: names.length,
    next: null,
    previous: null,
    results: names.map((name, i) => ({ id: i + 1, name })),
  });
  const stores: ReturnType<typeof createFetcherStore<Items>>[] = [];
  afterEach(() => cleanStores(...stores.splice(0)));
  /** A list of its own per test (the query cache outlives a test). */
  function items(key: string) {
    const $items = createFetcherStore<Items>([key]);
    stores.push($items);
    $items.listen(() => {});
    return $items;
  }
  const named = ($items: ReturnType<typeof items>) => $items.get().data?.results.map((item) => item.name);
  const renamed = (key: string, id: number, name: string) =>
    cachePatch<Items>(
      key,
      (current) =>
        current && {
          ...current,
          results: current.results.map((item) => (item.id === id ? { ...item, name } : item)),
        },
    );

  /** A request that answers only when the test says so. */
  function held() {
    let answer: (response: Response) => void = () => {};
    const promise = new Promise<Response>((resolve) => (answer = resolve));
    return { handler: () => promise, answer: (response: Response) => answer(response) };
  }

  it('shows the edit before the server answers, then the saved record', async () => {
    const KEY = '/portal-test/edited/';
    const patch = held();
    // The reload after the change never answers: what the list shows comes from the patches alone.
    fakeFetch({
      [`GET ${KEY}`]: [() => json(page('Acme', 'Delta')), () => new Promise<Response>(() => {})],
      [`PATCH ${KEY}2/`]: patch.handler,
    });
    const $items = items(KEY);
    await expect.poll(() => named($items)).toEqual(['Acme', 'Delta']);

    const pending = change<Item>(
      {
        method: 'PATCH',
        path: `${KEY}2/`,
        body: { name: 'Delta Hawks' },
        optimistic: renamed(KEY, 2, 'Delta Hawks'),
        saved: cachePatch<Items, Item>(
          KEY,
          (current, saved) =>
            current && {
              ...current,
              results: current.results.map((item) => (item.id === saved.id ? saved : item)),
            },
        ),
      },
      'Unable to save.',
    );

    await expect.poll(() => named($items)).toEqual(['Acme', 'Delta Hawks']);
    patch.answer(json({ id: 2, name: 'Delta Hawks FC' }));
    expect(await pending).toEqual({ ok: true, data: { id: 2, name: 'Delta Hawks FC' } });
    expect(named($items)).toEqual(['Acme', 'Delta Hawks FC']);
  });

  it("puts the value back as it was when the change is refused, with the server's words", async () => {
    const KEY = '/portal-test/refused/';
    const patch = held();
    const server = fakeFetch({
      [`GET ${KEY}`]: [() => json(page('Acme', 'Delta')), () => new Promise<Response>(() => {})],
      [`PATCH ${KEY}1/`]: patch.handler,
    });
    const $items = items(KEY);
    await expect.poll(() => named($items)).toEqual(['Acme', 'Delta']);
    const before = $items.get().data;

    const pending = change<Item>(
      { method: 'PATCH', path: `${KEY}1/`, body: { name: '' }, optimistic: renamed(KEY, 1, '') },
      'Unable to save.',
    );
    await expect.poll(() => named($items)).toEqual(['', 'Delta']);
    patch.answer(json({ name: ['Enter a name.'] }, 400));
    const result = await pending;

    expect(result.ok).toBe(false);
    expect(!result.ok && [result.failure.message, result.failure.field, result.failure.status]).toEqual([
      'Enter a name.',
      'name',
      400,
    ]);
    expect($items.get().data).toEqual(before);
    // The list is asked for again afterwards all the same.
    await expect.poll(() => server.calls(`GET ${KEY}`).length).toBe(2);
  });

  it('keeps what is shown when the server fails (5xx): nothing is loaded again', async () => {
    const KEY = '/portal-test/kept/';
    const server = fakeFetch({
      [`GET ${KEY}`]: () => json(page('Acme')),
      [`POST ${KEY}`]: () => json({ detail: 'Server error.' }, 500),
    });
    const $items = items(KEY);
    await expect.poll(() => named($items)).toEqual(['Acme']);

    const result = await change({ method: 'POST', path: KEY, body: {}, affects: [KEY] }, 'Unable.');

    expect(!result.ok && result.failure.status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls(`GET ${KEY}`)).toHaveLength(1);
    expect(named($items)).toEqual(['Acme']);
  });

  it('reloads the keys it affects', async () => {
    const KEY = '/portal-test/affected/';
    const server = fakeFetch({
      [`GET ${KEY}`]: () => json(page('Acme')),
      'POST /portal-test-other/': () => json({ id: 9 }, 201),
    });
    items(KEY);
    await expect.poll(() => server.calls(`GET ${KEY}`).length).toBe(1);

    const result = await change({ method: 'POST', path: '/portal-test-other/', affects: [KEY] }, 'Unable.');

    expect(result).toEqual({ ok: true, data: { id: 9 } });
    await expect.poll(() => server.calls(`GET ${KEY}`).length).toBe(2);
  });
});
