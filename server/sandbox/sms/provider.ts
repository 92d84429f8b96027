/**
 * The local SMS sandbox (issue 39): behaves like Twilio's Programmable Messaging REST API from the
 * outside, as the Clover sandbox does for cards, and sends nothing to anyone. The same functions
 * serve its HTTP endpoints (server/sandbox/sms/routes.ts, mounted at /sandbox/sms/) and the
 * in-process adapter (server/notify/channels/sms.ts), so both answer alike.
 *
 * - POST 2010-04-01/Accounts/{AccountSid}/Messages.json (Basic auth with the account SID and auth
 *   token; form fields To, From or MessagingServiceSid, Body, StatusCallback): 201 with the message
 *   resource ('queued'), or Twilio's 400 for the test numbers below, or 503 for the share of
 *   requests SANDBOX_SMS_FAILURE_PERCENT says (to try retries).
 * - GET …/Messages/{Sid}.json: the message; it reads 'sent' until SANDBOX_SMS_DELIVER_MS after it
 *   was created, then 'delivered' (or 'undelivered' with error 30003 for +15005550010).
 * - GET …/Messages.json?To=: the messages sent to a number, newest first (Twilio's list shape).
 *
 * Twilio's magic test numbers answer as Twilio documents them: +15005550001 invalid (21211),
 * +15005550002 cannot be routed (21612), +15005550004 blocked (21610), +15005550009 not a mobile
 * (21614).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxSmsMessages } from '../../db/schema/notifications';

/** The sandbox's credentials and behaviour. */
export interface SmsSandboxSettings {
  accountSid: string;
  authToken: string;
  deliverMs: number;
  failurePercent: number;
  /** Random numbers in [0, 1) (tests make failures certain). */
  random?: () => number;
}

/** An answer as the provider's HTTP API would give it. */
export interface ProviderAnswer {
  status: number;
  body: Record<string, unknown>;
}

const REFUSED_NUMBERS: Record<string, { code: number; message: string }> = {
  '+15005550001': { code: 21211, message: "The 'To' number +15005550001 is not a valid phone number." },
  '+15005550002': { code: 21612, message: "The 'To' phone number is not currently reachable via SMS." },
  '+15005550004': { code: 21610, message: 'Attempt to send to unsubscribed recipient' },
  '+15005550009': { code: 21614, message: "'To' number is not a valid mobile number" },
};
const UNDELIVERED = '+15005550010';

const E164 = /^\+[1-9]\d{6,14}$/;

const error = (status: number, code: number, message: string): ProviderAnswer => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

/** Whether the Basic credentials are the sandbox account's. */
function authorized(
  settings: SmsSandboxSettings,
  authorization: string | undefined,
  accountSid: string,
): boolean {
  if (accountSid !== settings.accountSid) return false;
  const match = /^Basic\s+(.+)$/i.exec(authorization ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  return decoded === `${settings.accountSid}:${settings.authToken}`;
}

type MessageRow = typeof sandboxSmsMessages.$inferSelect;

/** The message resource as Twilio answers it, its status read at `now`. */
function resource(row: MessageRow, now: Date): Record<string, unknown> {
  const settled = now.getTime() >= row.deliverAt.getTime();
  const status = settled ? row.outcome : 'sent';
  return {
    sid: row.sid,
    account_sid: row.accountSid,
    to: row.to,
    from: row.from,
    body: row.body,
    status,
    direction: 'outbound-api',
    num_segments: String(Math.max(1, Math.ceil(row.body.length / 153))),
    error_code: settled ? row.errorCode : null,
    error_message: settled && row.errorCode ? 'Unknown error' : null,
    date_created: row.createdAt.toUTCString(),
    date_sent: row.createdAt.toUTCString(),
    date_updated: (settled ? row.deliverAt : row.createdAt).toUTCString(),
    price: null,
    uri: `/2010-04-01/Accounts/${row.accountSid}/Messages/${row.sid}.json`,
  };
}

/** POST …/Messages.json: accepts a message for delivery. */
export async function createMessage(
  db: Db,
  settings: SmsSandboxSettings,
  request: { authorization: string | undefined; accountSid: string; form: URLSearchParams },
  now = new Date(),
): Promise<ProviderAnswer> {
  if (!authorized(settings, request.authorization, request.accountSid)) {
    return error(401, 20003, 'Authenticate');
  }
  const to = request.form.get('To') ?? '';
  const from = request.form.get('From') ?? request.form.get('MessagingServiceSid') ?? '';
  const body = request.form.get('Body') ?? '';
  if (!to) return error(400, 21604, "A 'To' phone number is required.");
  if (!from) return error(400, 21603, "A 'From' phone number is required.");
  if (!body) return error(400, 21602, 'Message body is required.');
  if (body.length > 1600)
    return error(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
  if (!E164.test(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
  const refused = REFUSED_NUMBERS[to];
  if (refused) return error(400, refused.code, refused.message);
  if ((settings.random ?? Math.random)() * 100 < settings.failurePercent) {
    return error(503, 20503, 'Service unavailable: try again later.');
  }
  const [row] = await db
    .insert(sandboxSmsMessages)
    .values({
      sid: `SM${randomBytes(16).toString('hex')}`,
      accountSid: request.accountSid,
      to,
      from,
      body,
      outcome: to === UNDELIVERED ? 'undelivered' : 'delivered',
      errorCode: to === UNDELIVERED ? 30003 : null,
      statusCallback: request.form.get('StatusCallback'),
      deliverAt: new Date(now.getTime() + settings.deliverMs),
      createdAt: now,
    })
    .returning();
  return { status: 201, body: { ...resource(row!, now), status: 'queued' } };
}

/** GET …/Messages/{Sid}.json. */
export async function readMessage(
  db: Db,
  settings: SmsSandboxSettings,
  request: { authorization: string | undefined; accountSid: string; sid: string },
  now = new Date(),
): Promise<ProviderAnswer> {
  if (!authorized(settings, request.authorization, request.accountSid))
    return error(401, 20003, 'Authenticate');
  const [row] = await db
    .select()
    .from(sandboxSmsMessages)
    .where(
      and(eq(sandboxSmsMessages.sid, request.sid), eq(sandboxSmsMessages.accountSid, request.accountSid)),
    );
  if (!row) return error(404, 20404, `The requested resource /Messages/${request.sid}.json was not found`);
  return { status: 200, body: resource(row, now) };
}

/** GET …/Messages.json?To=: the messages to a number (or all), newest first, 50 at most. */
export async function listMessages(
  db: Db,
  settings: SmsSandboxSettings,
  request: { authorization: string | undefined; accountSid: string; to: string | undefined },
  now = new Date(),
): Promise<ProviderAnswer> {
  if (!authorized(settings, request.authorization, request.accountSid))
    return error(401, 20003, 'Authenticate');
  const rows = await db
    .select()
    .from(sandboxSmsMessages)
    .where(
      and(
        eq(sandboxSmsMessages.accountSid, request.accountSid),
        request.to ? eq(sandboxSmsMessages.to, request.to) : undefined,
      ),
    )
    .orderBy(desc(sandboxSmsMessages.createdAt), desc(sandboxSmsMessages.sid))
    .limit(50);
  return {
    status: 200,
    body: {
      messages: rows.map((row) => resource(row, now)),
      page: 0,
      page_size: 50,
      uri: `/2010-04-01/Accounts/${request.accountSid}/Messages.json`,
    },
  };
}
