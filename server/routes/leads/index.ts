/**
 * POST /notifications/leads/: a referee lead from the /referee sign-up form (spec 3 §3, §5, §7).
 * Name, email and phone are required; the lead is stored, the officiating coordinator is e-mailed
 * (outbox without SMTP), and each address may send a limited number per hour, as with the contact form.
 */
import * as v from 'valibot';
import { REFEREE_INTERESTS, REFEREE_LEAD_SOURCE, REFEREE_MESSAGES } from '../../../src/domain/referee';
import { clientIp, type AppDeps } from '../../context';
import { leads } from '../../db/schema/referee';
import { detailError, fieldError } from '../../http/errors';
import { assertUnderSubmissionLimit } from '../../http/submission-limit';
import { optionalText, readBody } from '../../http/validation';
import { routes } from '../../http/router';

/** Leads one address may send per hour. */
export const LEAD_LIMIT_PER_HOUR = 10;

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
const bounded = (max: number) => v.pipe(optionalText(), v.maxLength(max, tooLong(max)));
const choice = (value: string) => `Select a valid choice. ${value} is not one of the available choices.`;

const leadInputSchema = v.object({
  name: bounded(150),
  email: bounded(254),
  phone: bounded(40),
  level: bounded(100),
  preferred_date: bounded(10),
  notes: bounded(2000),
  source: bounded(50),
});

/** Whether `day` is a real YYYY-MM-DD date (2026-02-30 is not). */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
  );
}

type LeadRow = typeof leads.$inferSelect;

/** A lead as the API answers it. */
function leadJson(row: LeadRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    level: row.level,
    preferred_date: row.preferredDate,
    notes: row.notes,
    source: row.source,
    created_at: row.createdAt.toISOString(),
  };
}

/** Tells the officiating coordinator about a new lead; a mail failure is logged, the lead stays. */
async function notifyCoordinator(deps: AppDeps, lead: LeadRow): Promise<void> {
  const lines = [
    'A new referee lead came in from the referee training page.',
    '',
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone}`,
    `Interested in: ${lead.level || '—'}`,
    `Preferred training date: ${lead.preferredDate ?? '—'}`,
    `Notes: ${lead.notes || '—'}`,
    '',
    `Received: ${lead.createdAt.toISOString()} (lead #${lead.id})`,
  ];
  try {
    await deps.mailer.send({
      to: deps.config.refereeCoordinatorEmail,
      subject: `New referee lead: ${lead.name}`,
      text: lines.join('\n'),
    });
  } catch (error) {
    console.error(`Referee lead #${lead.id} was stored but its e-mail failed:`, error);
  }
}

export const leadRoutes = routes('/notifications/leads').post('/', async (c) => {
  const { deps } = c.var;
  const input = await readBody(c, leadInputSchema);
  if (!input.name || !input.email || !input.phone) throw detailError(400, REFEREE_MESSAGES.leadRequired);
  if (!v.is(v.pipe(v.string(), v.email()), input.email)) {
    throw fieldError({ email: ['Enter a valid email address.'] });
  }
  if (input.level && !(REFEREE_INTERESTS as readonly string[]).includes(input.level)) {
    throw fieldError({ level: [choice(input.level)] });
  }
  const day = input.preferred_date;
  if (day && !isCalendarDay(day)) {
    throw fieldError({
      preferred_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    });
  }
  const source = input.source || REFEREE_LEAD_SOURCE;
  if (source !== REFEREE_LEAD_SOURCE) throw fieldError({ source: [choice(source)] });

  const ipAddress = clientIp(c);
  await assertUnderSubmissionLimit(
    deps.db,
    { table: leads, ipAddress: leads.ipAddress, createdAt: leads.createdAt },
    ipAddress,
    LEAD_LIMIT_PER_HOUR,
  );
  const [row] = await deps.db
    .insert(leads)
    .values({
      source,
      name: input.name,
      email: input.email,
      phone: input.phone,
      level: input.level,
      preferredDate: day || null,
      notes: input.notes,
      ipAddress,
    })
    .returning();
  await notifyCoordinator(deps, row!);
  return c.json(leadJson(row!), 201);
});
