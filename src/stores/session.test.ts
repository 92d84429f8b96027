import { setPersistentEngine } from '@nanostores/persistent';
import { allTasks } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../lib/testing/fake-fetch';

const KEY = 'midsouth-league.tokens.v1';
let storage: Record<string, string>;

/** A fresh session module (and API client) over the given localStorage contents. */
async function freshSession(contents: Record<string, string> = {}) {
  storage = { ...contents };
  setPersistentEngine(storage, { addEventListener() {}, removeEventListener() {} });
  vi.resetModules();
  const { setApiBaseResolver } = await import('../lib/api-client');
  setApiBaseResolver(() => 'https://league.test/api');
  return import('./session');
}

const parent = { id: 1, email: 'parent@demo.test', role: 'parent_guardian', first_name: 'Pat' };

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('starting the session', () => {
  it('ends loading at once without any request when no tokens are stored', async () => {
    const server = fakeFetch({});
    const session = await freshSession();

    await session.startSession();

    expect(session.$sessionLoading.get()).toBe(false);
    expect(session.$user.get()).toBeNull();
    expect(server.sent).toHaveLength(0);
  });

  it('loads the current user when tokens are stored, then ends loading', async () => {
    const server = fakeFetch({ 'GET /auth/me/': () => json(parent) });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: 'A1', refresh: 'R1' }) });
    expect(session.$sessionLoading.get()).toBe(true);

    await session.startSession();

    expect(session.$user.get()).toEqual(parent);
    expect(session.$sessionLoading.get()).toBe(false);
    expect(server.sent[0]!.headers.get('authorization')).toBe('Bearer A1');
  });

  it('starts by itself when something subscribes to $session', async () => {
    const server = fakeFetch({ 'GET /auth/me/': () => json(parent) });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: 'A1' }) });

    const unsubscribe = session.$session.subscribe(() => {});
    await allTasks();
    await session.startSession();

    expect(session.$session.get()).toEqual({
      user: parent,
      loading: false,
      signedIn: true,
      loggedOut: false,
    });
    expect(server.calls('GET /auth/me/')).toHaveLength(1);
    unsubscribe();
  });

  it('asks for the user as soon as the module runs in a browser with a stored session', async () => {
    const server = fakeFetch({ 'GET /auth/me/': () => json(parent) });
    vi.stubGlobal('window', globalThis);
    const session = await freshSession({ [KEY]: JSON.stringify({ access: 'A1' }) });

    // Nothing has subscribed or called startSession(): the request is already out.
    expect(server.calls('GET /auth/me/')).toHaveLength(1);
    await session.startSession();
    expect(session.$user.get()).toEqual(parent);
    expect(session.$sessionLoading.get()).toBe(false);
    expect(server.calls('GET /auth/me/')).toHaveLength(1);
  });

  it('sends nothing when the module runs in a browser without a stored session', async () => {
    const server = fakeFetch({});
    vi.stubGlobal('window', globalThis);
    const session = await freshSession();
    expect(server.sent).toHaveLength(0);
    expect(session.$sessionLoading.get()).toBe(true);
  });

  it('accepts tokens stored under access_token / refresh_token', async () => {
    const server = fakeFetch({ 'GET /auth/me/': () => json(parent) });
    const session = await freshSession({
      [KEY]: JSON.stringify({ access_token: 'A9', refresh_token: 'R9' }),
    });

    await session.startSession();

    expect(session.$user.get()).toEqual(parent);
    expect(server.sent[0]!.headers.get('authorization')).toBe('Bearer A9');
  });

  it('leaves the user empty when the user load fails, and ends loading', async () => {
    fakeFetch({ 'GET /auth/me/': () => json({ detail: 'Server error' }, 500) });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: 'A1' }) });

    await session.startSession();

    expect(session.$user.get()).toBeNull();
    expect(session.$session.get().signedIn).toBe(false);
    expect(session.$sessionLoading.get()).toBe(false);
  });

  it('treats unreadable stored tokens as signed out', async () => {
    const server = fakeFetch({});
    const session = await freshSession({ [KEY]: '{not json' });
    await session.startSession();
    expect(session.$sessionLoading.get()).toBe(false);
    expect(server.sent).toHaveLength(0);
  });
});

