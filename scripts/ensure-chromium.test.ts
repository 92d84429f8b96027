import { describe, expect, it } from 'vitest';
import {
  ensureChromium,
  findTestBrowser,
  HEADLESS_SHELL,
  INSTALL_COMMAND,
  type Machine,
} from './ensure-chromium';

/** A machine with the given files; commands are recorded and the install puts the browser in place. */
function machine(options: {
  files?: string[];
  env?: Record<string, string>;
  isRoot?: boolean;
  installWorks?: boolean;
}) {
  const files = new Set(options.files ?? []);
  const commands: string[] = [];
  const logs: string[] = [];
  const setup: Machine = {
    env: options.env ?? {},
    exists: (path) => files.has(path),
    isRoot: options.isRoot ?? false,
    run: (command, args, env) => {
      commands.push(
        `${Object.entries(env)
          .map(([k, v]) => `${k}=${v} `)
          .join('')}${command} ${args.join(' ')}`,
      );
      if (options.installWorks === false) return false;
      if (args[0] === 'install') for (const name of args.slice(3)) files.add(`/usr/bin/${name}`);
      return true;
    },
    log: (message) => logs.push(message),
  };
  return { setup, commands, logs };
}

const APT = '/usr/bin/apt-get';

describe('ensureChromium', () => {
  it("uses Debian's chromium and headless shell when they are there, installing nothing", () => {
    const { setup, commands } = machine({ files: ['/usr/bin/chromium', HEADLESS_SHELL, APT], isRoot: true });
    expect(ensureChromium(setup)).toEqual({ ok: true, path: '/usr/bin/chromium', installed: false });
    expect(commands).toEqual([]);
    expect(findTestBrowser({}, setup.exists)).toEqual({ path: HEADLESS_SHELL, found: true });
  });

  it('as root with apt-get, adds the headless shell beside an installed chromium for the end-to-end tests', () => {
    const { setup, commands, logs } = machine({ files: ['/usr/bin/chromium', APT], isRoot: true });
    expect(findTestBrowser({}, setup.exists)).toEqual({ path: '/usr/bin/chromium', found: true });
    expect(ensureChromium(setup)).toEqual({ ok: true, path: '/usr/bin/chromium', installed: false });
    expect(commands).toEqual([
      'DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
    ]);
    expect(logs).toEqual(["Installing Debian's chromium-headless-shell for the end-to-end tests (apt-get)…"]);
    expect(findTestBrowser({}, setup.exists)).toEqual({ path: HEADLESS_SHELL, found: true });
  });

  it('keeps going with the full browser when the headless shell cannot be installed', () => {
    const { setup, logs } = machine({ files: ['/usr/bin/chromium', APT], isRoot: true, installWorks: false });
    expect(ensureChromium(setup)).toEqual({ ok: true, path: '/usr/bin/chromium', installed: false });
    expect(logs.at(-1)).toBe('That install failed: the end-to-end tests use the full browser (slower).');
    expect(findTestBrowser({}, setup.exists)).toEqual({ path: '/usr/bin/chromium', found: true });
  });

  it('installs no headless shell without root, nor when CHROMIUM_PATH names the browser, which the tests then use', () => {
    const user = machine({ files: ['/usr/bin/chromium', APT], isRoot: false });
    expect(ensureChromium(user.setup)).toMatchObject({ ok: true, path: '/usr/bin/chromium' });
    expect(user.commands).toEqual([]);

    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    const chosen = machine({ files: ['/opt/chrome/chrome', HEADLESS_SHELL, APT], env, isRoot: true });
    expect(ensureChromium(chosen.setup)).toMatchObject({ ok: true, path: '/opt/chrome/chrome' });
    expect(chosen.commands).toEqual([]);
    expect(findTestBrowser(env, chosen.setup.exists)).toEqual({ path: '/opt/chrome/chrome', found: true });
  });

  it('uses CHROMIUM_PATH when set', () => {
    const { setup } = machine({
      files: ['/opt/chrome/chrome'],
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
    });
    expect(ensureChromium(setup)).toEqual({ ok: true, path: '/opt/chrome/chrome', installed: false });
  });

  it('stops when CHROMIUM_PATH names a missing file, even if the system has one', () => {
    const { setup, commands } = machine({
      files: ['/usr/bin/chromium', APT],
      env: { CHROMIUM_PATH: '/nowhere/chromium' },
      isRoot: true,
    });
    expect(ensureChromium(setup)).toEqual({
      ok: false,
      message:
        "CHROMIUM_PATH is /nowhere/chromium, but there is no browser there. Point it at a Chromium binary, or unset it to use Debian's chromium package.",
    });
    expect(commands).toEqual([]);
  });

  it("as root with apt-get, installs Debian's chromium package and its headless shell, and uses them", () => {
    const { setup, commands, logs } = machine({ files: [APT], isRoot: true });
    expect(ensureChromium(setup)).toEqual({ ok: true, path: '/usr/bin/chromium', installed: true });
    expect(commands).toEqual([
      'DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell',
    ]);
    expect(findTestBrowser({}, setup.exists)).toEqual({ path: HEADLESS_SHELL, found: true });
    expect(logs).toEqual(["Chromium is not installed: installing Debian's chromium package (apt-get)…"]);
  });

  it('as root, says so when the install fails', () => {
    const { setup } = machine({ files: [APT], isRoot: true, installWorks: false });
    const result = ensureChromium(setup);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('Installing Chromium with apt-get failed');
  });

  it('without root, stops at once with the one command to run', () => {
    const { setup, commands } = machine({ files: [APT], isRoot: false });
    expect(ensureChromium(setup)).toEqual({
      ok: false,
      message: `The browser tests need Chromium, which is not installed. Install it, then run npm test again:\n\n  ${INSTALL_COMMAND}\n`,
    });
    expect(INSTALL_COMMAND).toBe('sudo apt-get update && sudo apt-get install -y chromium');
    expect(commands).toEqual([]);
  });

  it('without apt-get, asks for Chromium or CHROMIUM_PATH and installs nothing', () => {
    const { setup, commands } = machine({ isRoot: true });
    expect(ensureChromium(setup)).toEqual({
      ok: false,
      message:
        'The browser tests need Chromium, which is not installed. Install it with your package manager, or set CHROMIUM_PATH to a Chromium binary.',
    });
    expect(commands).toEqual([]);
  });
});
