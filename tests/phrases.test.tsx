import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../contracts/common';
import { LOCALE_LIST } from '../contracts/locales';
import { seed } from '../mocks/seed/data';
import { AppProviders } from '../src/app/AppProviders';
import { ArticleCard } from '../src/components/ArticleCard';
import { StoryHeader } from '../src/components/StoryHeader';
import { loadPhraseBreaker, type Phrases } from '../src/i18n/phrases';
import { createTestStore, MESSAGES, renderWithApp } from './render';

// Issue 28: Chinese headlines, standfirsts and cards break between words (docs/decisions/061).
type Chinese = 'zh-cn' | 'zh-tw';
const CHINESE: readonly Chinese[] = ['zh-cn', 'zh-tw'];

/** Every seed text shown as a headline, a standfirst or a card: stories, posts, videos, galleries, sponsors. */
function seedTexts(locale: Chinese): string[] {
  const texts = [
    ...seed.articles.flatMap((article) => [article.data[locale].title, article.data[locale].description]),
    ...seed.posts.flatMap((post) => (post.data[locale] ? [post.data[locale].title, post.data[locale].description] : [])),
    ...seed.videos.flatMap((video) => [video.data[locale].title, video.data[locale].description]),
    ...seed.galleries.flatMap((gallery) => [gallery.data[locale].title, gallery.data[locale].description]),
    ...seed.commercialBlocks.flatMap((block) => [block.data[locale].title, block.data[locale].text, block.data[locale].cta]),
  ];
  return [...new Set(texts.filter((text) => text !== ''))];
}

/** Where a break between `phrases` falls, in UTF-16 units from the start. */
function breaksOf(phrases: Phrases): number[] {
  const breaks: number[] = [];
  let at = 0;
  for (const phrase of phrases.slice(0, -1)) {
    at += phrase.length;
    breaks.push(at);
  }
  return breaks;
}

/** Positions inside a word of ICU's dictionary (the word segmenter every browser and Node have). */
function insideKnownWords(text: string, locale: Chinese): Set<number> {
  const inside = new Set<number>();
  const words = new Intl.Segmenter(LOCALE_LIST[locale].intl, { granularity: 'word' });
  for (const { segment, index } of words.segment(text)) for (let at = index + 1; at < index + segment.length; at += 1) inside.add(at);
  return inside;
}

/**
 * Words of the seed's headlines that neither segmenter alone keeps whole everywhere (the two, and those a
 * reader would notice most): listed by hand, so the test does not only take ICU's word for it.
 */
const WORDS: Record<Chinese, readonly string[]> = {
  'zh-cn': ['渡轮', '登机箱', '为什么', '人工智能', '京都', '台北', '纪录片', '维也纳', '青海湖'],
  'zh-tw': ['渡輪', '登機箱', '為什麼', '人工智慧', '京都', '臺北', '紀錄片', '維也納', '青海湖', '景德鎮'],
};

async function breakerFor(locale: Chinese) {
  const breaker = await loadPhraseBreaker(locale);
  if (!breaker) throw new Error(`no phrase breaker for ${locale}`);
  return breaker;
}

