/**
 * `npm start`: migrate and seed the embedded database, serve the API, snapshot it, build the site
 * and serve both on one origin (http://localhost:4321 unless PORT says otherwise).
 * The snapshots of this database go to `<DATA_DIR>/snapshots` (untracked) and the build reads them
 * before the committed ones, so a start never modifies the checkout.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig } from '../server/env';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/users';
import { startServer } from '../server/index';

/** Runs a step as a child process; asynchronously, because this process is serving the API meanwhile. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${code}).`);
    process.exit(code ?? 1);
  }
}

console.log('Starting the league API (migrating and seeding the database when empty)…');
const config = loadConfig();
const server = await startServer({ config, staticDir: 'dist' });
const snapshotEnv = { SNAPSHOT_DIR: join(config.dataDir, 'snapshots') };
process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));

console.log('Capturing API snapshots for the public pages…');
await run(process.execPath, ['--import', 'tsx', 'scripts/snapshot.ts'], {
  ...snapshotEnv,
  SNAPSHOT_API_URL: `${server.url}/api`,
});

console.log('Building the site…');
await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], snapshotEnv);

const accounts = server.demoData
  ? `  Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(22)} ${account.role}`).join('\n')}`
  : '  No demo accounts: SEED_DEMO is off (the default when NODE_ENV=production).';
console.log(`
  Mid-South Youth Sports League is running at ${server.url}
  API: ${server.url}/api/

${accounts}

  Press Ctrl+C to stop.
`);
