import { expect, waitFor } from 'storybook/test';
import { Route } from 'wouter';
import preview from '../../.storybook/preview';
import type { EndpointSpec } from '../../contracts/common';
import { getArticle, getCategories, getMainSections, listArticles, search } from '../../contracts/content';
import en from '../../locales/en.json';
import { faultHandler, type Fault } from '../../mocks/faults';
import { fixtures } from '../../mocks/seed/fixtures';
import { CategoryPage } from '../../src/features/category/CategoryPage';
import { HomePage } from '../../src/features/home/HomePage';
import { SearchPage } from '../../src/features/search/SearchPage';
import type { Resource } from '../../src/lib/Resource';
import type { RootStore } from '../../src/stores/RootStore';
import { storyStore } from '../decorators';
import { mockClockAtStoryNow, ReadingFrame } from '../readingFrame';

/**
 * The browser half of the fault matrix (tests/faultMatrix.test.ts runs every endpoint × fault through its store):
 * the main screens under the faults their own stories do not already show recovering from — a malformed answer
 * and no connection, then the retry once the fault is gone — and a section page whose categories fail, which must
 * offer a retry, not "We could not find that page". The slow fault is in the unit matrix only: beyond the
 * stories' 10 s client timeout it would outlast the runner's time for a story.
 */

interface Screen {
  readonly route: string;
  readonly render: () => React.JSX.Element;
  readonly resource: (store: RootStore) => Resource<unknown> | null | undefined;
}

const SCREENS = {
  home: { route: '/', render: () => <HomePage />, resource: (store) => store.home.sections },
  article: { route: `/${fixtures.commentedArticle.slug}`, render: () => <ReadingFrame />, resource: (store) => store.content.currentArticle },
  category: {
    route: `/categories/${fixtures.articleSection.data.en.alias}`,
    render: () => <Route path="/categories/:slug/:subcategory?" component={CategoryPage} />,
    resource: (store) => store.listing.current,
  },
  search: { route: '/search?query=tea', render: () => <SearchPage />, resource: (store) => store.searchResults.current },
} satisfies Record<string, Screen>;

/** The screen, with the fault in place from the start. */
function faulty(screen: Screen, endpoint: EndpointSpec, fault: Fault) {
  return {
    render: screen.render,
    parameters: { route: screen.route },
    beforeEach: ({ msw }: { msw: { use: (...handlers: ReturnType<typeof faultHandler>[]) => void } }) => {
      msw.use(faultHandler(endpoint, fault));
    },
  };
}

/** The error with its retry (never a false "not found"); the fault gone, the retry shows the screen. */
function retried(screen: Screen, fault: Fault) {
  return async ({ canvas, msw, userEvent }: StoryArgs) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(fault === 'networkError' ? en['error.offline'] : en['dataState.error.title']);
    await expect(canvas.queryByRole('heading', { name: en['notFound.title'] })).toBeNull();
    // The connection is back: Try again shows the screen.
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: en['dataState.retry'] }));
    await waitFor(() => {
      if (screen.resource(storyStore())?.status !== 'ready') throw new Error('the screen has not loaded again');
    });
    await waitFor(() => {
      if (canvas.queryByRole('button', { name: en['dataState.retry'] })) throw new Error('the error is still shown');
    });
  };
}

interface StoryArgs {
  readonly canvas: {
    findByRole: (role: string, options?: { name: string }) => Promise<HTMLElement>;
    queryByRole: (role: string, options?: { name: string }) => HTMLElement | null;
    getByRole: (role: string, options?: { name: string }) => HTMLElement;
  };
  readonly msw: { resetHandlers: () => void };
  readonly userEvent: { click: (element: Element) => Promise<void> };
}

const meta = preview.meta({
  title: 'Security/Screen faults',
  beforeEach: mockClockAtStoryNow,
  parameters: { layout: 'fullscreen' },
});

export const HomeMalformedThenRetry = meta.story({ ...faulty(SCREENS.home, getMainSections, 'malformed'), play: retried(SCREENS.home, 'malformed') });
export const HomeOfflineThenRetry = meta.story({ ...faulty(SCREENS.home, getMainSections, 'networkError'), play: retried(SCREENS.home, 'networkError') });
export const ArticleMalformedThenRetry = meta.story({ ...faulty(SCREENS.article, getArticle, 'malformed'), play: retried(SCREENS.article, 'malformed') });
export const ArticleOfflineThenRetry = meta.story({ ...faulty(SCREENS.article, getArticle, 'networkError'), play: retried(SCREENS.article, 'networkError') });
export const CategoryMalformedThenRetry = meta.story({ ...faulty(SCREENS.category, listArticles, 'malformed'), play: retried(SCREENS.category, 'malformed') });
export const CategoryOfflineThenRetry = meta.story({ ...faulty(SCREENS.category, listArticles, 'networkError'), play: retried(SCREENS.category, 'networkError') });
export const CategoryWithoutCategoriesThenRetry = meta.story({ ...faulty(SCREENS.category, getCategories, 'serverError'), play: retried(SCREENS.category, 'serverError') });
export const SearchMalformedThenRetry = meta.story({ ...faulty(SCREENS.search, search, 'malformed'), play: retried(SCREENS.search, 'malformed') });
export const SearchOfflineThenRetry = meta.story({ ...faulty(SCREENS.search, search, 'networkError'), play: retried(SCREENS.search, 'networkError') });
