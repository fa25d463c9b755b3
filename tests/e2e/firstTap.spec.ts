/**
 * Issue 27 item 2: the full page's first taps. The server's page is painted long before the app has hydrated it
 * (its scripts start after the load); a tap in that time is kept, said ("Getting the page ready…", announced),
 * and passed on once the app is ready (src/lib/keepTaps.ts). Here the app's entry is held back until after the tap,
 * as a slow phone would have it.
 */
import type { Page, Route } from '@playwright/test';
import { travel } from '../../mocks/seed/articles/travel';
import { expect, test } from './fixtures';
import { texts } from './support';

// "A Night-Market Walk Through Taipei", with a poll and comments.
const ARTICLE = travel.briefs.find((brief) => brief.id === 'art_021')!;

/**
 * Holds the app's entry script until `load()`, or refuses it (`fail()`, as offline: then every try, the page's own
 * ones too, until `unroute()`).
 */
async function holdTheApp(page: Page, path: string) {
  // The entry as the page's loader names it (Parcel names it after the folder the build ran in), also as asked for
  // again after a failure (`?try=N`).
  const html = await (await page.request.get(path)).text();
  const file = /import\("(\/[^"]+\.js)"/.exec(html)?.[1];
  if (!file) throw new Error(`no app entry in the loader of ${path}`);
  const entry = new RegExp(`${file.replace(/\./g, '\\.')}(\\?try=\\d+)?$`);
  let release: (how: 'load' | 'fail') => void = () => {};
  const decided = new Promise<'load' | 'fail'>((resolve) => (release = resolve));
  const held = async (route: Route) => ((await decided) === 'load' ? route.continue() : route.abort('internetdisconnected'));
  await page.route(entry, held);
  return { load: () => release('load'), fail: () => release('fail'), unroute: () => page.unroute(entry, held) };
}

/** Errors the page logs (React says so of any hydration mismatch). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('a tap before the app is ready', () => {
  test('Join, tapped at once: the page says it is getting ready, then the sign-up popup opens', async ({ page }) => {
    const t = texts('en');
    const problems = problemsOf(page);
    const app = await holdTheApp(page, '/en/');
    await page.goto('/en/');
    await page.getByRole('banner').getByRole('button', { name: t('header.join') }).click();
    const note = page.getByRole('status').filter({ hasText: t('page.keptTap.waiting') });
    await expect(note).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    app.load();
    await expect(page.getByRole('dialog', { name: t('auth.signUp.title', { product: 'Huanyu' }) })).toBeVisible();
    await expect(note).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a like signed out, in zh-tw: kept, then the draft’s sign-up popup, as when the app was there', async ({ page }) => {
    const t = texts('zh-tw');
    const app = await holdTheApp(page, `/zh-tw/${ARTICLE.slug}`);
    await page.goto(`/zh-tw/${ARTICLE.slug}`);
    const like = page.getByRole('article', { name: ARTICLE['zh-tw'].title }).getByRole('button', { name: t('like.button'), exact: true }).first();
    await like.click();
    await expect(page.getByRole('status').filter({ hasText: t('page.keptTap.waiting') })).toBeVisible();
    app.load();
    await expect(page.getByRole('dialog', { name: t('auth.signUp.draftTitle') })).toBeVisible();
  });

  test('on a Lite page, a tap on the menu before the Lite script came opens the menu once it has (375 px)', async ({ page }) => {
    const t = texts('en');
    await page.setViewportSize({ width: 375, height: 812 });
    let release = () => {};
    const decided = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/lite\.[0-9a-f]+\.js$/, async (route) => {
      await decided;
      await route.continue();
    });
    // The page is there to read (and tap) before its script: neither the load nor DOMContentLoaded comes till then.
    await page.goto(`/en/${ARTICLE.slug}?lite`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: t('header.menu') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('page.keptTap.waiting') })).toBeVisible();
    release();
    await expect(page.getByRole('dialog', { name: t('header.menu') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('page.keptTap.waiting') })).toHaveCount(0);
  });

  test('offline: the page says the app could not come, and the next tap tries again', async ({ page }) => {
    const t = texts('en');
    const app = await holdTheApp(page, '/en/');
    await page.goto('/en/');
    const join = page.getByRole('banner').getByRole('button', { name: t('header.join') });
    await join.click();
    app.fail();
    await expect(page.getByRole('status').filter({ hasText: t('page.keptTap.failed') })).toBeVisible();
    await app.unroute();
    await join.click();
    await expect(page.getByRole('dialog', { name: t('auth.signUp.title', { product: 'Huanyu' }) })).toBeVisible();
  });
});
