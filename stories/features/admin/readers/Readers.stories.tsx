import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { blockAdminReader, listAdminReaders } from '../../../../contracts/adminReaders';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { mockPorts } from '../../../../mocks/ports';
import { fixtures } from '../../../../mocks/seed/fixtures';
import { expectFitsWidth, message } from '../../../checks';
import { storyStore } from '../../../decorators';
import { expectRowsAsCards, signInAsEditor } from '../articles/deskSteps';
import { deskPage } from '../deskPage';

/**
 * /admin/readers: every reader's account, searched and filtered; an address confirmed by hand; a reader blocked with
 * a reason kept for the next editor, and unblocked (issue 25 item 7).
 */
const meta = preview.meta({
  title: 'Admin/Readers',
  ...deskPage('/admin/readers'),
});

const reader = fixtures.verifiedReader;
const unverified = fixtures.unverifiedReader;
const readerRoute = `/admin/readers?query=${encodeURIComponent(reader.email)}`;

/** A block an editor made earlier, as the desk keeps it. */
async function blockedEarlier(reason = 'Spam links in three comments') {
  await mockPorts.store.insert('readerBlock', { id: 'rbl_story', userId: reader._id, action: 'blocked', reason, adminId: 'adm_desk', at: Date.UTC(2026, 10, 20) });
}

interface TableQueries {
  findByRole: (role: 'table', options?: object) => Promise<HTMLElement>;
}

async function rows(canvas: TableQueries): Promise<HTMLElement[]> {
  const table = await canvas.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

export const Readers = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    const found = await rows(canvas);
    await expect(found.length).toBeGreaterThan(1);
    await expect(canvas.getByRole('heading', { level: 1, name: en['admin.readers.title'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.readers.nav'] })).toHaveAttribute('aria-current', 'page');
    // The reader whose address is not confirmed says so.
    const row = found.find((one) => within(one).queryByText(unverified.email, { exact: false }));
    await expect(within(row!).getByText(en['admin.readers.state.unverified'])).toBeVisible();
    await expect(within(row!).getByRole('button', { name: message('admin.readers.verifyOne', { name: unverified.userName }) })).toBeVisible();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ReadersMobile = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await rows(canvas);
    await expectRowsAsCards(canvas.getByRole('table'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ConfirmAddress = meta.story({
  parameters: { route: `/admin/readers?query=${encodeURIComponent(unverified.email)}` },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: message('admin.readers.verifyOne', { name: unverified.userName }) }));
    await expect(await canvas.findByText(message('admin.readers.success.verified', { name: unverified.userName }))).toBeVisible();
    await waitFor(async () => expect(within((await rows(canvas))[0]!).queryByText(en['admin.readers.state.unverified'])).toBeNull());
  },
});

export const BlockWithReason = meta.story({
  parameters: { route: readerRoute },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    const opener = canvas.getByRole('button', { name: message('admin.readers.blockOne', { name: reader.userName }) });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: message('admin.readers.confirmBlock.title', { name: reader.userName }) });
    await expect(dialog).toHaveAccessibleDescription(en['admin.readers.confirmBlock.text']);
    // The reason is asked first: it takes the focus, and Cancel comes before Block.
    const reason = within(dialog).getByRole('textbox', { name: en['admin.readers.reason'] });
    await expect(reason).toHaveFocus();
    const [cancel, block] = within(dialog).getAllByRole('button');
    await expect(cancel).toHaveAccessibleName(en['admin.readers.confirm.keep']);
    // No reason, no block: the field says why it is needed.
    await userEvent.click(block!);
    await expect(reason).toHaveAccessibleDescription(en['admin.readers.reasonRequired']);
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(reason, 'Insults in the comments');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.readers.confirmBlock.confirm'] }));
    await expect(await canvas.findByText(message('admin.readers.success.blocked', { name: reader.userName }))).toBeVisible();
    const row = within((await rows(canvas))[0]!);
    await waitFor(() => expect(row.getByText(en['admin.readers.state.blocked'])).toBeVisible());
    await expect(row.getByText(/Insults in the comments/)).toBeVisible();
    await expect(row.getByRole('button', { name: message('admin.readers.unblockOne', { name: reader.userName }) })).toBeVisible();
    // The reader's sessions are gone: the store knows the block.
    await expect(storyStore().admin.authenticated).toBe(true);
  },
});

