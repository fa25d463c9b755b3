import { expect, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import preview from '../../../.storybook/preview';
import { listArticles } from '../../../contracts/content';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { seed } from '../../../mocks/seed/data';
import { CategoryPage } from '../../../src/features/category/CategoryPage';
import { expectFitsWidth } from '../../checks';
import { pageStories } from '../../pageStories';

function newestIn(predicate: (article: (typeof seed.articles)[number]) => boolean) {
  return [...seed.articles].filter(predicate).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

const world = newestIn((article) => article.data.en.category === 'cat_world');
const asia = newestIn((article) => article.data.en.subcategory === 'sub_world_asia');
const everything = newestIn(() => true);
const categoryBlock = seed.commercialBlocks.find((block) => block.pageType === 'categoryPage' && block.position === 'top')!;
const subcategoryBlock = seed.commercialBlocks.find(
  (block) => block.pageType === 'subCategoryPage' && block.position === 'top' && block.categoryId === null,
)!;

/** SPEC §2 /categories/{slug} and /categories/{slug}/{subcategory}: a section's articles, paged by URL. */
const meta = preview.meta({
  title: 'Pages/Category',
  parameters: { layout: 'fullscreen', route: '/categories/world', showLocation: true },
  render: () => <Route path="/categories/:slug/:subcategory?" component={CategoryPage} />,
});

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'World' })).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: en['section.breadcrumb'] });
    await expect(within(crumbs).getByRole('link', { name: en['section.home'] })).toHaveAttribute('href', '/en/');
    await expect(within(crumbs).getByRole('link', { name: 'World' })).toHaveAttribute('aria-current', 'page');
    const subsections = canvas.getByRole('navigation', { name: 'Subsections of World' });
    await expect(within(subsections).getByRole('link', { name: en['category.all'] })).toHaveAttribute('aria-current', 'page');
    await expect(within(subsections).getByRole('link', { name: 'Asia' })).toHaveAttribute('href', '/en/categories/world/asia');
    // Newest first, every article of the section, with its date.
    const links = canvas.getAllByRole('link', { name: world[0]!.data.en.title });
    await expect(links[0]).toHaveAttribute('href', `/en/${world[0]!.slug}`);
    await expect(canvas.getByText(`${world.length} articles`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: world[world.length - 1]!.data.en.title })).toBeVisible();
    // One page only: no pagination.
    await expect(canvas.queryByRole('navigation', { name: en['pagination.label'] })).toBeNull();
    const sponsors = await canvas.findByRole('complementary', { name: en['commercial.region.top'] });
    await expect(sponsors).toHaveTextContent(categoryBlock.data.en.title);
    await waitFor(() => expect(document.title).toBe('World · Huanyu'));
  },
});

export const Subcategory = meta.story({
  parameters: { route: '/categories/world/asia' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Asia' })).toBeVisible();
    const subsections = canvas.getByRole('navigation', { name: 'Subsections of World' });
    await expect(within(subsections).getByRole('link', { name: 'Asia' })).toHaveAttribute('aria-current', 'page');
    await expect(within(subsections).getByRole('link', { name: en['category.all'] })).not.toHaveAttribute('aria-current');
    const crumbs = canvas.getByRole('navigation', { name: en['section.breadcrumb'] });
    await expect(within(crumbs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'World', 'Asia']);
    await expect(canvas.getByRole('link', { name: asia[0]!.data.en.title })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: world.find((a) => a.data.en.subcategory !== 'sub_world_asia')!.data.en.title })).toBeNull();
    const sponsors = await canvas.findByRole('complementary', { name: en['commercial.region.top'] });
    await expect(sponsors).toHaveTextContent(subcategoryBlock.data.en.title);
  },
});

export const Paging = meta.story({
  // Every article filed under World: five pages of twelve.
  beforeEach: () => {
    db.article.updateMany({ where: { id: { notEquals: '' } }, data: { categoryId: 'cat_world', subcategoryId: '' } });
  },
  play: async ({ canvas, userEvent }) => {
    const pages = await canvas.findByRole('navigation', { name: en['pagination.label'] });
    await expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: everything[0]!.data.en.title })).toBeVisible();
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    // The URL keeps the page, the list moves on, and focus goes to the title for screen readers.
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/en/categories/world?page=2'));
    await expect(await canvas.findByRole('link', { name: everything[12]!.data.en.title })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: everything[0]!.data.en.title })).toBeNull();
    const again = canvas.getByRole('navigation', { name: en['pagination.label'] });
    await expect(within(again).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'World' })).toHaveFocus());
    await userEvent.click(within(again).getByRole('link', { name: en['pagination.previous'] }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/\/en\/categories\/world$/));
    await expect(await canvas.findByRole('link', { name: everything[0]!.data.en.title })).toBeVisible();
  },
});

export const PageFromUrl = meta.story({
  parameters: { route: '/categories/world?page=3' },
  beforeEach: () => {
    db.article.updateMany({ where: { id: { notEquals: '' } }, data: { categoryId: 'cat_world', subcategoryId: '' } });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: everything[24]!.data.en.title })).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: en['pagination.label'] });
    await expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
});

export const Empty = meta.story({
  parameters: { route: '/categories/culture' },
  beforeEach: () => {
    db.article.deleteMany({ where: { categoryId: { equals: 'cat_culture' } } });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Culture' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: en['dataState.empty.title'] })).toBeVisible();
    await expect(canvas.getByText(en['dataState.empty.text'])).toBeVisible();
  },
});

export const ServerErrorThenRetry = meta.story(pageStories.serverErrorThenRetry(listArticles, { heading: 'World', link: world[0]!.data.en.title }));

export const NotFound = meta.story(pageStories.notFound('/categories/no-such-section'));

export const UnknownSubcategory = meta.story({
  parameters: { route: '/categories/world/atlantis' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en['notFound.title'] })).toBeVisible();
  },
});

export const Mobile = meta.story(pageStories.mobile({ heading: 'World', link: world[0]!.data.en.title }));

export const ZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  parameters: { route: '/categories/world/asia' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '亚洲' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '国际的子栏目' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: asia[0]!.data['zh-cn'].title })).toBeVisible();
    await expect(canvas.getByText(`共 ${asia.length} 篇文章`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: zhCn['category.all'] })).toBeVisible();
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '國際' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: world[0]!.data['zh-tw'].title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: zhTw['section.breadcrumb'] })).toBeVisible();
  },
});

export const MobileZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '国际' })).toBeVisible();
    await expectFitsWidth(canvasElement);
  },
});
