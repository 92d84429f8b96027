/**
 * PATCH /staff/athlete-profiles/:id/: the league office corrects an athlete's identity (issue 17
 * item 1): the birth date, which the athlete cannot change once set, and the name or school. The
 * change and its audit entry (with the staff member's note and address) commit together; a changed
 * identity puts consent back to the start (consent-reset.ts), as it does for the athlete.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { changedFields, recordAudit } from '../../audit/log';
import { clientIp } from '../../context';
import { athleteProfiles } from '../../db/schema/athletes';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/query';
import { routes } from '../../http/router';
import { optionalText, readBody } from '../../http/validation';
import { consentReset } from '../athlete-profiles/consent-reset';
import { profileColumns, profileJson } from '../athlete-profiles/profile-json';
import { athleteProfileInputSchema } from '../athlete-profiles/profile-schema';

const fields = athleteProfileInputSchema.entries;

const identityBodySchema = v.object({
  date_of_birth: fields.date_of_birth,
  name: v.optional(fields.name),
  school: fields.school,
  note: v.pipe(optionalText(), v.maxLength(2000, 'Ensure this field has no more than 2000 characters.')),
});

export const staffAthleteProfileRoutes = routes('/staff/athlete-profiles').patch('/:id', async (c) => {
  const { deps, user } = c.var;
  const id = parseId(c.req.param('id'));
  const { note, ...input } = await readBody(c, identityBodySchema);
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
