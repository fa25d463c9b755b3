import { expect, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import preview from '../../../.storybook/preview';
import { search } from '../../../contracts/content';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { faultHandler } from '../../../mocks/faults';
import { Header } from '../../../src/features/header/Header';
import { SearchPage } from '../../../src/features/search/SearchPage';
import { SUGGESTED_STORIES } from '../../../src/stores/SearchResultsStore';
import { storyStore } from '../../decorators';
import { expectFitsWidth } from '../../checks';

/** SPEC §2 /search?query=: results in the reader's language, terms highlighted, paged, the header box in step. */
const meta = preview.meta({
  title: 'Pages/Search',
  component: SearchPage,
  parameters: { layout: 'fullscreen', route: '/search?query=tea', showLocation: true },
  render: () => <SearchPage />,
});

export const Results = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results for “tea”' })).toBeVisible();
    const count = await canvas.findByText(/^\d+ results?$/);
    await expect(count).toBeVisible();
    const list = canvas.getByRole('list', { name: en['search.results'] });
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
    // Every result links to its article (/{slug}) or post (/posts/{slug}).
    for (const link of within(list).getAllByRole('link')) {
      await expect(link.getAttribute('href')).toMatch(/^\/en\/(posts\/)?[a-z0-9-]+$/);
    }
    // The header's box shows the URL's query; so does the page's own field.
    await expect(storyStore().search.query).toBe('tea');
    await expect(canvas.getByRole('searchbox', { name: en['search.field'] })).toHaveValue('tea');
    await waitFor(() => expect(document.title).toBe('Search: tea · Huanyu'));
  },
});

export const Highlight = meta.story({
  // Whole words only: "Tea house" used to pass by matching inside "Teahouses", which the search no longer does.
  parameters: { route: '/search?query=Tea%20cup' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Results for “Tea cup”' });
    await waitFor(() => expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(0));
    // Each term is marked wherever it appears, whatever its case; marks hold text only.
    for (const mark of canvasElement.querySelectorAll('mark')) {
      await expect(['tea', 'cup']).toContain(mark.textContent?.toLowerCase());
      await expect(mark.children.length).toBe(0);
    }
  },
});

export const Paging = meta.story({
  parameters: { route: '/search?query=the' },
  play: async ({ canvas, userEvent }) => {
    const pages = await canvas.findByRole('navigation', { name: en['pagination.label'] });
    const firstTitle = within(canvas.getByRole('list', { name: en['search.results'] })).getAllByRole('link')[0]?.textContent;
    await userEvent.click(within(pages).getByRole('link', { name: en['pagination.next'] }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/en/search?query=the&page=2'));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: en['search.results'] })).getAllByRole('link')[0]?.textContent).not.toBe(firstTitle));
    const again = canvas.getByRole('navigation', { name: en['pagination.label'] });
    await expect(within(again).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
});

export const NoResults = meta.story({
  parameters: { route: '/search?query=zzqxjv' },
  play: async ({ canvas, userEvent }) => {
    // The shell has the sections' menu loaded on every page.
    await storyStore().content.categories.load();
    await expect(await canvas.findByRole('heading', { name: 'No results for “zzqxjv”' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: en['search.results'] })).toBeNull();
    // No dead end: other words to try, the sections, the newest stories.
    await expect(canvas.getByText(en['search.noResults.hint'])).toBeVisible();
    const sections = canvas.getByRole('navigation', { name: en['search.suggest.sections'] });
    await expect(within(sections).getAllByRole('link').length).toBeGreaterThan(3);
    const latest = await canvas.findByRole('region', { name: en['search.suggest.latest'] });
    const stories = within(latest).getAllByRole('link');
    await expect(stories).toHaveLength(SUGGESTED_STORIES);
    await expect(stories[0]?.getAttribute('href')).toMatch(/^\/en\/[a-z0-9-]+$/);
    await userEvent.click(within(sections).getAllByRole('link')[0] as HTMLElement);
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/en\/categories\/[a-z-]+$/);
  },
});

export const EmptyQuery = meta.story({
  parameters: { route: '/search' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en['search.title'] })).toBeVisible();
    await expect(canvas.getByText(en['search.prompt'])).toBeVisible();
    // Typing searches: the query goes to the URL after the debounce (SPEC §4/§9).
    await userEvent.type(canvas.getByRole('searchbox', { name: en['search.field'] }), 'night market');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/\/en\/search\?query=night(%20| )market$/));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results for “night market”' })).toBeVisible();
  },
});

export const ServerErrorThenRetry = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(search, 'serverError'));
  },
  play: async ({ canvas, msw, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['error.requestFailed']);
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: en['dataState.retry'] }));
    await expect(await canvas.findByText(/^\d+ results?$/)).toBeVisible();
  },
});

export const Offline = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(search, 'networkError'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['error.offline']);
  },
});

