// Lighthouse CI: every public route, mobile (Lighthouse's default form factor), against the built
// site and the real API on a fresh database. Run by `npm run test:budgets`.
// LHCI_ROUTES (comma-separated paths) and LHCI_RUNS narrow a run: scripts/lighthouse.ts measures a
// route that failed its assertions three more times, and the median decides.
const routes = require('./e2e/routes.json');
const only = process.env.LHCI_ROUTES ? process.env.LHCI_ROUTES.split(',') : routes.public;

const port = Number(process.env.LHCI_PORT || 4398);
const origin = `http://localhost:${port}`;

module.exports = {
  ci: {
    collect: {
      url: only.map((route) => origin + route),
      startServerCommand: `PORT=${port} npx tsx scripts/serve-test.ts`,
      startServerReadyPattern: 'Serving',
      startServerReadyTimeout: 120000,
      numberOfRuns: Number(process.env.LHCI_RUNS || 1),
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
      aggregationMethod: 'median',
      assertions: {
        // Performance 1.00 as Lighthouse shows it (two decimals; 0.995 and up), and the largest
        // contentful paint within 1 s in the simulated mobile run, on every route measured.
        'categories:performance': ['error', { minScore: 0.995 }],
        'largest-contentful-paint': ['error', { maxNumericValue: 1000 }],
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
      },
    },
    upload: { target: 'filesystem', outputDir: 'reports/lighthouse' },
  },
};
