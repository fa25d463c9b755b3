import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { deleteAdminComment, listAdminComments, setAdminCommentState, type AdminComment } from '../../../../contracts/adminComments';
import { blockAdminReader } from '../../../../contracts/adminReaders';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { mockPorts } from '../../../../mocks/ports';
import { SEED_ADMIN } from '../../../../mocks/seedDb';
import { expectFitsWidth, message } from '../../../checks';
import { seedReport } from '../../../conversationSeed';
import { signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/** /admin/comments: the latest comments across the site; hide, show again, delete (asked first) (issue 14 item 9). */
const meta = preview.meta({
  title: 'Admin/Comments',
  ...deskPage('/admin/comments'),
});

/** What commentItems needs of a story's `canvas` queries. */
interface ListQueries {
  findByRole: (role: 'list', options: { name: RegExp }) => Promise<HTMLElement>;
}

/** The list's comments, once loaded (the list is named by its count: "42 comments", "42 則留言"). */
async function commentItems(canvas: ListQueries, name: RegExp = /comments?$/): Promise<HTMLElement[]> {
  const list = await canvas.findByRole('list', { name });
  return within(list).getAllByRole('article');
}

/** A comment's text, as the row shows it (the paragraph after the byline). */
const textOf = (item: HTMLElement) => item.querySelectorAll('p')[1]?.textContent ?? '';

export const Comments = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    const items = await commentItems(canvas);
    await expect(items.length).toBeGreaterThan(1);
    // Each names its story with a link to the public page, and says whether readers see it.
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/en\//));
    await expect(within(items[0]!).getByText(en['admin.comments.state.visible'])).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.comments.nav'] })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${listAdminComments.path}`, () => HttpResponse.json({ items: [], page: 1, pageSize: 20, total: 0 })));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.comments.empty'] })).toBeVisible();
  },
});

export const HiddenFilterFindsNone = meta.story({
  parameters: { route: '/admin/comments?state=hidden' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.comments.emptyFiltered'] })).toBeVisible();
    await expect(canvas.getByLabelText(en['admin.comments.filter.state'])).toHaveValue('hidden');
    await expect(canvas.getByRole('link', { name: en['admin.comments.clearFilters'] })).toBeVisible();
  },
});

export const Hidden = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const [first] = await commentItems(canvas);
    await userEvent.click(within(first!).getByRole('button', { name: en['admin.comments.hide'] }));
    // The row stays, marked hidden and by whom; its action becomes "Show again"; the message says what happened.
    await expect(await within(first!).findByText(en['admin.comments.state.hidden'])).toBeVisible();
    const by = message('admin.comments.moderation.hidden', { name: SEED_ADMIN.name, time: '' });
    await expect(within(first!).getByText((content) => content.startsWith(by))).toBeVisible();
    await expect(within(first!).getByRole('button', { name: en['admin.comments.show'] })).toBeVisible();
    await expect(await canvas.findByText(/hidden: readers no longer see it\.$/)).toBeVisible();
    // The hidden filter now finds it.
    await userEvent.selectOptions(canvas.getByLabelText(en['admin.comments.filter.state']), 'hidden');
    const hidden = await waitFor(async () => {
      const items = await commentItems(canvas);
      await expect(items).toHaveLength(1);
      return items;
    });
    await expect(within(hidden[0]!).getByText(en['admin.comments.state.hidden'])).toBeVisible();
  },
});

export const DeleteAsksFirst = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const [first] = await commentItems(canvas);
    const text = textOf(first!);
    await userEvent.click(within(first!).getByRole('button', { name: en['admin.comments.delete'] }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: en['admin.comments.delete.title'] });
    await expect(dialog).toHaveTextContent(text);
    // Keep is the safe choice: nothing is sent, the comment stays.
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.comments.delete.keep'] }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(first).toBeInTheDocument();

    await userEvent.click(within(first!).getByRole('button', { name: en['admin.comments.delete'] }));
    const again = await body.findByRole('dialog', { name: en['admin.comments.delete.title'] });
    await userEvent.click(within(again).getByRole('button', { name: en['admin.comments.delete.confirm'] }));
    await waitFor(() => expect(first).not.toBeInTheDocument());
    await expect(await canvas.findByText(/deleted for good\.$/)).toBeVisible();
  },
});

/** What a reader typed is shown as text: markup in a comment is letters on the screen, never an element. */
const MARKUP = '<img src=x onerror="alert(1)"> <b>not bold</b>';
const markupComment: AdminComment = {
  _id: 'cmt_markup',
  userId: 'usr_probe',
  userName: 'Probe Eve',
  author: null,
  text: MARKUP,
  createdAt: '2026-11-20T08:00:00.000Z',
  likes: 0,
  state: 'visible',
  moderation: null,
  reports: { count: 0, reasons: [], notes: [] },
  story: { kind: 'article', _id: 'art_x', slug: 'a-story', title: { en: 'A story', 'zh-cn': '一篇文章', 'zh-tw': '一篇文章' }, public: true },
};

