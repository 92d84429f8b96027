/**
 * The local builder (`npm start`): snapshot the API and `astro build` in child processes, at low
 * priority so the API keeps answering, into a new folder DATA_DIR/site/builds/<time>-<id>; when the
 * build is complete the served folder switches to it at once, and older builds are removed (the
 * one served and the one before it stay). A failed build leaves the served folder as it was.
 *
 * Nothing is written into the checkout (issue 41 item 9: two `npm start` on one checkout broke each
 * other's builds, both writing Astro's working files into its .astro/ and node_modules/.astro/):
 * each build works in a folder of its own, DATA_DIR/site/work/<build>, a copy of the sources the
 * site is built from (BUILD_SOURCES) with the checkout's node_modules linked in, and removed after
 * the build; Astro's and Vite's caches are DATA_DIR/site/cache (one build at a time per data
 * folder); snapshots go to DATA_DIR/snapshots (SNAPSHOT_DIR).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rm, symlink } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import type { Db } from '../db/client';
import { childEnv } from '../env';
import type { SiteFolders } from '../static-site';
import { LOG_TAIL_CHARS, liveFolders } from './builds';
import type { BuildOutcome, SiteBuilder } from './follower';

/** The served folder of a site that is rebuilt beside it; switchTo is one assignment. */
export class SwitchableSite implements SiteFolders {
  constructor(
    public current: string | null = null,
    public previous: string | null = null,
  ) {}

  switchTo(folder: string): void {
    this.previous = this.current;
    this.current = folder;
  }
}

/** Where the builds live. */
export const buildsDir = (dataDir: string) => path.join(dataDir, 'site', 'builds');

/** Where builds work: a folder per build, removed after it. */
export const workDir = (dataDir: string) => path.join(dataDir, 'site', 'work');

/** The checkout's files and folders a build reads, copied into its working folder. */
export const BUILD_SOURCES = [
  'src',
  'content',
  'public',
  'scripts',
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
] as const;

