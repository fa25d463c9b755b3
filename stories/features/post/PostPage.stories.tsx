import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getPost } from '../../../contracts/content';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { faultHandler } from '../../../mocks/faults';
import { expectFitsWidth, message } from '../../checks';
import { storyStore } from '../../decorators';
import { mockClockAtStoryNow, READER, ReadingFrame } from '../../readingFrame';

/** SPEC §2 post (/posts/{slug}): a reader's post (author = userName) with likes, a poll and comments. */
const meta = preview.meta({
  title: 'Reading/Post',
  render: () => <ReadingFrame />,
  beforeEach: mockClockAtStoryNow,
  parameters: { layout: 'fullscreen', route: '/posts/how-do-you-spend-your-weekends' },
});

export const PostLoaded = meta.story({
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await expect(canvas.getByText('reader')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'What do you most like to do at the weekend?' })).toBeVisible();
    await expect(canvas.getByText('Only 16 days and 0 hours left')).toBeVisible();
    await expect(document.title).toBe(`${title.textContent ?? ''} · Huanyu`);
    await expect(storyStore().content.viewedPosts.size).toBe(1);
  },
});

export const PostNotFound = meta.story({
  parameters: { route: '/posts/no-such-post' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: en['notFound.title'] })).toBeVisible();
  },
});

export const PostServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(getPost, 'serverError'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: en['dataState.retry'] })).toBeVisible();
  },
});

export const PostLikeSignedIn = meta.story({
  play: async ({ canvas, userEvent }) => {
    const title = await canvas.findByRole('heading', { level: 1 });
    await storyStore().session.signIn(READER);
    const likes = storyStore().content.currentPost?.data?.post.likes ?? -1;
    const article = within(title.closest('article') ?? document.body);
    const button = article.getByRole('button', { name: en['like.button'] });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(article.getByText(message('like.count', { count: likes + 1 }))).toBeVisible();
  },
});

export const PostLikeSignedOutSavesDraft = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(canvas.getByRole('button', { name: en['like.button'] }));
    await expect(await canvas.findByRole('dialog', { name: 'One-time registration, all-site access' })).toBeVisible();
    await expect(storyStore().drafts.draft).toEqual({
      draftLikePost: { postId: storyStore().content.currentPost?.data?.post._id },
      redirectUrl: '/en/posts/how-do-you-spend-your-weekends',
    });
  },
});

export const PostMobile = meta.story({
  // Tested at 375 px (.storybook/test-runner.ts: the name says Mobile).
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsWidth(canvasElement);
  },
});

export const PostZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '周末你最喜欢做什么？' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: zhCn['poll.vote'] })).toBeVisible();
    await expect(canvas.getByText(zhCn['post.kicker'])).toBeVisible();
  },
});

export const PostZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '週末你最喜歡做什麼？' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: zhTw['comments.form.submit'] })).toBeVisible();
  },
});

export const PostShareZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 });
    // A reader's post is shared like an article: the Traditional edition's networks, and Copy link.
    const share = canvas.getByRole('region', { name: zhTw['share.title'] });
    const url = `${storyStore().domain}/zh-tw/posts/how-do-you-spend-your-weekends`;
    const line = within(share).getByRole('link', { name: /^分享到LINE/ });
    await expect(new URL(line.getAttribute('href') ?? '').searchParams.get('url')).toBe(url);
    await expect(within(share).queryByRole('link', { name: /微博/ })).toBeNull();
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: (text: string) => Promise.resolve(void written.push(text)) } });
    await userEvent.click(within(share).getByRole('button', { name: zhTw['share.copy'] }));
    await expect(written).toEqual([url]);
    await expect(await within(share).findByRole('status')).toHaveTextContent(zhTw['share.copied']);
  },
});
