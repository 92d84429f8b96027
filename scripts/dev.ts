/**
 * `npm run dev`: the league API on API_PORT (default 8787) and Astro's dev server, which proxies
 * /api to it (astro.config.mjs).
 */
import { spawn } from 'node:child_process';
import { startServer } from '../server/index';

const apiPort = Number(process.env.API_PORT ?? 8787);
const api = await startServer({ port: apiPort, staticDir: null });
console.log(`League API on ${api.url}/api/ (proxied at /api by the dev server)`);

const astro = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev'], {
  stdio: 'inherit',
  env: { ...process.env, API_PORT: String(apiPort) },
});
const stop = () => {
  astro.kill('SIGTERM');
  void api.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
astro.once('exit', (code) => void api.close().then(() => process.exit(code ?? 0)));
