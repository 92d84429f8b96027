/**
 * Lighthouse CI's puppeteerScript for the portal shells (lighthouserc.cjs, LHCI_SET=portals): before
 * each portal is measured, the tab's origin holds the tokens of a seeded demo account that may open
 * it (as after signing in, the way a family comes back to its portal), and the browser's cache is
 * emptied, so every portal is measured on a first visit to its scripts. One sign-in per account and
 * process (the login throttle allows five per account and address in 15 minutes).
 */
// The demo password, the session's storage key and who may open each portal, from where the tests
// keep them (tsx loads the TypeScript).
const { DEMO_PASSWORD, GATED_AS, TOKENS_KEY } = require('tsx/cjs/api').require(
  '../e2e/support/session.ts',
  __filename,
);

const signedIn = new Map();

async function tokensFor(origin, email) {
  if (!signedIn.has(email)) {
    const response = await fetch(`${origin}/api/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!response.ok)
      throw new Error(`Signing ${email} in failed: ${response.status} ${await response.text()}`);
    const { access, refresh } = await response.json();
    signedIn.set(email, JSON.stringify({ access, refresh }));
  }
  return signedIn.get(email);
}

module.exports = async (browser, context) => {
  const url = new URL(context.url);
  const email = GATED_AS[url.pathname.replace(/\/$/, '')];
  if (!email) throw new Error(`No demo account is set to open ${url.pathname}`);
  const tokens = await tokensFor(url.origin, email);
  const page = await browser.newPage();
  // A small file of the origin, so its storage can be written without loading the site's scripts.
  await page.goto(`${url.origin}/robots.txt`);
  await page.evaluate((key, value) => window.localStorage.setItem(key, value), TOKENS_KEY, tokens);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
};
