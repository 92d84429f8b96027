/**
 * Outgoing e-mail through nodemailer. With SMTP_URL set, messages go to that server. Without it they
 * are written to OUTBOX_DIR as `<time>-<slug>.eml` (the raw message, openable in any mail client) plus
 * `<time>-<slug>.json` ({to, subject, text, sentAt}) so developers and tests can read links from them.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One plain-text message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (the notification path's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** Whether a send failed for good: the SMTP server refused the message or recipient (5xx), no retry helps. */
export function permanentMailFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Sends mail somewhere. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where mail goes: an SMTP server or a local outbox folder. */
export interface MailerOptions {
  from: string;
  smtpUrl?: string | undefined;
  outboxDir: string;
}

/** Creates the mailer the configuration asks for. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const sentAt = new Date();
      const slug = message.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const base = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}-${slug}`;
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(path.join(options.outboxDir, `${base}.eml`), info.message);
      await writeFile(
        path.join(options.outboxDir, `${base}.json`),
        `${JSON.stringify({ ...message, from: options.from, sentAt: sentAt.toISOString() }, null, 2)}\n`,
      );
    },
  };
}
