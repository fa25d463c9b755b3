import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { listAdminPosts, setAdminPostState } from '../../../../contracts/adminPosts';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { mockPorts } from '../../../../mocks/ports';
import { expectFitsWidth, message } from '../../../checks';
import { expectRowsAsCards, signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/**
 * /admin/posts: every reader's post, featured first then newest; hidden with a reason only the desk reads, published
 * again, featured (issue 25 item 7).
 */
const meta = preview.meta({
  title: 'Admin/Posts',
  ...deskPage('/admin/posts'),
});

/** 陳美玲's dumplings post (post_001), searched for: one row. */
const dumplingsRoute = '/admin/posts?query=dumplings';
const DUMPLINGS = { en: 'Where I Actually Eat Dumplings in Taipei', 'zh-cn': '我在台北真正常去的饺子店', 'zh-tw': '我在臺北真正常去的水餃店' } as const;

/** A hide an editor made earlier, as the desk keeps it. */
async function hiddenEarlier(reason: string) {
  await mockPorts.store.update('post', 'post_001', { hidden: true, moderatedAction: 'hidden', moderatedReason: reason, moderatedBy: 'Lin Wen', moderatedAt: '2026-11-20T09:30:00.000Z' });
}

interface TableQueries {
  findByRole: (role: 'table', options?: object) => Promise<HTMLElement>;
}

async function rows(canvas: TableQueries): Promise<HTMLElement[]> {
  const table = await canvas.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

export const Posts = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    const list = await rows(canvas);
    await expect(list.length).toBe(20);
    await expect(canvas.getByText(message('admin.posts.count', { total: 20 }))).toBeVisible();
    const first = within(list[0]!);
    // Each names its post with a link to its page, who posted it, and whether readers see it.
    await expect(first.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/en\/posts\//));
    await expect(first.getByText(en['admin.posts.state.published'])).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.posts.nav'] })).toHaveAttribute('aria-current', 'page');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const HideAsksWhy = meta.story({
  parameters: { route: dumplingsRoute },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: message('admin.posts.hideOne', { title: DUMPLINGS.en }) }));
    const dialog = await canvas.findByRole('dialog', { name: message('admin.posts.confirmHide.title', { title: DUMPLINGS.en }) });
    await expect(dialog).toHaveAccessibleDescription(en['admin.posts.confirmHide.text']);
    const reason = within(dialog).getByRole('textbox', { name: en['admin.posts.reason'] });
    await expect(reason).toHaveFocus();
    // No reason, no hide: the field says why.
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.posts.confirmHide.confirm'] }));
    await expect(reason).toHaveAccessibleDescription(en['admin.posts.reasonRequired']);
    await userEvent.type(reason, 'Advertising a restaurant');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.posts.confirmHide.confirm'] }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(message('admin.posts.success.hidden', { title: DUMPLINGS.en }));
    const row = within((await rows(canvas))[0]!);
    await expect(row.getByText(en['admin.posts.state.hidden'])).toBeVisible();
    await expect(row.getByText(/Advertising a restaurant/)).toBeVisible();
    // A hidden post has no public page to link to; it can be published again.
    await expect(row.queryByRole('link')).toBeNull();
    await userEvent.click(row.getByRole('button', { name: message('admin.posts.restoreOne', { title: DUMPLINGS.en }) }));
    await expect(await row.findByText(en['admin.posts.state.published'])).toBeVisible();
  },
});

export const HideOffline = meta.story({
  parameters: { route: dumplingsRoute },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(setAdminPostState, 'networkError'));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: message('admin.posts.hideOne', { title: DUMPLINGS.en }) }));
    const dialog = await canvas.findByRole('dialog', { name: message('admin.posts.confirmHide.title', { title: DUMPLINGS.en }) });
    const reason = within(dialog).getByRole('textbox', { name: en['admin.posts.reason'] });
    await userEvent.type(reason, 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.posts.confirmHide.confirm'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['admin.posts.error.offline']);
    await expect(reason).toHaveValue('Spam');
  },
});

export const Featured = meta.story({
  parameters: { route: dumplingsRoute },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: message('admin.posts.featureOne', { title: DUMPLINGS.en }) }));
    const row = within((await rows(canvas))[0]!);
    await expect(await row.findByText(en['admin.posts.featured'])).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(message('admin.posts.success.featured', { title: DUMPLINGS.en }));
    await expect(row.getByRole('button', { name: message('admin.posts.unfeatureOne', { title: DUMPLINGS.en }) })).toBeVisible();
  },
});

export const HiddenFilterFindsNone = meta.story({
  parameters: { route: '/admin/posts?state=hidden' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.posts.emptyFiltered'] })).toBeVisible();
    await expect(canvas.getByLabelText(en['admin.posts.filter.state'])).toHaveValue('hidden');
    await expect(canvas.getByRole('link', { name: en['admin.posts.clearFilters'] })).toBeVisible();
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listAdminPosts, 'serverError'));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['dataState.error.title']);
  },
});

export const ZhTwHiddenPost = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: '/admin/posts?state=hidden' },
  beforeEach: async () => {
    await hiddenEarlier('在貼文裡打廣告');
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['admin.posts.title'] })).toBeVisible();
    const row = within((await rows(canvas))[0]!);
    await expect(row.getByText(DUMPLINGS['zh-tw'])).toBeVisible();
    await expect(row.getByText(zhTw['admin.posts.state.hidden'])).toBeVisible();
    await expect(row.getByText(/在貼文裡打廣告/)).toBeVisible();
  },
});

export const ZhTwPostsMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await rows(canvas);
    await expectRowsAsCards(canvas.getByRole('table'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhCnHideDialog = meta.story({
  globals: { locale: 'zh-cn' },
  parameters: { route: dumplingsRoute },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: message('admin.posts.hideOne', { title: DUMPLINGS['zh-cn'] }, 'zh-cn') }));
    const dialog = await canvas.findByRole('dialog', { name: message('admin.posts.confirmHide.title', { title: DUMPLINGS['zh-cn'] }, 'zh-cn') });
    await userEvent.click(within(dialog).getByRole('button', { name: zhCn['admin.posts.confirmHide.confirm'] }));
    await expect(within(dialog).getByRole('textbox', { name: zhCn['admin.posts.reason'] })).toHaveAccessibleDescription(zhCn['admin.posts.reasonRequired']);
  },
});

export const ZhCnPostsMobile = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await rows(canvas);
    await expectRowsAsCards(canvas.getByRole('table'));
  },
});
