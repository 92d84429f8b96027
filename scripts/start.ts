/**
 * `npm start`: migrate and seed the embedded database, serve the API, build the site and serve both
 * on one origin (http://localhost:4321 unless PORT says otherwise). The site follows its data:
 * SITE_BUILD_MODE is `local` here, so the server builds the site itself, at start and after every
 * change to what the pages are built from, each time into a new folder under DATA_DIR/site/builds
 * that is switched in when complete (server/site/). The last good build is served meanwhile;
 * before the first one, pages answer "The site is being built…". Snapshots of this database go
 * to DATA_DIR/snapshots, so a start never modifies the checkout.
 */
import { loadConfig } from '../server/env';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/users';
import { startServer } from '../server/index';

console.log('Starting the league API (migrating and seeding the database when empty)…');
const config = loadConfig(process.env, { SITE_BUILD_MODE: 'local' });
const server = await startServer({ config });
process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));

if (server.site.mode === 'local') {
  console.log(
    `API ready at ${server.url}/api/. Building the site; ${
      server.site.served()
        ? 'the last good build is served meanwhile'
        : 'until it is built, pages answer "The site is being built…"'
    }.`,
  );
  const first = await server.site.firstBuild;
  if (!first?.ok) {
    // A failed build is tried again after its back-off (issue 41 item 9): a passing hiccup mends itself.
    console.error(
      server.site.served()
        ? '\nThe site could not be built (see above); the last good build stays live, and the build is tried again shortly.'
        : '\nThe site could not be built (see above); pages answer "The site is being built…" until a build is tried again and succeeds.',
    );
  }
}

const follows = {
  local: 'The site rebuilds itself when the data it shows changes (GET /api/office/site/ tells how it went).',
  hook: 'The build hook is asked to rebuild the site when the data it shows changes.',
  off: 'SITE_BUILD_MODE=off: the site is not rebuilt when its data changes.',
}[server.site.mode];
const accounts = server.demoData
  ? `  Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(22)} ${account.role}`).join('\n')}`
  : '  No demo accounts: SEED_DEMO is off (the default when NODE_ENV=production).';
console.log(`
  Mid-South Youth Sports League is running at ${server.url}
  API: ${server.url}/api/
  ${follows}

${accounts}

  Press Ctrl+C to stop.
`);
