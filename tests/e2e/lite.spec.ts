/**
 * Issue 27 item 3: the Lite page (docs/decisions/110). The same server HTML with a small script of its own: the
 * menu, the search box, the language switch and °C/°F work from the keyboard without the app; a like loads the app
 * on intent (a visible, announced "loading"), which then does what the reader asked, once; the footer's switch
 * remembers the choice; Save-Data: on gets Lite; axe finds nothing on it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { polls } from '../../mocks/seed/polls';
import { travel } from '../../mocks/seed/articles/travel';
import { expect, test } from './fixtures';
import { hydrated, shownCount, signInAs, texts } from './support';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol: the page's CSP (a nonce on every script) refuses an added <script>.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
// "A Night-Market Walk Through Taipei", with a poll and comments.
const ARTICLE = travel.briefs.find((brief) => brief.id === 'art_021')!;
const POLL = polls.find((poll) => poll._id === ARTICLE.pollId)!;
/** The seed's verified English reader (README). */
const READER = { email: 'reader@example.com', password: 'correct-horse-1' };

/** Every script the page fetched (by path), as it loads. */
function scriptsOf(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  });
  return loaded;
}

const isLite = (page: Page) => page.locator('html').getAttribute('data-lite').then((value) => value !== null);

/** The article's own like button and its count. */
async function articleLike(page: Page) {
  const t = texts('en');
  const button = page.getByRole('article', { name: ARTICLE.en.title }).getByRole('button', { name: t('like.button'), exact: true }).first();
  await expect(button).toBeVisible();
  const countId = ((await button.getAttribute('aria-describedby')) ?? '').split(' ')[0];
  return { button, count: () => shownCount(page.locator(`[id="${countId}"]`), t, 'like.count') };
}

