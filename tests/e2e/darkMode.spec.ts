/**
 * Dark mode follows the reader's system setting (issue 15 item 9): the same pages, re-coloured by the design
 * tokens in src/styles/global.css. Every text keeps its contrast, which axe measures on the rendered page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { travel } from '../../mocks/seed/articles/travel';
import { open } from './support';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol: the page's CSP (a nonce on every script) refuses an added <script>.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const ARTICLE = travel.briefs[0]!;

test.use({ colorScheme: 'dark' });

interface Violation {
  readonly id: string;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/** axe's colour-contrast rule on the whole page, as rendered. */
async function contrastViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations;
  });
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** The page's paper: the body's background, as the browser computed it. */
function paper(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

for (const [path, name] of [
  ['/zh-tw/', 'the front page (zh-tw)'],
  [`/en/${ARTICLE.slug}`, 'an article (en)'],
  ['/zh-cn/categories/travel', 'a section (zh-cn)'],
] as const) {
  test(`dark mode: ${name} is dark and every text keeps its contrast`, async ({ page }) => {
    await open(page, path);
    expect(await paper(page)).toBe('rgb(20, 19, 16)');
    expect(await contrastViolations(page)).toEqual([]);
  });
}

test.describe('light mode', () => {
  test.use({ colorScheme: 'light' });
  test('a reader whose system is light gets the white paper', async ({ page }) => {
    await open(page, '/en/');
    expect(await paper(page)).toBe('rgb(255, 255, 255)');
  });
});
