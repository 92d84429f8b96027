/**
 * `npm start` as the end-to-end tests run it (scripts/start.ts as a child process on a free port
 * and a data folder of its own), shared by e2e/site-follows-office.spec.ts and e2e/site-builds.spec.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** `npm start` as a child process on a port and data folder of its own. */
export class NpmStart {
  output = '';
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);

  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get url() {
    return `http://localhost:${this.port}`;
  }

  /** Starts it with `env` on top and resolves once it says it is running (fails if it exits first). */
  async start(env: Record<string, string> = {}) {
    const { SITE_BUILD_COMMAND: _unset, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: {
        ...inherited,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        OUTBOX_DIR: join(this.dataDir, 'outbox'),
        NODE_ENV: 'development',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const from = this.output.length;
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', resolve));
    await Promise.race([
      expect.poll(() => this.output.slice(from).includes('is running at'), { timeout: 240_000 }).toBe(true),
      this.exited.then((code) => {
        throw new Error(`npm start exited with ${code}:\n${this.output}`);
      }),
    ]);
  }

  async stop() {
    this.child?.kill('SIGTERM');
    await this.exited;
    this.child = null;
  }
}
