import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** The test server's outbox (scripts/serve-test.ts): one {to, subject, text, sentAt} JSON per message. */
export function outboxDir(): string {
  return (
    process.env.OUTBOX_DIR ?? join(process.cwd(), '.data', `test-${process.env.E2E_PORT ?? '4399'}`, 'outbox')
  );
}

/** The newest message sent to `to`, or null. */
export function lastMailTo(to: string): { subject: string; text: string } | null {
  const dir = outboxDir();
  if (!existsSync(dir)) return null;
  const messages = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map(
      (name) =>
        JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
          to: string | string[];
          subject: string;
          text: string;
        },
    );
  return messages.filter((message) => [message.to].flat().join(',').includes(to)).at(-1) ?? null;
}
