import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  connectTokenStore,
  errorStatus,
  readTokens,
  setApiBaseResolver,
  type Tokens,
} from './api-client';
import { fakeFetch, json, type SentRequest } from './testing/fake-fetch';

let stored: Tokens | null = null;

beforeEach(() => {
  stored = null;
  connectTokenStore({ get: () => stored, set: (tokens) => (stored = tokens) });
  setApiBaseResolver(() => 'https://league.test/api');
});

const bearer = (request: SentRequest | undefined) => request?.headers.get('authorization');
const deferred = () => {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
};

describe('api', () => {
  it('sends the Bearer token when one is stored', async () => {
    stored = { access: 'A1', refresh: 'R1' };
    const server = fakeFetch({ 'GET /auth/me/': () => json({ email: 'p@x.test' }) });

    await expect(api('/auth/me/')).resolves.toEqual({ email: 'p@x.test' });

    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]!.url).toBe('https://league.test/api/auth/me/');
    expect(bearer(server.sent[0])).toBe('Bearer A1');
  });

  it('sends no Authorization header when signed out', async () => {
    const server = fakeFetch({ 'GET /programs/': () => json({ results: [] }) });
    await api('/programs/');
    expect(server.sent[0]!.headers.has('authorization')).toBe(false);
  });

  it('never sends cookies (credentials omit)', async () => {
    stored = { access: 'A1' };
    const server = fakeFetch({ 'POST /auth/login/': () => json({ access: 'A2' }) });
    await api('/auth/login/', { method: 'POST', body: { email: 'a@b.c', password: 'x' } });
    expect(server.sent[0]!.credentials).toBe('omit');
    expect(server.sent[0]!.body).toEqual({ email: 'a@b.c', password: 'x' });
  });

  it('keeps headers the caller passes alongside the Bearer token', async () => {
    stored = { access: 'A1' };
    const server = fakeFetch({ 'GET /auth/me/': () => json({}) });
    await api('/auth/me/', { headers: { 'X-Trace': 't1' } });
    expect(server.sent[0]!.headers.get('x-trace')).toBe('t1');
    expect(bearer(server.sent[0])).toBe('Bearer A1');
  });

  it('on a 401 refreshes once, stores the new access token and retries with it', async () => {
    stored = { access: 'OLD', refresh: 'R1' };
    const server = fakeFetch({
      'GET /auth/me/': (r) => (bearer(r) === 'Bearer NEW' ? json({ email: 'p@x.test' }) : json({}, 401)),
      'POST /auth/refresh/': () => json({ access: 'NEW' }),
    });

    await expect(api('/auth/me/')).resolves.toEqual({ email: 'p@x.test' });

    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /auth/me/',
      'POST /auth/refresh/',
      'GET /auth/me/',
    ]);
    expect(server.calls('POST /auth/refresh/')[0]!.body).toEqual({ refresh: 'R1' });
    expect(server.calls('POST /auth/refresh/')[0]!.credentials).toBe('omit');
    expect(stored).toEqual({ access: 'NEW', refresh: 'R1' });
  });

  it('stores a rotated refresh token and accepts access_token / refresh_token names', async () => {
    stored = { access: 'OLD', refresh: 'R1' };
    fakeFetch({
      'GET /auth/me/': (r) => (bearer(r) === 'Bearer NEW' ? json({}) : json({}, 401)),
      'POST /auth/refresh/': () => json({ access_token: 'NEW', refresh_token: 'R2' }),
    });
    await api('/auth/me/');
    expect(stored).toEqual({ access: 'NEW', refresh: 'R2' });
  });

  it('when the refresh fails, clears the tokens and passes on the original error', async () => {
    stored = { access: 'OLD', refresh: 'R1' };
    const server = fakeFetch({
      'GET /auth/me/': () => json({ detail: 'Token expired.' }, 401),
      'POST /auth/refresh/': () => json({ detail: 'Token is blacklisted.' }, 401),
    });

    const error = await api('/auth/me/').catch((e: unknown) => e);

    expect(errorStatus(error)).toBe(401);
    expect((error as { data: unknown }).data).toEqual({ detail: 'Token expired.' });
    expect(stored).toBeNull();
    expect(server.calls('GET /auth/me/')).toHaveLength(1);
  });

  it('does not retry a second time when the retried request is refused again', async () => {
    stored = { access: 'OLD', refresh: 'R1' };
    const server = fakeFetch({
      'GET /auth/me/': () => json({ detail: 'No.' }, 401),
      'POST /auth/refresh/': () => json({ access: 'NEW' }),
    });
    await expect(api('/auth/me/')).rejects.toMatchObject({ data: { detail: 'No.' } });
    expect(server.calls('GET /auth/me/')).toHaveLength(2);
    expect(server.calls('POST /auth/refresh/')).toHaveLength(1);
  });

  it('passes a 401 on without refreshing when no refresh token is stored', async () => {
    stored = { access: 'A1' };
    const server = fakeFetch({ 'GET /auth/me/': () => json({ detail: 'Expired.' }, 401) });
    await expect(api('/auth/me/')).rejects.toMatchObject({ data: { detail: 'Expired.' } });
    expect(server.calls('POST /auth/refresh/')).toHaveLength(0);
  });

  it('passes other errors on untouched', async () => {
    stored = { access: 'A1', refresh: 'R1' };
    const server = fakeFetch({ 'POST /auth/register/': () => json({ email: ['Taken.'] }, 400) });
    const error = await api('/auth/register/', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(errorStatus(error)).toBe(400);
    expect(server.calls('POST /auth/refresh/')).toHaveLength(0);
    expect(stored).toEqual({ access: 'A1', refresh: 'R1' });
  });

  it('shares ONE refresh call between several concurrent 401s', async () => {
    stored = { access: 'OLD', refresh: 'R1' };
    const refreshAnswer = deferred();
    const server = fakeFetch({
      'GET /children/': (r) => (bearer(r) === 'Bearer NEW' ? json(['c']) : json({}, 401)),
      'GET /auth/me/': (r) => (bearer(r) === 'Bearer NEW' ? json({ id: 1 }) : json({}, 401)),
      'GET /registrations/': (r) => (bearer(r) === 'Bearer NEW' ? json(['r']) : json({}, 401)),
      'POST /auth/refresh/': () => refreshAnswer.promise,
    });

    const results = Promise.all([api('/children/'), api('/auth/me/'), api('/registrations/')]);
    await vi.waitFor(() => expect(server.calls('POST /auth/refresh/')).toHaveLength(1));
    refreshAnswer.resolve(json({ access: 'NEW', refresh: 'R2' }));

    await expect(results).resolves.toEqual([['c'], { id: 1 }, ['r']]);
    expect(server.calls('POST /auth/refresh/')).toHaveLength(1);
    expect(server.sent.filter((r) => r.method === 'GET' && bearer(r) === 'Bearer NEW')).toHaveLength(3);
    expect(stored).toEqual({ access: 'NEW', refresh: 'R2' });
  });

  it('retries without a new refresh when the token was renewed while the request was in flight', async () => {
    stored = { access: 'OLD', refresh: 'R1' };
    const slow = deferred();
    const server = fakeFetch({
      'GET /auth/me/': (r) => (bearer(r) === 'Bearer NEW' ? json({ id: 1 }) : json({}, 401)),
      'GET /slow/': [() => slow.promise, () => json('ok')],
      'POST /auth/refresh/': () => json({ access: 'NEW', refresh: 'R2' }),
    });

    const slowCall = api('/slow/');
    await api('/auth/me/');
    slow.resolve(json({}, 401));

    await expect(slowCall).resolves.toBe('ok');
    expect(server.calls('POST /auth/refresh/')).toHaveLength(1);
    expect(bearer(server.calls('GET /slow/')[1])).toBe('Bearer NEW');
  });

  it('never refreshes in answer to a 401 from the refresh call itself', async () => {
    stored = { access: 'A', refresh: 'R' };
    const server = fakeFetch({ 'POST /auth/refresh/': () => json({}, 401) });
    await expect(api('/auth/refresh/', { method: 'POST', body: { refresh: 'R' } })).rejects.toThrow();
    expect(server.sent).toHaveLength(1);
  });
});

describe('readTokens', () => {
  it.each([
    [
      { access: 'a', refresh: 'r' },
      { access: 'a', refresh: 'r' },
    ],
    [
      { access_token: 'a', refresh_token: 'r' },
      { access: 'a', refresh: 'r' },
    ],
    [{ access: 'a' }, { access: 'a' }],
    [{ detail: 'created' }, {}],
    [null, {}],
    ['text', {}],
  ])('reads %j as %j', (body, tokens) => {
    expect(readTokens(body)).toEqual(tokens);
  });
});
