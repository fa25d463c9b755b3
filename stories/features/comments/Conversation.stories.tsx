import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { COMMENTS_PAGE_SIZE } from '../../../contracts/community';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { expectFitsWidth } from '../../checks';
import { seedComments } from '../../conversationSeed';
import { STORY_NOW, storyStore } from '../../decorators';
import { approachForm } from '../../formSteps';
import { mockClockAtStoryNow, READER, ReadingFrame } from '../../readingFrame';

/** Issue 28 item 5: replies one level deep, report, the author's edit and delete, the order and more pages. */
const meta = preview.meta({
  title: 'Reading/Conversation',
  render: () => <ReadingFrame />,
  beforeEach: mockClockAtStoryNow,
  parameters: { layout: 'fullscreen', route: '/night-markets-of-taipei' },
});

type Queries = { findByRole: (role: string, options: object) => Promise<HTMLElement> };

/** The comments section, its form loaded, as a reader reaches it. */
async function conversation(canvas: Queries, messages: Record<string, string> = en) {
  const heading = await canvas.findByRole('heading', { level: 2, name: new RegExp(`^${messages['comments.title']}`) });
  const section = heading.closest('section');
  if (!section) throw new Error('the comments are a section');
  await approachForm(section);
  return section;
}

/** The top-level comments, each an item of the section's first list. */
const threads = (section: HTMLElement) => Array.from(section.querySelectorAll<HTMLElement>(':scope > ol > li'));
const textOf = (item: HTMLElement) => item.querySelector(':scope > div > p:not([id])')?.textContent ?? '';

/** Signed in, a comment of one's own, posted through the box. */
async function postOwn(section: HTMLElement, userEvent: { type: (e: HTMLElement, t: string) => Promise<void>; click: (e: HTMLElement) => Promise<void> }, text: string) {
  const comments = within(section);
  await userEvent.type(comments.getByRole('textbox', { name: en['comments.form.label'] }), text);
  await userEvent.click(comments.getByRole('button', { name: en['comments.form.submit'] }));
  await waitFor(() => expect(textOf(threads(section)[0]!)).toBe(text));
  await waitFor(() => expect(threads(section)[0]).not.toHaveAttribute('aria-busy'));
  return threads(section)[0]!;
}

export const Reply = meta.story({
  play: async ({ canvas, userEvent }) => {
    const section = await conversation(canvas);
    await storyStore().session.signIn(READER);
    const first = threads(section)[0]!;
    const answered = textOf(first);
    await userEvent.click(within(first).getByRole('button', { name: en['comments.reply'] }));
    const box = within(first).getByRole('textbox', { name: en['comments.reply.label'] });
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'Which stall had the pepper buns?');
    await userEvent.click(within(first).getByRole('button', { name: en['comments.reply.submit'] }));
    // The reply sits one level below the comment it answers, and the box closes.
    const replies = await waitFor(() => {
      const list = first.querySelector('ol');
      if (!list) throw new Error('no replies yet');
      return list;
    });
    await waitFor(() => expect(within(replies).getByText('Which stall had the pepper buns?')).toBeVisible());
    await expect(textOf(threads(section)[0]!)).toBe(answered);
    await waitFor(() => expect(within(first).queryByRole('textbox', { name: en['comments.reply.label'] })).toBeNull());
    // A reply to the reply goes under the same comment: still one level deep.
    const reply = within(replies).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(reply).not.toHaveAttribute('aria-busy'));
    await userEvent.click(within(reply).getByRole('button', { name: en['comments.reply'] }));
    await userEvent.type(within(reply).getByRole('textbox', { name: en['comments.reply.label'] }), 'The one by the temple.');
    await userEvent.click(within(reply).getByRole('button', { name: en['comments.reply.submit'] }));
    await waitFor(() => expect(within(replies).getAllByRole('listitem')).toHaveLength(2));
    await expect(replies.querySelector('ol')).toBeNull();
  },
});

export const ReplySignedOutIsDrafted = meta.story({
  play: async ({ canvas, userEvent }) => {
    const section = await conversation(canvas);
    const first = threads(section)[0]!;
    await userEvent.click(within(first).getByRole('button', { name: en['comments.reply'] }));
    await userEvent.type(within(first).getByRole('textbox', { name: en['comments.reply.label'] }), 'Saving this for spring.');
    await userEvent.click(within(first).getByRole('button', { name: en['comments.reply.submit'] }));
    await expect(await canvas.findByRole('dialog', { name: 'One-time registration, all-site access' })).toBeVisible();
    await expect(storyStore().drafts.draft.draftCommentArticle).toEqual({
      articleId: 'art_021',
      text: 'Saving this for spring.',
      parentId: first.dataset.place?.replace('comment:', ''),
    });
  },
});

