/**
 * /staff/athlete-profiles/: the league office's Athletes section. GET lists every athlete profile
 * (search by name, school or guardian address; filter by consent state) with what staff may
 * correct; PATCH /:id/ corrects an athlete's identity (issue 17 item 1): the birth date, which the
 * athlete cannot change once set, and the name or school, always with a note. The change and its
 * audit entry (with the note and the staff member's address) commit together; a changed identity
 * puts consent back to the start (consent-reset.ts), as it does for the athlete.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  athleteIdentityInputSchema,
  CONSENT_STATES,
  consentState,
  type ConsentState,
  type StaffAthleteProfile,
} from '../../../src/domain/office/athletes';
import { adultBirthCutoff } from '../../../src/domain/athlete-profile';
import { changedFields, recordAudit } from '../../audit/log';
import { clientIp } from '../../context';
import { athleteProfiles } from '../../db/schema/athletes';
import { users } from '../../db/schema/auth';
import { notFound } from '../../http/errors';
import { listHandler, type ListConfig } from '../../http/list';
import { choiceQuery, parseId } from '../../http/query';
import { routes } from '../../http/router';
import { readBody } from '../../http/validation';
import { consentReset } from '../athlete-profiles/consent-reset';
import { profileColumns, profileJson, type ProfileRow } from '../athlete-profiles/profile-json';

/** The profiles in each consent state, as SQL (the same rule as consentState, today in league time). */
function consentCondition(state: ConsentState): SQL {
  const cutoff = adultBirthCutoff();
  const dob = athleteProfiles.dateOfBirth;
  const adult = and(isNotNull(dob), lte(dob, cutoff))!;
  const needsGuardian = or(isNull(dob), gt(dob, cutoff))!;
  const approved = athleteProfiles.guardianApprovedAt;
  switch (state) {
    case 'visible':
      return and(adult, eq(athleteProfiles.recruiterVisible, true))!;
    case 'hidden':
      return and(adult, eq(athleteProfiles.recruiterVisible, false))!;
    case 'approved':
      return and(needsGuardian, isNotNull(approved))!;
    case 'declined':
      return and(needsGuardian, isNull(approved), isNotNull(athleteProfiles.guardianDeclinedAt))!;
    case 'pending':
      return and(needsGuardian, isNull(approved), isNull(athleteProfiles.guardianDeclinedAt))!;
  }
}

const STATES = Object.keys(CONSENT_STATES) as ConsentState[];
const UPPER_STATES = STATES.map((state) => state.toUpperCase());

const athleteList: ListConfig<ProfileRow, StaffAthleteProfile> = {
  table: athleteProfiles,
  search: [athleteProfiles.name, athleteProfiles.school, athleteProfiles.guardianEmail],
  filters: {
    consent: (c, name) => {
      const value = choiceQuery(c, name, UPPER_STATES);
      return value === undefined ? undefined : consentCondition(STATES[UPPER_STATES.indexOf(value)]!);
    },
  },
  sort: {
    name: athleteProfiles.name,
    date_of_birth: athleteProfiles.dateOfBirth,
    updated_at: athleteProfiles.updatedAt,
  },
  defaultOrdering: 'name',
  tiebreak: athleteProfiles.id,
  limits: { defaultSize: 20, maxSize: 100 },
  json: async (db, rows) => {
    const ids = [...new Set(rows.map((row) => row.userId))];
    const accounts = ids.length
      ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))
      : [];
    const emails = new Map(accounts.map((account) => [account.id, account.email]));
    return rows.map(
      (row) =>
        ({
          id: row.id,
          name: row.name,
          school: row.school,
          date_of_birth: row.dateOfBirth,
          consent: consentState({
            date_of_birth: row.dateOfBirth,
            recruiter_visible: row.recruiterVisible,
            guardian_approved_at: row.guardianApprovedAt?.toISOString() ?? null,
            guardian_declined_at: row.guardianDeclinedAt?.toISOString() ?? null,
          }),
          account_email: emails.get(row.userId) ?? '',
          guardian_email: row.guardianEmail,
          updated_at: row.updatedAt.toISOString(),
        }) satisfies StaffAthleteProfile,
    );
  },
};

export const staffAthleteProfileRoutes = routes('/staff/athlete-profiles')
  .get('/', listHandler(athleteList))
  .patch('/:id', async (c) => {
    const { deps, user } = c.var;
    const id = parseId(c.req.param('id'));
    const { note, ...input } = await readBody(c, athleteIdentityInputSchema);
    const row = await deps.db.transaction(async (tx) => {
      const [current] = id
        ? await tx.select().from(athleteProfiles).where(eq(athleteProfiles.id, id)).for('update')
        : [];
      if (!current) throw notFound();
      const columns = profileColumns(input);
      const before = profileJson(current);
      const [updated] = await tx
        .update(athleteProfiles)
        .set({ ...columns, ...consentReset(current, columns), updatedAt: new Date() })
        .where(eq(athleteProfiles.id, current.id))
        .returning();
      const change = changedFields(
        Object.fromEntries(Object.keys(input).map((field) => [field, before[field]])),
        input,
      );
      if (change) {
        await recordAudit(tx, {
          actor: user,
          action: 'update',
          entity: 'athlete_profile',
          entityId: current.id,
          ...change,
          note,
          ip: clientIp(c),
        });
      }
      return updated!;
    });
    return c.json(profileJson(row));
  });