export const Mobile = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/^\d+ results?$/)).toBeVisible();
    await expectFitsWidth(canvasElement);
  },
});

export const ZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  parameters: { route: '/search?query=%E8%8C%B6' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '“茶”的搜索结果' })).toBeVisible();
    await expect(await canvas.findByText(/^共 \d+ 条结果$/)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('mark')).toHaveTextContent('茶'));
    await expect(canvas.getByRole('searchbox', { name: zhCn['search.field'] })).toHaveValue('茶');
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: '/search?query=%E8%8C%B6' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '「茶」的搜尋結果' })).toBeVisible();
    await expect(await canvas.findByText(/^共 \d+ 筆結果$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: zhTw['search.submit'] })).toBeVisible();
  },
});

export const ZhTwAcrossScripts = meta.story({
  // 台北 typed on the Traditional edition finds the stories that write 臺北, and marks 臺北 as the page shows it.
  globals: { locale: 'zh-tw' },
  parameters: { route: '/search?query=%E5%8F%B0%E5%8C%97' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '「台北」的搜尋結果' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(0));
    const marked = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marked).toContain('臺北');
    for (const text of marked) await expect(['台北', '臺北']).toContain(text);
  },
});

export const ZhTwNoResults = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: '/search?query=zzqxjv' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '找不到與「zzqxjv」相關的結果' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: zhTw['search.suggest.latest'] })).toBeVisible();
  },
});

/** The submit button keeps its label on one line at 375 px (QA: "搜 / 索" broke onto two lines as it shrank). */
async function expectSubmitOnOneLine(button: HTMLElement): Promise<void> {
  const range = button.ownerDocument.createRange();
  range.selectNodeContents(button);
  const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
  await expect(lines.size).toBe(1);
  await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
}

export const ZhCnMobile = meta.story({
  globals: { locale: 'zh-cn' },
  parameters: { route: '/search?query=%E8%8C%B6' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/^共 \d+ 条结果$/)).toBeVisible();
    await expectSubmitOnOneLine(canvas.getByRole('button', { name: zhCn['search.submit'] }));
    await expectFitsWidth(canvasElement);
  },
});

export const ZhTwMobile = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: '/search?query=%E8%8C%B6' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/^共 \d+ 筆結果$/)).toBeVisible();
    await expectSubmitOnOneLine(canvas.getByRole('button', { name: zhTw['search.submit'] }));
    await expectFitsWidth(canvasElement);
  },
});

/** The results page under the site's header: the header's icon and the page's own box are one search box. */
function SearchPageUnderHeader() {
  return (
    <>
      <Header />
      <main>
        <SearchPage />
      </main>
    </>
  );
}

export const HeaderIconCallsThePageBox = meta.story({
  render: () => <SearchPageUnderHeader />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results for “tea”' })).toBeVisible();
    const icon = canvas.getByRole('button', { name: en['header.search.label'] });
    await userEvent.click(icon);
    // No second box over the heading: the page's own box takes the focus, its words selected to type anew.
    const field = canvas.getByRole<HTMLInputElement>('searchbox', { name: en['search.field'] });
    await expect(field).toHaveFocus();
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, 3]);
    await expect(canvas.getAllByRole('searchbox')).toHaveLength(1);
    await expect(icon).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('night market{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results for “night market”' })).toBeVisible();
  },
});

export const MobileHeaderIconCallsThePageBoxZhTw = meta.story({
  // Tested at 375 px (.storybook/test-runner.ts: the name says Mobile).
  globals: { locale: 'zh-tw', viewport: { value: 'mobile1', isRotated: false } },
  parameters: { route: `/search?query=${encodeURIComponent('台北')}` },
  render: () => <SearchPageUnderHeader />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '「台北」的搜尋結果' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: zhTw['header.search.label'] }));
    const field = canvas.getByRole('searchbox', { name: zhTw['search.field'] });
    await expect(field).toHaveFocus();
    await expect(canvas.getAllByRole('searchbox')).toHaveLength(1);
  },
});

export const HeaderBoxHandsOverToThePageBox = meta.story({
  parameters: { route: '/' },
  render: () => (
    <>
      <Header />
      <main>
        <Route path="/search" component={SearchPage} />
      </main>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en['header.search.label'] }));
    await userEvent.type(canvas.getByRole('searchbox', { name: en['header.search.label'] }), 'tea');
    // SPEC §4 brings the reader to the results; their own box takes over what was typed, caret at the end.
    const field = await canvas.findByRole<HTMLInputElement>('searchbox', { name: en['search.field'] });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.getAllByRole('searchbox')).toHaveLength(1);
    await expect(field).toHaveValue('tea');
    await expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
    await userEvent.keyboard(' house');
    await expect(field).toHaveValue('tea house');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results for “tea house”' })).toBeVisible();
  },
});
