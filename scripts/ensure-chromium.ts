/**
 * The browsers the end-to-end tests and Lighthouse use, made sure of before `npm test` starts:
 * CHROMIUM_PATH when set, else Debian's /usr/bin/chromium (or chromium-browser). When none is there
 * and this is root on a machine with apt-get, Debian's `chromium` package is installed; otherwise
 * the run stops at once with the command to run. Playwright never downloads a browser of its own.
 *
 * The end-to-end tests prefer Debian's `chromium-headless-shell` (the same Chromium build without
 * the browser's windowing layer: what Playwright itself runs for headless tests). On two cores it
 * ran the same 82 portal and account tests in 155 s where the full browser took 235 s. As root with
 * apt-get it is installed beside Chromium when missing; without it the tests use the full browser.
 * Lighthouse keeps the full browser, which is what it measures pages with.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where Debian's (and Ubuntu's) chromium package puts the browser. */
export const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's headless-only shell of the same Chromium (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The command a person without root runs to get the browser. */
export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/** The browser to use: CHROMIUM_PATH when set (even if missing), else the first system one present. */
export function findChromium(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
): { path: string; found: boolean } | null {
  const chosen = env.CHROMIUM_PATH?.trim();
  if (chosen) return { path: chosen, found: exists(chosen) };
  const system = SYSTEM_CHROMIUM.find((path) => exists(path));
  return system ? { path: system, found: true } : null;
}

/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH when set, else Debian's headless shell
 * when installed, else the system Chromium.
 */
export function findTestBrowser(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
): { path: string; found: boolean } | null {
  if (!env.CHROMIUM_PATH?.trim() && exists(HEADLESS_SHELL)) return { path: HEADLESS_SHELL, found: true };
  return findChromium(env, exists);
}

/** What ensureChromium may do on this machine; tests pass their own. */
export interface Machine {
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  isRoot: boolean;
  /** Runs a command with output shown; true when it succeeded. */
  run: (command: string, args: string[], env: Record<string, string>) => boolean;
  log: (message: string) => void;
}

export type ChromiumCheck = { ok: true; path: string; installed: boolean } | { ok: false; message: string };

/** Finds Chromium, installing Debian's package when it is missing and this machine allows it. */
export function ensureChromium(machine: Machine): ChromiumCheck {
  const found = findChromium(machine.env, machine.exists);
  if (found?.found) {
    installHeadlessShell(machine);
    return { ok: true, path: found.path, installed: false };
  }
  if (found) {
    return {
      ok: false,
      message: `CHROMIUM_PATH is ${found.path}, but there is no browser there. Point it at a Chromium binary, or unset it to use Debian's chromium package.`,
    };
  }
  const hasApt = machine.exists('/usr/bin/apt-get');
  if (!machine.isRoot || !hasApt) {
    return {
      ok: false,
      message: hasApt
        ? `The browser tests need Chromium, which is not installed. Install it, then run npm test again:\n\n  ${INSTALL_COMMAND}\n`
        : 'The browser tests need Chromium, which is not installed. Install it with your package manager, or set CHROMIUM_PATH to a Chromium binary.',
    };
  }
  machine.log("Chromium is not installed: installing Debian's chromium package (apt-get)…");
  const installed = aptInstall(machine, ['chromium', 'chromium-headless-shell']);
  const now = findChromium(machine.env, machine.exists);
  if (installed && now?.found) return { ok: true, path: now.path, installed: true };
  return {
    ok: false,
    message: `Installing Chromium with apt-get failed (see above). Install it, then run npm test again:\n\n  apt-get update && apt-get install -y chromium\n`,
  };
}

/** Refreshes apt's package lists and installs `packages`; true when both steps succeeded. */
function aptInstall(machine: Machine, packages: string[]): boolean {
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return (
    machine.run('apt-get', ['update', '-qq'], env) &&
    machine.run('apt-get', ['install', '-y', '-qq', ...packages], env)
  );
}

/**
 * With Chromium present, adds Debian's headless shell for the end-to-end tests when it is missing
 * and this is root with apt-get (and no CHROMIUM_PATH names the browser). A failed install only
 * costs time: the tests then use the full browser.
 */
function installHeadlessShell(machine: Machine): void {
  if (machine.env.CHROMIUM_PATH?.trim() || machine.exists(HEADLESS_SHELL)) return;
  if (!machine.isRoot || !machine.exists('/usr/bin/apt-get')) return;
  machine.log("Installing Debian's chromium-headless-shell for the end-to-end tests (apt-get)…");
  if (!aptInstall(machine, ['chromium-headless-shell']))
    machine.log('That install failed: the end-to-end tests use the full browser (slower).');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = ensureChromium({
    env: process.env,
    exists: existsSync,
    isRoot: process.getuid?.() === 0,
    run: (command, args, env) =>
      spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0,
    log: (message) => console.log(message),
  });
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
  const version = execFileSync(result.path, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`Lighthouse uses ${result.path} (${version}${result.installed ? ', just installed' : ''}).`);
  const tests = findTestBrowser();
  console.log(`The end-to-end tests use ${tests?.path ?? result.path}.`);
}
