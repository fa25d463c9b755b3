/**
 * The search rule (src/rules/content.ts), as the client calls it: whole-word matching for Latin
 * script, substrings for Chinese, excerpts cut at word edges around the match, title matches ranked first.
 */
import { describe, expect, it } from 'vitest';
import { textIn } from '../contracts/editions';
import type { Locale } from '../contracts/common';
import type { SearchHit } from '../contracts/content';
import { docOf, type StoredArticle, type StoredPost } from '../src/rules/documents';
import { search } from '../src/api/content';
import { findMatches } from '../contracts/searchMatch';
import { createTestStore } from './render';
import { stored } from './storeReads';

async function hitsFor(query: string, locale: Locale): Promise<SearchHit[]> {
  const result = await search(createTestStore({ locale }).api, { query, locale, page: 1, pageSize: 50 });
  return result.items;
}

/** A hit's own texts from the seed, with markup stripped (enough to tell where a match is). */
async function sourceOf(hit: SearchHit, locale: Locale): Promise<{ title: string; description: string; body: string }> {
  const doc = hit.kind === 'article'
    ? (await stored.find('article', { doc: { not: '' } })).map((row) => docOf<StoredArticle>(row)).find((row) => row._id === hit._id)
    : (await stored.find('post')).map((row) => docOf<StoredPost>(row)).find((row) => row._id === hit._id);
  if (!doc) throw new Error(`no seed row for ${hit._id}`);
  const text = textIn(doc.data, locale);
  const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return { title: text.title, description: plain(text.description), body: plain(text.content) };
}

const TEA_AS_WORD = /(?<![\p{L}\p{N}])tea(?:s|es)?(?![\p{L}\p{N}])/iu;

