/**
 * Serves the built site and the API on a fresh database, for the end-to-end tests and Lighthouse.
 * PORT picks the port; mail goes to OUTBOX_DIR (default .data/test-<port>/outbox) so tests can
 * follow reset links. The data folder is removed when the process ends.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (!existsSync('dist/index.html')) {
  console.error('No built site in dist/. Run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'league-test-'));
process.env.DATA_DIR = dataDir;
process.env.OUTBOX_DIR ??= join(process.cwd(), '.data', `test-${process.env.PORT ?? '4399'}`, 'outbox');
process.env.NODE_ENV ??= 'test';
// The tests serve the build they made (dist/); a test that wants the site to follow sets it.
process.env.SITE_BUILD_MODE ??= 'off';

const { startServer } = await import('../server/index');
const running = await startServer({ staticDir: 'dist' });
// Pages and scripts compressed before the first visitor, as a server that has been up a while has them.
await running.site.compressed();
console.log(`Serving ${running.url} (fresh database in ${dataDir}, outbox ${process.env.OUTBOX_DIR})`);

const stop = () => {
  void running.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