test.describe('the Lite page', () => {
  test('?lite: no app script; the search box, the language switch and °C/°F work from the keyboard', async ({ page }) => {
    const t = texts('en');
    const scripts = scriptsOf(page);
    await page.goto(`/en/${ARTICLE.slug}?lite`);
    expect(await isLite(page)).toBe(true);
    const banner = page.getByRole('banner');

    await test.step('°F/°C: the weather comes, and the toggle switches the unit and is remembered', async () => {
      const toggle = banner.getByRole('button', { name: /°C/ });
      await expect(toggle).toBeVisible();
      await expect(banner.getByText(/^-?\d+°F$/)).toBeVisible();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(banner.getByText(/^-?\d+°C$/)).toBeVisible();
      await expect(banner.getByRole('button', { name: /°F/ })).toBeFocused();
      expect(await page.evaluate(() => localStorage.getItem('huanyu:temperature-unit'))).toBe('"C"');
    });

    // Nothing but the Lite script so far.
    expect(scripts.filter((path) => !path.startsWith('/lite.'))).toEqual([]);
    expect(scripts.some((path) => path.startsWith('/lite.'))).toBe(true);

    await test.step('the search box opens from its button, Esc closes it, Enter searches', async () => {
      const open = banner.getByRole('button', { name: t('header.search.label') });
      await open.focus();
      await page.keyboard.press('Enter');
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      const input = banner.getByRole('searchbox', { name: t('header.search.label') });
      await expect(input).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(input).toBeHidden();
      await expect(open).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.type('tea');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/en/search?query=tea');
    });

    await test.step('the language switch is links: Lite, remembered, goes on in Chinese', async () => {
      await page.goto(`/en/${ARTICLE.slug}?lite`);
      await banner.getByRole('navigation', { name: t('header.language') }).getByRole('link', { name: '繁體中文' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/zh-tw/${ARTICLE.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: ARTICLE['zh-tw'].title })).toBeVisible();
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the menu opens, expands a section and closes from the keyboard, focus back on its button (zh-tw)', async ({ page }) => {
      const t = texts('zh-tw');
      const scripts = scriptsOf(page);
      await page.goto('/zh-tw/?lite');
      const burger = page.getByRole('button', { name: t('header.menu'), exact: true });
      await burger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: t('header.menu') });
      await expect(menu).toBeVisible();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('button', { name: t('header.menu.close') })).toBeFocused();
      // The reader's weather is in the menu on a phone, with its toggle.
      await expect(menu.getByRole('button', { name: /°F/ })).toBeVisible();
      const expand = menu.getByRole('button', { name: /國際/ }).first();
      await expand.focus();
      await page.keyboard.press('Enter');
      await expect(expand).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: '亞洲' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(burger).toBeFocused();
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      expect(scripts.filter((path) => !path.startsWith('/lite.'))).toEqual([]);
    });
  });

  test('a like signed out: "loading", the app comes, and the sign-up popup opens as on the full page', async ({ page }) => {
    const t = texts('en');
    const scripts = scriptsOf(page);
    // The app hydrates over the Lite page's HTML: React would say so of any mismatch (a recoverable error).
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`/en/${ARTICLE.slug}?lite`);
    const like = await articleLike(page);
    await like.button.click();
    await expect(page.getByRole('status').filter({ hasText: t('lite.loading') })).toBeVisible();
    await expect(page.getByRole('dialog', { name: t('auth.signUp.draftTitle') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('lite.loading') })).toHaveCount(0);
    expect(scripts.some((path) => !path.startsWith('/lite.'))).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a like signed in: the app loads and the like is done, once', async ({ page }) => {
    await page.goto(`/en/${ARTICLE.slug}`);
    await hydrated(page);
    await signInAs(page, 'en', READER.email, READER.password);
    await page.goto(`/en/${ARTICLE.slug}?lite`);
    expect(await isLite(page)).toBe(true);
    const like = await articleLike(page);
    const before = await like.count();
    await expect(like.button).toHaveAttribute('aria-pressed', 'false');
    await like.button.click();
    await expect(like.button).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(like.count).toBe(before + 1);
    // Done once: the server's count agrees after a reload.
    await page.goto(`/en/${ARTICLE.slug}`);
    await hydrated(page);
    await expect.poll((await articleLike(page)).count).toBe(before + 1);
  });

  test('a vote signed in: the choice made before the app came is kept, and the vote is counted once', async ({ page }) => {
    const t = texts('en');
    await page.goto(`/en/${ARTICLE.slug}`);
    await hydrated(page);
    await signInAs(page, 'en', READER.email, READER.password);
    await page.goto(`/en/${ARTICLE.slug}?lite`);
    const poll = page.getByRole('region', { name: POLL.data.en.question });
    const before = await shownCount(poll, t, 'poll.totalVotes');
    await poll.getByRole('radio', { name: POLL.variants[0]!.data.en.text }).check();
    await poll.getByRole('button', { name: t('poll.vote') }).click();
    await expect(poll.getByText(t('poll.yourChoice'))).toBeVisible();
    await expect.poll(() => shownCount(poll, t, 'poll.totalVotes')).toBe(before + 1);
  });

  test('the footer’s switch goes to Lite and remembers it from page to page, and back to the full page', async ({ page, context }) => {
    const t = texts('en');
    await page.goto(`/en/${ARTICLE.slug}`);
    await hydrated(page);
    expect(await isLite(page)).toBe(false);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: t('footer.lite') }).click();
    await expect(page).toHaveURL(`/en/${ARTICLE.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-lite', '');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lite')?.value).toBe('1');
    // Another page, by a link: Lite still.
    await page.getByRole('banner').getByRole('link', { name: 'Travel', exact: true }).first().click();
    await expect(page).toHaveURL('/en/categories/travel');
    await expect(page.locator('html')).toHaveAttribute('data-lite', '');
    await footer.getByRole('link', { name: t('footer.full') }).click();
    await expect(page).toHaveURL('/en/categories/travel');
    await expect(page.locator('html')).not.toHaveAttribute('data-lite');
    await hydrated(page);
    await expect(footer.getByRole('link', { name: t('footer.lite') })).toBeVisible();
  });

  test('Save-Data: on gets the Lite page; axe finds nothing on it', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    await page.goto('/en/');
    expect(await isLite(page)).toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: /°C/ })).toBeVisible();
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      return (await axe.run(document)).violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
    });
    expect(violations).toEqual([]);
  });
});
