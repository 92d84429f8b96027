/**
 * The build hook (production: dist/ on a CDN). A stale site is one POST to SITE_BUILD_HOOK_URL
 * (Netlify, Vercel, Cloudflare Pages and most CI services give such a URL; the CDN's build then
 * reads the API through the snapshot step). A refused or unanswered POST is tried again with
 * growing pauses until the build's time limit; the record then says failed with every answer.
 * The URL is a secret (it starts builds): it is never written to the log.
 */
import type { BuildOutcome, SiteBuilder } from './follower';

/** Options of the hook builder. */
export interface HookBuilderOptions {
  url: string;
  /** The first pause before trying again (ms); it doubles up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Longest one POST may take (ms). */
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
}

export function hookSiteBuilder(options: HookBuilderOptions): SiteBuilder {
  const send = options.fetch ?? fetch;
  const firstDelay = options.firstDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 60_000;
  const requestTimeout = options.requestTimeoutMs ?? 15_000;
  return {
    mode: 'hook',
    async run({ id, reason, signal }): Promise<BuildOutcome> {
      const lines: string[] = [];
      let delay = firstDelay;
      for (let attempt = 1; ; attempt += 1) {
        const at = new Date().toISOString();
        try {
          const res = await send(options.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ trigger: 'league-site', build: id, reason }),
            signal: AbortSignal.any([signal, AbortSignal.timeout(requestTimeout)]),
          });
          await res.body?.cancel();
          if (res.ok) {
            lines.push(
              `${at} build hook accepted the build (HTTP ${res.status}); the CDN publishes it when its build ends.`,
            );
            return { ok: true, log: lines.join('\n') };
          }
          lines.push(
            `${at} attempt ${attempt}: the build hook answered HTTP ${res.status} ${res.statusText}`.trimEnd(),
          );
        } catch (error) {
          if (signal.aborted) break;
          lines.push(`${at} attempt ${attempt}: the build hook did not answer (${messageOf(error)})`);
        }
        if (!(await pause(delay, signal))) break;
        delay = Math.min(delay * 2, maxDelay);
      }
      lines.push('Gave up: the build hook did not accept the build in time.');
      return { ok: false, log: lines.join('\n') };
    },
  };
}

const messageOf = (error: unknown) =>
  error instanceof Error
    ? error.cause instanceof Error
      ? error.cause.message
      : error.message
    : String(error);

/** Waits `ms`; false when the signal stopped the wait. */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', done);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
