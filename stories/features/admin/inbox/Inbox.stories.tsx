import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { listInbox, openInboxItem, replyToInboxItem } from '../../../../contracts/adminInbox';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import { faultHandler } from '../../../../mocks/faults';
import { addInboxLetters, INBOX_LETTERS } from '../../../../mocks/inboxLetters';
import { mockPorts } from '../../../../mocks/ports';
import { SEED_ADMIN } from '../../../../mocks/seedDb';
import { expectFitsWidth, message } from '../../../checks';
import { signInAsEditor } from '../articles/deskSteps';
import { storyStore } from '../../../decorators';
import { deskPage } from '../deskPage';

/**
 * /admin/inbox: what readers send through Contact us and Contribute, newest first; one opened (it becomes read),
 * its files downloaded, assigned, answered by mail in the sender's language (issue 25 item 5).
 */
const meta = preview.meta({
  title: 'Admin/Inbox',
  ...deskPage('/admin/inbox'),
  beforeEach: async () => {
    await addInboxLetters(mockPorts);
  },
});

const { message: enLetter, contribution, replied } = INBOX_LETTERS;
const letterPage = (id: string) => ({ parameters: { route: `/admin/inbox/${id}` } });

interface ListQueries {
  findByRole: (role: 'list', options: { name: RegExp }) => Promise<HTMLElement>;
}

/** The list's letters once loaded (the list is named by its count: "3 letters, 2 new"). */
async function letters(canvas: ListQueries, name: RegExp = /letters?, \d+ new$/): Promise<HTMLElement[]> {
  const list = await canvas.findByRole('list', { name });
  return within(list).getAllByRole('listitem');
}

export const Letters = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    const items = await letters(canvas);
    await expect(items).toHaveLength(3);
    // Newest first; each row names its sender and says its state and kind.
    const first = within(items[0]!).getByRole('link', { name: 'Emma Clarke' });
    await expect(first).toHaveAttribute('href', `/en/admin/inbox/${enLetter.id}`);
    await expect(first).toHaveAccessibleDescription(new RegExp(`^${en['admin.inbox.state.new']} ${en['admin.inbox.kind.message']}`));
    await expect(within(items[1]!).getByRole('link', { name: '王小明' })).toHaveAccessibleDescription(/Contribution 2 files$/);
    await expect(within(items[2]!).getByText(en['admin.inbox.state.replied'])).toBeVisible();
    await expect(canvas.getByRole('list', { name: message('admin.inbox.count', { total: 3, fresh: 2 }) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.inbox.nav'] })).toHaveAttribute('aria-current', 'page');
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const LettersMobile = meta.story({
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await letters(canvas)).toHaveLength(3);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const SearchAndFilter = meta.story({
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await letters(canvas);
    // By the text, Simplified or Traditional alike.
    await userEvent.type(canvas.getByRole('searchbox', { name: en['admin.inbox.filter.query'] }), '古鎮{Enter}');
    await waitFor(async () => expect(await letters(canvas)).toHaveLength(1));
    await expect(storyStore().navigation.current()).toBe(`/en/admin/inbox?query=${encodeURIComponent('古鎮')}`);
    await userEvent.clear(canvas.getByRole('searchbox', { name: en['admin.inbox.filter.query'] }));
    await userEvent.type(canvas.getByRole('searchbox', { name: en['admin.inbox.filter.query'] }), '{Enter}');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en['admin.inbox.filter.state'] }), 'replied');
    const [only] = await waitFor(async () => {
      const found = await letters(canvas);
      await expect(found).toHaveLength(1);
      return found;
    });
    await expect(within(only!).getByRole('link', { name: '林美玲' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(http.get(`*${listInbox.path}`, () => HttpResponse.json({ items: [], page: 1, pageSize: 20, total: 0, newCount: 0, editors: [] })));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.inbox.empty'] })).toBeVisible();
    await expect(canvas.getByText(en['admin.inbox.emptyText'])).toBeVisible();
  },
});

export const NothingMatches = meta.story({
  parameters: { route: '/admin/inbox?state=archived' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 2, name: en['admin.inbox.emptyFiltered'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.inbox.clearFilters'] })).toHaveAttribute('href', '/en/admin/inbox');
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(listInbox, 'serverError'));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(en['dataState.error.title']);
    await expect(within(alert).getByRole('button', { name: en['dataState.retry'] })).toBeVisible();
  },
});

export const OneLetter = meta.story({
  ...letterPage(contribution.id),
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: '王小明' })).toBeVisible();
    // Opening it read it, and the history says who did.
    await expect(canvas.getByText(en['admin.inbox.state.read'], { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText(message('admin.inbox.history.read', { name: SEED_ADMIN.name }))).toBeVisible();
    await expect(canvas.getByText('简体中文', { selector: 'dd' })).toHaveAttribute('lang', 'zh-Hans');
    await expect(canvas.getByRole('link', { name: contribution.email })).toHaveAttribute('href', `mailto:${contribution.email}`);
    // The reply starts with a subject in the sender's language.
    await expect(canvas.getByRole('textbox', { name: en['admin.inbox.reply.subject'] })).toHaveValue('关于你投给寰宇的稿件');
    // Assigned to the second editor: the history says so.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: en['admin.inbox.assignee'] }), 'Lin Wen');
    await expect(await canvas.findByText(message('admin.inbox.history.assigned', { assignee: 'Lin Wen', name: SEED_ADMIN.name }))).toBeVisible();
    // The file is fetched by a link of its own, which the browser follows (and saves: an attachment).
    await userEvent.click(canvas.getByRole('button', { name: message('admin.inbox.download', { name: contribution.fileName }) }));
    await waitFor(() => expect(storyStore().navigation.current()).toMatch(/^\/api\/inbox-files\/\S+$/));
  },
});

export const OneLetterMobile = meta.story({
  ...letterPage(contribution.id),
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: '王小明' })).toBeVisible();
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const OpenFailed = meta.story({
  ...letterPage(enLetter.id),
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(openInboxItem, 'networkError'));
  },
  play: async ({ canvas }) => {
    await signInAsEditor();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(en['admin.inbox.openFailed']);
    await expect(alert).toHaveTextContent(en['admin.inbox.error.offline']);
    await expect(within(alert).getByRole('button', { name: en['admin.inbox.retry'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['admin.inbox.backToList'] })).toBeVisible();
  },
});

