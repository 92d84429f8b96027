/**
 * /auth/email/: confirming the account's e-mail address (issue 17 item 2, issue 36 item 1). POST
 * verify/lookup/ shows what a mailed link is for (the address, the account's name and age: the
 * token is the proof of the mailbox); POST verify/ confirms it inside a session of that account
 * (the page asks for its password when opened elsewhere); POST verify/disown/ is "This wasn't me":
 * the address leaves the account. POST verify/resend/ mails the signed-in account a new link,
 * within its own hourly limit.
 */
import * as v from 'valibot';
import { linkSentMessage, releasedMessage, VERIFY_MESSAGES } from '../../../src/domain/email-verification';
import {
  confirmEmail,
  disownAddress,
  lookupConfirmation,
  sendConfirmationMail,
} from '../../auth/email-verification';
import { clientIp } from '../../context';
import { detailError } from '../../http/errors';
import { enforceLimit } from '../../http/rate-limit';
import { routes } from '../../http/router';
import { readBody, requiredText } from '../../http/validation';

const HOUR_MS = 60 * 60 * 1000;
const tokenSchema = v.object({ token: requiredText() });

export const emailVerificationRoutes = routes('/auth/email')
  .post('/verify/lookup', async (c) => {
    const { token } = await readBody(c, tokenSchema);
    return c.json(await lookupConfirmation(c.var.deps, token));
  })
  .post('/verify', async (c) => {
    const { token } = await readBody(c, tokenSchema);
    const user = await confirmEmail(c.var.deps, token, c.var.user);
    return c.json({ detail: VERIFY_MESSAGES.confirmed, email: user.email });
  })
  .post('/verify/disown', async (c) => {
    const { token } = await readBody(c, tokenSchema);
    const email = await disownAddress(c.var.deps, token, clientIp(c));
    return c.json({ detail: releasedMessage(email), email });
  })
  .post('/verify/resend', async (c) => {
    const { deps, user } = c.var;
    if (user.emailVerifiedAt) throw detailError(400, VERIFY_MESSAGES.alreadyConfirmed);
    const rule = { bucket: 'verify-resend', max: deps.config.consent.verifyResendPerHour, windowMs: HOUR_MS };
    await enforceLimit(deps.db, rule, `user:${user.id}`, VERIFY_MESSAGES.tooMany);
    await sendConfirmationMail(deps, user);
    return c.json({ detail: linkSentMessage(user.email) });
  });
