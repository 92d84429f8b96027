// Lighthouse CI: every public route, mobile (Lighthouse's default form factor), against the built
// site and the real API on a fresh database. Run by `npm run test:budgets`.
const routes = require('./e2e/routes.json');

const port = Number(process.env.LHCI_PORT || 4398);
const origin = `http://localhost:${port}`;

module.exports = {
  ci: {
    collect: {
      url: routes.public.map((route) => origin + route),
      startServerCommand: `PORT=${port} npx tsx scripts/serve-test.ts`,
      startServerReadyPattern: 'Serving',
      startServerReadyTimeout: 120000,
      numberOfRuns: 1,
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      settings: {
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        chromeFlags: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ].join(' '),
      },
    },
    assert: {
      assertions: {
        'categories:performance': ['error', { minScore: 0.95 }],
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
      },
    },
    upload: { target: 'filesystem', outputDir: 'reports/lighthouse' },
  },
};
