/** POST /contact/: a contact-form message (email required), stored for the office to answer. */
import * as v from 'valibot';
import { clientIp } from '../../context';
import { contactMessages } from '../../db/schema/inbox';
import { assertUnderSubmissionLimit } from '../../http/submission-limit';
import { optionalText, readBody, requiredText } from '../../http/validation';
import { routes } from '../../http/router';

/** Messages one address may send per hour. */
export const CONTACT_LIMIT_PER_HOUR = 10;

export const CONTACT_RECEIVED = 'Thanks! We received your message and will reply within one business day.';

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

const contactInputSchema = v.object({
  name: v.pipe(optionalText(), v.maxLength(150, tooLong(150))),
  email: v.pipe(requiredText(), v.maxLength(254, tooLong(254)), v.email('Enter a valid email address.')),
  phone: v.pipe(optionalText(), v.maxLength(40, tooLong(40))),
  subject: v.pipe(optionalText(), v.maxLength(200, tooLong(200))),
  message: v.pipe(optionalText(), v.maxLength(5000, tooLong(5000))),
});

export const contactRoutes = routes('/contact').post('/', async (c) => {
  const { db } = c.var.deps;
  const input = await readBody(c, contactInputSchema);
  const ipAddress = clientIp(c);
  await assertUnderSubmissionLimit(
    db,
    { table: contactMessages, ipAddress: contactMessages.ipAddress, createdAt: contactMessages.createdAt },
    ipAddress,
    CONTACT_LIMIT_PER_HOUR,
  );
  await db.insert(contactMessages).values({ ...input, ipAddress });
  return c.json({ detail: CONTACT_RECEIVED }, 201);
});
