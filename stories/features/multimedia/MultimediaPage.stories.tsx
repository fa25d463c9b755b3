import { expect, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import preview from '../../../.storybook/preview';
import { getMultimedia } from '../../../contracts/content';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { seed } from '../../../mocks/seed/data';
import { MultimediaPage } from '../../../src/features/multimedia/MultimediaPage';
import { expectFitsWidth } from '../../checks';
import { pageStories } from '../../pageStories';

const galleries = [...seed.galleries].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const first = galleries[0]!;
const videos = [...seed.videos].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const block = seed.commercialBlocks.find((item) => item.pageType === 'multimediaPage' && item.position === 'top')!;

/** SPEC §2 multimedia page: hot video and wonderful pictures, with a keyboard lightbox. */
const meta = preview.meta({
  title: 'Pages/Multimedia',
  parameters: { layout: 'fullscreen', route: '/multimedia/pictures' },
  render: () => <Route path="/multimedia/:slug/:subcategory?" component={MultimediaPage} />,
});

const openLabel = (index: number, count: number, caption: string) => `Open picture ${index} of ${count}: ${caption}`;

export const Pictures = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Wonderful Pictures' })).toBeVisible();
    // A pictures-only page is named by its title: no section heading repeating it.
    await expect(canvas.queryByRole('heading', { level: 2, name: en['multimedia.wonderfulPictures'] })).toBeNull();
    for (const gallery of galleries) {
      await expect(canvas.getByRole('heading', { level: 2, name: gallery.data.en.title })).toBeVisible();
    }
    const caption = first.pictures[0]!.data.en.caption;
    await expect(canvas.getByRole('button', { name: openLabel(1, first.pictures.length, caption) })).toHaveAttribute('aria-haspopup', 'dialog');
    const sponsors = await canvas.findByRole('complementary', { name: en['commercial.region.top'] });
    await expect(sponsors).toHaveTextContent(block.data.en.title);
    await waitFor(() => expect(document.title).toBe('Wonderful Pictures · Huanyu'));
  },
});

export const HotVideo = meta.story({
  parameters: { route: '/multimedia/video' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hot Video' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: videos[0]!.data.en.title })).toBeVisible();
    const players = canvasElement.querySelectorAll('video');
    await expect(players.length).toBe(videos.length);
    for (const player of players) {
      await expect(player).toHaveAttribute('controls');
      await expect(player).toHaveAttribute('preload', 'none');
      await expect(player.getAttribute('poster')).toMatch(/\/media\/videos\/.+-poster\.jpg$/);
    }
    await expect(players[0]).toHaveAccessibleName(videos[0]!.data.en.title);
    // Each poster shows the clip's length before it plays.
    const [minutes, seconds] = [Math.floor(videos[0]!.durationSeconds / 60), videos[0]!.durationSeconds % 60];
    const length = `${minutes}:${String(seconds).padStart(2, '0')}`;
    await expect(players[0]!.parentElement).toHaveTextContent(`Length ${length}`);
    const subsections = canvas.getByRole('navigation', { name: 'Subsections of Hot Video' });
    await expect(within(subsections).getByRole('link', { name: 'Documentary' })).toHaveAttribute('href', '/en/multimedia/video/documentary');
  },
});

export const Subcategory = meta.story({
  parameters: { route: '/multimedia/video/documentary' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Documentary' })).toBeVisible();
    const expected = seed.videos.filter((video) => video.subcategory === 'sub_video_documentary').length;
    await expect(canvasElement.querySelectorAll('video').length).toBe(expected);
    const subsections = canvas.getByRole('navigation', { name: 'Subsections of Hot Video' });
    await expect(within(subsections).getByRole('link', { name: 'Documentary' })).toHaveAttribute('aria-current', 'page');
  },
});

export const LightboxKeyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    const count = first.pictures.length;
    const thumb = await canvas.findByRole('button', { name: openLabel(1, count, first.pictures[0]!.data.en.caption) });
    thumb.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: first.data.en.title });
    await expect(within(dialog).getByText(`Picture 1 of ${count}`)).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: first.pictures[0]!.data.en.caption })).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText(`Picture 2 of ${count}`)).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: first.pictures[1]!.data.en.caption })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(dialog).getByText(`Picture ${count} of ${count}`)).toBeVisible();
    // Tab stays inside the lightbox.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: en['multimedia.next'] }));
    await expect(within(dialog).getByText(`Picture 1 of ${count}`)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(thumb).toHaveFocus();
  },
});

export const LightboxFullScreen = meta.story({
  play: async ({ canvas, userEvent }) => {
    const count = first.pictures.length;
    await userEvent.click(await canvas.findByRole('button', { name: openLabel(1, count, first.pictures[0]!.data.en.caption) }));
    const dialog = await within(document.body).findByRole('dialog', { name: first.data.en.title });
    // The lightbox takes the whole screen.
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    await expect(within(dialog).getByText(en['multimedia.keys'])).toBeVisible();
  },
});