describe('login', () => {
  it('stores the tokens under the product key, then loads the user with them', async () => {
    const server = fakeFetch({
      'POST /auth/login/': () => json({ access: 'A1', refresh: 'R1', user: parent }),
      'GET /auth/me/': () => json(parent),
    });
    const session = await freshSession();

    const user = await session.login('parent@demo.test', 'demo-Pass-1');

    expect(user).toEqual(parent);
    expect(JSON.parse(storage[KEY]!)).toEqual({ access: 'A1', refresh: 'R1' });
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /auth/login/', 'GET /auth/me/']);
    expect(server.sent[0]!.body).toEqual({ email: 'parent@demo.test', password: 'demo-Pass-1' });
    expect(server.sent[1]!.headers.get('authorization')).toBe('Bearer A1');
    expect(session.$session.get()).toMatchObject({ signedIn: true, loading: false });
  });

  it('accepts tokens named access_token / refresh_token', async () => {
    fakeFetch({
      'POST /auth/login/': () => json({ access_token: 'A2', refresh_token: 'R2' }),
      'GET /auth/me/': () => json(parent),
    });
    const session = await freshSession();

    await session.login('parent@demo.test', 'demo-Pass-1');

    expect(JSON.parse(storage[KEY]!)).toEqual({ access: 'A2', refresh: 'R2' });
  });

  it('passes a refused login to the caller and stores nothing', async () => {
    fakeFetch({ 'POST /auth/login/': () => json({ detail: 'Invalid email or password.' }, 401) });
    const session = await freshSession();

    await expect(session.login('x@y.z', 'nope')).rejects.toMatchObject({
      data: { detail: 'Invalid email or password.' },
    });
    expect(KEY in storage).toBe(false);
    expect(session.$user.get()).toBeNull();
  });
});

describe('register', () => {
  const payload = {
    email: 'new@demo.test',
    password: 'Secret-123',
    first_name: '',
    last_name: '',
    role: 'coach',
    coach_county: 'DESOTO',
  };

  it('stays signed out when the answer carries no tokens', async () => {
    const server = fakeFetch({ 'POST /auth/register/': () => json({ id: 5, email: 'new@demo.test' }, 201) });
    const session = await freshSession();
    await session.startSession();

    await expect(session.register(payload)).resolves.toBeNull();

    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /auth/register/']);
    expect(server.sent[0]!.body).toEqual(payload);
    expect(KEY in storage).toBe(false);
    expect(session.$session.get().signedIn).toBe(false);
  });

  it('signs in when the answer carries tokens', async () => {
    fakeFetch({
      'POST /auth/register/': () => json({ access: 'A3', refresh: 'R3' }, 201),
      'GET /auth/me/': () => json({ ...parent, role: 'coach' }),
    });
    const session = await freshSession();

    await expect(session.register(payload)).resolves.toMatchObject({ role: 'coach' });
    expect(JSON.parse(storage[KEY]!)).toEqual({ access: 'A3', refresh: 'R3' });
  });
});

