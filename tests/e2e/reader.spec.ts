/**
 * Issue 7's reader journey, in each locale: home -> a section -> an article -> a like while signed out (SPEC
 * §6: kept as a draft, the sign-up popup opens) -> sign up (§3 payload with the draft) -> the verification
 * link from the mailbox -> sign in (§4: the draft is replayed and the page comes back to the article) -> the
 * like is there -> a comment -> a vote.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Locale } from '../../contracts/common';
import { personName } from '../../contracts/personName';
import { categories } from '../../mocks/seed/categories';
import { polls } from '../../mocks/seed/polls';
import { travel } from '../../mocks/seed/articles/travel';
import { LOCALES, mailTo, open, shownCount, texts, uniqueEmail } from './support';

// "A Night-Market Walk Through Taipei": in the Travel section, with an open poll (poll_001) and comments.
const ARTICLE = travel.briefs.find((brief) => brief.id === 'art_021')!;
const SECTION = categories.find((category) => category.data.en.alias === 'travel')!;
const POLL = polls.find((poll) => poll._id === ARTICLE.pollId)!;

const READER = {
  en: { lastName: 'Okafor', firstName: 'Ada', shown: 'Ada Okafor', comment: 'Went last spring: the pepper buns are worth the queue.' },
  'zh-cn': { lastName: '王', firstName: '小红', shown: '王小红', comment: '去年春天去过，胡椒饼值得排队。' },
  'zh-tw': { lastName: '林', firstName: '怡君', shown: '林怡君', comment: '去年春天去過，胡椒餅值得排隊。' },
} satisfies Record<Locale, { lastName: string; firstName: string; shown: string; comment: string }>;

/** The article's own like button (the comments' like buttons come after it) and the count it is described by. */
async function articleLike(page: Page, locale: Locale) {
  const t = texts(locale);
  const article = page.getByRole('article', { name: ARTICLE[locale].title });
  const button = article.getByRole('button', { name: t('like.button'), exact: true }).first();
  await expect(button).toBeVisible();
  const countId = ((await button.getAttribute('aria-describedby')) ?? '').split(' ')[0];
  return { article, button, count: () => shownCount(page.locator(`[id="${countId}"]`), t, 'like.count') };
}

for (const locale of LOCALES) {
  test(`reader journey (${locale}): like signed out, sign up, verify (the link signs in), the like is there, comment, vote`, async ({
    page,
  }) => {
    const t = texts(locale);
    const reader = READER[locale];
    const email = uniqueEmail(`reader-${locale}`);
    const password = 'night-market-9';

    await test.step('home -> section -> article', async () => {
      await open(page, `/${locale}/`);
      const sections = page.getByRole('navigation', { name: t('header.categories') });
      await sections.getByRole('link', { name: SECTION.data[locale].name, exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/categories/travel`);
      await expect(page.getByRole('heading', { level: 1, name: SECTION.data[locale].name })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: ARTICLE[locale].title }).first().click();
      await expect(page).toHaveURL(`/${locale}/${ARTICLE.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: ARTICLE[locale].title })).toBeVisible();
    });

    const like = await articleLike(page, locale);
    await expect(like.button).toHaveAttribute('aria-pressed', 'false');
    const likesBefore = await like.count();

    await test.step('a like while signed out opens the draft sign-up popup; sign up', async () => {
      await like.button.click();
      const signUp = page.getByRole('dialog', { name: t('auth.signUp.draftTitle') });
      await expect(signUp).toBeVisible();
      await signUp.getByLabel(t('auth.signUp.lastName'), { exact: true }).fill(reader.lastName);
      await signUp.getByLabel(t('auth.signUp.firstName'), { exact: true }).fill(reader.firstName);
      await signUp.getByLabel(t('auth.signUp.userName'), { exact: true }).fill(email.split('@')[0]!);
      await signUp.getByLabel(t('auth.signUp.email'), { exact: true }).fill(email);
      await signUp.getByLabel(t('auth.signUp.password'), { exact: true }).fill(password);
      await signUp.getByLabel(t('auth.signUp.confirmPassword'), { exact: true }).fill(password);
      await signUp.getByRole('button', { name: t('auth.signUp.submit') }).click();

      const success = page.getByRole('dialog', { name: t('auth.signUpSuccess.title') });
      await expect(success).toContainText(email);
      await success.getByRole('button', { name: t('popup.ok') }).click();
      await expect(success).toBeHidden();
    });

    await test.step('the mailbox link verifies the address and signs the reader in on this device; the like is replayed', async () => {
      const mail = await mailTo(page, email, 'verifyEmail');
      await open(page, mail.link);
      // Decision 076: the link proves the address, so it signs in as the password would, and the draft's page opens.
      await expect(page).toHaveURL(`/${locale}/${ARTICLE.slug}`);
    });

    await test.step('back on the article: the like is counted and pressed', async () => {
      const after = await articleLike(page, locale);
      await expect(after.button).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(after.count).toBe(likesBefore + 1);
      await expect(page.getByRole('button', { name: t('header.signOut') })).toBeVisible();
    });

    await test.step('a comment appears, signed with the name as its script writes it', async () => {
      const comments = page.getByRole('region', { name: new RegExp(`^${t('comments.title')}`) });
      await comments.getByRole('textbox', { name: t('comments.form.label') }).fill(reader.comment);
      await comments.getByRole('button', { name: t('comments.form.submit') }).click();
      await expect(comments.getByRole('textbox', { name: t('comments.form.label') })).toHaveValue('');
      const posted = comments.getByRole('listitem').filter({ hasText: reader.comment });
      // By the name's own script, not the page's (Ada Okafor; 王小红): contracts/personName.ts, decision 066.
      await expect(posted).toContainText(reader.shown);
      expect(personName(reader)).toBe(reader.shown);
      // Confirmed by the server: no longer busy, and it can be liked.
      await expect(posted).not.toHaveAttribute('aria-busy', 'true');
      await expect(posted.getByRole('button', { name: t('like.commentButton') })).toBeVisible();
    });

    await test.step('a vote is counted', async () => {
      const poll = page.getByRole('region', { name: POLL.data[locale].question });
      const before = await shownCount(poll, t, 'poll.totalVotes');
      const choice = POLL.variants[0]!.data[locale].text;
      await poll.getByRole('radio', { name: choice }).check();
      await poll.getByRole('button', { name: t('poll.vote') }).click();
      await expect(poll.getByText(t('poll.yourChoice'))).toBeVisible();
      await expect.poll(() => shownCount(poll, t, 'poll.totalVotes')).toBe(before + 1);
    });
  });
}