export const MobileLightboxSwipe = meta.story({
  play: async ({ canvas, userEvent }) => {
    const count = first.pictures.length;
    await userEvent.click(await canvas.findByRole('button', { name: openLabel(1, count, first.pictures[0]!.data.en.caption) }));
    const dialog = await within(document.body).findByRole('dialog', { name: first.data.en.title });
    const figure = dialog.querySelector('figure')!;
    const pointer = (type: string, pointerType: string, clientX: number, clientY: number) =>
      figure.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType, clientX, clientY, isPrimary: true }));
    const swipe = (fromX: number, toX: number, toY = 400) => {
      pointer('pointerdown', 'touch', fromX, 400);
      pointer('pointerup', 'touch', toX, toY);
    };
    // A finger moving left brings the next picture; moving right, the previous one.
    swipe(300, 100);
    await expect(await within(dialog).findByText(`Picture 2 of ${count}`)).toBeVisible();
    swipe(100, 300);
    await expect(await within(dialog).findByText(`Picture 1 of ${count}`)).toBeVisible();
    // A short or mostly vertical movement is a tap or a scroll, not a swipe.
    swipe(200, 180);
    swipe(200, 100, 700);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(dialog).getByText(`Picture 1 of ${count}`)).toBeVisible();
    // A mouse drag does not turn pictures (it selects or does nothing, as on a desktop).
    pointer('pointerdown', 'mouse', 300, 400);
    pointer('pointerup', 'mouse', 100, 400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(dialog).getByText(`Picture 1 of ${count}`)).toBeVisible();
  },
});

export const LightboxClick = meta.story({
  play: async ({ canvas, userEvent }) => {
    const second = galleries[1]!;
    const thumb = await canvas.findByRole('button', { name: openLabel(3, second.pictures.length, second.pictures[2]!.data.en.caption) });
    await userEvent.click(thumb);
    const dialog = await within(document.body).findByRole('dialog', { name: second.data.en.title });
    await expect(within(dialog).getByText(`Picture 3 of ${second.pictures.length}`)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: en['popup.close'] }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(thumb).toHaveFocus();
  },
});

export const Empty = meta.story({
  beforeEach: () => {
    db.media.deleteMany({ where: { categoryId: { equals: 'cat_pictures' } } });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Wonderful Pictures' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: en['dataState.empty.title'] })).toBeVisible();
  },
});

export const ServerErrorThenRetry = meta.story(pageStories.serverErrorThenRetry(getMultimedia, { heading: first.data.en.title, level: 2 }));

export const NotFound = meta.story({
  parameters: { route: '/multimedia/nowhere' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: en['notFound.title'] })).toBeVisible();
  },
});

export const Mobile = meta.story(pageStories.mobile({ heading: first.data.en.title, level: 2 }));

export const MobileVideo = meta.story({
  parameters: { route: '/multimedia/video' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: videos[0]!.data.en.title })).toBeVisible();
    await expectFitsWidth(canvasElement);
  },
});

export const ZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '精彩图片' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: first.data['zh-cn'].title })).toBeVisible();
    const caption = first.pictures[0]!.data['zh-cn'].caption;
    await userEvent.click(canvas.getByRole('button', { name: `打开第 1 张图片（共 ${first.pictures.length} 张）：${caption}` }));
    const dialog = await within(document.body).findByRole('dialog', { name: first.data['zh-cn'].title });
    await expect(within(dialog).getByText(`第 1 张，共 ${first.pictures.length} 张`)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: zhCn['multimedia.next'] })).toBeVisible();
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  parameters: { route: '/multimedia/video' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '熱門影片' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: zhTw['multimedia.hotVideo'] })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: videos[0]!.data['zh-tw'].title })).toBeVisible();
  },
});

export const LightboxCaptionAndCredit = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, userEvent }) => {
    const count = first.pictures.length;
    const [one, two] = [first.pictures[0]!.data['zh-tw'], first.pictures[1]!.data['zh-tw']];
    await userEvent.click(await canvas.findByRole('button', { name: `開啟第 1 張照片（共 ${count} 張）：${one.caption}` }));
    const dialog = await within(document.body).findByRole('dialog', { name: first.data['zh-tw'].title });
    // Under the picture: what it shows, then who took it.
    const caption = dialog.querySelector('figcaption')!;
    await expect(within(caption).getByText(one.caption)).toBeVisible();
    await expect(within(caption).getByText(one.credit!)).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(caption).findByText(two.caption)).toBeVisible();
    await expect(within(caption).getByText(two.credit!)).toBeVisible();
  },
});

export const LightboxPictureWithoutCredit = meta.story({
  beforeEach: () => {
    // A gallery from before credits were kept: the caption stands alone, with no empty line for the credit.
    const row = db.media.findFirst({ where: { id: { equals: first._id } } })!;
    const doc = JSON.parse(row.doc) as typeof first;
    const pictures = doc.pictures.map(({ image, data }) => ({
      image,
      data: Object.fromEntries(Object.entries(data).map(([locale, { caption }]) => [locale, { caption }])),
    }));
    db.media.update({ where: { id: { equals: first._id } }, data: { doc: JSON.stringify({ ...doc, pictures }) } });
  },
  play: async ({ canvas, userEvent }) => {
    const count = first.pictures.length;
    await userEvent.click(await canvas.findByRole('button', { name: openLabel(1, count, first.pictures[0]!.data.en.caption) }));
    const dialog = await within(document.body).findByRole('dialog', { name: first.data.en.title });
    const caption = dialog.querySelector('figcaption')!;
    await expect(within(caption).getByText(first.pictures[0]!.data.en.caption)).toBeVisible();
    await expect(within(caption).queryByText(first.pictures[0]!.data.en.credit!)).toBeNull();
    await expect(caption.children.length).toBe(2);
  },
});
