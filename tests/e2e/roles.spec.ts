/**
 * Roles on the desk end to end (issue 25 item 8): a contributor signs in, is shown the articles alone, writes a draft
 * and saves it, has no publish control, and the API refuses their publishing with 403; readers never see the draft.
 */
import { adminSignIn } from '../../contracts/admin';
import { listAdminArticles, setAdminArticleStatus, type AdminArticleSummary } from '../../contracts/adminArticles';
import { GENERIC_ERRORS } from '../../contracts/common';
import { expect, test } from './fixtures';
import { fixtures } from '../../mocks/seed/fixtures';
import { texts, signInToDesk } from './support';

const t = texts('en');

test('a contributor writes a draft, has no publish control, and is refused publishing by the API', async ({ page }) => {
  const alias = `a-contributors-draft-${Date.now().toString(36)}`;
  await signInToDesk(page, 'en', fixtures.contributor);
  const nav = page.getByRole('navigation', { name: t('admin.articles.nav.label') });
  await expect(nav.getByRole('link')).toHaveText([t('admin.articles.nav.articles'), t('admin.media.nav')]);

  // Their own articles only: none yet, so the empty list offers the first one too.
  await page.getByRole('link', { name: t('admin.articles.new') }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t('admin.articles.newTitle') })).toBeVisible();
  await page.getByRole('textbox', { name: t('admin.articles.field.alias') }).fill(alias);
  await page.getByRole('tabpanel').getByLabel(t('admin.articles.field.title'), { exact: false }).first().fill('A contributor’s first draft');
  await expect(page.getByText(t('admin.articles.contributorNote'))).toBeVisible();
  for (const id of ['admin.articles.action.publish', 'admin.articles.action.schedule', 'admin.articles.action.delete']) {
    await expect(page.getByRole('button', { name: t(id) })).toHaveCount(0);
  }
  await page.getByRole('button', { name: t('admin.articles.action.save') }).click();
  await expect(page.getByText(t('admin.articles.success.created'))).toBeVisible();

  // The desk shows no publish control; the API, asked directly with the contributor's session, refuses.
  const api = page.request;
  const { token } = (await (await api.post(adminSignIn.path, { data: { email: fixtures.contributor.email, password: fixtures.contributor.password } })).json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const mine = (await (await api.get(`${listAdminArticles.path}?query=${alias}`, { headers: auth })).json()) as { items: AdminArticleSummary[] };
  const draft = mine.items.find((item) => item.alias === alias);
  expect(draft?.status).toBe('draft');
  const refused = await api.post(`${setAdminArticleStatus.path}?id=${draft?._id ?? ''}`, { headers: auth, data: { version: draft?.version ?? 1, status: 'published' } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: GENERIC_ERRORS.roleRefused });
  expect((await api.get(`/en/${alias}`)).status()).toBe(404);

  // Another screen's address says it is not for the role.
  await page.goto('/en/admin/team');
  await expect(page.getByRole('heading', { level: 1, name: t('admin.team.notForRole.title') })).toBeVisible();
});
