import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { INBOX_ERRORS, startDraftFromContribution } from '../../../../contracts/adminInbox';
import en from '../../../../locales/en.json';
import zhCn from '../../../../locales/zh-cn.json';
import zhTw from '../../../../locales/zh-tw.json';
import { faultHandler } from '../../../../mocks/faults';
import { addInboxLetters, INBOX_LETTERS } from '../../../../mocks/inboxLetters';
import { mockPorts } from '../../../../mocks/ports';
import { SEED_ADMIN } from '../../../../mocks/seedDb';
import { expectFitsWidth } from '../../../checks';
import { signInAsEditor } from '../articles/deskSteps';
import { storyStore } from '../../../decorators';
import { deskPage } from '../deskPage';

/**
 * A contribution starts a draft story (issue 25 item 5, docs/decisions/104): "Start a draft story" on its page, busy
 * while it runs; then "Draft story started: <title>" linking to the editor, which opens on the title of the reader's
 * language; the files the media library refused, with its reason; a refusal said and nothing started.
 */
const { contribution } = INBOX_LETTERS;
/** The reader's text: the draft's working title (a first line shorter than the cut). */
const TITLE = '附上一篇关于江南古镇的游记，约三千字，配有六张照片，盼望刊登。';

const meta = preview.meta({
  title: 'Admin/Inbox/Draft story',
  ...deskPage(`/admin/inbox/${contribution.id}`),
  beforeEach: async () => {
    await addInboxLetters(mockPorts);
  },
});

type Texts = Record<string, string>;
const format = (texts: Texts, id: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), texts[id] ?? id);

/** The queries a play function uses here (as Inbox.stories.tsx's ListQueries). */
interface Canvas {
  findByRole(role: string, options: { name: string | RegExp; level?: number }): Promise<HTMLElement>;
  getByRole(role: string, options: { name: string | RegExp }): HTMLElement;
  findByText(text: string | RegExp): Promise<HTMLElement>;
  getByText(text: string | RegExp, options?: { exact?: boolean }): HTMLElement;
  queryByRole(role: string, options: { name: string | RegExp }): HTMLElement | null;
}

/** Presses "Start a draft story" on the contribution and checks what the page says after: the link, the PDF left. */
async function startAndSeeTheLink(canvas: Canvas, click: (element: HTMLElement) => Promise<void>, texts: Texts): Promise<HTMLElement> {
  await signInAsEditor();
  await canvas.findByRole('heading', { level: 1, name: '王小明' });
  await click(canvas.getByRole('button', { name: texts['admin.inbox.draft.start']! }));
  await expect(await canvas.findByText(texts['admin.inbox.success.drafted']!)).toBeVisible();
  const link = await canvas.findByRole('link', { name: TITLE });
  const article = await mockPorts.store.first('contribution', { id: contribution.id });
  await expect(link).toHaveAttribute('href', `${storyStore().navigation.current().split('/admin')[0]}/admin/articles/${article!.articleId}?focus=zh-cn`);
  // The PDF stayed with the contribution; the page says why, in the library's words.
  await expect(canvas.getByText(texts['admin.inbox.draft.notTaken']!)).toBeVisible();
  await expect(canvas.getByText(format(texts, 'admin.inbox.draft.reason.notMedia'), { exact: false })).toBeVisible();
  // The button is gone: a second story cannot be started from here.
  await expect(canvas.queryByRole('button', { name: texts['admin.inbox.draft.start']! })).toBeNull();
  // The photograph is in the media library, credited to the reader, its source the contribution.
  const item = await mockPorts.store.first('mediaItem', { sourceId: contribution.id });
  await expect(item).toMatchObject({ kind: 'picture', name: contribution.pictureName, credit: '王小明' });
  return link;
}

export const StartDraft = meta.story({
  play: async ({ canvas, userEvent }) => {
    const link = await startAndSeeTheLink(canvas, (element) => userEvent.click(element), en);
    // Read, given to the editor who pressed, and the history says the story was started.
    await expect(canvas.getByText(format(en, 'admin.inbox.history.drafted', { name: SEED_ADMIN.name }))).toBeVisible();
    // The link opens the editor on the draft, its Simplified title focused.
    await userEvent.click(link);
    const title = await waitFor(async () => {
      const focused = document.activeElement as HTMLInputElement | null;
      await expect(focused?.value).toBe(TITLE);
      return focused!;
    });
    await expect(title).toHaveAttribute('lang', 'zh-cn');
    await expect(canvas.getByRole('tab', { name: /简体中文/ })).toHaveAttribute('aria-selected', 'true');
  },
});

export const StartDraftMobile = meta.story({
  play: async ({ canvas, userEvent }) => {
    await startAndSeeTheLink(canvas, (element) => userEvent.click(element), en);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

export const Busy = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(startDraftFromContribution, 'slow', { slowMs: 60_000 }));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    const button = await canvas.findByRole('button', { name: en['admin.inbox.draft.start'] });
    await userEvent.click(button);
    // Busy: announced, and a second click does nothing while the first runs.
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(await mockPorts.store.count('inboxEvent', { itemId: contribution.id, action: 'drafted' })).toBe(0);
  },
});

export const Refused = meta.story({
  beforeEach: ({ msw }) => {
    // The server's rules refuse it (a message, not a contribution, once the page was open): nothing was started.
    msw.use(http.post(`*${startDraftFromContribution.path}`, () => HttpResponse.json({ message: INBOX_ERRORS.notContribution }, { status: 400 })));
  },
  play: async ({ canvas, userEvent }) => {
    await signInAsEditor();
    await userEvent.click(await canvas.findByRole('button', { name: en['admin.inbox.draft.start'] }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(INBOX_ERRORS.notContribution);
    // Still to be started, once the cause is gone.
    await expect(canvas.getByRole('button', { name: en['admin.inbox.draft.start'] })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: TITLE })).toBeNull();
  },
});

export const ZhCnStartDraft = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, userEvent }) => {
    await startAndSeeTheLink(canvas, (element) => userEvent.click(element), zhCn);
  },
});

export const ZhTwStartDraft = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, userEvent }) => {
    await startAndSeeTheLink(canvas, (element) => userEvent.click(element), zhTw);
  },
});

export const ZhTwStartDraftMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, userEvent }) => {
    await startAndSeeTheLink(canvas, (element) => userEvent.click(element), zhTw);
    await expectFitsWidth(canvas.getByRole('main'));
  },
});

/** Before a press: the button and what it will do, in the reader's language's name. */
export const ZhTwBeforeStart = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await signInAsEditor();
    await expect(await canvas.findByRole('button', { name: zhTw['admin.inbox.draft.start'] })).toBeVisible();
    // The language the draft will be in: the sender's, named as the letter's language is.
    await expect(canvas.getAllByText('简体中文')).toHaveLength(2);
  },
});
