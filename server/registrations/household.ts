/**
 * A family's household for the sibling discount (issue 37): the account that registers, and every
 * account linked to it through a child's accepted second guardian (server/db/schema/families.ts
 * child_guardians), in either direction. The household's children are those any of its accounts
 * added or was linked to. A child's place among them for a season is one more than the number of
 * its other children with a paid registration (not refunded in full) in a season of the same name.
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { childGuardians, children } from '../db/schema/families';
import { seasons } from '../db/schema/league';
import { registrations } from '../db/schema/registrations';
import { seasonNameSql } from './aid';

/** The accounts of `userId`'s household (itself first). */
export async function householdAccounts(db: Db, userId: number): Promise<number[]> {
  const accounts = new Set([userId]);
  // Two hops cover a child's first guardian and every second guardian linked to any of its children.
  for (let hop = 0; hop < 2; hop += 1) {
    const ids = [...accounts];
    const rows = await db
      .select({ parentId: children.parentId, guardianId: childGuardians.userId })
      .from(childGuardians)
      .innerJoin(children, eq(children.id, childGuardians.childId))
      .where(
        and(
          eq(childGuardians.status, 'accepted'),
          or(inArray(children.parentId, ids), inArray(childGuardians.userId, ids)),
        ),
      );
    for (const row of rows) {
      accounts.add(row.parentId);
      if (row.guardianId !== null) accounts.add(row.guardianId);
    }
  }
  return [...accounts];
}

/** The ids of the children of a household's accounts (added by one of them or linked to one). */
export async function householdChildren(db: Db, accounts: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: children.id })
    .from(children)
    .leftJoin(
      childGuardians,
      and(eq(childGuardians.childId, children.id), eq(childGuardians.status, 'accepted')),
    )
    .where(or(inArray(children.parentId, [...accounts]), inArray(childGuardians.userId, [...accounts])));
  return rows.map((row) => row.id);
}

/**
 * The child's place among its household's children registered (paid, not refunded in full) for a
 * season named like `seasonId`: 1 for the first, 2 for the second…
 */
export async function siblingPosition(
  db: Db,
  input: { userId: number; childId: number; seasonId: number },
): Promise<number> {
  const kids = await householdChildren(db, await householdAccounts(db, input.userId));
  const others = kids.filter((id) => id !== input.childId);
  if (others.length === 0) return 1;
  const rows = await db
    .selectDistinct({ childId: registrations.childId })
    .from(registrations)
    .innerJoin(seasons, eq(seasons.id, registrations.seasonId))
    .where(
      and(
        inArray(registrations.childId, others),
        ne(registrations.childId, input.childId),
        eq(registrations.paymentStatus, 'paid'),
        ne(registrations.status, 'refunded'),
        sql`${seasonNameSql} = (select coalesce(nullif(btrim(s2.season_label), ''), s2.title) from ${seasons} s2 where s2.id = ${input.seasonId})`,
      ),
    );
  return rows.length + 1;
}
