import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { PopupHost } from '../../../src/app/PopupHost';
import { storyStore } from '../../decorators';
import { findDialog } from '../../popupSteps';

/**
 * What a newsletter's unsubscribe link did (issue 25 item 6), said on the page of the subscriber's edition, so in
 * their language: the edition it stopped, or that the link did not work.
 */
const meta = preview.meta({
  title: 'Subscription/Newsletter unsubscribed',
  render: () => <PopupHost />,
});

export const Unsubscribed = meta.story({
  play: async ({ canvas }) => {
    storyStore().popups.open('newsletterUnsubscribed', { edition: 'en' });
    const dialog = await findDialog(canvas, en['newsletter.unsubscribed.title']);
    await expect(dialog).toHaveAccessibleDescription(
      'The English newsletter will no longer come to your inbox. You can subscribe again at any time at the foot of any page.',
    );
  },
});

export const LinkInvalid = meta.story({
  play: async ({ canvas }) => {
    storyStore().popups.open('newsletterUnsubscribed', { notice: 'linkInvalid' });
    const dialog = await findDialog(canvas, en['newsletter.unsubscribeFailed.title']);
    await expect(dialog).toHaveAccessibleDescription(en['newsletter.unsubscribeFailed.detail']);
  },
});

export const ZhCnUnsubscribed = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    storyStore().popups.open('newsletterUnsubscribed', { edition: 'zh-cn' });
    const dialog = await findDialog(canvas, zhCn['newsletter.unsubscribed.title']);
    await expect(dialog).toHaveAccessibleDescription('“简体中文”电子报将不再发送到你的邮箱。你可以随时在任何页面底部重新订阅。');
  },
});

export const ZhCnUnsubscribedMobile = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    storyStore().popups.open('newsletterUnsubscribed', { edition: 'zh-cn' });
    await expect(await findDialog(canvas, zhCn['newsletter.unsubscribed.title'])).toBeVisible();
  },
});

export const ZhTwUnsubscribed = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    storyStore().popups.open('newsletterUnsubscribed', { edition: 'zh-tw' });
    const dialog = await findDialog(canvas, zhTw['newsletter.unsubscribed.title']);
    await expect(dialog).toHaveAccessibleDescription('「繁體中文」電子報將不再寄到你的信箱。你可以隨時在任何頁面底部重新訂閱。');
  },
});

export const ZhTwLinkInvalidMobile = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    storyStore().popups.open('newsletterUnsubscribed', { notice: 'linkInvalid' });
    await expect(await findDialog(canvas, zhTw['newsletter.unsubscribeFailed.title'])).toBeVisible();
  },
});
