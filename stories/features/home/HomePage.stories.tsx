import type { BoundFunctions, queries } from '@testing-library/dom';
import { expect, waitFor, within } from 'storybook/test';
import { textIn } from '../../../contracts/editions';
import preview from '../../../.storybook/preview';
import { FRONT_LIMITS, type FrontPlace } from '../../../contracts/adminFrontPage';
import { LOCALES, type Locale } from '../../../contracts/common';
import { getMainSections } from '../../../contracts/content';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import zhTw from '../../../locales/zh-tw.json';
import { db } from '../../../mocks/db';
import { faultHandler } from '../../../mocks/faults';
import { seed } from '../../../mocks/seed/data';
import type { SeedArticle } from '../../../mocks/seed/types';
import { PopupHost } from '../../../src/app/PopupHost';
import * as layout from '../../../src/app/PublicLayout.module.css';
import { HomePage } from '../../../src/features/home/HomePage';
import { storyStore } from '../../decorators';
import { expectFitsWidth } from '../../checks';

const byDate = [...seed.articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const [newest, second] = byDate as [SeedArticle, SeedArticle];
/** The first story of an edition after the front's places: where the Latest row starts. */
const afterFront = (locale: Locale) => byDate.filter((article) => article.data[locale])[FRONT_LIMITS.places]!;
/** An older story an editor put in the lead, with a headline of the front's own, in each language. */
const chosen = byDate[9]!;
const OWN_HEADLINE: Record<Locale, string> = { en: 'The editors’ pick: a slower winter', 'zh-cn': '编辑之选：慢下来的冬天', 'zh-tw': '編輯之選：慢下來的冬天' };

/** The editors' front in every edition: `chosen` leads with its own headline, the second newest stands in place 3. */
function editorsFront() {
  for (const edition of LOCALES) {
    const places = Array.from({ length: FRONT_LIMITS.places }, () => null as FrontPlace | null);
    places[0] = { articleId: chosen._id, headline: OWN_HEADLINE[edition] };
    places[2] = { articleId: second._id };
    db.frontPage.create({ id: `home:${edition}`, edition, fill: 'newest', places: JSON.stringify(places), version: 1, updatedAt: '2026-11-20T08:00:00.000Z', updatedBy: 'Huanyu Editors' });
  }
}
const topBlock = seed.commercialBlocks.find((block) => block.pageType === 'mainPage' && block.position === 'top')!;
const sideBlock = seed.commercialBlocks.find((block) => block.pageType === 'mainPage' && block.position === 'side')!;

/** SPEC §2 main page: the lead story, latest scroll, community hotspot, essential review, multimedia, subscribe exclusive. */
const meta = preview.meta({
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', route: '/' },
  // Inside the layout's main column, as on the site: the layout owns the page's side margins.
  render: () => (
    <>
      <main className={layout.main}>
        <HomePage />
      </main>
      <PopupHost />
    </>
  ),
});

function removeAllContent() {
  db.article.deleteMany({ where: { id: { notEquals: '' } } });
  db.post.deleteMany({ where: { id: { notEquals: '' } } });
  db.media.deleteMany({ where: { id: { notEquals: '' } } });
}

export const Loaded = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    // No editor has placed a story: the newest leads, its title a level-2 heading, the next ones stand under it;
    // the Latest row continues after the front.
    const lead = await canvas.findByRole('region', { name: en['home.lead'] });
    await expect(within(lead).getByRole('heading', { level: 2, name: textIn(newest.data, 'en').title })).toBeVisible();
    await expect(within(lead).getByRole('link', { name: textIn(newest.data, 'en').title })).toHaveAttribute('href', `/en/${newest.slug}`);
    await expect(within(lead).getAllByRole('heading', { level: 3 })[0]).toHaveAccessibleName(textIn(second.data, 'en').title);
    await expect(within(lead).getAllByRole('heading', { level: 3 })).toHaveLength(FRONT_LIMITS.places - 1);
    const latest = await canvas.findByRole('region', { name: en['home.latest'] });
    await expect(within(latest).getAllByRole('link')[0]).toHaveAccessibleName(textIn(afterFront('en').data, 'en').title);
    await expect(within(latest).queryByRole('link', { name: textIn(newest.data, 'en').title })).toBeNull();
    await expect(lead.compareDocumentPosition(latest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const strip = within(latest).getByRole('group', { name: en['home.latest.strip'] });
    await expect(strip).toHaveAttribute('tabindex', '0');
    // Four cards fill the row on a desktop: arrows page through the rest, each disabled at its end.
    const previous = within(latest).getByRole('button', { name: en['home.latest.previous'] });
    const next = within(latest).getByRole('button', { name: en['home.latest.next'] });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
    await waitFor(() => expect(strip.scrollLeft).toBeGreaterThan(0));
    for (const id of ['home.essential', 'home.hotspot', 'home.multimedia', 'home.exclusive'] as const) {
      await expect(canvas.getByRole('heading', { level: 2, name: en[id] })).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { level: 3, name: en['home.hotVideo'] })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: en['home.wonderfulPictures'] })).toBeVisible();
    // Community hotspot: posts link to /posts/{slug}.
    const hotspot = canvas.getByRole('region', { name: en['home.hotspot'] });
    const postLinks = within(hotspot).getAllByRole('link');
    await expect(postLinks.length).toBeGreaterThan(0);
    await expect(postLinks[0]?.getAttribute('href')).toMatch(/^\/en\/posts\//);
    // Videos play in place, and fetch nothing but the poster until asked.
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster');
    await expect(within(canvas.getByRole('region', { name: en['home.multimedia'] })).getByRole('link', { name: en['home.allVideos'] })).toHaveAttribute(
      'href',
      '/en/multimedia/video',
    );
    // Sponsors, clearly marked.
    const top = await canvas.findByRole('complementary', { name: en['commercial.region.top'] });
    await expect(within(top).getByText(topBlock.data.en.title)).toBeVisible();
    await expect(within(top).getByText(en['commercial.badge'])).toBeVisible();
    // Editorial first: the page opens with the latest stories, the sponsors' top slot comes after them.
    await expect(latest.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByRole('complementary', { name: en['commercial.region.side'] })).toHaveTextContent(sideBlock.data.en.title);
    await waitFor(() => expect(document.title).toBe('Huanyu'));
    // Subscribe exclusive opens the subscription popup.
    await userEvent.click(canvas.getByRole('button', { name: en['home.exclusive.cta'] }));
    await expect(storyStore().popups.current?.id).toBe('subscription');
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
});

