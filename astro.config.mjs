// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { afterPaint } from './scripts/after-paint.ts';
import { siteCsp } from './scripts/csp.ts';
import { serviceWorker } from './scripts/service-worker.ts';

const apiPort = Number(process.env.API_PORT ?? 8787);

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  // `npm start` builds each site in a working folder of its own and keeps these caches in its data
  // folder (server/site/local-build.ts), so two servers on one checkout never share them.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'file', inlineStylesheets: 'always' },
  // The service worker runs after after-paint, so it precaches the pages as they are served.
  integrations: [react(), afterPaint(), serviceWorker()],
  // Every page gets a <meta http-equiv="content-security-policy"> with hashes of its scripts.
  security: { csp: siteCsp() },
  vite: {
    ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
    server: {
      // `npm run dev`: the league API runs beside Astro's dev server and is reached under /api.
      proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true } },
    },
  },
});
