/**
 * Texts (issue 39): an adapter over Twilio's Programmable Messaging REST API. With SMS_PROVIDER=
 * twilio it calls Twilio over HTTPS; with the sandbox it calls the sandbox's own functions
 * in-process (server/sandbox/sms/provider.ts, the same logic its HTTP endpoints serve), so both
 * paths read the same answers. Production needs only the configuration (README: Game day).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import type { SmsConfig } from '../../env';
import { createMessage, readMessage, type ProviderAnswer } from '../../sandbox/sms/provider';

/** What sending one text came to. */
export type SmsSendResult =
  | { ok: true; ref: string }
  /** permanent: the number can never take this text (invalid, blocked, not a mobile): bounced. */
  | { ok: false; permanent: boolean; reason: string };

/** A text's state at the provider. */
export interface SmsState {
  /** queued, sending, sent: not settled; delivered; undelivered or failed: settled and not received. */
  status: string;
  errorCode: number | null;
}

/** Sends texts and reads their state. */
export interface SmsSender {
  send(message: { to: string; body: string }): Promise<SmsSendResult>;
  state(ref: string): Promise<SmsState | null>;
}

/** Twilio's errors that no retry will fix (the number itself cannot take texts). */
const PERMANENT_CODES = new Set([21211, 21408, 21610, 21612, 21614, 21217, 21606]);

/** Reads a create answer (Twilio's or the sandbox's). */
export function readSendAnswer(answer: ProviderAnswer): SmsSendResult {
  if (answer.status >= 200 && answer.status < 300 && typeof answer.body['sid'] === 'string') {
    return { ok: true, ref: answer.body['sid'] };
  }
  const code = Number(answer.body['code']);
  const message =
    typeof answer.body['message'] === 'string' ? answer.body['message'] : `HTTP ${answer.status}`;
  return {
    ok: false,
    permanent: answer.status === 400 && PERMANENT_CODES.has(code),
    reason: `${Number.isFinite(code) ? `${code}: ` : ''}${message}`.slice(0, 300),
  };
}

function readState(answer: ProviderAnswer): SmsState | null {
  if (answer.status !== 200 || typeof answer.body['status'] !== 'string') return null;
  const code = answer.body['error_code'];
  return {
    status: answer.body['status'],
    errorCode: code === null || code === undefined ? null : Number(code),
  };
}

const basic = (sid: string, token: string) => `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;

/** The configured texts adapter, or null when texts are off. */
export function createSmsSender(config: SmsConfig, db: Db, statusCallbackUrl: string): SmsSender | null {
  if (config.provider === 'off') return null;
  const authorization = basic(config.accountSid, config.authToken);
  const form = (message: { to: string; body: string }) => {
    const params = new URLSearchParams({
      To: message.to,
      Body: message.body,
      StatusCallback: statusCallbackUrl,
    });
    params.set(config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', config.from);
    return params;
  };
  if (config.provider === 'sandbox') {
    const settings = {
      accountSid: config.accountSid,
      authToken: config.authToken,
      deliverMs: config.sandboxDeliverMs,
      failurePercent: config.sandboxFailurePercent,
    };
    return {
      send: async (message) =>
        readSendAnswer(
          await createMessage(db, settings, {
            authorization,
            accountSid: config.accountSid,
            form: form(message),
          }),
        ),
      state: async (ref) =>
        readState(
          await readMessage(db, settings, { authorization, accountSid: config.accountSid, sid: ref }),
        ),
    };
  }
  const base = `${config.apiBase}/2010-04-01/Accounts/${config.accountSid}`;
  const call = async (url: string, init: RequestInit): Promise<ProviderAnswer> => {
    const res = await fetch(url, {
      ...init,
      headers: { ...init.headers, Authorization: authorization },
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { message: text.slice(0, 200) };
    }
    return { status: res.status, body };
  };
  return {
    send: async (message) => {
      try {
        return readSendAnswer(
          await call(`${base}/Messages.json`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: form(message).toString(),
          }),
        );
      } catch (error) {
        return {
          ok: false,
          permanent: false,
          reason: error instanceof Error ? error.message : String(error),
        };
      }
    },
    state: async (ref) => {
      try {
        return readState(await call(`${base}/Messages/${encodeURIComponent(ref)}.json`, { method: 'GET' }));
      } catch {
        return null;
      }
    },
  };
}

/**
 * Twilio's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the auth token, of
 * the full URL followed by each POST parameter's name and value in name order.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether a status callback carries Twilio's signature for this URL and these parameters. */
export function validTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
