/**
 * /waivers/: each of the caller's children's waiver status for the current waiver version (Signed or
 * Pending), signing it in the parent portal, and the waiver text itself (spec 2 §3, §4). /waivers/self/:
 * an athlete of 18 or over reads and signs their own (issue 17 item 15); a minor's is signed by a
 * parent or guardian, who registers them.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { assertOwns } from '../../auth/ownership';
import { isAdult } from '../../../src/domain/athlete-profile';
import { WAIVER_RULE_MESSAGES } from '../../../src/domain/waiver';
import { clientIp, type UserRow } from '../../context';
import type { Db } from '../../db/client';
import { athleteProfiles } from '../../db/schema/athletes';
import { children, waiverSignatures } from '../../db/schema/families';
import { ApiError, detailError, fieldError } from '../../http/errors';
import { paginateArray } from '../../http/pagination';
import { routes } from '../../http/router';
import { integerId, readBody, requiredText } from '../../http/validation';
import { currentWaiver } from '../../registrations/current-waiver';
import { keptForCaller } from '../../http/kept-answers';

export const WAIVER_MESSAGES = {
  agree: 'Tick the box to agree to the waiver.',
  stale: 'The waiver was updated while you were reading it. Please read the new version and sign again.',
  alreadySigned: 'This waiver is already signed.',
} as const;

const signatureSchema = v.object({
  signer_name: v.pipe(requiredText(), v.maxLength(150, 'Ensure this field has no more than 150 characters.')),
  agree: v.literal(true, WAIVER_MESSAGES.agree),
  version: requiredText(),
});

const signSchema = v.object({ child: integerId(), ...signatureSchema.entries });

type SignatureRow = typeof waiverSignatures.$inferSelect;

/** A stored signature as the API answers it. */
const signatureJson = (row: SignatureRow) => ({
  id: row.id,
  child: row.childId,
  provider: row.provider,
  status: 'Signed',
  signed_at: row.signedAt.toISOString(),
  signer_name: row.signerName,
  version: row.version,
});

/** The caller's own athlete profile, required to sign for themselves, and only at 18 or over. */
async function adultSigner(db: Db, user: UserRow) {
  const [profile] = await db.select().from(athleteProfiles).where(eq(athleteProfiles.userId, user.id));
  if (!profile) throw detailError(400, WAIVER_RULE_MESSAGES.profileFirst);
  if (!isAdult(profile.dateOfBirth)) throw detailError(403, WAIVER_RULE_MESSAGES.minorSigns);
  return profile;
}

export const waiverRoutes = routes('/waivers')
  .get('/', keptForCaller(), async (c) => {
    const { db } = c.var.deps;
    const { version } = currentWaiver();
    const kids = await db
      .select()
      .from(children)
      .where(and(eq(children.parentId, c.var.user.id), isNull(children.archivedAt)))
      .orderBy(asc(children.createdAt), asc(children.id));
    const signatures =
      kids.length === 0
        ? []
        : await db
            .select()
            .from(waiverSignatures)
            .where(
              and(
                inArray(
                  waiverSignatures.childId,
                  kids.map((kid) => kid.id),
                ),
                eq(waiverSignatures.version, version),
              ),
            )
            .orderBy(desc(waiverSignatures.signedAt));
    const results = kids.map((kid) => {
      const signature = signatures.find((row) => row.childId === kid.id);
      return {
        id: signature?.id ?? null,
        child: kid.id,
        child_name: `${kid.firstName} ${kid.lastName}`.trim(),
        provider: signature?.provider ?? 'league',
        status: signature ? 'Signed' : 'Pending',
        signed_at: signature?.signedAt.toISOString() ?? null,
        signer_name: signature?.signerName ?? null,
        version,
      };
    });
    return c.json(paginateArray(c, results, { defaultSize: 50, maxSize: 100 }));
  })
  .get('/current', (c) => {
    const waiver = currentWaiver();
    return c.json({
      version: waiver.version,
      title: waiver.title,
      effective: waiver.effective,
      text: waiver.text,
    });
  })
  .post('/', async (c) => {
    const { db } = c.var.deps;
    const input = await readBody(c, signSchema);
    await assertOwns(db, c.var.user, 'child', input.child);
    const { version } = currentWaiver();
    if (input.version !== version) throw fieldError({ version: [WAIVER_MESSAGES.stale] });
    const [child] = await db.select().from(children).where(eq(children.id, input.child));
    const [row] = await db
      .insert(waiverSignatures)
      .values({
        childId: input.child,
        participantName: `${child!.firstName} ${child!.lastName}`.trim(),
        version,
        provider: 'league',
        signerName: input.signer_name,
        signerUserId: c.var.user.id,
        ipAddress: clientIp(c),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, { detail: WAIVER_MESSAGES.alreadySigned });
    return c.json(signatureJson(row), 201);
  })
  .get('/self', keptForCaller(), async (c) => {
    const { version } = currentWaiver();
    const [row] = await c.var.deps.db
      .select()
      .from(waiverSignatures)
      .where(and(eq(waiverSignatures.athleteUserId, c.var.user.id), eq(waiverSignatures.version, version)));
    return c.json(
      row
        ? signatureJson(row)
        : {
            id: null,
            child: null,
            provider: 'league',
            status: 'Pending',
            signed_at: null,
            signer_name: null,
            version,
          },
    );
  })
  .post('/self', async (c) => {
    const { db } = c.var.deps;
    const { user } = c.var;
    const input = await readBody(c, signatureSchema);
    const profile = await adultSigner(db, user);
    const { version } = currentWaiver();
    if (input.version !== version) throw fieldError({ version: [WAIVER_MESSAGES.stale] });
    const [row] = await db
      .insert(waiverSignatures)
      .values({
        athleteUserId: user.id,
        participantName: profile.name || `${user.firstName} ${user.lastName}`.trim() || user.email,
        version,
        provider: 'league',
        signerName: input.signer_name,
        signerUserId: user.id,
        ipAddress: clientIp(c),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, { detail: WAIVER_MESSAGES.alreadySigned });
    return c.json(signatureJson(row), 201);
  });