describe('logout', () => {
  it('removes the localStorage key and the user', async () => {
    fakeFetch({ 'GET /auth/me/': () => json(parent) });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: 'A1', refresh: 'R1' }) });
    await session.startSession();
    expect(session.$user.get()).not.toBeNull();

    session.logout();

    expect(KEY in storage).toBe(false);
    expect(session.$user.get()).toBeNull();
    expect(session.$session.get()).toEqual({ user: null, loading: false, signedIn: false, loggedOut: true });
  });

  it('ends the session on the server too, without waiting for the answer', async () => {
    const server = fakeFetch({
      'GET /auth/me/': () => json(parent),
      // The network never answers: signing out here must not wait for it.
      'POST /auth/logout/': () => new Promise<Response>(() => {}),
    });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: 'A1', refresh: 'R1' }) });
    await session.startSession();

    session.logout();

    expect(KEY in storage).toBe(false);
    expect(session.$session.get()).toMatchObject({ signedIn: false, loggedOut: true });
    await vi.waitFor(() => expect(server.calls('POST /auth/logout/')).toHaveLength(1));
    const [sent] = server.calls('POST /auth/logout/');
    expect(sent!.body).toEqual({ refresh: 'R1' });
    // The page is usually navigating away: the request outlives it, and carries no access token.
    expect(sent!.keepalive).toBe(true);
    expect(sent!.headers.get('authorization')).toBeNull();
  });

  it('signs out here even when the server cannot be reached', async () => {
    const server = fakeFetch({
      'GET /auth/me/': () => json(parent),
      'POST /auth/logout/': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: 'A1', refresh: 'R1' }) });
    await session.startSession();

    session.logout();
    await vi.waitFor(() => expect(server.calls('POST /auth/logout/')).toHaveLength(1));
    await allTasks();

    expect(session.$session.get()).toMatchObject({ user: null, signedIn: false });
  });

  it('asks the server for nothing when no refresh token is stored', async () => {
    const server = fakeFetch({ 'GET /auth/me/': () => json(parent) });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: 'A1' }) });
    await session.startSession();

    session.logout();
    await allTasks();

    expect(server.calls('POST /auth/logout/')).toHaveLength(0);
  });

  it('is forgotten by the next sign-in', async () => {
    fakeFetch({ 'POST /auth/login/': () => json({ access: 'A2' }), 'GET /auth/me/': () => json(parent) });
    const session = await freshSession();
    session.logout();
    await session.login('parent@demo.test', 'demo-Pass-1');
    expect(session.$session.get()).toMatchObject({ signedIn: true, loggedOut: false });
  });

  it('wins over a user load still in flight', async () => {
    let answer!: (response: Response) => void;
    fakeFetch({ 'GET /auth/me/': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: 'A1' }) });
    const started = session.startSession();
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));

    session.logout();
    answer(json(parent));
    await started;

    expect(session.$user.get()).toBeNull();
  });
});

describe('token renewal and the session', () => {
  it('signs the user out when a refresh fails', async () => {
    fakeFetch({
      'GET /auth/me/': [() => json(parent), () => json({ detail: 'Expired.' }, 401)],
      'POST /auth/refresh/': () => json({ detail: 'Token is invalid or expired' }, 401),
    });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: 'A1', refresh: 'R1' }) });
    await session.startSession();
    expect(session.$user.get()).toEqual(parent);

    await session.loadUser();

    expect(KEY in storage).toBe(false);
    expect(session.$user.get()).toBeNull();
  });

  it('keeps the page loaded while the user is reloaded', async () => {
    let answer!: (response: Response) => void;
    fakeFetch({
      'GET /auth/me/': [() => json(parent), () => new Promise<Response>((resolve) => (answer = resolve))],
    });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: 'A1' }) });
    await session.startSession();

    const reload = session.loadUser();
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(session.$session.get()).toMatchObject({ loading: false, signedIn: true });
    answer(json({ ...parent, first_name: 'Patricia' }));

    await expect(reload).resolves.toMatchObject({ first_name: 'Patricia' });
  });
});

/** A Cache Storage holding the kept reads of a portal visit (issue 39), and what was deleted. */
function keptReads(entries: Record<string, unknown>, savedAt = 1_764_000_000_000) {
  const deleted: string[] = [];
  const store = new Map(
    Object.entries(entries).map(([path, body]) => [
      `https://league.test/api${path}`,
      () => new Response(JSON.stringify(body), { headers: { 'x-league-saved-at': String(savedAt) } }),
    ]),
  );
  const cache = {
    keys: async () => [...store.keys()].map((url) => new Request(url)),
    match: async (request: Request) => store.get(request.url)?.(),
  };
  vi.stubGlobal('caches', {
    has: async (name: string) => name === 'league-portal-reads-v1' && !deleted.includes(name),
    open: async () => cache,
    delete: async (name: string) => {
      deleted.push(name);
      return true;
    },
  });
  return { deleted };
}

