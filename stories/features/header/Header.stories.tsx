import { useEffect } from 'react';
import { personName } from '../../../contracts/personName';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { PopupHost } from '../../../src/app/PopupHost';
import { useShellEffects } from '../../../src/app/useShellEffects';
import { Header } from '../../../src/features/header/Header';
import { SUBCATEGORY_ROW_PX } from '../../../src/features/header/MobileMenu';
import { useStores } from '../../../src/hooks/StoresContext';
import { storyStore } from '../../decorators';
import { fixtures } from '../../../mocks/seed/fixtures';
import { faultHandler } from '../../../mocks/faults';
import { getWeather } from '../../../contracts/weather';

const reader = fixtures.verifiedReader;

/**
 * SPEC §2 header, every item; §4 search (200 ms debounce, outside click), sign-out; §9 the language switch's
 * list and the 70 px subcategory rows. Each story loads the shell's data from the mock API, like the app does.
 */
const meta = preview.meta({
  title: 'Header',
  component: Header,
  parameters: { layout: 'fullscreen', showLocation: true },
  render: () => <HeaderInShell />,
});

/** The header as the public shell shows it: the shell loads the menu, banner and audio; the weather is checked. */
function HeaderInShell() {
  const store = useStores();
  useShellEffects();
  useEffect(() => void store.weather.check(), [store]);
  return (
    <>
      <Header />
      <PopupHost />
    </>
  );
}

/** The masthead's wordmark: the locale's product name large, the other script's name smaller beside it. */
async function expectWordmark(wordmark: HTMLElement, primary: string, secondary: string) {
  await expect(wordmark).toBeVisible();
  const [first, second] = Array.from(wordmark.children);
  if (!first || !second) throw new Error('The wordmark has two parts');
  await expect(first).toHaveTextContent(primary);
  await expect(second).toHaveTextContent(secondary);
  await expect(parseFloat(getComputedStyle(second).fontSize)).toBeLessThan(parseFloat(getComputedStyle(first).fontSize));
}

/** Every top-level section link of the bar sits on the same row. */
async function expectOneRow(sections: HTMLElement) {
  const links = await within(sections).findAllByRole('link', { name: /\S/ });
  const tops = links.filter((link) => link.parentElement?.parentElement?.parentElement === sections);
  await expect(tops.length).toBeGreaterThan(1);
  await expect(new Set(tops.map((link) => Math.round(link.getBoundingClientRect().top))).size).toBe(1);
}

export const SignedOutDesktop = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: en['header.signIn'] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en['header.join'] })).toBeVisible();
    // Banner from the general page (WebP with a JPEG fallback) under the wordmark: the link home is named once.
    const home = canvas.getByRole('link', { name: 'Huanyu: stories from around the world' });
    await expect(home).toHaveAttribute('href', '/en/');
    await waitFor(() => expect(home.querySelector('img')?.getAttribute('src')).toContain('/media/banners/'));
    await expect(home.querySelector('img')).toHaveAttribute('alt', '');
    await expectWordmark(canvas.getByTestId('wordmark'), 'Huanyu', '寰宇');
    // The banner runs edge to edge like the bars; the wordmark lines up with the content.
    await expect(home.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
    await expect(canvas.getByText('Sunday, November 22, 2026')).toBeVisible();
    await expect(await canvas.findByText('Taipei')).toBeVisible();
    await expect(await canvas.findByText('Partly cloudy')).toBeVisible();
    // Sections with their subsections, the promo link, three social links.
    const sections = canvas.getByRole('navigation', { name: en['header.categories'] });
    const world = await within(sections).findByRole('link', { name: 'World' });
    await expect(world).toHaveAttribute('href', '/en/categories/world');
    // Subsections show while the pointer or the keyboard focus is on their section.
    world.focus();
    await expect(await within(sections).findByRole('link', { name: 'Asia' })).toHaveAttribute('href', '/en/categories/world/asia');
    world.blur();
    await expect(within(sections).getByRole('link', { name: 'Hot Video' })).toHaveAttribute('href', '/en/multimedia/video');
    await expect(canvas.getByRole('link', { name: 'Winter travel guide' })).toHaveAttribute('href', '/en/categories/travel');
    // At 1280 px every section fits one row, beside the promo link and the search.
    await expectOneRow(sections);
    for (const name of ['Facebook', 'Instagram', 'YouTube']) {
      await expect(canvas.getByRole('link', { name: `Huanyu on ${name}` })).toHaveAttribute('target', '_blank');
    }
    // The main page's audio.
    await expect(await canvas.findByRole('button', { name: /^Play Welcome to Huanyu/ })).toBeVisible();
    // The three buttons open their popups.
    await userEvent.click(canvas.getByRole('button', { name: en['header.contribute'] }));
    await expect(storyStore().popups.current?.id).toBe('submitArticle');
    storyStore().popups.close();
    await userEvent.click(canvas.getByRole('button', { name: en['header.contact'] }));
    await expect(storyStore().popups.current?.id).toBe('contact');
    storyStore().popups.close();
    await userEvent.click(canvas.getByRole('button', { name: en['header.subscription'] }));
    await expect(storyStore().popups.current?.id).toBe('headerSubscription');
    storyStore().popups.close();
    await userEvent.click(canvas.getByRole('button', { name: en['header.signIn'] }));
    await expect(storyStore().popups.current?.id).toBe('signIn');
    storyStore().popups.close();
    await userEvent.click(canvas.getByRole('button', { name: en['header.join'] }));
    await expect(storyStore().popups.current?.id).toBe('signUp');
    storyStore().popups.close();
  },
});