describe('mock search handler', () => {
  it('matches Latin-script terms as whole words only ("tea" is not in steaming, instead, headteacher, teams)', async () => {
    const hits = await hitsFor('tea', 'en');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      const source = await sourceOf(hit, 'en');
      expect(TEA_AS_WORD.test(`${source.title} ${source.description} ${source.body}`), hit.title).toBe(true);
      // The excerpt shows the match itself when it is not only in the title.
      if (!TEA_AS_WORD.test(hit.title)) expect(hit.excerpt).toMatch(TEA_AS_WORD);
    }
    // Documents where "tea" occurs only inside other words are not found.
    const insideOnly = (await stored.find('article', { doc: { not: '' } }))
      .map((row) => docOf<StoredArticle>(row))
      .filter((doc) => {
        const all = `${textIn(doc.data, 'en').title} ${textIn(doc.data, 'en').description} ${textIn(doc.data, 'en').content}`;
        return /tea/i.test(all) && !TEA_AS_WORD.test(all);
      });
    expect(insideOnly.length).toBeGreaterThan(0);
    const found = new Set(hits.map((hit) => hit._id));
    for (const doc of insideOnly) expect(found.has(doc._id), textIn(doc.data, 'en').title).toBe(false);
  });

  it('matches Chinese terms as substrings', async () => {
    for (const locale of ['zh-cn', 'zh-tw'] as const) {
      const hits = await hitsFor('茶', locale);
      expect(hits.length).toBeGreaterThan(0);
      // 奶茶, 乌龙茶, 茶馆: the character inside a longer word is still found and shown.
      for (const hit of hits) expect(`${hit.title}${hit.excerpt}`).toContain('茶');
    }
  });

  it('cuts Latin excerpts at word edges, around the match, with a clean ellipsis', async () => {
    const hits = [...(await hitsFor('tea', 'en')), ...(await hitsFor('the', 'en'))];
    expect(hits.some((hit) => hit.excerpt.startsWith('…'))).toBe(true);
    expect(hits.some((hit) => hit.excerpt.endsWith('…'))).toBe(true);
    for (const hit of hits) {
      const source = await sourceOf(hit, 'en');
      const context = `${source.description} ${source.body}`;
      const core = hit.excerpt.replace(/^…/, '').replace(/…$/, '');
      const at = context.indexOf(core);
      expect(at, hit.excerpt).toBeGreaterThanOrEqual(0);
      // Neither end splits a word ("…nd spent").
      expect(context[at - 1] ?? ' ', hit.excerpt).not.toMatch(/\p{L}/u);
      expect(context[at + core.length] ?? ' ', hit.excerpt).not.toMatch(/\p{L}/u);
      // No space or doubled punctuation beside the ellipsis ("art.…", "betting …", "… and").
      expect(hit.excerpt, hit.excerpt).not.toMatch(/[\s.,;:!?]…$/u);
      expect(hit.excerpt, hit.excerpt).not.toMatch(/^…[\s.,;:!?]/u);
    }
  });

  it('never joins Chinese sentences with a Latin space and keeps the match in the excerpt', async () => {
    for (const [locale, query] of [['zh-cn', '茶'], ['zh-tw', '茶'], ['zh-tw', '夜市']] as const) {
      const hits = await hitsFor(query, locale);
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) {
        expect(hit.excerpt, hit.excerpt).not.toMatch(/[。！？；，、：”」]\s/u);
        expect(hit.excerpt, hit.excerpt).not.toMatch(/[。！？；，、：]…$/u);
        if (!hit.title.includes(query)) expect(hit.excerpt).toContain(query);
      }
    }
  });

  it('ranks title matches first, then description matches, then body matches', async () => {
    for (const [locale, query] of [['en', 'tea'], ['en', 'the'], ['zh-cn', '茶'], ['zh-tw', '茶']] as const) {
      const hits = await hitsFor(query, locale);
      const tiers = await Promise.all(
        hits.map(async (hit) => {
          const source = await sourceOf(hit, locale);
          if (findMatches(source.title, [query]).length > 0) return 2;
          return findMatches(source.description, [query]).length > 0 ? 1 : 0;
        }),
      );
      expect(new Set(tiers).size, `${locale} ${query}`).toBeGreaterThan(1);
      expect(tiers, `${locale} ${query}`).toEqual([...tiers].sort((a, b) => b - a));
    }
  });

  it('finds a story whichever script or variant the reader types: 台北 and 臺北 on zh-tw, 台湾 and 臺灣 on zh-cn', async () => {
    const ids = async (query: string, locale: Locale) => (await hitsFor(query, locale)).map((hit) => hit._id).sort();
    const written = await ids('臺北', 'zh-tw');
    expect(written.length).toBeGreaterThan(0);
    expect(await ids('台北', 'zh-tw')).toEqual(written);
    // Typed in Simplified on the Traditional edition, and in Traditional on the Simplified one.
    expect(await ids('台北', 'zh-cn')).toEqual(await ids('臺北', 'zh-cn'));
    expect(await ids('夜市', 'zh-tw')).toEqual(await ids('夜市', 'zh-cn'));
    expect((await ids('臺灣', 'zh-cn')).length).toBeGreaterThan(0);
    expect(await ids('臺灣', 'zh-cn')).toEqual(await ids('台湾', 'zh-cn'));
  });

  it('tells the client where the title and excerpt matched, as written: 台北 marks 臺北', async () => {
    const hits = await hitsFor('台北', 'zh-tw');
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      const marked = [
        ...(hit.highlights?.title ?? []).map(({ start, end }) => hit.title.slice(start, end)),
        ...(hit.highlights?.excerpt ?? []).map(({ start, end }) => hit.excerpt.slice(start, end)),
      ];
      expect(marked.length, hit.title).toBeGreaterThan(0);
      for (const text of marked) expect(['台北', '臺北']).toContain(text);
    }
    // The highlight marks the words as the page shows them, not as the reader typed them.
    expect(hits.some((hit) => (hit.highlights?.title ?? []).some(({ start, end }) => hit.title.slice(start, end) === '臺北'))).toBe(true);
  });
});
