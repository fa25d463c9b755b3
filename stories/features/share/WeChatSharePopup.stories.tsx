import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { travel } from '../../../mocks/seed/articles/travel';
import { PopupHost } from '../../../src/app/PopupHost';
import { qrDrawing } from '../../../src/lib/qrCode';
import { mockClockAtStoryNow, ReadingFrame } from '../../readingFrame';
import { popupConformance } from '../../popupConformance';
import { openPopup } from '../../popupSteps';

/**
 * Issue 28 item 7: WeChat in the Chinese editions' share sheets. A QR code of the page's canonical address, drawn
 * as SVG, in a popup that traps focus, closes on Esc and gives focus back, with a line saying to scan it with
 * WeChat.
 */
const meta = preview.meta({
  title: 'Reading/WeChat share popup',
  render: () => <PopupHost />,
});

const ARTICLE = travel.briefs[0]!;
const URL_OF_PAGE = 'https://huanyu.example/zh-cn/night-markets-of-taipei';
const PROPS = { url: URL_OF_PAGE };

/** The code is the library's own matrix for the address, module for module, and carries the address. */
async function expectCodeOf(dialog: HTMLElement, url: string, name: string) {
  const code = within(dialog).getByRole('img', { name });
  await expect(code).toHaveAttribute('data-url', url);
  await expect(code.querySelector('path')).toHaveAttribute('d', qrDrawing(url).path);
  // Big enough for a phone's camera, and square.
  const box = code.getBoundingClientRect();
  await expect(box.width).toBeGreaterThanOrEqual(160);
  await expect(Math.round(box.height)).toBe(Math.round(box.width));
}

const conformance = popupConformance(
  { id: 'wechatShare', title: 'share.wechat.title', props: PROPS },
  {
    ZhCn: async (dialog) => {
      await expect(dialog).toHaveAccessibleDescription(zhCn['share.wechat.scan']);
      await expectCodeOf(dialog, URL_OF_PAGE, zhCn['share.wechat.code']);
    },
    ZhTw: async (dialog) => {
      await expect(dialog).toHaveAccessibleDescription(zhTw['share.wechat.scan']);
      await expectCodeOf(dialog, URL_OF_PAGE, zhTw['share.wechat.code']);
    },
  },
);
export const EscCloses = meta.story(conformance.EscCloses);
export const FocusTrapped = meta.story(conformance.FocusTrapped);
export const ZhCn = meta.story(conformance.ZhCn);
export const ZhTw = meta.story(conformance.ZhTw);
export const Mobile = meta.story(conformance.Mobile);

export const English = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openPopup(canvas, 'wechatShare', en['share.wechat.title'], PROPS);
    await expect(dialog).toHaveAccessibleDescription(en['share.wechat.scan']);
    await expectCodeOf(dialog, URL_OF_PAGE, en['share.wechat.code']);
    // The address under the code, for a reader who would rather type it.
    await expect(within(dialog).getByText(URL_OF_PAGE)).toBeVisible();
  },
});

/** From the article's share sheet in the Simplified edition: the 微信 chip opens it; Esc gives focus back to the chip. */
export const FromTheShareSheet = meta.story({
  globals: { locale: 'zh-cn' },
  render: () => <ReadingFrame />,
  beforeEach: mockClockAtStoryNow,
  parameters: { layout: 'fullscreen', route: `/${ARTICLE.slug}` },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: ARTICLE['zh-cn'].title });
    const share = canvas.getByRole('region', { name: zhCn['share.title'] });
    const chip = within(share).getByRole('button', { name: zhCn['share.wechat.title'] });
    await expect(chip).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(chip);
    const dialog = await canvas.findByRole('dialog', { name: zhCn['share.wechat.title'] });
    const url = within(dialog).getByRole('img', { name: zhCn['share.wechat.code'] }).getAttribute('data-url') ?? '';
    await expect(url.endsWith(`/zh-cn/${ARTICLE.slug}`)).toBe(true);
    await expectCodeOf(dialog, url, zhCn['share.wechat.code']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(chip).toHaveFocus();
  },
});

/** The English edition's share sheet has no WeChat. */
export const NoWeChatInEnglish = meta.story({
  render: () => <ReadingFrame />,
  beforeEach: mockClockAtStoryNow,
  parameters: { layout: 'fullscreen', route: `/${ARTICLE.slug}` },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: ARTICLE.en.title });
    const share = canvas.getByRole('region', { name: en['share.title'] });
    await expect(within(share).getByRole('button', { name: en['share.copy'] })).toBeVisible();
    await expect(within(share).queryByRole('button', { name: /WeChat/ })).toBeNull();
  },
});
