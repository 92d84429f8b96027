/**
 * The notification path's rules that the portals and the server share (issue 39): the channels a
 * person can choose, quiet hours in league time, phone numbers, what a person's settings look like
 * and the words around them.
 */
import * as v from 'valibot';
import { LEAGUE_TIME_ZONE } from './league-games';
import { lazyDateFormat } from './intl';

/** The ways a notice reaches a person. */
export const CHANNELS = ['email', 'sms', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = {
  email: 'E-mail',
  sms: 'Text message',
  push: 'Push notification',
};

/** The statuses of a delivery, in words. */
export const DELIVERY_STATUS_LABELS = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  bounced: 'Bounced',
} as const;
export type DeliveryStatus = keyof typeof DELIVERY_STATUS_LABELS;

/** A person's notification settings as the API answers and takes them. */
export interface NotificationSettings {
  email: boolean;
  sms: boolean;
  push: boolean;
  /** False once the person stopped non-essential messages (game changes still reach them). */
  non_essential: boolean;
  /** Quiet hours in league time, 'HH:MM', or null for none. */
  quiet_start: string | null;
  quiet_end: string | null;
}

/** What GET /auth/notification-settings/ answers: the settings and what they can reach. */
export interface NotificationProfile extends NotificationSettings {
  email_address: string;
  email_confirmed: boolean;
  phone: { number: string; confirmed: boolean } | null;
  push_devices: number;
  /** The server's VAPID public key for PushManager.subscribe (URL-safe base64). */
  push_key: string;
  /** Whether texts can be sent at all (an SMS provider is configured). */
  sms_available: boolean;
}

export const NOTIFY_MESSAGES = {
  saved: 'Your notification settings are saved.',
  saveFailed: 'Your notification settings could not be saved. Please try again.',
  phoneInvalid: 'Enter a mobile number with its area code, like (662) 555-0134.',
  codeSent: 'We texted you a 6-digit code. Enter it to confirm your number.',
  codeWrong: 'That code is not right. Check the text and try again.',
  codeExpired: 'That code has run out. Send a new one.',
  codeTooMany: 'Too many wrong codes. Send a new one.',
  phoneConfirmed: 'Your mobile number is confirmed. Texts can reach you now.',
  noPhoneCode: 'Add your mobile number first.',
  smsOff: 'Texts are not available right now.',
  quietHours: 'Enter quiet hours as a start and an end time, or leave both empty.',
  stopped:
    'You will no longer get non-essential messages. Game changes such as cancellations still reach you.',
  stopInvalid: 'This link is not valid. Sign in and change your notification settings in your portal.',
  pushUnavailable: 'This browser cannot receive push notifications.',
  pushEndpoint: 'This push service is not one we can send to.',
} as const;

/** 'HH:MM' (24 h) as minutes after midnight, or null when it is not a time. */
export function minutesOf(value: string | null | undefined): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value?.trim() ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after midnight as 'HH:MM'. */
export function timeOfMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const clockFormat = lazyDateFormat('en-US', {
  timeZone: LEAGUE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The league-time clock of an instant: minutes and seconds after midnight. */
function leagueClock(instant: Date): { minutes: number; seconds: number } {
  const parts = Object.fromEntries(
    clockFormat()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    minutes: Number(parts['hour']) * 60 + Number(parts['minute']),
    seconds: Number(parts['second']),
  };
}

/** Whether minute-of-day `m` falls in the window [start, end) (which may pass midnight). */
export function inWindow(m: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? m >= start && m < end : m >= start || m < end;
}

/**
 * When quiet hours [start, end) in league time end, if `now` falls in them; null otherwise (or
 * when there are none). A notice that is not urgent waits until then.
 */
export function quietUntil(now: Date, start: number | null, end: number | null): Date | null {
  if (start === null || end === null || start === end) return null;
  const { minutes, seconds } = leagueClock(now);
  if (!inWindow(minutes, start, end)) return null;
  const wait = ((end - minutes + 1440) % 1440) * 60 - seconds;
  return new Date(Math.floor(now.getTime() / 1000) * 1000 + wait * 1000);
}

/**
 * A US mobile number in E.164 (+1 and ten digits) from what a person typed ('(662) 555-0134',
 * '662.555.0134', '+1 662 555 0134'), or another country's number typed with its +; null when it
 * is not a number.
 */
export function normalizePhone(input: string): string | null {
  const text = input.trim();
  if (!/^[+\d\s().-]{7,25}$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  if (/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return `+1${digits}`;
  if (/^1[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return `+${digits}`;
  return null;
}

/** A number in E.164 as people read it: '+1 (662) 555-0134' for US numbers. */
export function formatPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `+1 (${us[1]}) ${us[2]}-${us[3]}` : e164;
}

const quietTime = v.nullable(
  v.pipe(
    v.string(NOTIFY_MESSAGES.quietHours),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, NOTIFY_MESSAGES.quietHours),
  ),
);

/** The body of PUT /auth/notification-settings/. */
export const notificationSettingsSchema = v.pipe(
  v.object({
    email: v.boolean(),
    sms: v.boolean(),
    push: v.boolean(),
    non_essential: v.boolean(),
    quiet_start: quietTime,
    quiet_end: quietTime,
  }),
  v.check((input) => (input.quiet_start === null) === (input.quiet_end === null), NOTIFY_MESSAGES.quietHours),
);
export type NotificationSettingsInput = v.InferOutput<typeof notificationSettingsSchema>;

/** The body of POST /auth/phone/: a number as typed. */
export const phoneInputSchema = v.object({
  number: v.pipe(
    v.string(NOTIFY_MESSAGES.phoneInvalid),
    v.maxLength(25, NOTIFY_MESSAGES.phoneInvalid),
    v.check((value) => normalizePhone(value) !== null, NOTIFY_MESSAGES.phoneInvalid),
    v.transform((value) => normalizePhone(value)!),
  ),
});

/** The body of POST /auth/phone/confirm/. */
export const phoneCodeSchema = v.object({
  code: v.pipe(v.string(NOTIFY_MESSAGES.codeWrong), v.trim(), v.regex(/^\d{6}$/, NOTIFY_MESSAGES.codeWrong)),
});

/** A push subscription as PushSubscription.toJSON() gives it. */
export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(
    v.string(NOTIFY_MESSAGES.pushEndpoint),
    v.url(NOTIFY_MESSAGES.pushEndpoint),
    v.maxLength(1000),
  ),
  keys: v.object({
    p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, NOTIFY_MESSAGES.pushEndpoint)),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, NOTIFY_MESSAGES.pushEndpoint)),
  }),
});