/** An access token's shape (a JWT; the client reads only its subject) for this account id. */
function accessFor(id: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(id), typ: 'access' })}.signature`;
}

describe('a repeat visit to a portal (issue 39)', () => {
  const onPortal = () => {
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('location', { pathname: '/portal/parent', origin: 'https://league.test' });
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('document', { readyState: 'loading' });
    vi.stubGlobal('addEventListener', () => {});
  };

  it('draws at once from the kept reads while /auth/me/ has not answered, then takes its answer', async () => {
    onPortal();
    keptReads({ '/auth/me/': parent, '/auth/children/': { count: 0, results: [] } });
    let answer: (response: Response) => void = () => {};
    fakeFetch({ 'GET /auth/me/': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: accessFor(1) }) });
    await vi.waitFor(() => expect(session.$sessionLoading.get()).toBe(false));
    expect(session.$user.get()).toEqual(parent);
    const { queryCache } = await import('../lib/query-cache');
    expect(queryCache.get('/auth/children/')).toMatchObject({ data: { count: 0, results: [] } });
    answer(json({ ...parent, first_name: 'Patricia' }));
    await session.startSession();
    expect(session.$user.get()).toMatchObject({ first_name: 'Patricia' });
  });

  it('keeps the kept portal when /auth/me/ gets no answer at all (no signal)', async () => {
    onPortal();
    keptReads({ '/auth/me/': parent });
    fakeFetch({ 'GET /auth/me/': () => Promise.reject(new TypeError('Failed to fetch')) });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: accessFor(1) }) });
    await session.startSession();
    expect(session.$user.get()).toEqual(parent);
    expect(session.$sessionLoading.get()).toBe(false);
  });

  it('draws nothing on a first visit (no kept reads) until /auth/me/ answers', async () => {
    onPortal();
    vi.stubGlobal('caches', { has: async () => false });
    let answer: (response: Response) => void = () => {};
    fakeFetch({ 'GET /auth/me/': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: accessFor(1) }) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(session.$sessionLoading.get()).toBe(true);
    expect(session.$user.get()).toBeNull();
    answer(json(parent));
    await session.startSession();
    expect(session.$user.get()).toEqual(parent);
  });

  it('forgets the kept reads when the family signs out', async () => {
    onPortal();
    const kept = keptReads({ '/auth/me/': parent });
    fakeFetch({ 'GET /auth/me/': () => json(parent), 'POST /auth/logout/': () => json({}) });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: accessFor(1), refresh: 'R1' }) });
    await session.startSession();
    session.logout();
    await vi.waitFor(() => expect(kept.deleted).toContain('league-portal-reads-v1'));
  });

  it('never draws reads kept for another account than the stored tokens’, and forgets them', async () => {
    onPortal();
    const kept = keptReads({ '/auth/me/': parent, '/auth/children/': { count: 0, results: [] } });
    const staff = { id: 2, email: 'staff@demo.test', role: 'staff' };
    let answer: (response: Response) => void = () => {};
    fakeFetch({ 'GET /auth/me/': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const session = await freshSession({ [KEY]: JSON.stringify({ access: accessFor(2) }) });
    await vi.waitFor(() => expect(kept.deleted).toContain('league-portal-reads-v1'));
    expect(session.$sessionLoading.get()).toBe(true);
    expect(session.$user.get()).toBeNull();
    const { queryCache } = await import('../lib/query-cache');
    expect(queryCache.has('/auth/children/')).toBe(false);
    answer(json(staff));
    await session.startSession();
    expect(session.$user.get()).toEqual(staff);
  });
});
