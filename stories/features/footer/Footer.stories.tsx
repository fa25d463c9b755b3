import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { Footer } from '../../../src/features/footer/Footer';
import { storyStore } from '../../decorators';

/** SPEC §2 footer: seven items (popups or external links), the subscribe box, the copyright year, privacy and notice. */
const meta = preview.meta({
  title: 'Footer',
  component: Footer,
  parameters: { layout: 'fullscreen', showLocation: true },
});

const POPUP_ITEMS = [
  ['footer.nav.authors', 'submitArticle'],
  ['footer.nav.contact', 'contact'],
  ['footer.nav.registration', 'signUp'],
  ['footer.nav.journal', 'subscription'],
] as const;

const LINK_ITEMS = ['footer.nav.about', 'footer.nav.boutique', 'footer.nav.books'] as const;

export const SevenItems = meta.story({
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: en['footer.nav'] });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(7);
    for (const [id, popup] of POPUP_ITEMS) {
      await userEvent.click(within(nav).getByRole('button', { name: en[id] }));
      await expect(storyStore().popups.current?.id).toBe(popup);
      storyStore().popups.close();
    }
    for (const id of LINK_ITEMS) {
      const link = within(nav).getByRole('link', { name: `${en[id]} ${en['footer.nav.newTab']}` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
});

export const CopyrightAndLegalLinks = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('© 2026 Huanyu. All rights reserved.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: en['footer.privacy'] }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en/privacy');
    await userEvent.click(canvas.getByRole('link', { name: en['footer.notice'] }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en/notice');
  },
});

export const TraditionalChinese = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: zhTw['footer.nav'] });
    await expect(within(nav).getByRole('button', { name: zhTw['footer.nav.journal'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: zhTw['footer.privacy'] })).toHaveAttribute('href', '/zh-tw/privacy');
  },
});

export const EditionsFromAChinesePage = meta.story({
  // The header's switch never lists English (SPEC §9); the footer's editions list is the way back to it.
  globals: { locale: 'zh-cn' },
  parameters: { route: '/night-markets-of-taipei' },
  play: async ({ canvas, userEvent }) => {
    const editions = canvas.getByRole('navigation', { name: zhCn['editions.title'] });
    const links = within(editions).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['English', '简体中文', '繁體中文']);
    // Each names its language in its own script, and leads to the page being read in that edition.
    const english = within(editions).getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', '/en/night-markets-of-taipei');
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(within(editions).getByRole('link', { name: '繁體中文' })).toHaveAttribute('href', '/zh-tw/night-markets-of-taipei');
    await expect(within(editions).getByRole('link', { name: '简体中文' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(english);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en/night-markets-of-taipei');
  },
});

export const LiteSwitch = meta.story({
  // The Lite page's switch (docs/decisions/110): a link to the server, which remembers the choice and comes back.
  globals: { locale: 'zh-tw' },
  parameters: { route: '/night-markets-of-taipei' },
  play: async ({ canvas }) => {
    const lite = canvas.getByRole('link', { name: zhTw['footer.lite'] });
    await expect(lite).toHaveAttribute('href', `/.lite?to=${encodeURIComponent('/zh-tw/night-markets-of-taipei')}`);
    // On the full page the way back is not shown.
    await expect(canvas.queryByRole('link', { name: zhTw['footer.full'] })).toBeNull();
  },
});

export const LiteSwitchOnALitePage = meta.story({
  // A Lite page says so on <html>: the footer shows the way back to the full page instead.
  beforeEach: () => {
    document.documentElement.setAttribute('data-lite', '');
    return () => document.documentElement.removeAttribute('data-lite');
  },
  play: async ({ canvas }) => {
    const full = canvas.getByRole('link', { name: en['footer.full'] });
    await expect(full).toBeVisible();
    await expect(full).toHaveAttribute('href', `/.full?to=${encodeURIComponent('/en/')}`);
    await expect(canvas.queryByRole('link', { name: en['footer.lite'] })).toBeNull();
  },
});
