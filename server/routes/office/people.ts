/**
 * /office/people/ (issue 41 item 15): the league office's people, staff and admins. Staff see the
 * list; an admin invites someone by e-mail (an account with the role, and a mailed link that sets
 * its password), changes names and roles, and removes people: the account can no longer sign in and
 * is signed out everywhere, while what they did stays in the activity log. The office always keeps
 * an admin: the last one can be neither removed nor made staff (the admins' rows are locked while
 * it is checked, so two admins demoting each other at once cannot both succeed). Every change is
 * audited (entity office_person).
 */
import type { Context } from 'hono';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  INVITE_TTL_DAYS,
  INVITED_PASSWORD,
  PEOPLE_MESSAGES,
  personInputSchema,
  STORED_OFFICE_ROLE,
  type OfficePerson,
  type PersonInput,
} from '../../../src/domain/office/people';
import { isAdminValue, ROLE_VALUES, STAFF_ROLE_VALUES } from '../../../src/domain/role-map';
import type { AppDeps, SignedInEnv, UserRow } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { detailError, fieldError } from '../../http/errors';
import { listHandler, type ListConfig } from '../../http/list';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { createRecord, deleteRecord, readRecord, updateRecord, type WriteConfig } from '../../http/write';
import { issuePasswordLink } from '../auth/password-reset';

const DAY = 24 * 60 * 60 * 1000;
const lowerRole = sql<string>`lower(${users.role})`;
const ADMIN_VALUES = ROLE_VALUES.filter((value) => isAdminValue(value));
/** Active accounts of office staff (staff, admin, staff_admin in any case). */
const inOffice = and(inArray(lowerRole, [...STAFF_ROLE_VALUES]), eq(users.isActive, true))!;

function personJson(row: UserRow): OfficePerson {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim() || row.email,
    email: row.email,
    role: isAdminValue(row.role) ? 'admin' : 'staff',
    status: row.passwordHash === INVITED_PASSWORD ? 'invited' : 'active',
  };
}

/** 403 unless the caller is an admin: staff read the list, admins change it. */
function assertAdmin(user: UserRow): void {
  if (!isAdminValue(user.role)) throw detailError(403, PEOPLE_MESSAGES.adminOnly);
}

/**
 * Locks person `id` for a change that ends their being an admin (made staff, removed) and refuses
 * (409) when they are the office's last active admin. The active admins' rows are locked first, in
 * id order, then the person's, until the transaction ends: two admins demoting each other at once
 * take the locks in one order, so the second waits for the first and then finds itself the last
 * (locking the person first, each held the row the other wanted next: a deadlock, a 500 on
 * PostgreSQL).
 */
async function keepAnAdmin(db: Db, id: number): Promise<UserRow | undefined> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(lowerRole, ADMIN_VALUES), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  const [person] = await db.select().from(users).where(eq(users.id, id)).for('update');
  const lastAdmin =
    person && isAdminValue(person.role) && person.isActive && admins.every((admin) => admin.id === id);
  if (lastAdmin) throw detailError(409, PEOPLE_MESSAGES.lastAdmin(personJson(person).name));
  return person;
}

const readPerson = async (db: Db, id: number) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inOffice));
  return row ?? null;
};

