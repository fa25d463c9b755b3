import { expect, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getArticle, getMainSections } from '../../../contracts/content';
import en from '../../../locales/en.json';
import zhTw from '../../../locales/zh-tw.json';
import { faultHandler } from '../../../mocks/faults';
import * as layout from '../../../src/app/PublicLayout.module.css';
import { HomePage } from '../../../src/features/home/HomePage';
import { mockClockAtStoryNow, ReadingFrame } from '../../readingFrame';

/**
 * Issue 15 item 9: while a list or a story loads, grey blocks shaped like what comes (cards, or a headline and
 * lines), in a region marked aria-busy that says "Loading…" to screen readers; then the page itself.
 */
const meta = preview.meta({
  title: 'Pages/Loading skeletons',
  parameters: { layout: 'fullscreen' },
});

const busyRegion = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[aria-busy="true"]');

export const HomeLoadsAsCards = meta.story({
  parameters: { route: '/' },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(getMainSections, 'slow', { slowMs: 1500 }));
  },
  render: () => (
    <main className={layout.main}>
      <HomePage />
    </main>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(busyRegion(canvasElement)).not.toBeNull());
    const region = busyRegion(canvasElement)!;
    await expect(region).toHaveAttribute('data-skeleton', 'cards');
    await expect(canvas.getByRole('status')).toHaveTextContent(en['loader.loading']);
    // The blocks are for the eye only.
    await expect(region.querySelector('[aria-hidden="true"]')?.children.length).toBeGreaterThan(1);
    // Then the page itself, and no skeleton left.
    await expect(await canvas.findByRole('region', { name: en['home.latest'] }, { timeout: 5000 })).toBeVisible();
    await expect(busyRegion(canvasElement)).toBeNull();
  },
});

export const ArticleLoadsAsStory = meta.story({
  parameters: { route: '/night-markets-of-taipei' },
  globals: { locale: 'zh-tw' },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(getArticle, 'slow', { slowMs: 1500 }));
    return mockClockAtStoryNow();
  },
  render: () => <ReadingFrame />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(busyRegion(canvasElement)).not.toBeNull());
    await expect(busyRegion(canvasElement)).toHaveAttribute('data-skeleton', 'story');
    await expect(canvas.getByRole('status')).toHaveTextContent(zhTw['loader.loading']);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(busyRegion(canvasElement)).toBeNull();
  },
});
