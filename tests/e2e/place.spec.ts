/**
 * Issue 15 item 2: signing in loses the reader's place no more. A reader scrolled down an article likes a
 * comment while signed out, logs in from the draft popup, and the page SPEC §4 reloads brings them back: the
 * same scroll position, focus on the like they pressed (now pressed), the like announced, their name in the
 * header. On a phone too, where the note once hid under the sticky masthead (issue 28).
 */
import { personName } from '../../contracts/personName';
import { fixtures } from '../../mocks/seed/fixtures';
import { travel } from '../../mocks/seed/articles/travel';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, open, PRODUCT, texts } from './support';

const ARTICLE = travel.briefs.find((brief) => brief.id === 'art_021')!;
const reader = fixtures.verifiedReader;

async function returnsToPlace(page: Page) {
  const t = texts('en');
  await open(page, `/en/${ARTICLE.slug}`);

  const comments = page.getByRole('region', { name: new RegExp(`^${t('comments.title')}`) });
  const commentLike = comments.getByRole('button', { name: t('like.commentButton') }).first();
  await commentLike.scrollIntoViewIfNeeded();
  await expect(commentLike).toHaveAttribute('aria-pressed', 'false');
  // Which comment's like it is, to find the same button on the reloaded page.
  const place = (await commentLike.getAttribute('data-place')) ?? '';
  expect(place).toMatch(/^like-comment:/);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);

  await test.step('a like while signed out; log in from the draft popup', async () => {
    await commentLike.click();
    const signUp = page.getByRole('dialog', { name: t('auth.signUp.draftTitle') });
    await signUp.getByRole('button', { name: t('auth.signUp.signIn'), exact: true }).click();
    const signIn = page.getByRole('dialog', { name: t('auth.signIn.title', { product: PRODUCT.en }) });
    await signIn.getByLabel(t('auth.signIn.email'), { exact: true }).fill(reader.email);
    await signIn.getByLabel(t('auth.signIn.password'), { exact: true }).fill(reader.password);
    const reloaded = page.waitForEvent('load');
    await signIn.getByRole('button', { name: t('auth.signIn.submit') }).click();
    await reloaded;
    await hydrated(page);
  });

  await test.step('back at the same spot, on the same like, pressed, and told so', async () => {
    const again = page.locator(`[data-place="${place}"]`);
    await expect(again).toBeFocused();
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 40);
    const told = page.getByRole('status').filter({ hasText: t('drafts.replayed', { kind: 'like' }) });
    await expect(told).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(personName(reader));
    // In the screen, and nothing over it: the point at its middle is the note's own.
    const sentence = told.getByText(t('drafts.replayed', { kind: 'like' }));
    await expect(sentence).toBeInViewport();
    expect(
      await sentence.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);
  });
}

test('sign-in from mid-article returns to the same spot, the control focused and the like announced', async ({ page }) => {
  await returnsToPlace(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('sign-in from mid-article (375 px): the same spot, and the like announced where the reader sees it', async ({ page }) => {
    await returnsToPlace(page);
  });
});
