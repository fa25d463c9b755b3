// Screenshots of pages, to look at what readers see: node .ci/screenshot.mjs BASE_URL PATH... [--out DIR]
// Each path is shot at 375 px and 1280 px wide, full page, into DIR (default reports/screens).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from './browser.mjs';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args.splice(outIndex, 2)[1] : 'reports/screens';
const [base, ...paths] = args;
if (!base || paths.length === 0) {
  console.error('usage: node .ci/screenshot.mjs BASE_URL PATH... [--out DIR]');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findBrowser(), args: CHROMIUM_ARGS });
try {
  for (const path of paths) {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 900 } });
      page.on('pageerror', (error) => console.error(`${path} @${width}: ${error.message}`));
      await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
      const name = path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9-]+/gi, '_') || 'root';
      const file = `${out}/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
