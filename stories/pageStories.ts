import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { EndpointSpec } from '../contracts/common';
import en from '../locales/en.json';
import { faultHandler } from '../mocks/faults';
import { expectFitsWidth } from './checks';

/** What a page shows when it has loaded: its heading (level 1 unless told) and, where it has one, a story's link. */
interface Loaded {
  readonly heading: string;
  readonly level?: number;
  readonly link?: string;
}

async function expectLoaded({ canvas }: StoryContext, { heading, level = 1, link }: Loaded): Promise<void> {
  await expect(await canvas.findByRole('heading', { level, name: heading })).toBeVisible();
  if (link !== undefined) await expect(canvas.getByRole('link', { name: link })).toBeVisible();
}

/**
 * The stories the reader's pages (section, topic, author, multimedia) share, as story inputs: each story file
 * declares them under its own names (Storybook's indexer reads `export const X = meta.story(…)`).
 */
export const pageStories = {
  /** The page's list fails to load: the reader is told so, and a retry brings the page. */
  serverErrorThenRetry: (endpoint: EndpointSpec, loaded: Loaded) => ({
    beforeEach: ({ msw }: StoryContext) => {
      msw.use(faultHandler(endpoint, 'serverError'));
    },
    play: async (context: StoryContext) => {
      const { canvas, msw, userEvent } = context;
      await expect(await canvas.findByRole('alert')).toHaveTextContent(en['error.requestFailed']);
      msw.resetHandlers();
      await userEvent.click(canvas.getByRole('button', { name: en['dataState.retry'] }));
      await expectLoaded(context, loaded);
    },
  }),

  /** An address no such page has: the not-found page, with a way home and nothing to retry. */
  notFound: (route: string) => ({
    parameters: { route },
    play: async ({ canvas }: StoryContext) => {
      await expect(await canvas.findByRole('heading', { level: 1, name: en['notFound.title'] })).toBeVisible();
      await expect(canvas.getByRole('link', { name: en['notFound.home'] })).toHaveAttribute('href', '/en/');
      await expect(canvas.queryByRole('button', { name: en['dataState.retry'] })).toBeNull();
    },
  }),

  /** On a phone: the page loads and nothing sticks out sideways. */
  mobile: (loaded: Loaded) => ({
    play: async (context: StoryContext) => {
      await expectLoaded(context, loaded);
      await expectFitsWidth(context.canvasElement);
    },
  }),
};
