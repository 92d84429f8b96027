/**
 * Lighthouse budgets (lighthouserc.cjs): one run per public route; when an assertion fails, the
 * whole set runs once more and that second run decides. A performance score on a shared 2-core
 * machine moves by a few hundredths from run to run (TBT in particular), so one slow sample must
 * not fail CI; a real regression fails both runs.
 */
import { spawnSync } from 'node:child_process';

const run = () =>
  spawnSync('npx', ['lhci', 'autorun', '--config=lighthouserc.cjs'], { stdio: 'inherit' }).status ?? 1;

let status = run();
if (status !== 0) {
  console.log('Lighthouse assertions failed; running every route once more, and that run decides.');
  status = run();
}
process.exit(status);