export const ReplyValidation = meta.story({
  ...letterPage(enLetter.id),
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const subject = await canvas.findByRole('textbox', { name: en['admin.inbox.reply.subject'] });
    await userEvent.clear(subject);
    await userEvent.click(canvas.getByRole('button', { name: en['admin.inbox.reply.send'] }));
    // Both fields say what is missing, and are marked invalid; nothing was sent.
    await expect(subject).toHaveAccessibleDescription(en['admin.inbox.reply.subjectRequired']);
    const text = canvas.getByRole('textbox', { name: en['admin.inbox.reply.text'] });
    await expect(text).toHaveAccessibleDescription(en['admin.inbox.reply.textRequired']);
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    // Editing a field clears its error.
    await userEvent.type(text, 'Thank you!');
    await expect(text).not.toHaveAttribute('aria-invalid');
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
  },
});

export const Replied = meta.story({
  ...letterPage(enLetter.id),
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await userEvent.type(await canvas.findByRole('textbox', { name: en['admin.inbox.reply.text'] }), 'Tainan is next month. Thank you for reading!');
    await userEvent.click(canvas.getByRole('button', { name: en['admin.inbox.reply.send'] }));
    await expect(await canvas.findByText(en['admin.inbox.success.replied'])).toBeVisible();
    await expect(canvas.getByText(en['admin.inbox.state.replied'], { selector: 'span' })).toBeVisible();
    // The reply is in the history, as sent; the form is ready for another.
    await expect(canvas.getByText(message('admin.inbox.history.replied', { name: SEED_ADMIN.name }))).toBeVisible();
    await expect(canvas.getByText(/Tainan is next month\. Thank you for reading!$/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: en['admin.inbox.reply.text'] })).toHaveValue('');
    // The mail went to the reader.
    const mails = await mockPorts.store.find('mail', { to: enLetter.email, kind: 'inboxReply' });
    await expect(mails.map((mail) => mail.subject)).toEqual(['Your message to Huanyu']);
  },
});

export const ReplyOffline = meta.story({
  ...letterPage(enLetter.id),
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(replyToInboxItem, 'networkError'));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await userEvent.type(await canvas.findByRole('textbox', { name: en['admin.inbox.reply.text'] }), 'Thank you!');
    await userEvent.click(canvas.getByRole('button', { name: en['admin.inbox.reply.send'] }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['admin.inbox.error.offline']);
    // What was written stays, to send again.
    await expect(canvas.getByRole('textbox', { name: en['admin.inbox.reply.text'] })).toHaveValue('Thank you!');
  },
});

export const ZhCnLetters = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: zhCn['admin.inbox.title'] })).toBeVisible();
    await expect(await letters(canvas, /封信件，\d+ 封新信件$/)).toHaveLength(3);
  },
});

export const ZhCnLettersMobile = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await letters(canvas, /封信件，\d+ 封新信件$/)).toHaveLength(3);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const ZhTwReplied = meta.story({
  ...letterPage(replied.id),
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('heading', { level: 1, name: '林美玲' })).toBeVisible();
    await expect(canvas.getByText('已回覆', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Lin Wen 已回覆')).toBeVisible();
  },
});
