/**
 * The one write helper for staff-edited records: create, change (PATCH) and delete, each validated
 * with the record's valibot schema (a 400 with field errors when it does not fit), refused with a
 * 409 naming what still refers to a record before it is deleted, and written in one transaction
 * with its audit entry (server/audit/log.ts: who, which record, the fields before and after).
 *
 * A PATCH body holds only the fields that change: they are laid over the stored record and the
 * whole is validated with the same schema as a create, so rules across fields hold either way.
 */
import type { Context } from 'hono';
import { count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { changedFields, recordAudit } from '../audit/log';
import { clientIp, type AppDeps, type SignedInEnv, type UserRow } from '../context';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { detailError, fieldError, notFound } from './errors';
import { readBody, validate } from './validation';

/** Something that may still refer to a record, and how to find it. */
export interface Reference<Id> {
  /** What refers, one and many ('registration', 'registrations'). */
  noun: [one: string, many: string];
  /** How many refer to record `id`, and the names of a few of them. */
  find: (db: Db, id: Id) => Promise<{ count: number; names: string[] }>;
  /**
   * What staff do about these before the record can go ('Delete its games first.'); the refusal
   * names the remedies of the references found, and only those (issue 41 item 14).
   */
  remedy?: string;
}

/** How one kind of record is written. */
export interface WriteConfig<Id extends string | number, Input, Json extends object> {
  /** The audit log's name for these records (audit_log.entity). */
  entity: string;
  /** The id in a path, or null when it cannot be one (answered 404). */
  parseId: (raw: string | undefined) => Id | null;
  schema: v.GenericSchema<unknown, Input>;
  /** The record as the office sees it (the answer, and the audit log's before and after). */
  read: (db: Db, id: Id) => Promise<Json | null>;
  /** A stored record as a request body, for laying a PATCH over it. */
  toInput: (record: Json) => Record<string, unknown>;
  /** Rules that need the database (a referenced record exists…); throw a fieldError. */
  check?: (db: Db, input: Input, id: Id | null) => Promise<void>;
  insert: (db: Db, input: Input) => Promise<Id>;
  update: (db: Db, id: Id, input: Input) => Promise<void>;
  /** Deletes the record; without it the record cannot be deleted (archive it instead). */
  remove?: (db: Db, id: Id) => Promise<void>;
  references?: readonly Reference<Id>[];
  /** The record's name in messages. */
  name: (record: Json) => string;
  /** The field a unique violation is about, and its message. */
  unique?: { field: string; message: string };
  /**
   * Runs in the transaction after every write (e.g. standings follow a game's score; a game's
   * families are told of a new kickoff), with who wrote and the app's services.
   */
  after?: (
    db: Db,
    record: { before: Json | null; after: Json | null },
    write: { actor: UserRow; deps: AppDeps },
  ) => Promise<void>;
  /** Runs once a create is committed: mail about a record that a rollback would have undone waits for it. */
  created?: (record: Json) => Promise<void>;
}

/** Says no more than this many names of what refers to a record. */
const NAMES_SHOWN = 3;

/** Runs a write, turning a unique violation into the field error the config names. */
async function guarded<T>(config: { unique?: { field: string; message: string } }, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (config.unique && isUniqueViolation(error))
      throw fieldError({ [config.unique.field]: [config.unique.message] });
    throw error;
  }
}

function idOf<Id extends string | number>(
  c: Context<SignedInEnv>,
  config: { parseId: (raw: string | undefined) => Id | null },
): Id {
  const id = config.parseId(c.req.param('id'));
  if (id === null) throw notFound();
  return id;
}

/** POST: validates the body, creates the record and its audit entry; answers 201 with the record. */
export async function createRecord<Id extends string | number, Input, Json extends object>(
  c: Context<SignedInEnv>,
  config: WriteConfig<Id, Input, Json>,
) {
  const { deps, user } = c.var;
  const input = await readBody(c, config.schema);
  const record = await guarded(config, () =>
    deps.db.transaction(async (tx) => {
      await config.check?.(tx, input, null);
      const id = await config.insert(tx, input);
      const after = (await config.read(tx, id))!;
      await config.after?.(tx, { before: null, after }, { actor: user, deps });
      await recordAudit(tx, {
        actor: user,
        action: 'create',
        entity: config.entity,
        entityId: id,
        after: after as Record<string, unknown>,
        ip: clientIp(c),
      });
      return after;
    }),
  );
  await config.created?.(record);
  return c.json(record, 201);
}

/** GET one: the record, or 404. */
export async function readRecord<Id extends string | number, Input, Json extends object>(
  c: Context<SignedInEnv>,
  config: WriteConfig<Id, Input, Json>,
) {
  const record = await config.read(c.var.deps.db, idOf(c, config));
  if (!record) throw notFound();
  return c.json(record);
}

