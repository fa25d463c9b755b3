import { expect, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import preview from '../../../.storybook/preview';
import { listArticles } from '../../../contracts/content';
import en from '../../../locales/en.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { seed } from '../../../mocks/seed/data';
import { TopicPage } from '../../../src/features/topic/TopicPage';
import { pageStories } from '../../pageStories';
import { readerColumns } from '../../../src/rules/articleRows';

const taiwan = seed.topics.find((topic) => topic.slug === 'taiwan')!;
/** The stories on Taiwan, newest first: the page's order. */
const onTaiwan = seed.articles
  .filter((article) => article.topics?.includes(taiwan._id))
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

/** /topics/{slug}: a topic's name, then its stories from every section, newest first, paged by URL. */
const meta = preview.meta({
  title: 'Pages/Topic',
  parameters: { layout: 'fullscreen', route: `/topics/${taiwan.slug}`, showLocation: true },
  render: () => <Route path="/topics/:slug" component={TopicPage} />,
});

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: taiwan.data.en.name })).toBeVisible();
    await expect(canvas.getByText(en['topic.kicker'])).toBeVisible();
    await expect(canvas.getByText(`${onTaiwan.length} articles`)).toBeVisible();
    const list = canvas.getByRole('region', { name: `Articles on ${taiwan.data.en.name}` });
    const titles = within(list).getAllByRole('heading', { level: 3 });
    await expect(titles.map((title) => title.textContent)).toEqual(onTaiwan.map((article) => article.data.en.title));
    await expect(within(list).getByRole('link', { name: onTaiwan[0]!.data.en.title })).toHaveAttribute('href', `/en/${onTaiwan[0]!.slug}`);
    // Stories from several sections: the topic cuts across them.
    await expect(new Set(onTaiwan.map((article) => article.data.en.category)).size).toBeGreaterThan(1);
    await expect(canvas.queryByRole('navigation', { name: en['pagination.label'] })).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${taiwan.data.en.name} · Huanyu`));
  },
});

export const Paging = meta.story({
  // Every story is on Taiwan: five pages of twelve.
  beforeEach: () => {
    for (const row of db.article.getAll()) {
      db.article.update({ where: { id: { equals: row.id } }, data: readerColumns(JSON.stringify({ ...JSON.parse(row.doc), topics: [taiwan._id] })) });
    }
  },
  play: async ({ canvas, userEvent }) => {
    const pages = await canvas.findByRole('navigation', { name: en['pagination.label'] });
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/en/topics/${taiwan.slug}?page=2`));
    await expect(await canvas.findByRole('heading', { level: 2, name: `Articles on ${taiwan.data.en.name}, page 2 of 5` })).toBeVisible();
    // Another page of the same topic: focus goes to its name, so a screen reader hears where it is.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: taiwan.data.en.name })).toHaveFocus());
  },
});

export const Empty = meta.story({
  parameters: { route: '/topics/oceans' },
  beforeEach: () => {
    const fresh = { _id: 'top_oceans', slug: 'oceans', data: { en: { name: 'Oceans' }, 'zh-cn': { name: '海洋' }, 'zh-tw': { name: '海洋' } } };
    db.topic.create({ id: fresh._id, order: 99, doc: JSON.stringify(fresh) });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Oceans' })).toBeVisible();
    await expect(canvas.getByText('No articles yet')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No article on Oceans yet.' })).toBeVisible();
    await expect(canvas.getByText(en['dataState.empty.text'])).toBeVisible();
  },
});

export const ServerErrorThenRetry = meta.story(pageStories.serverErrorThenRetry(listArticles, { heading: taiwan.data.en.name }));

export const NotFound = meta.story(pageStories.notFound('/topics/no-such-topic'));

export const Mobile = meta.story(pageStories.mobile({ heading: taiwan.data.en.name, link: onTaiwan[0]!.data.en.title }));

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    const name = taiwan.data['zh-tw'].name;
    await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
    await expect(canvas.getByText(zhTw['topic.kicker'])).toBeVisible();
    await expect(canvas.getByText(`共 ${onTaiwan.length} 篇文章`)).toBeVisible();
    await expect(canvas.getByRole('region', { name: zhTw['topic.articles'].replace('{topic}', name) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: onTaiwan[0]!.data['zh-tw'].title })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${name} · `)));
  },
});