export const SignedIn = meta.story({
  play: async ({ canvas, userEvent }) => {
    await storyStore().session.signIn({ email: reader.email, password: reader.password });
    const signOut = await canvas.findByRole('button', { name: en['header.signOut'] });
    // Issue 15: who is signed in, spelled as their comments are signed.
    await expect(canvas.getByText(personName(reader))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en['header.join'] })).toBeNull();
    await expect(canvas.queryByRole('button', { name: en['header.signIn'] })).toBeNull();
    await userEvent.click(signOut);
    // SPEC §4: sign-out goes to '/' and the login icon and Join come back.
    await expect(await canvas.findByRole('button', { name: en['header.join'] })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en/');
  },
});

/** Issue 15 at 375 px: the reader's name and Sign out fit the bar beside the date and the player. */
export const SignedInMobile = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await storyStore().session.signIn({ email: reader.email, password: reader.password });
    const signOut = await canvas.findByRole('button', { name: en['header.signOut'] });
    const name = canvas.getByText(personName(reader));
    await expect(name).toBeVisible();
    await expect(signOut).toBeVisible();
    // Nothing runs past the screen's edge.
    await expect(signOut.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
});

/** A Chinese reader's name in the Simplified edition: family name first, no space (decision 040). */
export const SignedInSimplifiedChinese = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    const chinese = fixtures.simplifiedReader;
    await storyStore().session.signIn({ email: chinese.email, password: chinese.password });
    await canvas.findByRole('button', { name: zhCn['header.signOut'] });
    const name = personName(chinese);
    await expect(name).not.toContain(' ');
    await expect(canvas.getByText(name)).toBeVisible();
  },
});

export const SignedOutMobile = meta.story({
  // Tested at 375 px (.storybook/test-runner.ts: the name says Mobile).
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    // What stays in the bar on a phone: the date, the player, the login icon and Join (issue 28: no weather row).
    await expect(canvas.getByText('Sunday, November 22, 2026')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^Play Welcome to Huanyu/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en['header.signIn'] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en['header.join'] })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en['header.menu'] })).toHaveAttribute('aria-expanded', 'false');
    // The rest waits in the burger menu: no section bar, no social links, no weather on the page itself.
    await expect(canvas.queryByRole('navigation', { name: en['header.categories'] })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Huanyu on Facebook' })).toBeNull();
    await waitFor(() => expect(storyStore().weather.temperature).not.toBeNull());
    await expect(canvas.getByText('Taipei')).not.toBeVisible();
    // The home page's banner: its picture, the wordmark over it.
    await expect(canvas.getByTestId('wordmark').closest('a')?.querySelector('img')).toBeVisible();
  },
});

