/**
 * Starts the API (server/index.ts) as its own process and waits until it says it is ready: the one
 * start-up the process tests (./api-process.ts) and the benchmarks (scripts/bench*.ts) share.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** How long a start may take before it counts as failed. */
const START_TIMEOUT_MS = 90_000;

/**
 * Node itself with tsx as a loader, so the process is the server (the tsx command would start it as
 * a child, which a SIGKILL to tsx leaves running). `nodeArgs` come first (e.g. a CPU profile).
 * Resolves once the API is ready; rejects with its output if it exits or does not start in time.
 */
export async function spawnApi(
  environment: Record<string, string | undefined>,
  nodeArgs: readonly string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('League API ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return child;
}
