/**
 * Issue 28 item 3: every reading page is complete without JavaScript. The privacy policy and the browsing notice
 * arrive as texts, not a spinner; an article's comments are in the page; where a form needs scripts, a note in the
 * page's language says so at its place; and no page ends with a "needs JavaScript" line.
 */
import type { Locator, Page } from '@playwright/test';
import { comments } from '../../mocks/seed/comments';
import { posts } from '../../mocks/seed/posts';
import { travel } from '../../mocks/seed/articles/travel';
import { texts as legalEn } from '../../src/i18n/legalTexts.en';
import { texts as legalZhCn } from '../../src/i18n/legalTexts.zh-cn';
import { texts as legalZhTw } from '../../src/i18n/legalTexts.zh-tw';
import { expect, test } from './fixtures';
import { LOCALES, PRODUCT, texts } from './support';

const LEGAL = { en: legalEn, 'zh-cn': legalZhCn, 'zh-tw': legalZhTw } as const;
const ARTICLE = travel.briefs[0]!;
const ARTICLE_COMMENTS = comments.filter((comment) => comment.target.id === ARTICLE.id);
/** The line every page used to end with, in either script: nowhere on a reading page now. */
/** A <noscript> note (Playwright's text and role queries leave a <noscript>'s content out: found by its element). */
function note(scope: Page | Locator, text: string): Locator {
  return scope.locator('noscript > p').filter({ hasText: text });
}

const NEEDS_JAVASCRIPT = /needs JavaScript to run|寰宇需要/;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    for (const document of ['privacy', 'notice'] as const) {
      test(`the ${document === 'privacy' ? 'privacy policy' : 'terms (browsing notice)'} is there to read (${locale})`, async ({ page }) => {
        const t = texts(locale);
        const legal = LEGAL[locale][document];
        const response = await page.goto(`/${locale}/${document}`);
        expect(response?.status()).toBe(200);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
        // Every section, its heading and its first words (the product's name filled in), and no spinner.
        await expect(main.getByRole('heading', { level: 2 })).toHaveCount(legal.sections.length);
        const last = legal.sections.at(-1)!;
        await expect(main.getByRole('heading', { level: 2, name: last.heading.replaceAll('{product}', PRODUCT[locale]) })).toBeVisible();
        await expect(page.getByText(t('loader.loading'))).toHaveCount(0);
        await expect(page).toHaveTitle(new RegExp(legal.title));
      });
    }
  }

  for (const locale of LOCALES) {
    test(`an article's comments are in the page, and its forms say they need JavaScript (${locale})`, async ({ page }) => {
      const t = texts(locale);
      await page.goto(`/${locale}/${ARTICLE.slug}`);
      const section = page.getByRole('region', { name: new RegExp(`^${t('comments.title')}`) });
      await expect(section).toBeVisible();
      expect(ARTICLE_COMMENTS.length).toBeGreaterThan(0);
      for (const comment of ARTICLE_COMMENTS) await expect(section.getByText(comment.text)).toBeVisible();
      // The comment box cannot send without scripts: not offered, and the note says why in the page's script.
      await expect(note(section, t('comments.form.needsScript'))).toBeVisible();
      await expect(section.getByRole('textbox')).toHaveCount(0);
      await expect(section.getByRole('button', { name: t('comments.form.submit') })).toHaveCount(0);
      // Nor are a comment's reply and report, which open boxes and dialogs.
      await expect(section.getByRole('button', { name: t('comments.reply') })).toHaveCount(0);
      await expect(section.getByRole('button', { name: t('comments.report') })).toHaveCount(0);
      // The likes' counts stay; their buttons, which could do nothing, do not.
      await expect(note(page, t('like.needsScript'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('like.button') })).toHaveCount(0);
      // The poll's choices are readable; voting says it needs scripts.
      await expect(note(page, t('poll.needsScript'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('poll.vote') })).toHaveCount(0);
      // The popups' buttons (contribute, contact, subscribe) are not offered either.
      await expect(page.getByRole('button', { name: t('header.contact') })).toHaveCount(0);
    });
  }

  test('the comments change order without scripts: the form asks the server, which answers at the comments (en)', async ({ page }) => {
    const t = texts('en');
    await page.goto(`/en/${ARTICLE.slug}`);
    const section = page.getByRole('region', { name: new RegExp(`^${t('comments.title')}`) });
    const threads = ARTICLE_COMMENTS.filter((comment) => !comment.parentId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(threads.length).toBeGreaterThan(1);
    await expect(section.locator(':scope > ol > li').first()).toContainText(threads.at(-1)!.text);
    await section.getByLabel(t('comments.sort.label')).selectOption('oldest');
    await section.locator('noscript > button').filter({ hasText: t('comments.sort.show') }).click();
    await expect(page).toHaveURL(/\?comments-sort=oldest#/);
    await expect(section.locator(':scope > ol > li').first()).toContainText(threads[0]!.text);
    await expect(section.getByLabel(t('comments.sort.label'))).toHaveValue('oldest');
  });

  for (const locale of LOCALES) {
    test(`no reading page says the site needs JavaScript (${locale})`, async ({ page }) => {
      const pages = [`/${locale}/`, `/${locale}/categories/travel`, `/${locale}/${ARTICLE.slug}`, `/${locale}/posts/${posts[0]!.slug}`, `/${locale}/search?query=tea`, `/${locale}/privacy`, `/${locale}/notice`];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        const text = await page.locator('body').innerText();
        expect(text, path).not.toMatch(NEEDS_JAVASCRIPT);
        // A note a reader sees is in the page's own script: no Simplified 启 on a Traditional page.
        if (locale === 'zh-tw') expect(text, path).not.toContain('启用');
        await expect(page.locator('body > noscript, #root ~ noscript')).toHaveCount(0);
      }
    });
  }
});

test('with JavaScript the notes stay hidden and the comment box is there (en)', async ({ page }) => {
  const t = texts('en');
  await page.goto(`/en/${ARTICLE.slug}`);
  const section = page.getByRole('region', { name: new RegExp(`^${t('comments.title')}`) });
  await expect(section.getByRole('textbox', { name: t('comments.form.label') })).toBeVisible();
  await expect(note(page, t('comments.form.needsScript'))).toBeHidden();
});
