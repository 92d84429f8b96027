import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waiverSignatures } from '../../db/schema/families';
import { createTestContext, type TestContext } from '../../test/harness';
import { currentWaiver } from '../../registrations/current-waiver';

// The waiver version comes from content/waivers/participation.yaml; a test can publish a new one.
const published = vi.hoisted(() => ({ version: null as string | null }));
vi.mock('../../registrations/current-waiver', async (importOriginal) => {
  const real = await importOriginal<{ currentWaiver: typeof currentWaiver }>();
  return {
    currentWaiver: () => {
      const waiver = real.currentWaiver();
      return published.version ? { ...waiver, version: published.version } : waiver;
    },
  };
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t.close());
afterEach(() => {
  published.version = null;
});

async function parentWithChildren(...names: string[]) {
  const parent = await t.signUp('parent_guardian');
  const ids: number[] = [];
  for (const name of names) {
    const res = await t.call('POST', '/api/auth/children/', {
      token: parent.token,
      body: { first_name: name, last_name: 'Rivers', date_of_birth: '2013-04-02', gender: 'Female' },
    });
    ids.push(res.body.id);
  }
  return { ...parent, ids };
}

const sign = (token: string, child: number, changes: Record<string, unknown> = {}) =>
  t.call('POST', '/api/waivers/', {
    token,
    body: { child, signer_name: 'Pat Rivers', agree: true, version: currentWaiver().version, ...changes },
    headers: { 'X-Forwarded-For': '10.0.0.1, 198.51.100.23' },
  });

const signaturesOf = (child: number) =>
  t.handle.db.select().from(waiverSignatures).where(eq(waiverSignatures.childId, child));

describe('GET /api/waivers/current/', () => {
  it('answers the waiver text with its version for a signed-in caller', async () => {
    const { token } = await t.signUp('parent_guardian');
    const res = await t.call('GET', '/api/waivers/current/', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      version: '2026-1',
      title: 'Participation Waiver and Release',
      effective: '2026-01-05',
      text: expect.stringContaining('parent or legal guardian'),
    });
    expect((await t.call('GET', '/api/waivers/current/')).status).toBe(401);
  });
});

describe('waiver status and signing', () => {
  it('shows each child Pending, then Signed with the signer, time, address and provider stored', async () => {
    const { token, user, ids } = await parentWithChildren('Ava', 'Mia');
    const before = await t.call('GET', '/api/waivers/', { token });
    expect(before.status).toBe(200);
    expect(before.body.results).toEqual([
      {
        id: null,
        child: ids[0],
        child_name: 'Ava Rivers',
        provider: 'league',
        status: 'Pending',
        signed_at: null,
        signer_name: null,
        version: '2026-1',
      },
      expect.objectContaining({ child: ids[1], status: 'Pending' }),
    ]);

    const started = Date.now();
    const signed = await sign(token, ids[0]!, { signer_name: '  Pat Rivers ' });
    expect(signed.status).toBe(201);
    expect(signed.body).toEqual({
      id: expect.any(Number),
      child: ids[0],
      provider: 'league',
      status: 'Signed',
      signed_at: expect.any(String),
      signer_name: 'Pat Rivers',
      version: '2026-1',
    });
    const [row] = await signaturesOf(ids[0]!);
    expect(row).toMatchObject({
      version: '2026-1',
      provider: 'league',
      signerName: 'Pat Rivers',
      signerUserId: user.id,
      ipAddress: '198.51.100.23',
    });
    expect(row!.signedAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(row!.signedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const after = await t.call('GET', '/api/waivers/', { token });
    expect(after.body.results).toEqual([
      expect.objectContaining({
        id: row!.id,
        child: ids[0],
        status: 'Signed',
        signer_name: 'Pat Rivers',
        signed_at: row!.signedAt.toISOString(),
      }),
      expect.objectContaining({ child: ids[1], status: 'Pending' }),
    ]);
    const kids = await t.call('GET', '/api/auth/children/', { token });
    expect(kids.body.results.map((kid: { waiver_signed: boolean }) => kid.waiver_signed)).toEqual([
      true,
      false,
    ]);
  });

  it('makes every child Pending again when a new waiver version is published', async () => {
    const { token, ids } = await parentWithChildren('Zoe');
    expect((await sign(token, ids[0]!)).status).toBe(201);
    published.version = '2027-1';
    const res = await t.call('GET', '/api/waivers/', { token });
    expect(res.body.results).toEqual([
      expect.objectContaining({ child: ids[0], status: 'Pending', version: '2027-1', signed_at: null }),
    ]);
    expect((await t.call('GET', `/api/auth/children/${ids[0]}/`, { token })).body.waiver_signed).toBe(false);

    // Signing the version the page showed before is refused; the new one is accepted, the old kept.
    const stale = await sign(token, ids[0]!, { version: '2026-1' });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({
      version: [
        'The waiver was updated while you were reading it. Please read the new version and sign again.',
      ],
    });
    expect((await sign(token, ids[0]!, { version: '2027-1' })).status).toBe(201);
    expect((await signaturesOf(ids[0]!)).map((row) => row.version).sort()).toEqual(['2026-1', '2027-1']);
  });

  it.each([
    ['false', false, 'Tick the box to agree to the waiver.'],
    ['the string "true"', 'true', 'Tick the box to agree to the waiver.'],
    ['missing', undefined, 'This field is required.'],
  ])('refuses agree %s and stores nothing', async (_, agree, message) => {
    const { token, ids } = await parentWithChildren('Lia');
    const res = await sign(token, ids[0]!, { agree });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ agree: [message] });
    expect(await signaturesOf(ids[0]!)).toEqual([]);
  });

  it('needs the signer’s name', async () => {
    const { token, ids } = await parentWithChildren('Ivy');
    const res = await sign(token, ids[0]!, { signer_name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ signer_name: ['This field may not be blank.'] });
  });

  it('answers 409 when the current version is already signed, keeping the first signature', async () => {
    const { token, ids } = await parentWithChildren('Eve');
    await sign(token, ids[0]!);
    const again = await sign(token, ids[0]!, { signer_name: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'This waiver is already signed.' });
    expect((await signaturesOf(ids[0]!)).map((row) => row.signerName)).toEqual(['Pat Rivers']);
  });

  it("answers 404 for another parent's child and stores nothing", async () => {
    const owner = await parentWithChildren('Kai');
    const stranger = await t.signUp('parent_guardian');
    const res = await sign(stranger.token, owner.ids[0]!);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
    expect(await signaturesOf(owner.ids[0]!)).toEqual([]);
    const list = await t.call('GET', '/api/waivers/', { token: stranger.token });
    expect(list.body).toMatchObject({ count: 0, results: [] });
  });

  it('is for parents only (403 with the portal text) and needs a session (401)', async () => {
    const { token } = await t.signUp('athlete');
    const res = await t.call('GET', '/api/waivers/', { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Access denied: Parent/Guardian role required for this portal.' });
    expect((await t.call('GET', '/api/waivers/')).status).toBe(401);
  });
});
