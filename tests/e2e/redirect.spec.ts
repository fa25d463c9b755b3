/**
 * Issue 17 finding 1, in a real browser against the demo build's in-browser mock API: the probe signed up with a
 * `javascript:` (or off-site) redirectUrl, verified, signed in, and the site navigated there. Now the API refuses
 * such a draft, a stored draft carrying one is dropped, and only a path on this site is navigated to.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { open, signInAs } from './support';

const READER = { email: 'reader@example.com', password: 'correct-horse-1' };
const ARTICLE_PATH = '/en/night-markets-of-taipei';
const HOSTILE = ['javascript:alert(document.domain)', 'https://evil.example', '//evil.example', '/\\evil.example'];

/** Any alert/confirm/prompt the page opens: a script that ran. */
function dialogsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

async function keepDraft(page: Page, redirectUrl: string) {
  await page.evaluate(
    (draft) => localStorage.setItem('huanyu:drafts', JSON.stringify(draft)),
    { draftLikeArticle: { articleId: 'art_021' }, redirectUrl },
  );
}

test('the probe: a sign-up carrying a hostile redirect is refused by the API', async ({ page }) => {
  await open(page, '/en/');
  const statuses = await page.evaluate(async (redirects) => {
    const answers: number[] = [];
    for (const [index, redirectUrl] of redirects.entries()) {
      const response = await fetch('/api/client/user/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: `probe-${Date.now()}-${index}@example.com`,
          password: 'a-long-password',
          firstName: 'Eve',
          lastName: 'Probe',
          userName: `probe${Date.now()}${index}`,
          locale: 'en',
          draft: { draftLikeArticle: { articleId: 'art_021' }, redirectUrl },
        }),
      });
      answers.push(response.status);
    }
    return answers;
  }, HOSTILE);
  expect(statuses).toEqual(HOSTILE.map(() => 400));
});

for (const redirectUrl of HOSTILE) {
  test(`a kept draft redirecting to ${JSON.stringify(redirectUrl)} is dropped: sign-in stays on the page, no script runs`, async ({
    page,
  }) => {
    const dialogs = dialogsOf(page);
    await open(page, ARTICLE_PATH);
    await keepDraft(page, redirectUrl);
    await open(page, ARTICLE_PATH);
    await signInAs(page, 'en', READER.email, READER.password);
    await expect(page).toHaveURL(ARTICLE_PATH);
    expect(dialogs).toEqual([]);
  });
}

test('a kept draft with a path on this site: sign-in replays it and really navigates there', async ({ page }) => {
  await open(page, ARTICLE_PATH);
  await keepDraft(page, '/en/privacy');
  await open(page, ARTICLE_PATH);
  await signInAs(page, 'en', READER.email, READER.password);
  await expect(page).toHaveURL('/en/privacy');
});