export const BlockOffline = meta.story({
  parameters: { route: readerRoute },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(blockAdminReader, 'networkError'));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: message('admin.readers.blockOne', { name: reader.userName }) }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: en['admin.readers.reason'] }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.readers.confirmBlock.confirm'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['admin.readers.error.offline']);
    // Still asked, with the reason as typed.
    await expect(within(canvas.getByRole('dialog')).getByRole('textbox', { name: en['admin.readers.reason'] })).toHaveValue('Spam');
  },
});

export const Unblock = meta.story({
  parameters: { route: readerRoute },
  beforeEach: async () => {
    await blockedEarlier();
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect(canvas.getByText(/Spam links in three comments/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: message('admin.readers.unblockOne', { name: reader.userName }) }));
    const dialog = await canvas.findByRole('dialog', { name: message('admin.readers.confirmUnblock.title', { name: reader.userName }) });
    await userEvent.type(within(dialog).getByRole('textbox', { name: en['admin.readers.note'] }), 'Apologised by mail');
    await userEvent.click(within(dialog).getByRole('button', { name: en['admin.readers.confirmUnblock.confirm'] }));
    await expect(await canvas.findByText(message('admin.readers.success.unblocked', { name: reader.userName }))).toBeVisible();
    // The block is history now, kept with its reason.
    const history = await canvas.findByText(en['admin.readers.history']);
    await userEvent.click(history);
    await expect(canvas.getByText(/Spam links in three comments/)).toBeVisible();
    await expect(canvas.getByText(/Apologised by mail/)).toBeVisible();
  },
});

export const FilterBlocked = meta.story({
  beforeEach: async () => {
    await blockedEarlier();
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await rows(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en['admin.readers.filter.state'] }), 'blocked');
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect(canvas.getByText(message('admin.readers.count', { total: 1 }))).toBeVisible();
    await expect(storyStore().navigation.current()).toBe('/en/admin/readers?state=blocked');
  },
});

export const NothingMatches = meta.story({
  parameters: { route: '/admin/readers?query=nobody-here' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.readers.emptyFiltered'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.readers.clearFilters'] })).toHaveAttribute('href', '/en/admin/readers');
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listAdminReaders, 'serverError'));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['dataState.error.title']);
  },
});

export const ZhCnReaders = meta.story({
  globals: { locale: 'zh-cn' },
  parameters: { route: readerRoute },
  beforeEach: async () => {
    await blockedEarlier('在评论里发垃圾链接');
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhCn['admin.readers.title'] })).toBeVisible();
    const row = within((await rows(canvas))[0]!);
    await expect(row.getByText(zhCn['admin.readers.state.blocked'])).toBeVisible();
    await expect(row.getByText(/在评论里发垃圾链接/)).toBeVisible();
  },
});

export const ZhCnReadersMobile = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await rows(canvas);
    await expectRowsAsCards(canvas.getByRole('table'));
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhTwBlockDialog = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: readerRoute },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: message('admin.readers.blockOne', { name: reader.userName }, 'zh-tw') }));
    const dialog = await canvas.findByRole('dialog', { name: message('admin.readers.confirmBlock.title', { name: reader.userName }, 'zh-tw') });
    await userEvent.click(within(dialog).getByRole('button', { name: zhTw['admin.readers.confirmBlock.confirm'] }));
    await expect(within(dialog).getByRole('textbox', { name: zhTw['admin.readers.reason'] })).toHaveAccessibleDescription(zhTw['admin.readers.reasonRequired']);
  },
});

export const ZhTwReadersMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await rows(canvas);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});
