/**
 * The local SMS sandbox's HTTP endpoints, mounted at /sandbox/sms/ beside the API as a separate
 * provider would be (only while SMS_PROVIDER=sandbox): Twilio's message endpoints, with Basic auth
 * of the sandbox account (server/sandbox/sms/provider.ts). Developers and tests read the texts
 * "sent" with GET /sandbox/sms/2010-04-01/Accounts/<sid>/Messages.json?To=+1….
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { hasNullCharacter } from '../../http/null-characters';
import { createMessage, listMessages, readMessage, type SmsSandboxSettings } from './provider';

/** The sandbox's settings from the configuration (null when the sandbox is not the provider). */
function settingsOf(c: { var: AppEnv['Variables'] }): SmsSandboxSettings | null {
  const sms = c.var.deps.config.messages.sms;
  if (sms.provider !== 'sandbox') return null;
  return {
    accountSid: sms.accountSid,
    authToken: sms.authToken,
    deliverMs: sms.sandboxDeliverMs,
    failurePercent: sms.sandboxFailurePercent,
  };
}

export const sandboxSmsRoutes = new Hono<AppEnv>({ strict: false })
  .post('/2010-04-01/Accounts/:account/Messages.json', async (c) => {
    const settings = settingsOf(c);
    if (!settings) return c.json({ code: 20404, message: 'Not found', status: 404 }, 404);
    let form: URLSearchParams;
    try {
      form = new URLSearchParams(await c.req.text());
    } catch {
      return c.json({ code: 21602, message: 'Message body is required.', status: 400 }, 400);
    }
    if (hasNullCharacter(Object.fromEntries(form))) {
      return c.json({ code: 21602, message: 'Message body is not valid.', status: 400 }, 400);
    }
    const answer = await createMessage(c.var.deps.db, settings, {
      authorization: c.req.header('authorization'),
      accountSid: c.req.param('account'),
      form,
    });
    return c.json(answer.body, answer.status as 201);
  })
  .get('/2010-04-01/Accounts/:account/Messages.json', async (c) => {
    const settings = settingsOf(c);
    if (!settings) return c.json({ code: 20404, message: 'Not found', status: 404 }, 404);
    const answer = await listMessages(c.var.deps.db, settings, {
      authorization: c.req.header('authorization'),
      accountSid: c.req.param('account'),
      to: c.req.query('To'),
    });
    return c.json(answer.body, answer.status as 200);
  })
  .get('/2010-04-01/Accounts/:account/Messages/:sid{SM[0-9a-f]{32}\\.json}', async (c) => {
    const settings = settingsOf(c);
    if (!settings) return c.json({ code: 20404, message: 'Not found', status: 404 }, 404);
    const answer = await readMessage(c.var.deps.db, settings, {
      authorization: c.req.header('authorization'),
      accountSid: c.req.param('account'),
      sid: c.req.param('sid').replace(/\.json$/, ''),
    });
    return c.json(answer.body, answer.status as 200);
  })
  // Anything else answers as Twilio does, in its own error shape.
  .all('*', (c) =>
    c.json({ code: 20404, message: 'The requested resource was not found', status: 404 }, 404),
  );
