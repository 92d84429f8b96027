// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

const apiPort = Number(process.env.API_PORT ?? 8787);

// Every page loads the session through the site shell: the session and the store library share one
// chunk, so islands that use stores without the session (the store's cart) do not split the shell's
// script into more files.
const SHELL_STORES =
  /[\\/](src[\\/]stores[\\/]session\.ts|node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/])/;

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [react()],
  vite: {
    build: {
      rollupOptions: { output: { manualChunks: (id) => (SHELL_STORES.test(id) ? 'session' : undefined) } },
    },
    server: {
      // `npm run dev`: the league API runs beside Astro's dev server and is reached under /api.
      proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true } },
    },
  },
});
