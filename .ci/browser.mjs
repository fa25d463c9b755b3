// Finds the browser for every browser test: CHROMIUM_PATH, else Debian's Chromium, else a browser Playwright
// manages, if one is already on this machine. Nothing here downloads one.
// The test lanes (stories, e2e) ask for the headless shell (Debian's chromium-headless-shell, the same Chromium
// without a browser window): since Chromium 132 `--headless` in the full browser runs the whole desktop browser,
// with its WebUI toolbar and omnibox pages made for every window, and a new page there costs about three times
// what it costs in the shell (decision 061). Lighthouse and screenshots keep the full browser.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export function findBrowser({ headlessShell = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  if (headlessShell && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const managed = chromium.executablePath();
    if (managed && existsSync(managed)) return managed;
  } catch {
    // playwright-core missing or no managed browser: fall through to the message below.
  }
  throw new Error(
    'No Chromium found: install it (Debian: `apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
