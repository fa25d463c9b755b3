import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { listSubscribers, unsubscribeSubscriber } from '../../../../contracts/adminNewsletters';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { addNewsletterSubscribers, NEWSLETTER_SUBSCRIBERS } from '../../../../mocks/newsletterSubscribers';
import { mockPorts } from '../../../../mocks/ports';
import { expectFitsWidth, message } from '../../../checks';
import { storyStore } from '../../../decorators';
import { expectRowsAsCards, signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/**
 * /admin/newsletters: who receives each edition's newsletter, confirmed or not, where they subscribed and since
 * when; what the filters select saved as a CSV file; one reader's edition stopped after a question (issue 25 item 6).
 */
const meta = preview.meta({
  title: 'Admin/Newsletters/Subscribers',
  ...deskPage('/admin/newsletters'),
  beforeEach: async () => {
    await addNewsletterSubscribers(mockPorts);
  },
});

const { both, popup, footer } = NEWSLETTER_SUBSCRIBERS;

interface TableQueries {
  findByRole: (role: 'table', options?: object) => Promise<HTMLElement>;
}

async function rows(canvas: TableQueries): Promise<HTMLElement[]> {
  const table = await canvas.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

export const Subscribers = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    const found = await rows(canvas);
    await expect(found).toHaveLength(4);
    // Newest first: the address, the edition in its own script, the state, where and when.
    const first = within(found[0]!);
    await expect(first.getByRole('rowheader')).toHaveTextContent(footer.email);
    await expect(first.getByText('繁體中文')).toHaveAttribute('lang', 'zh-Hant');
    await expect(first.getByText(en['admin.newsletters.state.pending'])).toBeVisible();
    await expect(first.getByText(en['admin.newsletters.source.footer'])).toBeVisible();
    await expect(within(found[1]!).getByRole('rowheader')).toHaveTextContent(`${popup.email}王小明`);
    await expect(within(found[3]!).getByText(en['admin.newsletters.source.account'])).toBeVisible();
    // Each edition's count above the table.
    await expect(canvas.getByText(message('admin.newsletters.countLine', { confirmed: 1, pending: 1 }))).toBeVisible();
    await expect(canvas.getByText(message('admin.newsletters.count', { total: 4 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.newsletters.nav'] })).toHaveAttribute('aria-current', 'page');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const SubscribersMobile = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await rows(canvas)).toHaveLength(4);
    await expectRowsAsCards(canvas.getByRole('table'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const FilterByEdition = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await rows(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en['admin.newsletters.filter.edition'] }), 'zh-tw');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en['admin.newsletters.filter.state'] }), 'confirmed');
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect(within((await rows(canvas))[0]!).getByRole('rowheader')).toHaveTextContent(both.email);
    await expect(storyStore().navigation.current()).toBe('/en/admin/newsletters?edition=zh-tw&state=confirmed');
  },
});

export const ExportCsv = meta.story({
  parameters: { route: '/admin/newsletters?edition=zh-tw' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: en['admin.newsletters.export'] }));
    await expect(await canvas.findByText(message('admin.newsletters.success.exported', { count: 2 }))).toBeVisible();
  },
});

export const Unsubscribe = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await rows(canvas);
    const name = message('admin.newsletters.unsubscribeOne', { email: footer.email, edition: '繁體中文' });
    await userEvent.click(canvas.getByRole('button', { name }));
    // The question names the reader and the edition; keeping is the first choice.
    const dialog = await canvas.findByRole('dialog', { name: en['admin.newsletters.confirm.title'] });
    await expect(dialog).toHaveAccessibleDescription(message('admin.newsletters.confirm.text', { email: footer.email, edition: '繁體中文' }));
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.newsletters.confirm.unsubscribe'] }));
    await expect(await canvas.findByText(message('admin.newsletters.success.unsubscribed', { email: footer.email }))).toBeVisible();
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(3));
    await expect(canvas.queryByText(footer.email)).not.toBeInTheDocument();
  },
});

export const UnsubscribeOffline = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(unsubscribeSubscriber, 'networkError'));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: message('admin.newsletters.unsubscribeOne', { email: popup.email, edition: '简体中文' }) }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.newsletters.confirm.unsubscribe'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['admin.newsletters.error.offline']);
    // Still asked: the editor may try again or keep the subscription.
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    const counts = ['en', 'zh-cn', 'zh-tw'].map((edition) => ({ edition, confirmed: 0, pending: 0 }));
    msw.use(http.get(`*${listSubscribers.path}`, () => HttpResponse.json({ items: [], page: 1, pageSize: 20, total: 0, counts })));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.newsletters.empty'] })).toBeVisible();
    await expect(canvas.getByText(en['admin.newsletters.emptyText'])).toBeVisible();
  },
});

export const NothingMatches = meta.story({
  parameters: { route: '/admin/newsletters?query=nobody-here' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.newsletters.emptyFiltered'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.newsletters.clearFilters'] })).toHaveAttribute('href', '/en/admin/newsletters');
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listSubscribers, 'serverError'));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(en['dataState.error.title']);
  },
});

export const ZhCnSubscribers = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhCn['admin.newsletters.title'] })).toBeVisible();
    await expect(await rows(canvas)).toHaveLength(4);
    await expect(canvas.getByText(message('admin.newsletters.count', { total: 4 }, 'zh-cn'))).toBeVisible();
  },
});

export const ZhCnSubscribersMobile = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await rows(canvas)).toHaveLength(4);
    await expectRowsAsCards(canvas.getByRole('table'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhTwSubscribers = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['admin.newsletters.title'] })).toBeVisible();
    await expect(within((await rows(canvas))[0]!).getByText(zhTw['admin.newsletters.source.footer'])).toBeVisible();
  },
});

export const ZhTwSubscribersMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await rows(canvas)).toHaveLength(4);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});
