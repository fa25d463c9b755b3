import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { likeArticle } from '../../../contracts/community';
import { getArticle } from '../../../contracts/content';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { faultHandler } from '../../../mocks/faults';
import { expectFitsWidth, message } from '../../checks';
import { storyStore } from '../../decorators';
import { mockClockAtStoryNow, READER, ReadingFrame } from '../../readingFrame';

/**
 * SPEC §2 article (/{slug}): title, author, date, reading time, hero, sanitized body, like, comments, poll,
 * related articles and the article page's sponsors; §6 likes signed in and signed out.
 */
const meta = preview.meta({
  title: 'Reading/Article',
  render: () => <ReadingFrame />,
  beforeEach: mockClockAtStoryNow,
  parameters: { layout: 'fullscreen', route: '/night-markets-of-taipei' },
});

const likeButton = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('button', { name: en['like.button'] });

function loadedLikes(): number {
  const likes = storyStore().content.currentArticle?.data?.article.likes;
  if (likes === undefined) throw new Error('the article has loaded');
  return likes;
}

export const ArticleLoaded = meta.story({
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1, name: 'A Night-Market Walk Through Taipei' });
    await expect(title).toBeVisible();
    await expect(
      await canvas.findByText((_, element) => element?.tagName === 'P' && /^By \S/.test(element.textContent ?? '')),
    ).toBeVisible();
    await expect(canvas.getByText(/min read$/)).toBeVisible();
    // The byline and the note about the author both lead to the writer's page.
    for (const link of canvas.getAllByRole('link', { name: 'Lin Yu-ting' })) {
      await expect(link).toHaveAttribute('href', '/en/authors/lin-yu-ting');
    }
    await expect(canvas.getAllByRole('link', { name: 'Lin Yu-ting' }).length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/en/categories/travel');
    await expect(canvas.getByRole('heading', { level: 2, name: /More in Travel/ })).toBeVisible();
    await expect(likeButton(canvas)).toHaveAttribute('aria-pressed', 'false');
    await expect((await canvas.findAllByText(en['commercial.badge'])).length).toBeGreaterThan(0);
    await expect(document.title).toBe('A Night-Market Walk Through Taipei · Huanyu');
    await expect(storyStore().content.viewedArticles.has('art_021')).toBe(true);
  },
});

export const ArticleNotFound = meta.story({
  parameters: { route: '/no-such-story' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: en['notFound.title'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['notFound.home'] })).toBeVisible();
  },
});

/** Brings the server back mid-story: the mock's own handlers without the fault. */
let serverBack: (() => void) | null = null;

export const ArticleServerError = meta.story({
  beforeEach: ({ msw }) => {
    serverBack = () => msw.resetHandlers();
    msw.use(faultHandler(getArticle, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    const retry = await canvas.findByRole('button', { name: en['dataState.retry'] });
    await expect(canvas.getByText(en['error.requestFailed'])).toBeVisible();
    // The server is back: the retry loads the article.
    serverBack?.();
    await userEvent.click(retry);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'A Night-Market Walk Through Taipei' })).toBeVisible();
  },
});

export const ArticleOffline = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(getArticle, 'networkError'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en['error.offline'])).toBeVisible();
    await expect(canvas.getByRole('button', { name: en['dataState.retry'] })).toBeVisible();
  },
});

export const SanitizedBody = meta.story({
  parameters: { route: '/poems-on-the-metro' },
  play: async ({ canvasElement, canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1 });
    const article = title.closest('article');
    if (!article) throw new Error('the title is in the article');
    // The seed puts a script, an onerror handler and a javascript: link in this article's body.
    await expect(article.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript:"]')).toBeNull();
    await expect((window as { __huanyuInjected?: unknown }).__huanyuInjected).toBeUndefined();
    await expect(article.querySelector('figure figcaption')).not.toBeNull();
  },
});

export const LikeSignedIn = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 });
    await storyStore().session.signIn(READER);
    const before = loadedLikes();
    const button = likeButton(canvas);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(message('like.count', { count: before + 1 }))).toBeVisible();
    await waitFor(() => expect(storyStore().likes.busy({ kind: 'article', id: 'art_021' })).toBe(false));
    await expect(canvas.getByText(message('like.count', { count: before + 1 }))).toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(await canvas.findByText(message('like.count', { count: before }))).toBeVisible();
  },
});

export const LikeRefused = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(likeArticle, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 });
    await storyStore().session.signIn(READER);
    const before = loadedLikes();
    const button = likeButton(canvas);
    await userEvent.click(button);
    await expect(await canvas.findByText(en['community.likeFailed'])).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText(message('like.count', { count: before }))).toBeVisible();
  },
});

