import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { seed } from '../../../mocks/seed/data';
import { expectFitsWidth, message } from '../../checks';
import { mockClockAtStoryNow, ReadingFrame } from '../../readingFrame';
import { putBlocksInArticle } from '../../storyBlocksBody';

/**
 * A story's blocks on the reader's page (issue 25 item 2, docs/decisions/097): pictures inline, wide and full with
 * their AVIF and WebP renditions, a gallery, a pull quote and a block quote, and embeds that load nothing of the
 * provider's until the reader asks, in the three editions, on a desktop and on a phone.
 */
const story = seed.articles[0]!;

const meta = preview.meta({
  title: 'Reading/Story blocks',
  render: () => <ReadingFrame />,
  beforeEach: () => {
    const back = mockClockAtStoryNow();
    putBlocksInArticle(story._id);
    return back;
  },
  parameters: { layout: 'fullscreen', route: `/${story.slug}` },
});

type Locale = 'en' | 'zh-cn' | 'zh-tw';

async function bodyOf(canvasElement: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const body = canvasElement.querySelector<HTMLElement>('article figure[data-block="picture"]')?.closest<HTMLElement>('div');
    if (!body) throw new Error('no story body yet');
    return body;
  });
}

/** What every edition shows: responsive pictures sized before they load, quotes, cards with no third party. */
async function expectBlocks(canvasElement: HTMLElement, locale: Locale): Promise<HTMLElement> {
  const body = await bodyOf(canvasElement);
  const pictures = body.querySelectorAll('figure[data-block="picture"]');
  await expect(Array.from(pictures, (figure) => figure.getAttribute('data-size'))).toEqual(['inline', 'wide', 'full']);
  for (const figure of pictures) {
    const sources = figure.querySelectorAll('picture > source');
    await expect(Array.from(sources, (source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    await expect(sources[0]?.getAttribute('srcset')).toMatch(/-320\.avif 320w, .*-1600\.avif 1600w$/);
    const img = figure.querySelector('img');
    await expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1600', '900']);
  }
  await expect(body.querySelectorAll('figure[data-block="gallery"] picture')).toHaveLength(4);
  await expect(body.querySelector('blockquote[data-block="pullquote"]')).not.toBeNull();
  // No frame and no script of anyone else's before a click.
  await expect(body.querySelector('iframe, script')).toBeNull();
  const youtube = within(body.querySelector<HTMLElement>('figure[data-provider="youtube"]')!);
  await expect(youtube.getByRole('button', { name: message('story.embed.load', { provider: 'YouTube' }, locale) })).toBeVisible();
  await expect(youtube.getByRole('link', { name: message('story.embed.open', { provider: 'YouTube' }, locale) })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );
  const x = within(body.querySelector<HTMLElement>('figure[data-provider="x"]')!);
  await expect(x.queryByRole('button')).toBeNull();
  await expect(x.getByRole('link', { name: message('story.embed.open', { provider: 'X' }, locale) })).toHaveAttribute('href', 'https://x.com/NASA/status/1234567890');
  return body;
}

export const Blocks = meta.story({
  play: async ({ canvasElement }) => {
    await expectBlocks(canvasElement, 'en');
  },
});

export const LoadAnEmbed = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const body = await expectBlocks(canvasElement, 'en');
    const card = body.querySelector<HTMLElement>('figure[data-provider="youtube"]')!;
    await userEvent.click(within(card).getByRole('button', { name: message('story.embed.load', { provider: 'YouTube' }) }));
    const frame = card.querySelector('iframe');
    await expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    await expect(frame).toHaveAttribute('title', message('story.embed.frameTitle', { provider: 'YouTube' }));
    await expect(frame).toHaveFocus();
    await expect(within(card).queryByRole('button')).toBeNull();
  },
});

export const BlocksMobile = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = await expectBlocks(canvasElement, 'en');
    await expectFitsWidth(body.querySelector<HTMLElement>('figure[data-block="gallery"]')!);
  },
});

export const ZhCnBlocks = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement }) => {
    await expectBlocks(canvasElement, 'zh-cn');
  },
});

export const ZhTwBlocks = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvasElement }) => {
    const body = await expectBlocks(canvasElement, 'zh-tw');
    // Traditional Chinese quotes with corner brackets.
    await expect(getComputedStyle(body.querySelector('blockquote[data-block="pullquote"]')!).quotes).toMatch(/^"「" "」"/);
  },
});

export const ZhTwBlocksMobile = meta.story({
  globals: { locale: 'zh-tw', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectBlocks(canvasElement, 'zh-tw');
  },
});
