import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** One message of the outbox. */
export interface Mail {
  to: string | string[];
  subject: string;
  text: string;
}

/** The test server's outbox (scripts/serve-test.ts): one {to, subject, text, sentAt} JSON per message. */
export function outboxDir(): string {
  return (
    process.env.OUTBOX_DIR ?? join(process.cwd(), '.data', `test-${process.env.E2E_PORT ?? '4399'}`, 'outbox')
  );
}

/** Every message sent to `to` so far, oldest first. */
export function mailsTo(to: string): Mail[] {
  const dir = outboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Mail)
    .filter((message) => [message.to].flat().join(',').includes(to));
}

/** The newest message sent to `to`, or null. */
export function lastMailTo(to: string): Mail | null {
  return mailsTo(to).at(-1) ?? null;
}

/** The token of the newest link to `page` (e.g. '/verify-email') mailed to `to`, or null. */
export function mailedToken(to: string, page: string): string | null {
  const pattern = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`);
  for (const mail of mailsTo(to).reverse()) {
    const match = pattern.exec(mail.text);
    if (match) return match[1]!;
  }
  return null;
}