/** Issue 28 at 375 px: away from the home page the banner is a slim line of ink, so the headline comes first. */
export const ArticleMobile = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { route: '/night-markets-of-taipei' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: en['header.banner'].replace('{product}', 'Huanyu') });
    await expect(link).toBeVisible();
    await expect(link.querySelector('img')).not.toBeVisible();
    await expectWordmark(canvas.getByTestId('wordmark'), 'Huanyu', '寰宇');
    await expect(link.getBoundingClientRect().height).toBeLessThan(56);
  },
});

/** Issue 28 at 375 px: the city and its weather are in the burger menu, beside the language switch. */
export const WeatherInMenuMobile = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(storyStore().weather.temperature).not.toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: en['header.menu'] }));
    const menu = await within(document.body).findByRole('dialog');
    await expect(await within(menu).findByText('Taipei')).toBeVisible();
    await expect(within(menu).getByText('72°F')).toBeVisible();
  },
});

export const AudioPlayPause = meta.story({
  play: async ({ canvas, userEvent }) => {
    // SPEC §2: the player plays the main page's audioFile, titled with its audioTitle.
    const play = await canvas.findByRole('button', { name: /^Play Welcome to Huanyu/ });
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(play);
    const pause = await canvas.findByRole('button', { name: /^Pause Welcome to Huanyu/ });
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(storyStore().audio.playing).toBe(true);
    await userEvent.click(pause);
    await expect(await canvas.findByRole('button', { name: /^Play Welcome to Huanyu/ })).toHaveAttribute('aria-pressed', 'false');
  },
});

export const SimplifiedChinese = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    // The Gregorian date and, second, the Chinese calendar date.
    await expect(canvas.getByText(/^2026年11月22日\s?星期日$/)).toBeVisible();
    await expect(canvas.getByText(/^丙午年十月/)).toBeVisible();
    await expect(await canvas.findByText('台北')).toBeVisible();
    await expect(await canvas.findByText('多云')).toBeVisible();
    // SPEC §9: every locale but English and the current one: Traditional only.
    const languages = canvas.getByRole('navigation', { name: zhCn['header.language'] });
    const links = within(languages).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['繁體中文']);
    await expect(links[0]).toHaveAttribute('href', '/zh-tw/');
    await expect(await canvas.findByRole('link', { name: '冬季旅行指南' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: zhCn['header.join'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: zhCn['header.banner'].replace('{product}', '寰宇') })).toBeVisible();
    await expectWordmark(canvas.getByTestId('wordmark'), '寰宇', 'Huanyu');
    await expectOneRow(canvas.getByRole('navigation', { name: zhCn['header.categories'] }));
  },
});

export const TraditionalChinese = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^2026年11月22日\s?星期日$/)).toBeVisible();
    await expect(canvas.getByText(/^丙午年十月/)).toBeVisible();
    await expect(await canvas.findByText('臺北')).toBeVisible();
    const languages = canvas.getByRole('navigation', { name: zhTw['header.language'] });
    await expect(within(languages).getAllByRole('link').map((link) => link.textContent)).toEqual(['简体中文']);
    // No promo link in this locale's page data: none is shown.
    await expect(await canvas.findByRole('link', { name: '國際' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /旅遊指南/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: zhTw['header.banner'].replace('{product}', '寰宇') })).toBeVisible();
    await expectWordmark(canvas.getByTestId('wordmark'), '寰宇', 'Huanyu');
    await expectOneRow(canvas.getByRole('navigation', { name: zhTw['header.categories'] }));
  },
});

export const EnglishListsBothChinese = meta.story({
  play: async ({ canvas }) => {
    const languages = canvas.getByRole('navigation', { name: en['header.language'] });
    await expect(within(languages).getAllByRole('link').map((link) => link.textContent)).toEqual(['简体中文', '繁體中文']);
  },
});

export const WeatherToggle = meta.story({
  play: async ({ canvas, userEvent }) => {
    // English readers start in Fahrenheit; the choice is remembered.
    await expect(await canvas.findByText('72°F')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Show the temperature in Celsius/ }));
    await expect(canvas.getByText('22°C')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Show the temperature in Fahrenheit/ }));
    await expect(canvas.getByText('72°F')).toBeVisible();
  },
});

/** The weather cannot be had (no location, or the service is down): the menu says so on a phone, never left blank. */
export const WeatherUnavailableMobile = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(getWeather, 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(storyStore().weather.unavailable).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: en['header.menu'] }));
    const menu = await within(document.body).findByRole('dialog');
    const line = await within(menu).findByText(en['header.weather.unavailable']);
    await expect(line).toBeVisible();
    await expect(line.parentElement).not.toHaveAttribute('aria-busy');
  },
});

