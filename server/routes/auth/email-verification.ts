/**
 * /auth/email/: confirming the account's e-mail address (issue 17 item 2). POST verify/ takes the
 * token of a mailed link (no sign-in: the link may be opened on another device); POST
 * verify/resend/ mails the signed-in account a new link, within its own hourly limit.
 */
import * as v from 'valibot';
import { linkSentMessage, VERIFY_MESSAGES } from '../../../src/domain/email-verification';
import { confirmEmail, sendConfirmationMail } from '../../auth/email-verification';
import { detailError } from '../../http/errors';
import { enforceLimit } from '../../http/rate-limit';
import { routes } from '../../http/router';
import { readBody, requiredText } from '../../http/validation';

const HOUR_MS = 60 * 60 * 1000;

export const emailVerificationRoutes = routes('/auth/email')
  .post('/verify', async (c) => {
    const { token } = await readBody(c, v.object({ token: requiredText() }));
    const user = await confirmEmail(c.var.deps, token);
    return c.json({ detail: VERIFY_MESSAGES.confirmed, email: user.email });
  })
  .post('/verify/resend', async (c) => {
    const { deps, user } = c.var;
    if (user.emailVerifiedAt) throw detailError(400, VERIFY_MESSAGES.alreadyConfirmed);
    const rule = { bucket: 'verify-resend', max: deps.config.consent.verifyResendPerHour, windowMs: HOUR_MS };
    await enforceLimit(deps.db, rule, `user:${user.id}`, VERIFY_MESSAGES.tooMany);
    await sendConfirmationMail(deps, user);
    return c.json({ detail: linkSentMessage(user.email) });
  });