export const LikeSignedOutSavesDraft = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 });
    const before = loadedLikes();
    await userEvent.click(likeButton(canvas));
    const dialog = await canvas.findByRole('dialog', { name: 'One-time registration, all-site access' });
    await expect(dialog).toBeVisible();
    await expect(storyStore().drafts.draft).toEqual({
      draftLikeArticle: { articleId: 'art_021' },
      redirectUrl: '/en/night-markets-of-taipei',
    });
    await expect(storyStore().popups.current?.id).toBe('signUp');
    await expect(canvas.getByText(message('like.count', { count: before }))).toBeInTheDocument();
  },
});

export const ArticleMobile = meta.story({
  // Tested at 375 px (.storybook/test-runner.ts: the name says Mobile).
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    // Nothing is wider than the phone.
    await expectFitsWidth(canvasElement);
  },
});

export const ZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '台北夜市漫游指南' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: zhCn['like.button'] })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: new RegExp(zhCn['comments.title']) })).toBeVisible();
    await expect(canvas.getByText('仅剩 11 天 12 小时')).toBeVisible();
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1, name: '臺北夜市散步地圖' });
    await expect(title).toBeVisible();
    await expect(canvas.getByRole('button', { name: zhTw['like.button'] })).toBeVisible();
    await expect(within(title.closest('article') ?? document.body).getByText('僅剩 11 天 12 小時')).toBeVisible();
  },
});

export const ShareTheStory = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'A Night-Market Walk Through Taipei' });
    const share = canvas.getByRole('region', { name: en['share.title'] });
    const url = `${storyStore().domain}/en/night-markets-of-taipei`;
    // The English edition's networks, each a plain link to its share address, opening in a new tab.
    const x = within(share).getByRole('link', { name: `Share on X ${en['footer.nav.newTab']}` });
    await expect(new URL(x.getAttribute('href') ?? '').searchParams.get('url')).toBe(url);
    await expect(x).toHaveAttribute('target', '_blank');
    await expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(share).getByRole('link', { name: 'Share by Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
    // Copy link puts the story's address on the clipboard and says so.
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: (text: string) => Promise.resolve(void written.push(text)) } });
    await userEvent.click(within(share).getByRole('button', { name: en['share.copy'] }));
    await expect(written).toEqual([url]);
    const status = await within(share).findByRole('status');
    await expect(status).toHaveTextContent(en['share.copied']);
    // Seen, not only heard: the answer is a line of text under the links.
    await expect(status.getBoundingClientRect().width).toBeGreaterThan(100);
    await expect(status.getBoundingClientRect().top).toBeGreaterThan(within(share).getByRole('button', { name: en['share.copy'] }).getBoundingClientRect().top);
  },
});

export const CopyLinkRefused = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'A Night-Market Walk Through Taipei' });
    const share = canvas.getByRole('region', { name: en['share.title'] });
    // A browser that refuses the clipboard (no permission): the reader is told, and where the link is.
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
    await userEvent.click(within(share).getByRole('button', { name: en['share.copy'] }));
    const status = await within(share).findByRole('status');
    await expect(await within(status).findByText(en['share.copyRefused'])).toBeVisible();
    await expect(status).not.toHaveTextContent(en['share.copied']);
  },
});

export const ShareInSimplifiedChinese = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    const share = await canvas.findByRole('region', { name: zhCn['share.title'] });
    await expect(within(share).getByRole('link', { name: /^分享到微博/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/service\.weibo\.com\//));
    await expect(within(share).queryByRole('link', { name: /LINE/ })).toBeNull();
  },
});

export const TopicChips = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'A Night-Market Walk Through Taipei' });
    // Under the body, labelled: the story's topics in the newsroom's order, each leading to its page.
    const topics = await canvas.findByRole('region', { name: en['article.topics'] });
    const links = within(topics).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Cities', 'Food & drink', 'Taiwan']);
    await expect(within(topics).getByRole('link', { name: 'Taiwan' })).toHaveAttribute('href', '/en/topics/taiwan');
    // Reached by the keyboard like any link.
    within(topics).getByRole('link', { name: 'Cities' }).focus();
    await userEvent.tab();
    await expect(within(topics).getByRole('link', { name: 'Food & drink' })).toHaveFocus();
    // Search engines read them too: the article's keywords and what it is about.
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]') as { keywords?: string[]; about?: { url: string }[] }[];
    await expect(ld[0]?.keywords).toEqual(['Cities', 'Food & drink', 'Taiwan']);
    const domain = storyStore().domain;
    await expect(ld[0]?.about?.map((thing) => thing.url)).toEqual(['cities', 'food', 'taiwan'].map((slug) => `${domain}/en/topics/${slug}`));
  },
});

export const TopicChipsZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '臺北夜市散步地圖' });
    const topics = await canvas.findByRole('region', { name: zhTw['article.topics'] });
    await expect(within(topics).getAllByRole('link').map((link) => link.textContent)).toEqual(['城市', '飲食', '臺灣']);
    await expect(within(topics).getByRole('link', { name: '臺灣' })).toHaveAttribute('href', '/zh-tw/topics/taiwan');
  },
});
