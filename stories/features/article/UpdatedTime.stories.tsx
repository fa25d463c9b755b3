import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import { seed } from '../../../mocks/seed/data';
import { mockClockAtStoryNow, ReadingFrame } from '../../readingFrame';

/**
 * Issue 15 item 9, "updated" times: an article changed after publication says so under its title ("Updated …",
 * a <time> with the machine-readable date), in its head (article:modified_time) and structured data
 * (dateModified); one never changed says nothing of the kind.
 */
const meta = preview.meta({
  title: 'Reading/Updated time',
  render: () => <ReadingFrame />,
  beforeEach: mockClockAtStoryNow,
  parameters: { layout: 'fullscreen' },
});

const updatedArticle = seed.articles.find((article) => article.slug === 'night-markets-of-taipei')!;
const untouchedArticle = seed.articles.find((article) => article.slug === 'hong-kong-by-tram')!;

const header = (canvasElement: HTMLElement) => canvasElement.querySelector('article header') as HTMLElement;
const modifiedMeta = () => document.head.querySelector('meta[property="article:modified_time"]');
const jsonLd = (canvasElement: HTMLElement) =>
  JSON.parse(canvasElement.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]') as { dateModified?: string }[];

const expectUpdatedLine = async (canvasElement: HTMLElement, prefix: string) => {
  const times = [...header(canvasElement).querySelectorAll('time')];
  await expect(times.map((time) => time.dateTime)).toEqual([updatedArticle.publishedAt, updatedArticle.updatedAt]);
  await expect(times[1]).toHaveTextContent(new RegExp(`^${prefix}`));
  await expect(times[1]).toBeVisible();
};

export const UpdatedArticle = meta.story({
  parameters: { route: `/${updatedArticle.slug}` },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: updatedArticle.data.en.title }, { timeout: 5000 });
    await expect(updatedArticle.updatedAt).toBeDefined();
    await expectUpdatedLine(canvasElement, en['story.updated'].replace('{date}', ''));
    await expect(modifiedMeta()).toHaveAttribute('content', updatedArticle.updatedAt);
    await expect(jsonLd(canvasElement)[0]?.dateModified).toBe(updatedArticle.updatedAt);
  },
});

export const UpdatedArticleInChinese = meta.story({
  parameters: { route: `/${updatedArticle.slug}` },
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: updatedArticle.data['zh-cn'].title }, { timeout: 5000 });
    await expectUpdatedLine(canvasElement, zhCn['story.updated'].replace('{date}', ''));
  },
});

export const NeverUpdatedArticle = meta.story({
  parameters: { route: `/${untouchedArticle.slug}` },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: untouchedArticle.data.en.title }, { timeout: 5000 });
    await expect(untouchedArticle.updatedAt).toBeUndefined();
    await expect([...header(canvasElement).querySelectorAll('time')].map((time) => time.dateTime)).toEqual([untouchedArticle.publishedAt]);
    await expect(within(header(canvasElement)).queryByText(/^Updated /)).toBeNull();
    await expect(modifiedMeta()).toBeNull();
    await expect(jsonLd(canvasElement)[0]?.dateModified).toBeUndefined();
  },
});