export const SearchDesktop = meta.story({
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('button', { name: en['header.search.label'] });
    await userEvent.click(open);
    const box = canvas.getByRole('searchbox', { name: en['header.search.label'] });
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'tea');
    // Debounced: the results page follows once typing pauses (200 ms).
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/en/search?query=tea'));
    // An outside click closes the box.
    await userEvent.click(canvas.getByText('Sunday, November 22, 2026'));
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  },
});

export const SearchMobile = meta.story({
  // Tested at 375 px (.storybook/test-runner.ts: the name says Mobile).
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: en['header.search.label'] }));
    const box = canvas.getByRole('searchbox', { name: en['header.search.label'] });
    await userEvent.type(box, 'night market');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/en\/search\?query=night(?:%20| )market$/));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
});

export const MobileMenu = meta.story({
  // Tested at 375 px (.storybook/test-runner.ts: the name says Mobile).
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    // On a phone the sections and the three buttons live in the burger menu.
    await expect(canvas.queryByRole('navigation', { name: en['header.categories'] })).toBeNull();
    const burger = canvas.getByRole('button', { name: en['header.menu'] });
    await userEvent.click(burger);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const expand = await canvas.findByRole('button', { name: 'Subsections of Lifestyle' });
    await userEvent.click(expand);
    const food = canvas.getByRole('link', { name: 'Food' });
    await expect(food).toBeVisible();
    // SPEC §9: 70 px per subcategory (Lifestyle has four).
    const list = food.closest('ul');
    await expect(list?.getBoundingClientRect().height).toBe(4 * SUBCATEGORY_ROW_PX);
    await expect(canvas.getAllByRole('button', { name: en['header.contribute'] }).at(-1)).toBeVisible();
    // The three editions, English among them, are in the menu too.
    const menu = canvas.getByRole('dialog', { name: en['header.menu'] });
    const editions = within(menu).getByRole('navigation', { name: en['editions.title'] });
    await expect(within(editions).getAllByRole('link')).toHaveLength(3);
    // Following a link closes the menu.
    await userEvent.click(food);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/en/categories/lifestyle/food');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  },
});

export const MobileMenuSubscription = meta.story({
  // Tested at 375 px (.storybook/test-runner.ts: the name says Mobile).
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const burger = canvas.getByRole('button', { name: en['header.menu'] });
    await userEvent.click(burger);
    const menu = await canvas.findByRole('dialog', { name: en['header.menu'] });
    await userEvent.click(within(menu).getByRole('button', { name: en['header.subscription'] }));
    // The menu closes first: the subscription popup is the one dialog up, never stacked on the menu.
    const popup = await canvas.findByRole('dialog', { name: en['subscription.header.title'] });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).not.toBeVisible();
    await expect(document.querySelectorAll('dialog[open]')).toHaveLength(1);
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
    // Closing it gives focus back to the burger, the control the reader started from.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: en['subscription.header.title'] })).toBeNull());
    await waitFor(() => expect(burger).toHaveFocus());
  },
});

export const MobileMenuOverlay = meta.story({
  // Tested at 375 px (.storybook/test-runner.ts: the name says Mobile).
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const burger = canvas.getByRole('button', { name: en['header.menu'] });
    await userEvent.click(burger);
    // A modal panel: focus moves in and stays in, the page behind does not scroll.
    const panel = await canvas.findByRole('dialog', { name: en['header.menu'] });
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.tab({ shift: true });
    await expect(panel).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(panel).toContainElement(document.activeElement as HTMLElement);
    // Esc closes and gives focus back to the burger; the page scrolls again.
    await userEvent.keyboard('{Escape}');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(burger).toHaveFocus());
    await expect(panel).not.toBeVisible();
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    // A click on the backdrop (the dialog box itself, outside its content) closes too.
    await userEvent.click(burger);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(panel);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();
    // And the close button.
    await userEvent.click(burger);
    await userEvent.click(canvas.getByRole('button', { name: en['header.menu.close'] }));
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(burger).toHaveFocus());
  },
});
