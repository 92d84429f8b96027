/**
 * /auth/children/: a parent's own children (spec 2 §7). List and add; read, edit and remove by id
 * (the policy's ownership rule answers someone else's child with 404). A child with a paid or
 * pending registration is not removed (409) but may be archived (PATCH archived: true): hidden
 * from the list (`?archived=true` lists those), every record kept, shown again with archived: false.
 * A child's emergency contact and medical notes go with the child, and when the child is archived.
 */
import { and, asc, eq, exists, inArray, isNotNull, isNull, not, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { CHILD_MESSAGES, childProblems, type ChildForm } from '../../../src/domain/children';
import type { Db } from '../../db/client';
import { emergencyInfo } from '../../db/schema/care';
import { children, waiverSignatures } from '../../db/schema/families';
import { registrations } from '../../db/schema/registrations';
import { detailError, fieldError, notFound, type FieldErrors } from '../../http/errors';
import { paginateArray } from '../../http/pagination';
import { booleanQuery, parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { currentWaiver } from '../../registrations/current-waiver';
import { keptForCaller } from '../../http/kept-answers';

type ChildRow = typeof children.$inferSelect;

const optionalString = (max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.string('Not a valid string.')),
      v.transform((value) => (value ?? '').trim()),
      v.maxLength(max, `Ensure this field has no more than ${max} characters.`),
    ),
  );

const childBodySchema = v.object({
  first_name: optionalString(100),
  last_name: optionalString(100),
  date_of_birth: optionalString(10),
  gender: optionalString(10),
});

/** An edit may also archive the child or show it again. */
const childPatchSchema = v.object({
  ...childBodySchema.entries,
  archived: v.optional(v.boolean('Must be a valid boolean.')),
});

/** Whether each child has signed the current waiver version. */
export async function waiverSignedByChild(db: Db, childIds: number[]): Promise<Set<number>> {
  if (childIds.length === 0) return new Set();
  const rows = await db
    .select({ childId: waiverSignatures.childId })
    .from(waiverSignatures)
    .where(
      and(inArray(waiverSignatures.childId, childIds), eq(waiverSignatures.version, currentWaiver().version)),
    );
  return new Set(rows.flatMap((row) => (row.childId === null ? [] : [row.childId])));
}

/** The current waiver's signature of the child of the outer query (for `exists`). */
const signedCurrentWaiver = (db: Db) =>
  db
    .select({ one: sql`1` })
    .from(waiverSignatures)
    .where(
      and(eq(waiverSignatures.childId, children.id), eq(waiverSignatures.version, currentWaiver().version)),
    );

/** A child as the API shows it (spec 2 §3). */
export function childJson(row: ChildRow, signed: Set<number>) {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    waiver_signed: signed.has(row.id),
    archived: row.archivedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Validates a child body; on a create every name is required. */
function checkChild(input: { [K in keyof ChildForm]?: string | undefined }, creating: boolean): void {
  const form = creating ? { first_name: '', last_name: '', ...input } : input;
  const errors: FieldErrors = {};
  for (const problem of childProblems(form)) (errors[problem.field] ??= []).push(problem.message);
  if (Object.keys(errors).length > 0) throw fieldError(errors);
}

async function ownChild(db: Db, parentId: number, rawId: string): Promise<ChildRow> {
  const id = parseId(rawId);
  const [row] = id
    ? await db
        .select()
        .from(children)
        .where(and(eq(children.id, id), eq(children.parentId, parentId)))
    : [];
  if (!row) throw notFound();
  return row;
}

export const childRoutes = routes('/auth/children')
  .get('/', keptForCaller(), async (c) => {
    const { db } = c.var.deps;
    const archived = booleanQuery(c, 'archived') ?? false;
    // One read: each child with whether it signed the current waiver.
    const found = await db
      .select({ child: children, signed: exists(signedCurrentWaiver(db)) })
      .from(children)
      .where(
        and(
          eq(children.parentId, c.var.user.id),
          archived ? isNotNull(children.archivedAt) : isNull(children.archivedAt),
        ),
      )
      .orderBy(asc(children.createdAt), asc(children.id));
    const rows = found.map((row) => row.child);
    const signed = new Set(found.filter((row) => row.signed).map((row) => row.child.id));
    return c.json(
      paginateArray(
        c,
        rows.map((row) => childJson(row, signed)),
        { defaultSize: 50, maxSize: 100 },
      ),
    );
  })
  .post('/', async (c) => {
    const { db } = c.var.deps;
    const input = await readBody(c, childBodySchema);
    checkChild(input, true);
    const [row] = await db
      .insert(children)
      .values({
        parentId: c.var.user.id,
        firstName: input.first_name ?? '',
        lastName: input.last_name ?? '',
        dateOfBirth: input.date_of_birth || null,
        gender: input.gender ?? '',
      })
      .returning();
    return c.json(childJson(row!, new Set()), 201);
  })
  .get('/:id', keptForCaller(), async (c) => {
    const { db } = c.var.deps;
    const row = await ownChild(db, c.var.user.id, c.req.param('id'));
    return c.json(childJson(row, await waiverSignedByChild(db, [row.id])));
  })
  .patch('/:id', async (c) => {
    const { db } = c.var.deps;
    const current = await ownChild(db, c.var.user.id, c.req.param('id'));
    const { archived, ...input } = await readBody(c, childPatchSchema);
    checkChild(input, false);
    const now = new Date();
    const [row] = await db
      .update(children)
      .set({
        ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
        ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
        ...(input.date_of_birth !== undefined ? { dateOfBirth: input.date_of_birth || null } : {}),
        ...(input.gender !== undefined ? { gender: input.gender } : {}),
        ...(archived !== undefined ? { archivedAt: archived ? (current.archivedAt ?? now) : null } : {}),
        updatedAt: now,
      })
      .where(eq(children.id, current.id))
      .returning();
    // An archived child plays no more: their emergency contact and medical notes are not kept.
    if (archived === true) await db.delete(emergencyInfo).where(eq(emergencyInfo.childId, current.id));
    return c.json(childJson(row!, await waiverSignedByChild(db, [current.id])));
  })
  .delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const row = await ownChild(db, c.var.user.id, c.req.param('id'));
    // Registrations (paid or waiting for payment) are records: their child is archived, not removed.
    const registered = db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.childId, row.id));
    const removed = await db
      .delete(children)
      .where(and(eq(children.id, row.id), not(exists(registered))))
      .returning({ id: children.id });
    if (removed.length === 0) throw detailError(409, CHILD_MESSAGES.cannotRemove(row.firstName));
    return c.body(null, 204);
  });