/** A working folder for one build: the sources copied from `projectDir`, node_modules linked. */
async function prepareWork(projectDir: string, folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  for (const name of BUILD_SOURCES) {
    const from = path.join(projectDir, name);
    if (existsSync(from)) await cp(from, path.join(folder, name), { recursive: true });
  }
  await symlink(path.join(projectDir, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
}

const isBuilt = (folder: string) => existsSync(path.join(folder, 'index.html'));

/** The last good local builds still on disk (newest first): what to serve until the next build is live. */
export async function lastGoodSite(db: Db): Promise<SwitchableSite> {
  const [current, previous] = (await liveFolders(db))
    .map((build) => build.folder)
    .filter((folder): folder is string => folder !== null && isBuilt(folder));
  return new SwitchableSite(current ?? null, previous ?? null);
}

/** One command of a build. */
export interface BuildStep {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** What every step of a build gets: the run's snapshots, Astro's and Vite's caches of this data folder. */
const buildEnv = (dataDir: string) => ({
  SNAPSHOT_DIR: path.join(dataDir, 'snapshots'),
  ASTRO_CACHE_DIR: path.join(dataDir, 'site', 'cache', 'astro'),
  VITE_CACHE_DIR: path.join(dataDir, 'site', 'cache', 'vite'),
  ASTRO_TELEMETRY_DISABLED: '1',
});

/** The steps of a build into `outDir`: the snapshot of the API at `apiUrl`, then Astro. */
export function siteBuildSteps(options: { apiUrl: string; dataDir: string; outDir: string }): BuildStep[] {
  const snapshots = buildEnv(options.dataDir);
  return [
    {
      label: 'snapshot',
      command: process.execPath,
      args: ['--import', 'tsx', 'scripts/snapshot.ts'],
      env: { ...snapshots, SNAPSHOT_API_URL: options.apiUrl },
    },
    {
      label: 'astro build',
      command: process.execPath,
      args: ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', options.outDir],
      env: snapshots,
    },
  ];
}

/**
 * The one step of a build made by a configured command (SITE_BUILD_COMMAND), run by the shell in
 * the build's working folder (a copy of the checkout's sources) with the build folder in
 * $SITE_OUT_DIR and the settings the default steps get.
 */
export function commandBuildStep(
  command: string,
  options: { apiUrl: string; dataDir: string; outDir: string },
): BuildStep {
  return {
    label: 'SITE_BUILD_COMMAND',
    command: '/bin/sh',
    args: ['-c', command],
    env: {
      ...buildEnv(options.dataDir),
      SITE_OUT_DIR: options.outDir,
      SNAPSHOT_API_URL: options.apiUrl,
    },
  };
}

/** Options of the local builder. */
export interface LocalBuilderOptions {
  dataDir: string;
  /** The API the snapshot step reads, e.g. http://localhost:4321/api. */
  apiUrl: string;
  /** The served folders, switched when a build is complete. */
  site: SwitchableSite;
  /** The checkout whose sources are built (default: the working directory). */
  projectDir?: string;
  /** The build's commands (default: `command` when given, else siteBuildSteps). */
  steps?: (outDir: string) => BuildStep[];
  /** A shell command that builds the site into $SITE_OUT_DIR instead (SITE_BUILD_COMMAND). */
  command?: string | undefined;
  /** Whether to show this build's output on the console too (npm start shows its start build). */
  echo?: (reason: string) => boolean;
}

/** A builder that builds the site in child processes and switches to it (see the module comment). */
export function localSiteBuilder(options: LocalBuilderOptions): SiteBuilder {
  const root = buildsDir(options.dataDir);
  const where = (outDir: string) => ({ apiUrl: options.apiUrl, dataDir: options.dataDir, outDir });
  const command = options.command;
  const steps =
    options.steps ??
    (command
      ? (outDir: string) => [commandBuildStep(command, where(outDir))]
      : (outDir: string) => siteBuildSteps(where(outDir)));
  return {
    mode: 'local',
    async run({ id, reason, signal }): Promise<BuildOutcome> {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}`;
      const folder = path.join(root, name);
      const work = path.join(workDir(options.dataDir), name);
      const log = new LogTail();
      const echo = options.echo?.(reason) ?? false;
      try {
        await mkdir(folder, { recursive: true });
        await prepareWork(path.resolve(options.projectDir ?? process.cwd()), work);
        for (const step of steps(folder)) {
          log.write(`$ ${step.label}\n`);
          const code = await runStep(step, { cwd: work, log, echo, signal });
          if (code !== 0) {
            log.write(`\n${step.label} failed (${code === null ? 'stopped' : `exit ${code}`}).\n`);
            await rm(folder, { recursive: true, force: true });
            return { ok: false, log: log.text() };
          }
        }
        if (!isBuilt(folder)) {
          log.write('\nThe build finished without an index.html.\n');
          await rm(folder, { recursive: true, force: true });
          return { ok: false, log: log.text() };
        }
        options.site.switchTo(folder);
        await prune(root, options.site);
        return { ok: true, log: log.text(), folder };
      } catch (error) {
        log.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
        await rm(folder, { recursive: true, force: true });
        return { ok: false, log: log.text() };
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}

/** Removes every build but the one served and the one before it. */
async function prune(root: string, site: SwitchableSite): Promise<void> {
  const keep = new Set([site.current, site.previous].filter((folder) => folder !== null));
  for (const name of await readdir(root)) {
    const folder = path.join(root, name);
    if (!keep.has(folder)) await rm(folder, { recursive: true, force: true });
  }
}

/** Runs one step; resolves with its exit code (null when it was stopped). */
function runStep(
  step: BuildStep,
  context: { cwd: string; log: LogTail; echo: boolean; signal: AbortSignal },
): Promise<number | null> {
  if (context.signal.aborted) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    // Its own process group, so a stop reaches Astro's own children too.
    const child = spawn(step.command, step.args, {
      cwd: context.cwd,
      env: childEnv(step.env ?? {}),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    try {
      // Below the API's priority: on a small machine visitors and the office come first.
      if (child.pid) setPriority(child.pid, 10);
    } catch {
      // Not permitted here: the build runs at normal priority.
    }
    const output = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      context.log.write(chunk.toString());
      if (context.echo) stream.write(chunk);
    };
    child.stdout.on('data', output(process.stdout));
    child.stderr.on('data', output(process.stderr));
    let killer: NodeJS.Timeout | undefined;
    const stop = () => {
      const group = (signal: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, signal);
        } catch {
          // Already gone.
        }
      };
      group('SIGTERM');
      killer = setTimeout(() => group('SIGKILL'), 5000);
      killer.unref();
    };
    context.signal.addEventListener('abort', stop, { once: true });
    child.once('error', reject);
    child.once('close', (code) => {
      context.signal.removeEventListener('abort', stop);
      clearTimeout(killer);
      resolve(context.signal.aborted ? null : code);
    });
  });
}

// Colour and cursor codes of terminal output.
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** The end of a build's output, bounded. */
class LogTail {
  private buffer = '';

  write(text: string) {
    this.buffer = (this.buffer + text.replace(ANSI, '')).slice(-LOG_TAIL_CHARS * 2);
  }

  text() {
    return this.buffer.slice(-LOG_TAIL_CHARS);
  }
}