/** The editors' front (issue 25): their lead with its own headline, their story in place 3, the rule's in between. */
function editorsFrontPlay(locale: Locale, messages: Record<string, string>) {
  return async ({ canvas }: { canvas: BoundFunctions<typeof queries> }) => {
    const front = await canvas.findByRole('region', { name: messages['home.lead'] });
    const lead = within(front).getByRole('heading', { level: 2 });
    await expect(lead).toHaveAccessibleName(OWN_HEADLINE[locale]);
    await expect(within(lead).getByRole('link')).toHaveAttribute('href', `/${locale}/${chosen.slug}`);
    await expect(lead).toBeVisible();
    const under = within(front).getAllByRole('heading', { level: 3 });
    await expect(under.map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining([textIn(newest.data, locale).title, textIn(second.data, locale).title]),
    );
    await expect(under[0]).toHaveAccessibleName(textIn(newest.data, locale).title);
    await expect(under[1]).toHaveAccessibleName(textIn(second.data, locale).title);
    // Each story once: the lead is not repeated in the Latest row.
    const latest = canvas.getByRole('region', { name: messages['home.latest'] });
    await expect(within(latest).queryByRole('link', { name: textIn(chosen.data, locale).title })).toBeNull();
    // The next headline is in the first screen too, on a phone as on a desktop.
    await expect(under[0]!.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
  };
}

export const EditorsFront = meta.story({ beforeEach: editorsFront, play: editorsFrontPlay('en', en) });
export const EditorsFrontZhCn = meta.story({ globals: { locale: 'zh-cn' }, beforeEach: editorsFront, play: editorsFrontPlay('zh-cn', zhCn) });
export const EditorsFrontZhTw = meta.story({ globals: { locale: 'zh-tw' }, beforeEach: editorsFront, play: editorsFrontPlay('zh-tw', zhTw) });
export const EditorsFrontMobile = meta.story({ beforeEach: editorsFront, play: editorsFrontPlay('en', en) });
export const EditorsFrontMobileZhCn = meta.story({ globals: { locale: 'zh-cn' }, beforeEach: editorsFront, play: editorsFrontPlay('zh-cn', zhCn) });
export const EditorsFrontMobileZhTw = meta.story({ globals: { locale: 'zh-tw' }, beforeEach: editorsFront, play: editorsFrontPlay('zh-tw', zhTw) });

export const Empty = meta.story({
  beforeEach: removeAllContent,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: en['dataState.empty.title'] })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en['notFound.home'] })).toHaveAttribute('href', '/en/');
    await expect(canvas.queryByRole('heading', { name: en['home.latest'] })).toBeNull();
  },
});

