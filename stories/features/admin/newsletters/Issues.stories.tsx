import type { BoundFunctions, queries } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { listNewsletterIssues } from '../../../../contracts/adminNewsletters';
import type { Locale } from '../../../../contracts/common';
import { LOCALE_LIST } from '../../../../contracts/locales';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { addNewsletterIssues, NEWSLETTER_ISSUES } from '../../../../mocks/newsletterIssues';
import { mockPorts } from '../../../../mocks/ports';
import { expectFitsWidth, message } from '../../../checks';
import { storyStore } from '../../../decorators';
import { expectRowsAsCards, signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

const MESSAGES = { en, 'zh-cn': zhCn, 'zh-tw': zhTw } as const;
type Canvas = BoundFunctions<typeof queries>;

/**
 * /admin/newsletters/issues: each edition's issues, drafts and what was sent when and to how many — the
 * newsletter's record — reached from the newsletters desk's own tabs, with "New issue" for the edition shown
 * (issue 25 item 6).
 */
const meta = preview.meta({
  title: 'Admin/Newsletters/Issues',
  ...deskPage('/admin/newsletters/issues'),
  beforeEach: async () => {
    await addNewsletterIssues(mockPorts);
  },
});

async function rows(canvas: Canvas): Promise<HTMLElement[]> {
  const table = await canvas.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

/** The desk's language is the edition shown first: its draft, then the issue sent last week with its record. */
function listPlay(locale: Locale) {
  return async ({ canvas, canvasElement }: { canvas: Canvas; canvasElement: HTMLElement }) => {
    const t = MESSAGES[locale];
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: t['admin.issues.title'] })).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: t['admin.newsletters.tabs'] });
    await expect(within(tabs).getByRole('link', { name: t['admin.newsletters.tab.issues'] })).toHaveAttribute('aria-current', 'page');
    // The editions' tabs come with the issues (each says how many it has).
    const editions = await canvas.findByRole('navigation', { name: t['admin.issues.editions'] });
    await expect(within(editions).getByRole('link', { current: 'page' })).toHaveTextContent(LOCALE_LIST[locale].name);
    const found = await rows(canvas);
    await expect(found).toHaveLength(2);
    const { draft, sent } = NEWSLETTER_ISSUES[locale];
    const [first, second] = [within(found[0]!), within(found[1]!)];
    await expect(first.getByRole('link', { name: draft.subject })).toHaveAttribute('href', `/${locale}/admin/newsletters/issues/${draft.id}`);
    await expect(first.getByText(t['admin.issues.state.draft'])).toBeVisible();
    await expect(first.getAllByText(t['admin.issues.notSentYet'])).toHaveLength(2);
    await expect(second.getByText(t['admin.issues.state.sent'])).toBeVisible();
    await expect(second.getByText(message('admin.issues.recipients', { count: sent.recipients }, locale))).toBeVisible();
    await expect(second.getByText(message('admin.issues.storyCount', { count: 3 }, locale))).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: t['admin.issues.new'] })[0]).toHaveAttribute('href', `/${locale}/admin/newsletters/issues/new?edition=${locale}`);
    await expectFitsWidth(canvasElement);
  };
}

export const List = meta.story({ play: listPlay('en') });
export const ListZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: listPlay('zh-cn') });
export const ListZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: listPlay('zh-tw') });
export const ListMobile = meta.story({
  play: async (context) => {
    await listPlay('en')(context);
    await expectRowsAsCards(context.canvas.getByRole('table'));
  },
});
export const ListMobileZhCn = meta.story({ globals: { locale: 'zh-cn' }, play: listPlay('zh-cn') });
export const ListMobileZhTw = meta.story({ globals: { locale: 'zh-tw' }, play: listPlay('zh-tw') });

export const AnotherEdition = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await rows(canvas);
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(LOCALE_LIST['zh-tw'].name) }));
    await expect(await canvas.findByRole('link', { name: NEWSLETTER_ISSUES['zh-tw'].draft.subject })).toHaveAttribute('lang', 'zh-Hant');
    await expect(storyStore().navigation.current()).toBe('/en/admin/newsletters/issues?edition=zh-tw');
    await expect(canvas.getAllByRole('link', { name: en['admin.issues.new'] })[0]).toHaveAttribute('href', '/en/admin/newsletters/issues/new?edition=zh-tw');
  },
});

function emptyPlay(locale: Locale) {
  return async ({ canvas }: { canvas: Canvas }) => {
    const t = MESSAGES[locale];
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: message('admin.issues.empty', { edition: LOCALE_LIST[locale].name }, locale) })).toBeVisible();
    await expect(canvas.getByText(t['admin.issues.emptyText'])).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: t['admin.issues.new'] })).toHaveLength(2);
  };
}

const noIssues = () => http.get(`*${listNewsletterIssues.path}`, () => HttpResponse.json({ issues: [] }));
export const Empty = meta.story({ beforeEach: ({ msw }) => msw.use(noIssues()), play: emptyPlay('en') });
export const EmptyZhCn = meta.story({ beforeEach: ({ msw }) => msw.use(noIssues()), globals: { locale: 'zh-cn' }, play: emptyPlay('zh-cn') });
export const EmptyZhTw = meta.story({ beforeEach: ({ msw }) => msw.use(noIssues()), globals: { locale: 'zh-tw' }, play: emptyPlay('zh-tw') });

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listNewsletterIssues, 'serverError'));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['dataState.error.title']);
  },
});

/** The subscribers' screen carries the same tabs: the issues are one click away. */
export const FromTheSubscribers = meta.story({
  parameters: { route: '/admin/newsletters' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const tabs = await canvas.findByRole('navigation', { name: en['admin.newsletters.tabs'] });
    await expect(within(tabs).getByRole('link', { name: en['admin.newsletters.tab.subscribers'] })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(tabs).getByRole('link', { name: en['admin.newsletters.tab.issues'] }));
    await expect(await canvas.findByRole('heading', { level: 1, name: en['admin.issues.title'] })).toBeVisible();
    // The desk's own navigation still marks the newsletters.
    await expect(canvas.getByRole('link', { name: en['admin.newsletters.nav'] })).toHaveAttribute('aria-current', 'page');
  },
});