describe('Chinese phrases', () => {
  it.each(CHINESE)('no seed headline, standfirst or card text in %s breaks inside a word the segmenter knows', async (locale) => {
    const breaker = await breakerFor(locale);
    const wrong: string[] = [];
    for (const text of seedTexts(locale)) {
      const phrases = breaker(text);
      expect(phrases.join('')).toBe(text);
      const inside = insideKnownWords(text, locale);
      const listed = WORDS[locale].flatMap((word) => [...text.matchAll(new RegExp(word, 'g'))].flatMap((match) => Array.from({ length: word.length - 1 }, (_, offset) => match.index + offset + 1)));
      const bad = breaksOf(phrases).filter((at) => inside.has(at) || listed.includes(at));
      if (bad.length > 0) wrong.push(phrases.join('|'));
    }
    expect(wrong).toEqual([]);
  });

  it.each(CHINESE)('the hand-listed %s words occur in the seed (the list checks something)', (locale) => {
    const all = seedTexts(locale).join('\n');
    expect(WORDS[locale].filter((word) => !all.includes(word))).toEqual([]);
  });

  it('keeps the issue’s cases whole: 渡輪 and 登机箱 / 登機箱', async () => {
    expect((await breakerFor('zh-tw'))('穿梭維港的渡輪')).toEqual(['穿梭', '維港', '的', '渡輪']);
    expect((await breakerFor('zh-cn'))('两周旅行，一只登机箱：轻装出行指南')).toContain('登机箱：');
    expect((await breakerFor('zh-tw'))('兩週旅行，一只登機箱：輕裝出遊指南')).toContain('登機箱：');
  });

  it('never breaks after an opening mark or before a closing one', async () => {
    const breaker = await breakerFor('zh-tw');
    for (const text of seedTexts('zh-tw')) {
      for (const at of breaksOf(breaker(text))) {
        expect(text[at - 1], text).not.toMatch(/[「『（《“]/);
        expect(text[at], text).not.toMatch(/[」』）》”，。、：；！？…—]/);
      }
    }
  });

  it('leaves English alone: no breaker, and a text without Han characters is one phrase', async () => {
    expect(await loadPhraseBreaker('en')).toBeNull();
    expect((await breakerFor('zh-cn'))('iPhone 17 Pro')).toEqual(['iPhone 17 Pro']);
  });
});

describe('phrased texts on the page', () => {
  const title = '兩週旅行，一只登機箱：輕裝出遊指南';

  it('a headline carries <wbr> between its phrases, and reads and copies as written', async () => {
    const store = createTestStore({ locale: 'zh-tw' });
    await store.phrases.load('zh-tw');
    const { container } = renderWithApp(<StoryHeader titleId="t" title={title} standfirst="只帶一個小包旅行比想像中容易" publishedAt="2026-08-02T00:00:00Z" />, {
      locale: 'zh-tw',
      store,
    });
    // (Its accessible name is checked in Chromium, tests/e2e/server.spec.ts: happy-dom gives <wbr> no display,
    // so the name computation here takes it for a block and puts spaces around it.)
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.querySelectorAll('wbr').length).toBe(breaksOf(store.phrases.phrasesOf(title, 'zh-tw') ?? []).length);
    expect(heading.querySelectorAll('wbr').length).toBeGreaterThan(2);
    // What a copy and a screen reader get: the text, with no character added.
    expect(heading.textContent).toBe(title);
    expect(container.innerHTML).not.toMatch(/\u200b/);
  });

  it('an English card is its text as before: no wrapper, no <wbr>', () => {
    const store = createTestStore({ locale: 'en' });
    renderWithApp(<ArticleCard href="/x" title="Two Weeks, One Carry-On" description="Travelling light" />, { store });
    const link = screen.getByRole('link', { name: 'Two Weeks, One Carry-On' });
    expect(link.innerHTML).toBe('Two Weeks, One Carry-On');
  });

  it.each<Locale>(['zh-cn', 'zh-tw'])('hydrates the server’s HTML in %s without a mismatch, before the browser has any segmenter', async (locale) => {
    const text = seed.articles[0]?.data[locale as Chinese].title ?? '';
    const card = <ArticleCard href="/x" title={text} description={seed.articles[0]?.data[locale as Chinese].description ?? ''} />;
    const tree = (store: ReturnType<typeof createTestStore>) => (
      <Router ssrPath="/">
        <AppProviders store={store} locale={locale} messages={MESSAGES[locale]}>
          {card}
        </AppProviders>
      </Router>
    );
    // The server: its segmenter loaded, the texts cut as they render, the phrases handed over with the page.
    const server = createTestStore({ locale });
    await server.phrases.load(locale);
    const html = renderToString(tree(server));
    expect(html).toContain('<wbr/>');
    // The browser: a fresh store that has only the page's phrases.
    const browser = createTestStore({ locale });
    browser.phrases.adopt(locale, server.phrases.rendered(locale));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    act(() => {
      hydrateRoot(container, tree(browser), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // The phrases the server sent are still there after hydration.
    expect(container.querySelectorAll('wbr').length).toBe(html.match(/<wbr\/>/g)?.length);
    container.remove();
  });
});
