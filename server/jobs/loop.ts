/**
 * Background work that every API process runs on a timer (message delivery, the waitlist sweep).
 * A round starts `intervalMs` after the last one ended, so rounds never overlap in one process;
 * the work itself must be safe with several replicas (each claims rows with FOR UPDATE SKIP LOCKED).
 * A failed round is logged and the next one runs as planned.
 */

/** A running loop. */
export interface BackgroundLoop {
  /** Stops the loop once the round under way is done. */
  close(): Promise<void>;
}

/** Runs `round` every `intervalMs` in this process until closed. */
export function startLoop(label: string, intervalMs: number, round: () => Promise<unknown>): BackgroundLoop {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  const schedule = (ms: number) => {
    if (!closed) timer = setTimeout(run, ms);
  };
  const run = () => {
    running = running
      .then(round)
      .then(
        () => undefined,
        (error: unknown) => console.error(`${label} run failed:`, error),
      )
      .finally(() => schedule(intervalMs));
  };
  schedule(intervalMs);
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
