import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { commentArticle } from '../../../contracts/community';
import en from '../../../locales/en.json';
import { faultHandler } from '../../../mocks/faults';
import { message } from '../../checks';
import { storyStore } from '../../decorators';
import { mockClockAtStoryNow, READER, ReadingFrame } from '../../readingFrame';
import { approachForm } from '../../formSteps';

/** SPEC §5 'Comment: message required'; §3 the comment is signed last name then first name; §6 drafts. */
const meta = preview.meta({
  title: 'Reading/Comments',
  render: () => <ReadingFrame />,
  beforeEach: mockClockAtStoryNow,
  parameters: { layout: 'fullscreen', route: '/night-markets-of-taipei' },
});

const commentsOf = async (canvas: { findByRole: (role: string, options: object) => Promise<HTMLElement> }) => {
  const heading = await canvas.findByRole('heading', { level: 2, name: new RegExp(`^${en['comments.title']}`) });
  const section = heading.closest('section');
  if (!section) throw new Error('the comments are a section');
  await approachForm(section);
  return within(section);
};

export const CommentRequired = meta.story({
  play: async ({ canvas, userEvent }) => {
    const comments = await commentsOf(canvas);
    const box = comments.getByRole('textbox', { name: en['comments.form.label'] });
    await userEvent.click(comments.getByRole('button', { name: en['comments.form.submit'] }));
    await expect(await comments.findByRole('alert')).toHaveTextContent(en['error.messageRequired']);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box, 'The pepper buns');
    await expect(comments.queryByText(en['error.messageRequired'])).toBeNull();
  },
});

export const CommentPosted = meta.story({
  play: async ({ canvas, userEvent }) => {
    const comments = await commentsOf(canvas);
    await storyStore().session.signIn(READER);
    // Commenting as Emma Clarke: a Latin name given name first, in every edition (contracts/personName.ts).
    await expect(await comments.findByText('Emma Clarke', { exact: false })).toBeVisible();
    const list = comments.getByRole('list');
    const before = within(list).getAllByRole('listitem').length;
    const box = comments.getByRole('textbox', { name: en['comments.form.label'] });
    await userEvent.type(box, 'Went last week: the pepper buns are worth the queue.');
    await userEvent.click(comments.getByRole('button', { name: en['comments.form.submit'] }));
    const first = () => within(list).getAllByRole('listitem')[0] as HTMLElement;
    await waitFor(() => expect(first()).toHaveTextContent('Went last week: the pepper buns are worth the queue.'));
    await expect(first()).toHaveTextContent('Emma Clarke');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(before + 1);
    await waitFor(() => expect(box).toHaveValue(''));
    // The box empties and the list grows: the status line says so to a screen reader.
    await expect(comments.getByRole('status')).toHaveTextContent(en['comments.form.posted']);
    await waitFor(() => expect(first()).not.toHaveAttribute('aria-busy'));
    await expect(within(first()).getByRole('button', { name: en['like.commentButton'] })).toHaveAttribute('aria-pressed', 'false');
  },
});

export const CommentRefused = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(commentArticle, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    const comments = await commentsOf(canvas);
    await storyStore().session.signIn(READER);
    const box = comments.getByRole('textbox', { name: en['comments.form.label'] });
    await userEvent.type(box, 'Kept when refused');
    await userEvent.click(comments.getByRole('button', { name: en['comments.form.submit'] }));
    await expect(await comments.findByText(en['community.commentFailed'])).toBeVisible();
    await expect(box).toHaveValue('Kept when refused');
    await expect(comments.queryByText('Kept when refused', { selector: 'li p' })).toBeNull();
  },
});

export const CommentSignedOutSavesDraft = meta.story({
  play: async ({ canvas, userEvent }) => {
    const comments = await commentsOf(canvas);
    const box = comments.getByRole('textbox', { name: en['comments.form.label'] });
    await userEvent.type(box, 'Saving this route for spring.');
    await userEvent.click(comments.getByRole('button', { name: en['comments.form.submit'] }));
    await expect(await canvas.findByRole('dialog', { name: 'One-time registration, all-site access' })).toBeVisible();
    await expect(storyStore().drafts.draft.draftCommentArticle).toEqual({
      articleId: 'art_021',
      text: 'Saving this route for spring.',
    });
    await expect(box).toHaveValue('Saving this route for spring.');
  },
});

export const CommentLiked = meta.story({
  play: async ({ canvas, userEvent }) => {
    const comments = await commentsOf(canvas);
    await storyStore().session.signIn(READER);
    const first = within(comments.getAllByRole('listitem')[0] as HTMLElement);
    const like = first.getByRole('button', { name: en['like.commentButton'] });
    const before = storyStore().content.currentArticle?.data?.comments[0]?.likes ?? -1;
    await expect(first.getByText(message('like.count', { count: before }))).toBeVisible();
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(first.getByText(message('like.count', { count: before + 1 }))).toBeVisible();
  },
});

export const CommentsInTheirOwnScript = meta.story({
  // An English page shows comments in any language: a Chinese one is marked as such, so it gets Chinese glyphs
  // (not the system's fallback, often a Japanese face), and its author's name too.
  play: async ({ canvas }) => {
    const comments = await commentsOf(canvas);
    const texts = comments.getAllByRole('listitem').map((item) => item.querySelector('p:not([id])') as HTMLElement);
    const chinese = texts.filter((text) => /\p{Script=Han}/u.test(text.textContent ?? ''));
    const latin = texts.filter((text) => !/\p{Script=Han}/u.test(text.textContent ?? ''));
    await expect(chinese.length).toBeGreaterThan(0);
    await expect(latin.length).toBeGreaterThan(0);
    for (const text of chinese) {
      await expect(['zh-Hans', 'zh-Hant']).toContain(text.getAttribute('lang'));
      await expect(getComputedStyle(text).fontFamily).toMatch(/PingFang|Noto Sans CJK/);
    }
    for (const text of latin) await expect(text).not.toHaveAttribute('lang');
  },
});