export const TextIsText = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${listAdminComments.path}`, () => HttpResponse.json({ items: [markupComment], page: 1, pageSize: 20, total: 1 })));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const [item] = await commentItems(canvas);
    await expect(within(item!).getByText(MARKUP)).toBeVisible();
    await expect(item!.querySelector('img, b')).toBeNull();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listAdminComments, 'serverError'));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(en['dataState.error.title']);
    await expect(within(alert).getByRole('button', { name: en['dataState.retry'] })).toBeVisible();
  },
});

export const HideOffline = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(setAdminCommentState, 'networkError'));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const [first] = await commentItems(canvas);
    await userEvent.click(within(first!).getByRole('button', { name: en['admin.comments.hide'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['admin.comments.error.offline']);
    await expect(within(first!).getByText(en['admin.comments.state.visible'])).toBeVisible();
  },
});

export const DeleteServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(deleteAdminComment, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const [first] = await commentItems(canvas);
    await userEvent.click(within(first!).getByRole('button', { name: en['admin.comments.delete'] }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.comments.delete.confirm'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
    await expect(first).toBeInTheDocument();
  },
});

export const ZhTwComments = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhTw['admin.comments.title'] })).toBeVisible();
    await expect((await commentItems(canvas, /則留言$/)).length).toBeGreaterThan(0);
  },
});

/** Issue 28: the reported comments only, each with how often and why readers reported it. */
export const ReportedQueue = meta.story({
  parameters: { route: '/admin/comments?reported=true' },
  beforeEach: () => {
    seedReport('cmt_001', 'usr_reader', 'spam', 'An advert for a shop');
    seedReport('cmt_001', 'usr_meiling', 'spam');
    seedReport('cmt_002', 'usr_xiaoming', 'abuse');
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const items = await commentItems(canvas);
    await expect(items).toHaveLength(2);
    await expect(canvas.getByRole('checkbox', { name: en['admin.comments.filter.reported'] })).toBeChecked();
    const spam = items.find((item) => item.textContent?.includes('An advert for a shop'));
    await expect(spam).toBeDefined();
    await expect(spam!).toHaveTextContent(message('admin.comments.reports', { count: 2, reasons: `${en['comments.report.reason.spam']} (2)` }));
  },
});

/** Emma Clarke's comments only: a reader with an account, so there is someone to block. */
const emmasComments = '/admin/comments?query=Clarke';

/** Issue 25 item 7: the commenter blocked from the queue, in the readers desk's own question, with the reason kept. */
export const BlockCommenter = meta.story({
  parameters: { route: emmasComments },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const [first] = await commentItems(canvas, /comments?$/);
    await userEvent.click(within(first!).getByRole('button', { name: message('admin.comments.blockOne', { name: 'Emma Clarke' }) }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: message('admin.readers.confirmBlock.title', { name: 'Emma Clarke' }) });
    // No reason, no block: the dialog says why it stays.
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.readers.confirmBlock.confirm'] }));
    await expect(await within(dialog).findByText(en['admin.readers.reasonRequired'])).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: en['admin.readers.reason'] }), 'Advertising in every thread');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.readers.confirmBlock.confirm'] }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('status')).toHaveTextContent(message('admin.comments.success.blocked', { name: 'Emma Clarke' }));
    // Every comment of hers says so, with the reason; none offers to block her again.
    for (const item of await commentItems(canvas, /comments?$/)) {
      await expect(within(item).getByText(en['admin.comments.author.blocked'])).toBeVisible();
      await expect(within(item).getByText(/Advertising in every thread/)).toBeVisible();
      await expect(within(item).queryByRole('button', { name: /^Block commenter/ })).toBeNull();
    }
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const BlockCommenterOffline = meta.story({
  parameters: { route: emmasComments },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(blockAdminReader, 'networkError'));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const [first] = await commentItems(canvas, /comments?$/);
    await userEvent.click(within(first!).getByRole('button', { name: message('admin.comments.blockOne', { name: 'Emma Clarke' }) }));
    const dialog = await within(document.body).findByRole('dialog', { name: message('admin.readers.confirmBlock.title', { name: 'Emma Clarke' }) });
    const reason = within(dialog).getByRole('textbox', { name: en['admin.readers.reason'] });
    await userEvent.type(reason, 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.readers.confirmBlock.confirm'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['admin.comments.error.offline']);
    // The question stays open with what was typed, to send again.
    await expect(reason).toHaveValue('Spam');
  },
});

/** 陳美玲 was blocked earlier from the readers desk: her comments in the queue say so, and why. */
async function meilingBlockedEarlier(reason: string) {
  await mockPorts.store.insert('readerBlock', { id: 'rbl_story', userId: 'usr_meiling', action: 'blocked', reason, adminId: 'adm_desk', at: Date.UTC(2026, 10, 20) });
}

export const ZhTwBlockedCommenter = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: '/admin/comments?query=陳美玲' },
  beforeEach: async () => {
    await meilingBlockedEarlier('在每篇文章下貼廣告連結');
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const [first] = await commentItems(canvas, /則留言$/);
    await expect(within(first!).getByText(zhTw['admin.comments.author.blocked'])).toBeVisible();
    await expect(within(first!).getByText(/在每篇文章下貼廣告連結/)).toBeVisible();
  },
});

export const ZhCnBlockCommenter = meta.story({
  globals: { locale: 'zh-cn' },
  parameters: { route: '/admin/comments?query=王小明' },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const [first] = await commentItems(canvas, /条评论$/);
    await userEvent.click(within(first!).getByRole('button', { name: message('admin.comments.blockOne', { name: '王小明' }, 'zh-cn') }));
    const dialog = await within(document.body).findByRole('dialog', { name: message('admin.readers.confirmBlock.title', { name: '王小明' }, 'zh-cn') });
    await userEvent.type(within(dialog).getByRole('textbox', { name: zhCn['admin.readers.reason'] }), '重复发广告');
    await userEvent.click(within(dialog).getByRole('button', { name: zhCn['admin.readers.confirmBlock.confirm'] }));
    await expect(await within(first!).findByText(zhCn['admin.comments.author.blocked'])).toBeVisible();
  },
});