/** How the office's people are written; the caller's deps mail the invitation and sign a removed person out. */
function peopleWrites(deps: AppDeps): WriteConfig<number, PersonInput, OfficePerson> {
  return {
    entity: 'office_person',
    parseId,
    schema: personInputSchema,
    read: async (db, id) => {
      const row = await readPerson(db, id);
      return row ? personJson(row) : null;
    },
    toInput: ({ first_name, last_name, email, role }) => ({ first_name, last_name, email, role }),
    check: async (db, input, id) => {
      if (id === null) return;
      if (input.role === 'staff') await keepAnAdmin(db, id);
      else await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },
    insert: async (db, input) => {
      const [existing] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, input.email));
      const columns = {
        firstName: input.first_name,
        lastName: input.last_name,
        role: STORED_OFFICE_ROLE[input.role],
      };
      if (!existing) {
        const [row] = await db
          .insert(users)
          .values({ ...columns, email: input.email, passwordHash: INVITED_PASSWORD })
          .returning({ id: users.id });
        return row!.id;
      }
      // Someone removed from the office, or invited and not yet in, is invited again; any other
      // account is someone's own (a family's, a coach's) and is not turned into staff.
      const rejoins =
        STAFF_ROLE_VALUES.some((value) => value === existing.role.toLowerCase()) &&
        (!existing.isActive || existing.passwordHash === INVITED_PASSWORD);
      if (!rejoins) throw fieldError({ email: [PEOPLE_MESSAGES.taken] });
      await db
        .update(users)
        .set({ ...columns, isActive: true, passwordHash: INVITED_PASSWORD })
        .where(eq(users.id, existing.id));
      return existing.id;
    },
    update: async (db, id, input) => {
      const [current] = await db.select().from(users).where(eq(users.id, id));
      // An admin stays the admin value they have (admin or staff_admin).
      const role =
        input.role === 'admin' && current && isAdminValue(current.role)
          ? current.role
          : STORED_OFFICE_ROLE[input.role];
      // A new role counts from the person's next request (the account is read afresh each time).
      await db
        .update(users)
        .set({ firstName: input.first_name, lastName: input.last_name, role })
        .where(eq(users.id, id));
    },
    remove: async (db, id) => {
      const current = await keepAnAdmin(db, id);
      if (!current) return;
      await db.update(users).set({ isActive: false }).where(eq(users.id, id));
      await deps.tokens.revokeAll(id, db);
    },
    name: (person) => person.name,
    // Two invitations of one new address at once: the second insert meets the first's row.
    unique: { field: 'email', message: PEOPLE_MESSAGES.taken },
    created: async (person) => {
      const link = await issuePasswordLink(deps.db, deps.config.siteUrl, person.id, INVITE_TTL_DAYS * DAY);
      await deps.mailer
        .send({
          to: person.email,
          subject: 'You are invited to the league office',
          text: inviteText(person, link),
        })
        .catch((error: unknown) => console.error('Office invitation could not be sent:', error));
    },
  };
}

function inviteText(person: OfficePerson, link: string): string {
  const role = person.role === 'admin' ? 'an admin' : 'staff';
  return [
    `Hi ${person.first_name},`,
    '',
    `You are invited to the league office as ${role}.`,
    `Open this link to choose your password (it works once and expires in ${INVITE_TTL_DAYS} days):`,
    '',
    link,
    '',
    `Then sign in with ${person.email}; the office is under Office in the site's header.`,
    'If you did not expect this, you can ignore this e-mail.',
  ].join('\n');
}

const peopleList: ListConfig<UserRow, OfficePerson> = {
  table: users,
  scope: inOffice,
  search: [users.firstName, users.lastName, users.email],
  sort: { name: sql`lower(${users.lastName} || ' ' || ${users.firstName})`, email: users.email },
  defaultOrdering: 'name',
  tiebreak: users.id,
  limits: { defaultSize: 20, maxSize: 100 },
  json: (_db, rows) => rows.map(personJson),
};

/** The write kit's config for an admin's change (403 for staff who are not admins). */
function adminWrites(c: Context<SignedInEnv>) {
  assertAdmin(c.var.user);
  return peopleWrites(c.var.deps);
}

export const officePeopleRoutes = routes('/office/people')
  .get('/', listHandler(peopleList))
  .post('/', (c) => createRecord(c, adminWrites(c)))
  .get('/:id', (c) => readRecord(c, peopleWrites(c.var.deps)))
  .patch('/:id', (c) => updateRecord(c, adminWrites(c)))
  .delete('/:id', (c) => deleteRecord(c, adminWrites(c)));
