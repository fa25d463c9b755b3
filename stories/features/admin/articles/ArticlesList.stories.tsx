import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { listAdminArticles } from '../../../../contracts/adminArticles';
import en from '../../../../locales/en.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { expectFitsWidth } from '../../../checks';
import { expectRowsAsCards, signInAsEditor } from './deskSteps';
import { deskPage } from '../deskPage';

/** /admin/articles: the desk's list of articles, its filters, and its empty and error states (issue 14 item 1). */
const meta = preview.meta({
  title: 'Admin/Articles list',
  ...deskPage('/admin/articles'),
});

export const SignedOutShowsTheSignIn = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.signIn.title'] })).toBeVisible();
    await signInAsEditor();
    // The guard returns the editor to the page they asked for.
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.articles.title'] })).toBeVisible();
  },
});

export const Articles = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    const table = await canvas.findByRole('table');
    const rows = within(table).getAllByRole('row');
    await expect(rows.length).toBeGreaterThan(1);
    await expect(within(table).getAllByText(en['admin.articles.status.published']).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.articles.nav.articles'] })).toHaveAttribute('aria-current', 'page');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const FilteredByStatusFindsNothing = meta.story({
  parameters: { route: '/admin/articles?status=scheduled' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.articles.emptyFiltered'] })).toBeVisible();
    await expect(canvas.getByLabelText(en['admin.articles.filter.status'])).toHaveValue('scheduled');
    await expect(canvas.getByRole('link', { name: en['admin.articles.clearFilters'] })).toBeVisible();
  },
});

export const FilteredBySearch = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('table');
    const box = canvas.getByRole('searchbox', { name: en['admin.articles.filter.query'] });
    await userEvent.type(box, 'zzzz-no-such-story{Enter}');
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.articles.emptyFiltered'] })).toBeVisible();
  },
});

/** A word only the body holds: the row says where it was found and marks the word (docs/decisions/101). */
export const SearchFindsTheBody = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await canvas.findByRole('table');
    await userEvent.type(canvas.getByRole('searchbox', { name: en['admin.articles.filter.query'] }), 'shrimp{Enter}');
    const row = await canvas.findByRole('row', { name: /Mekong/ });
    await expect(within(row).getByText(/^Found in the body/)).toHaveTextContent('Found in the body · English');
    await expect(within(row).getByText('shrimp', { selector: 'mark' })).toBeVisible();
    await expect(within(row).getByText('shrimp', { selector: 'mark' }).closest('[lang]')).toHaveAttribute('lang', 'en');
  },
});

/** In zh-tw, Simplified words find the Traditional body, and the row says so in Traditional Chinese. */
export const ZhTwSearchFindsTheBodyAcrossScripts = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: '/admin/articles?query=%E5%92%96%E5%93%A9%E9%A5%AD' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const mark = await canvas.findByText('咖哩飯', { selector: 'mark' });
    const row = mark.closest('tr')!;
    await expect(within(row as HTMLElement).getByText(/^在內文中找到/)).toHaveTextContent('在內文中找到 · 繁體中文');
    await expect(mark.closest('[lang]')).toHaveAttribute('lang', 'zh-tw');
  },
});

/** On a phone the found words fit the row's card. */
export const ZhTwSearchFindsTheBodyMobile = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: '/admin/articles?query=%E5%92%96%E5%93%A9%E9%A5%AD' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await canvas.findByText('咖哩飯', { selector: 'mark' });
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${listAdminArticles.path}`, () => HttpResponse.json({ items: [], page: 1, pageSize: 20, total: 0 })));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.articles.empty'] })).toBeVisible();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listAdminArticles, 'serverError'));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(en['dataState.error.title']);
    await expect(within(alert).getByRole('button', { name: en['dataState.retry'] })).toBeVisible();
  },
});

export const ZhTwArticles = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['admin.articles.title'] })).toBeVisible();
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
});

export const ArticlesMobile = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    const table = await canvas.findByRole('table');
    // On a phone each article is a card: title and alias, then section, status and last change, each named.
    await expectRowsAsCards(table);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhTwArticlesMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expectRowsAsCards(await canvas.findByRole('table'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});