const anyObject = v.record(v.string(), v.unknown());

/** PATCH: lays the body over the record, validates the whole, saves it and audits what changed. */
export async function updateRecord<Id extends string | number, Input, Json extends object>(
  c: Context<SignedInEnv>,
  config: WriteConfig<Id, Input, Json>,
) {
  const { deps, user } = c.var;
  const id = idOf(c, config);
  const changes = await readBody(c, anyObject);
  const record = await guarded(config, () =>
    deps.db.transaction(async (tx) => {
      const before = await config.read(tx, id);
      if (!before) throw notFound();
      const input = validate(config.schema, { ...config.toInput(before), ...changes });
      await config.check?.(tx, input, id);
      await config.update(tx, id, input);
      const after = (await config.read(tx, id))!;
      const changed = changedFields(before as Record<string, unknown>, after as Record<string, unknown>);
      if (changed) {
        await config.after?.(tx, { before, after }, { actor: user, deps });
        await recordAudit(tx, {
          actor: user,
          action: 'update',
          entity: config.entity,
          entityId: id,
          ...changed,
          ip: clientIp(c),
        });
      }
      return after;
    }),
  );
  return c.json(record);
}

/** The refusal when records still refer to one: what and how many, with a few names. */
export function referencedMessage(
  name: string,
  found: { noun: [string, string]; count: number; names: string[] }[],
) {
  const parts = found.map(({ noun, count: n, names }) => {
    const shown = names.slice(0, NAMES_SHOWN);
    const more = n > shown.length ? `, and ${n - shown.length} more` : '';
    return `${n} ${n === 1 ? noun[0] : noun[1]}${shown.length ? ` (${shown.join(', ')}${more})` : ''}`;
  });
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `${name} cannot be deleted: ${list} ${found.length === 1 && found[0]!.count === 1 ? 'refers' : 'refer'} to it.`;
}

/**
 * DELETE: refused (409) while anything refers to the record, naming what refers and the remedy of
 * each kind found, then `archiveHint` (what to do instead, whatever refers); else deleted with its
 * audit entry.
 */
export async function deleteRecord<Id extends string | number, Input, Json extends object>(
  c: Context<SignedInEnv>,
  config: WriteConfig<Id, Input, Json> & { archiveHint?: string },
) {
  const { deps, user } = c.var;
  const id = idOf(c, config);
  const remove = config.remove;
  await deps.db.transaction(async (tx) => {
    const before = await config.read(tx, id);
    if (!before) throw notFound();
    const found = [];
    for (const reference of config.references ?? []) {
      const result = await reference.find(tx, id);
      if (result.count > 0) found.push({ noun: reference.noun, remedy: reference.remedy, ...result });
    }
    if (found.length > 0) {
      const hints = [...new Set(found.flatMap((item) => (item.remedy ? [item.remedy] : [])))];
      if (config.archiveHint) hints.push(config.archiveHint);
      throw detailError(409, [referencedMessage(config.name(before), found), ...hints].join(' '));
    }
    if (!remove) throw detailError(405, `${config.name(before)} cannot be deleted.`);
    await remove(tx, id);
    await config.after?.(tx, { before, after: null }, { actor: user, deps });
    await recordAudit(tx, {
      actor: user,
      action: 'delete',
      entity: config.entity,
      entityId: id,
      before: before as Record<string, unknown>,
      ip: clientIp(c),
    });
  });
  return c.body(null, 204);
}

/** A reference found by a foreign key column: how many rows of `table` name the id, and a few names. */
export function columnReference<Id extends string | number>(
  noun: [string, string],
  table: PgTable,
  column: AnyPgColumn,
  label: AnyPgColumn | SQL,
  remedy?: string,
): Reference<Id> {
  return {
    noun,
    ...(remedy === undefined ? {} : { remedy }),
    find: async (db, id) => {
      const [total] = await db.select({ n: count() }).from(table).where(eq(column, id));
      const n = total?.n ?? 0;
      if (n === 0) return { count: 0, names: [] };
      const rows = await db.select({ name: label }).from(table).where(eq(column, id)).limit(NAMES_SHOWN);
      return { count: n, names: rows.map((row) => String(row.name)).filter(Boolean) };
    },
  };
}

/** Throws a field error unless a row with this id exists in `table`. */
export async function assertExists(
  db: Db,
  table: PgTable,
  column: AnyPgColumn,
  value: string | number,
  field: string,
  message: string,
): Promise<void> {
  const [found] = await db.select({ n: count() }).from(table).where(eq(column, value));
  if (!found?.n) throw fieldError({ [field]: [message] });
}