export const ReportDialog = meta.story({
  play: async ({ canvas, userEvent }) => {
    const section = await conversation(canvas);
    await storyStore().session.signIn(READER);
    const first = threads(section)[0]!;
    const report = within(first).getAllByRole('button', { name: en['comments.report'] })[0]!;
    await userEvent.click(report);
    const dialog = await canvas.findByRole('dialog', { name: en['comments.report.title'] });
    // Focus moves in (the first reason), Esc closes, focus goes back to Report.
    await expect(within(dialog).getByRole('radio', { name: en['comments.report.reason.spam'] })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(report).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const again = await canvas.findByRole('dialog', { name: en['comments.report.title'] });
    await userEvent.click(within(again).getByRole('button', { name: en['comments.report.send'] }));
    await expect(await within(again).findByRole('alert')).toHaveTextContent(en['community.reportReasonRequired']);
    await userEvent.click(within(again).getByRole('radio', { name: en['comments.report.reason.offTopic'] }));
    await userEvent.type(within(again).getByRole('textbox', { name: en['comments.report.note'] }), 'About another market');
    await userEvent.click(within(again).getByRole('button', { name: en['comments.report.send'] }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(within(first).getAllByText(en['comments.reported'])[0]).toBeVisible();
  },
});

export const EditedMark = meta.story({
  play: async ({ canvas, userEvent }) => {
    const section = await conversation(canvas);
    await storyStore().session.signIn(READER);
    const mine = await postOwn(section, userEvent, 'Pepper bun');
    // Another reader's comment cannot be edited; one's own can, for 15 minutes.
    await expect(within(threads(section)[1]!).queryByRole('button', { name: en['comments.edit'] })).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: en['comments.edit'] }));
    const box = within(mine).getByRole('textbox', { name: en['comments.edit.label'] });
    await userEvent.clear(box);
    await userEvent.type(box, 'Pepper buns, two of them');
    await userEvent.click(within(mine).getByRole('button', { name: en['comments.edit.submit'] }));
    await waitFor(() => expect(textOf(threads(section)[0]!)).toBe('Pepper buns, two of them'));
    await expect(within(threads(section)[0]!).getByText(en['comments.edited'])).toBeVisible();
  },
});

export const DeletedPlaceholder = meta.story({
  play: async ({ canvas, userEvent }) => {
    const section = await conversation(canvas);
    await storyStore().session.signIn(READER);
    const mine = await postOwn(section, userEvent, 'Anyone been in winter?');
    await userEvent.click(within(mine).getByRole('button', { name: en['comments.reply'] }));
    await userEvent.type(within(mine).getByRole('textbox', { name: en['comments.reply.label'] }), 'Yes, it is quieter.');
    await userEvent.click(within(mine).getByRole('button', { name: en['comments.reply.submit'] }));
    await waitFor(() => expect(within(mine).getByText('Yes, it is quieter.')).toBeVisible());
    await waitFor(() => expect(mine.querySelector('ol li')).not.toHaveAttribute('aria-busy'));
    // Deleting asks first; with a reply under it, a placeholder keeps the thread.
    await userEvent.click(within(mine).getAllByRole('button', { name: en['comments.delete'] })[0]!);
    await userEvent.click(within(mine).getByRole('button', { name: en['comments.delete.confirm'] }));
    await expect(await within(section).findByText(en['comments.removed'])).toBeVisible();
    await expect(within(section).queryByText('Anyone been in winter?')).toBeNull();
    await expect(within(section).getByText('Yes, it is quieter.')).toBeVisible();
    // The button pressed is gone: focus is on the comments' heading, and the deletion is said.
    await waitFor(() => expect(within(section).getByRole('heading', { level: 2 })).toHaveFocus());
    await expect(within(section).getByText(en['comments.deleted'])).toBeInTheDocument();
  },
});

export const SortOldestFirst = meta.story({
  play: async ({ canvas, userEvent }) => {
    const section = await conversation(canvas);
    const sort = within(section).getByRole('combobox', { name: en['comments.sort.label'] });
    await expect(sort).toHaveValue('newest');
    const newest = threads(section).map(textOf);
    await userEvent.selectOptions(sort, 'oldest');
    await waitFor(() => expect(threads(section).map(textOf)).toEqual([...newest].reverse()));
  },
});

export const MoreComments = meta.story({
  beforeEach: () => seedComments('art_021', COMMENTS_PAGE_SIZE, STORY_NOW),
  play: async ({ canvas, userEvent }) => {
    const section = await conversation(canvas);
    await expect(threads(section)).toHaveLength(COMMENTS_PAGE_SIZE);
    // A link (it works without scripts: the server renders the next page); with them, the page grows in place.
    const more = within(section).getByRole('link', { name: en['comments.more'] });
    await expect(more).toHaveAttribute('href', expect.stringContaining('comments-pages=2'));
    await userEvent.click(more);
    await waitFor(() => expect(threads(section)).toHaveLength(COMMENTS_PAGE_SIZE + 3));
    await expect(within(section).queryByRole('link', { name: en['comments.more'] })).toBeNull();
  },
});

export const ConversationMobile = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const section = await conversation(canvas);
    await storyStore().session.signIn(READER);
    const first = threads(section)[0]!;
    await userEvent.click(within(first).getByRole('button', { name: en['comments.reply'] }));
    await expect(within(first).getByRole('textbox', { name: en['comments.reply.label'] })).toBeVisible();
    await expectFitsWidth(section);
  },
});

export const ConversationZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, userEvent }) => {
    const section = await conversation(canvas, zhTw);
    await storyStore().session.signIn(READER);
    const first = threads(section)[0]!;
    await expect(within(section).getByRole('combobox', { name: zhTw['comments.sort.label'] })).toBeVisible();
    await userEvent.click(within(first).getAllByRole('button', { name: zhTw['comments.report'] })[0]!);
    const dialog = await canvas.findByRole('dialog', { name: zhTw['comments.report.title'] });
    await expect(within(dialog).getByRole('radio', { name: zhTw['comments.report.reason.spam'] })).toBeVisible();
  },
});

export const ConversationZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, userEvent }) => {
    const section = await conversation(canvas, zhCn);
    await storyStore().session.signIn(READER);
    const first = threads(section)[0]!;
    await userEvent.click(within(first).getByRole('button', { name: zhCn['comments.reply'] }));
    await expect(within(first).getByRole('textbox', { name: zhCn['comments.reply.label'] })).toHaveFocus();
    await expect(within(first).getByRole('button', { name: zhCn['comments.reply.submit'] })).toBeVisible();
  },
});
