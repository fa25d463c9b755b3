import { expect, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import preview from '../../../.storybook/preview';
import { listArticles } from '../../../contracts/content';
import en from '../../../locales/en.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { seed } from '../../../mocks/seed/data';
import { AuthorPage } from '../../../src/features/author/AuthorPage';
import { pageStories } from '../../pageStories';
import { readerColumns } from '../../../src/rules/articleRows';

const lin = seed.authors.find((author) => author.slug === 'lin-yu-ting')!;
/** Lin's stories, newest first: the page's order. */
const hers = seed.articles
  .filter((article) => article.authorId === lin._id)
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

/** /authors/{slug}: a writer's portrait, name and bio, then their stories, newest first, paged by URL. */
const meta = preview.meta({
  title: 'Pages/Author',
  parameters: { layout: 'fullscreen', route: `/authors/${lin.slug}`, showLocation: true },
  render: () => <Route path="/authors/:slug" component={AuthorPage} />,
});

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: lin.data.en.name })).toBeVisible();
    await expect(canvas.getByText(lin.data.en.bio)).toBeVisible();
    await expect(canvas.getByText(`${hers.length} articles`)).toBeVisible();
    const list = canvas.getByRole('region', { name: `Articles by ${lin.data.en.name}` });
    const titles = within(list).getAllByRole('heading', { level: 3 });
    await expect(titles.map((title) => title.textContent)).toEqual(hers.map((article) => article.data.en.title));
    await expect(within(list).getByRole('link', { name: hers[0]!.data.en.title })).toHaveAttribute('href', `/en/${hers[0]!.slug}`);
    // Eleven stories: one page, no pagination.
    await expect(canvas.queryByRole('navigation', { name: en['pagination.label'] })).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${lin.data.en.name} · Huanyu`));
  },
});

export const Paging = meta.story({
  // Every story becomes Lin's: five pages of twelve.
  beforeEach: () => {
    for (const row of db.article.getAll()) {
      db.article.update({ where: { id: { equals: row.id } }, data: readerColumns(JSON.stringify({ ...JSON.parse(row.doc), authorId: lin._id })) });
    }
  },
  play: async ({ canvas, userEvent }) => {
    const pages = await canvas.findByRole('navigation', { name: en['pagination.label'] });
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(`/en/authors/${lin.slug}?page=2`));
    await expect(await canvas.findByRole('heading', { level: 2, name: `Articles by ${lin.data.en.name}, page 2 of 5` })).toBeVisible();
    // Another page of the same writer: focus goes to their name, so a screen reader hears where it is.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: lin.data.en.name })).toHaveFocus());
  },
});

export const Empty = meta.story({
  parameters: { route: '/authors/mei-ling-ho' },
  beforeEach: () => {
    const newcomer = {
      _id: 'aut_ho',
      slug: 'mei-ling-ho',
      data: {
        en: { name: 'Ho Mei-ling', bio: 'Joined the magazine this week to write about rivers.' },
        'zh-cn': { name: '何美玲', bio: '本周加入杂志，写河流。' },
        'zh-tw': { name: '何美玲', bio: '本週加入雜誌，寫河流。' },
      },
    };
    db.author.create({ id: newcomer._id, doc: JSON.stringify(newcomer) });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ho Mei-ling' })).toBeVisible();
    await expect(canvas.getByText('No articles yet')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ho Mei-ling has not published an article yet.' })).toBeVisible();
    await expect(canvas.getByText(en['dataState.empty.text'])).toBeVisible();
    // No portrait: the page does not leave an empty frame for one.
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});

export const ServerErrorThenRetry = meta.story(pageStories.serverErrorThenRetry(listArticles, { heading: lin.data.en.name }));

export const NotFound = meta.story(pageStories.notFound('/authors/no-such-writer'));

export const Mobile = meta.story(pageStories.mobile({ heading: lin.data.en.name, link: hers[0]!.data.en.title }));

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    const name = lin.data['zh-tw'].name;
    await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
    await expect(canvas.getByText(lin.data['zh-tw'].bio)).toBeVisible();
    await expect(canvas.getByText(`共 ${hers.length} 篇文章`)).toBeVisible();
    await expect(canvas.getByRole('region', { name: zhTw['author.articles'].replace('{name}', name) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: hers[0]!.data['zh-tw'].title })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${name} · `)));
  },
});
