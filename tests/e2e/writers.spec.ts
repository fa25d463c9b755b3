/**
 * Writers from the desk, end to end (issue 25 item 7, docs/decisions/099): an editor writes a writer's bio and gives
 * them a portrait, and readers see both on the author page; the writer's page address is renamed, and the old
 * address answers with a permanent redirect to the new one.
 */
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { seed } from '../../mocks/seed/data';
import { travel } from '../../mocks/seed/articles/travel';
import { LOCALE_NAMES } from '../../src/i18n/locales';
import { open, signInToDesk, texts } from './support';

const t = texts('en');
/** A writer with a byline readers can follow (the author page lists their stories). */
const WRITER = seed.authors.find((author) => author._id === travel.briefs.find((brief) => brief.id === 'art_021')!.authorId)!;
const PORTRAIT = join(process.cwd(), 'mocks/public/media/articles/a07.jpg');
const inLanguage = (field: string) => t('admin.desk.field.inLanguage', { field: t(field), language: LOCALE_NAMES.en });

test('an editor writes a writer’s bio and portrait and sees it on the author page; renames the slug and the old author address answers 301', async ({ page }) => {
  test.slow();
  await signInToDesk(page);
  await page.getByRole('navigation', { name: t('admin.articles.nav.label') }).getByRole('link', { name: t('admin.writers.nav') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.writers.title') })).toBeVisible();
  await page.goto(`/en/admin/writers/${WRITER._id}`);
  const form = page.locator('form').filter({ has: page.getByRole('tablist') });
  const bio = form.getByRole('textbox', { name: inLanguage('admin.writers.field.bio') });
  await expect(bio).toBeVisible();
  const newBio = 'Writes from Taipei about night markets, mountain trains and the people who keep both running.';
  await bio.fill(newBio);

  // The portrait, through the desk's picture upload; then what it shows, in English.
  await form.locator('input[type="file"]').setInputFiles(PORTRAIT);
  await expect(form.getByText(t('admin.writers.portrait.replace'))).toBeVisible();
  const alt = 'Lin Yu-ting at a night market stall';
  await form.getByRole('textbox', { name: inLanguage('admin.writers.field.portraitAlt') }).fill(alt);
  await form.getByRole('button', { name: t('admin.writers.save') }).click();
  await expect(page.getByText(t('admin.writers.success.saved'))).toBeVisible();

  await open(page, `/en/authors/${WRITER.slug}`);
  await expect(page.getByText(newBio)).toBeVisible();
  const portrait = page.getByRole('img', { name: alt });
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveAttribute('src', /\/api\/media\/pictures\/[0-9a-f]{64}/);

  // A new page address: the old one stays as a permanent redirect, in every edition.
  const renamed = `${WRITER.slug}-taipei`;
  await page.goto(`/en/admin/writers/${WRITER._id}`);
  const slug = form.getByRole('textbox', { name: t('admin.writers.field.slug') });
  await slug.fill(renamed);
  await form.getByRole('button', { name: t('admin.writers.save') }).click();
  await expect(page.getByText(t('admin.writers.success.saved'))).toBeVisible();
  await expect(form.getByText(t('admin.writers.oldSlugs', { list: `/authors/${WRITER.slug}` }))).toBeVisible();

  for (const locale of ['en', 'zh-tw'] as const) {
    const old = await page.request.get(`/${locale}/authors/${WRITER.slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(new URL(old.headers()['location']!, 'http://x').pathname).toBe(`/${locale}/authors/${renamed}`);
  }
  await page.goto(`/en/authors/${WRITER.slug}`);
  await expect(page).toHaveURL(`/en/authors/${renamed}`);
  await expect(page.getByText(newBio)).toBeVisible();
});