export const ServerErrorThenRetry = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(getMainSections, 'serverError'));
  },
  play: async ({ canvas, msw, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(en['error.requestFailed']);
    // The server is back: Try again shows the page.
    msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: en['dataState.retry'] }));
    await expect(await canvas.findByRole('region', { name: en['home.latest'] })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const Offline = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(getMainSections, 'networkError'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['error.offline']);
    await expect(canvas.getByRole('button', { name: en['dataState.retry'] })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(faultHandler(getMainSections, 'malformed'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en['dataState.error.title']);
  },
});

export const Mobile = meta.story({
  play: async ({ canvas, canvasElement }) => {
    // On a phone the lead comes first too, and the Latest row says it scrolls (the next card peeks in).
    const lead = await canvas.findByRole('region', { name: en['home.lead'] });
    await expect(within(lead).getByRole('link', { name: textIn(newest.data, 'en').title })).toBeVisible();
    const latest = canvas.getByRole('region', { name: en['home.latest'] });
    await expect(within(latest).getByText(en['home.latest.hint'])).toBeVisible();
    await expect(within(latest).queryByRole('button', { name: en['home.latest.next'] })).toBeNull();
    await expect(canvas.getByRole('button', { name: en['home.exclusive.cta'] })).toBeVisible();
    await expectFitsWidth(canvasElement);
  },
});

export const ZhCn = meta.story({
  globals: { locale: 'zh-cn' },
  play: async ({ canvas }) => {
    const lead = await canvas.findByRole('region', { name: zhCn['home.lead'] });
    await expect(within(lead).getByRole('link', { name: textIn(newest.data, 'zh-cn').title })).toBeVisible();
    const latest = canvas.getByRole('region', { name: zhCn['home.latest'] });
    await expect(within(latest).getAllByRole('link')[0]).toHaveAccessibleName(textIn(afterFront('zh-cn').data, 'zh-cn').title);
    await expect(canvas.getByRole('heading', { name: zhCn['home.exclusive'] })).toBeVisible();
    await expect(await canvas.findByText(topBlock.data['zh-cn'].title)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('寰宇'));
  },
});

export const ZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas }) => {
    const lead = await canvas.findByRole('region', { name: zhTw['home.lead'] });
    await expect(within(lead).getByRole('link', { name: textIn(newest.data, 'zh-tw').title })).toBeVisible();
    const latest = canvas.getByRole('region', { name: zhTw['home.latest'] });
    await expect(within(latest).getAllByRole('link')[0]).toHaveAccessibleName(textIn(afterFront('zh-tw').data, 'zh-tw').title);
    await expect(canvas.getByRole('heading', { name: zhTw['home.hotspot'] })).toBeVisible();
  },
});

export const MobileZhTw = meta.story({
  globals: { locale: 'zh-tw' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: zhTw['home.latest'] })).toBeVisible();
    await expectFitsWidth(canvasElement);
  },
});
