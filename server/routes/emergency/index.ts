/**
 * Emergency contact and medical notes (issue 19 item 5), kept by the household:
 * - GET /auth/emergency-info/ — a parent's children's notes, or the athlete's own;
 * - PUT /auth/emergency-info/ {child | (athlete: none), contact_name, contact_relation,
 *   contact_phone, allergies, conditions, medication} — saves them (all blank: removed).
 * - GET /auth/emergency-info/reads/?child= — who read the notes and when (issue 36 item 2): every
 *   showing of them to a coach, staff member or admin in the roster (server/routes/coach/athletes.ts
 *   puts each on record), newest first; a child for a parent, the athlete's own otherwise.
 * Another parent's child answers 404. Recruiters never see the notes.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { emergencyInputSchema, isEmptyEmergency, type EmergencyInfo } from '../../../src/domain/emergency';
import { assertOwns } from '../../auth/ownership';
import { policyRole } from '../../auth/policy';
import type { UserRow } from '../../context';
import type { Db } from '../../db/client';
import { athleteProfiles } from '../../db/schema/athletes';
import { auditLog } from '../../db/schema/audit';
import { emergencyInfo } from '../../db/schema/care';
import { children } from '../../db/schema/families';
import { fieldError } from '../../http/errors';
import { paginateArray } from '../../http/pagination';
import { routes } from '../../http/router';
import { integerId, readBody, validate } from '../../http/validation';
import { keptForCaller } from '../../http/kept-answers';

type InfoRow = typeof emergencyInfo.$inferSelect;

/** The newest reads a household is shown (a season of weekly rosters is far fewer). */
const READS_SHOWN = 500;

/** The notes as the API shows them. */
export function emergencyJson(row: Pick<InfoRow, keyof InfoRow>) {
  return {
    child: row.childId,
    athlete_profile: row.athleteProfileId,
    contact_name: row.contactName,
    contact_relation: row.contactRelation,
    contact_phone: row.contactPhone,
    allergies: row.allergies,
    conditions: row.conditions,
    medication: row.medication,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The notes' fields of a row (for the roster). */
export function emergencyFields(row: InfoRow): EmergencyInfo {
  return {
    contact_name: row.contactName,
    contact_relation: row.contactRelation,
    contact_phone: row.contactPhone,
    allergies: row.allergies,
    conditions: row.conditions,
    medication: row.medication,
  };
}

/** The athlete's own profile id, or a 400 asking them to save it first. */
async function ownProfileId(db: Db, user: UserRow): Promise<number> {
  const [profile] = await db
    .select({ id: athleteProfiles.id })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, user.id));
  if (!profile)
    throw fieldError({ athlete_profile: ['Create and save your athlete profile before registering.'] });
  return profile.id;
}

const putSchema = v.object({
  child: v.optional(v.nullable(integerId()), null),
  ...emergencyInputSchema.entries,
});

export const emergencyRoutes = routes('/auth/emergency-info')
  .get('/', keptForCaller(), async (c) => {
    const { db } = c.var.deps;
    const user = c.var.user;
    const rows =
      policyRole(user.role) === 'parent'
        ? await db
            .select({ info: emergencyInfo })
            .from(emergencyInfo)
            .innerJoin(children, eq(children.id, emergencyInfo.childId))
            .where(and(eq(children.parentId, user.id), isNull(children.archivedAt)))
        : await db
            .select({ info: emergencyInfo })
            .from(emergencyInfo)
            .innerJoin(athleteProfiles, eq(athleteProfiles.id, emergencyInfo.athleteProfileId))
            .where(eq(athleteProfiles.userId, user.id));
    return c.json(
      paginateArray(
        c,
        rows.map((row) => emergencyJson(row.info)),
        { defaultSize: 50, maxSize: 100 },
      ),
    );
  })
  .put('/', async (c) => {
    const { db } = c.var.deps;
    const user = c.var.user;
    const input = await readBody(c, putSchema);
    const { child, ...fields } = input;
    let owner: { childId: number } | { athleteProfileId: number };
    // A child named by anyone but its parent answers as one that does not exist.
    if (child !== null) await assertOwns(db, user, 'child', child);
    if (policyRole(user.role) === 'parent') {
      if (child === null) throw fieldError({ child: ['This field is required.'] });
      owner = { childId: child };
    } else {
      owner = { athleteProfileId: await ownProfileId(db, user) };
    }
    const where =
      'childId' in owner
        ? eq(emergencyInfo.childId, owner.childId)
        : eq(emergencyInfo.athleteProfileId, owner.athleteProfileId);
    if (isEmptyEmergency(fields)) {
      await db.delete(emergencyInfo).where(where);
      return c.json({
        child: 'childId' in owner ? owner.childId : null,
        athlete_profile: 'athleteProfileId' in owner ? owner.athleteProfileId : null,
        ...fields,
        updated_at: null,
      });
    }
    const values = {
      contactName: fields.contact_name,
      contactRelation: fields.contact_relation,
      contactPhone: fields.contact_phone,
      allergies: fields.allergies,
      conditions: fields.conditions,
      medication: fields.medication,
      updatedBy: user.id,
      updatedAt: new Date(),
    };
    const [existing] = await db.select({ id: emergencyInfo.id }).from(emergencyInfo).where(where);
    const [row] = existing
      ? await db.update(emergencyInfo).set(values).where(eq(emergencyInfo.id, existing.id)).returning()
      : await db
          .insert(emergencyInfo)
          .values({ ...owner, ...values })
          .onConflictDoUpdate({
            target: 'childId' in owner ? emergencyInfo.childId : emergencyInfo.athleteProfileId,
            set: values,
          })
          .returning();
    return c.json(emergencyJson(row!));
  })
  .get('/reads', async (c) => {
    const { db } = c.var.deps;
    const user = c.var.user;
    const { child } = validate(readsQuerySchema, c.req.query());
    let key: string;
    if (policyRole(user.role) === 'parent') {
      if (typeof child !== 'number') throw fieldError({ child: ['This field is required.'] });
      // Another household's child answers as one that does not exist.
      await assertOwns(db, user, 'child', child);
      key = `child-${child}`;
    } else {
      key = `athlete-${await ownProfileId(db, user)}`;
    }
    const rows = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'emergency_info'), eq(auditLog.entityId, key), eq(auditLog.action, 'read')),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(READS_SHOWN);
    return c.json(paginateArray(c, rows.map(readJson), { defaultSize: 50, maxSize: 100 }));
  });

const readsQuerySchema = v.object({
  child: v.optional(v.nullable(v.union([v.literal(''), integerId()])), null),
});

/** A read of the notes as the household sees it: who (name and role), when, and where. */
function readJson(row: typeof auditLog.$inferSelect) {
  return {
    reader: row.actorName || 'League staff',
    role: row.actorRole,
    read_at: row.at.toISOString(),
    where: row.note,
  };
}

/** The notes of these children and athlete profiles (for a coach's roster). */
export async function emergencyOf(db: Db, childIds: number[], profileIds: number[]) {
  const [byChild, byProfile] = await Promise.all([
    childIds.length ? db.select().from(emergencyInfo).where(inArray(emergencyInfo.childId, childIds)) : [],
    profileIds.length
      ? db.select().from(emergencyInfo).where(inArray(emergencyInfo.athleteProfileId, profileIds))
      : [],
  ]);
  return {
    child: (id: number) => byChild.find((row) => row.childId === id),
    athlete: (id: number) => byProfile.find((row) => row.athleteProfileId === id),
  };
}
