/** SPEC §3 pages: the header's banner and promo link (general) and the main page's audio (main), per locale. */
import type { GeneralPage, MainPage } from '../../contracts/content';
import { BANNERS, WELCOME_AUDIO } from './media';

export const generalPage: GeneralPage = {
  pageId: 'general',
  data: {
    en: { headerBanner: [...BANNERS], headerLink1Href: '/en/categories/travel', headerLink1Text: 'Winter travel guide' },
    'zh-cn': { headerBanner: [...BANNERS], headerLink1Href: '/zh-cn/categories/travel', headerLink1Text: '冬季旅行指南' },
    // No promo link in Traditional Chinese: the header must do without one.
    'zh-tw': { headerBanner: [...BANNERS] },
  },
};

export const mainPage: MainPage = {
  pageId: 'main',
  data: {
    en: { audioFile: [{ path: WELCOME_AUDIO }], audioTitle: 'Welcome to Huanyu: this week’s stories' },
    'zh-cn': { audioFile: [{ path: WELCOME_AUDIO }], audioTitle: '欢迎来到寰宇：本周故事' },
    'zh-tw': { audioFile: [{ path: WELCOME_AUDIO }], audioTitle: '歡迎來到寰宇：本週故事' },
  },
};
