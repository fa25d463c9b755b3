/**
 * Search looks stories up in its index (src/rules/searchIndex.ts) before the matcher decides: the index may find
 * more than matches, never less. Here the search as readers call it answers exactly what the same matcher
 * answers reading every story, for words, plurals, both Chinese scripts, single characters, mixed terms,
 * punctuation, text copied from a page (where the spaces markup left are tidied away) and words found nowhere.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../contracts/common';
import { search, type SearchHit } from '../contracts/content';
import { searchTerms } from '../contracts/searchMatch';
import { db } from '../mocks/db';
import { mockPorts } from '../mocks/ports';
import { seed } from '../mocks/seed/data';
import { publicArticleDocs } from '../src/rules/articleRows';
import { searchPage, storyOfArticle, storyOfPost, type SearchableStory } from '../src/rules/content';
import type { StoredPost } from '../src/rules/documents';
import { reindexStory, searchFieldsOf, stripHtml } from '../src/rules/searchIndex';
import { callEndpoint } from './contracts/http';

const BASE = 'http://127.0.0.1';
const PAGE_SIZE = 50;

const QUERIES = [
  // English words, plurals, prefixes that are not words, several terms.
  'tea',
  'teas',
  'the',
  'market',
  'markets',
  'night markets',
  'Taipei',
  'city',
  'cities',
  'AI',
  'chips',
  'chip',
  'te',
  'U.S.',
  "Taipei's",
  'tea house',
  // Chinese in both scripts and their variants; single characters; mixed with Latin.
  '台北',
  '臺北',
  '台湾',
  '臺灣',
  '夜市',
  '茶',
  '夜',
  '的',
  '臺',
  'AI芯片',
  '芯片',
  'ai晶片',
  '5G',
  '台北 夜市',
  // Punctuation only, and punctuation beside words.
  '...',
  '—',
  '。',
  '，',
  '“',
  '!?',
  '(tea)',
  'tea,',
  // Found nowhere.
  'zzyzx',
  '𠮷',
  '鑫鑫鑫',
];

/** Every page of what the search endpoint answers. */
async function searched(query: string, locale: Locale): Promise<{ total: number; items: SearchHit[] }> {
  const items: SearchHit[] = [];
  let total = 0;
  for (let page = 1; page === 1 || items.length < total; page += 1) {
    const reply = await callEndpoint(BASE, search, { query: { query, locale, page, pageSize: PAGE_SIZE } });
    expect(reply.status, `${locale} ${query}`).toBe(200);
    const body = reply.json as { total: number; items: SearchHit[] };
    total = body.total;
    items.push(...body.items);
    if (body.items.length === 0) break;
  }
  return { total, items };
}

/** What the matcher finds reading every story a reader may see, as search read them before it had an index. */
async function scanned(query: string, locale: Locale): Promise<{ total: number; items: SearchHit[] }> {
  const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const stories: SearchableStory[] = [
    ...byId(await publicArticleDocs(mockPorts, locale)).map(storyOfArticle),
    ...byId(await mockPorts.store.find('post')).map(storyOfPost),
  ];
  const terms = searchTerms(query);
  if (terms.length === 0) return { total: 0, items: [] };
  const all = searchPage(stories, locale, terms, 1, Number.MAX_SAFE_INTEGER);
  return { total: all.total, items: all.items };
}

/**
 * Text a reader may copy from a page: a few characters either side of a place where the tidied text runs a
 * Chinese sentence on without the space the markup left ("路。这是"), which the raw text does not have.
 */
function copiedAcrossTidiedSpaces(locale: Locale, count: number): string[] {
  const found = new Set<string>();
  for (const story of [...seed.articles, ...seed.posts]) {
    const text = story.data[locale];
    if (!text) continue;
    const raw = stripHtml(text.content);
    const { body } = searchFieldsOf(text);
    for (const match of raw.matchAll(/(\p{Script=Han})([。，？！])\s+(\p{Script=Han}{2})/gu)) {
      const joined = `${match[1] ?? ''}${match[2] ?? ''}${match[3] ?? ''}`;
      if (body.includes(joined)) found.add(joined);
      if (found.size >= count) return [...found];
    }
  }
  return [...found];
}

async function expectIndexedEqualsScanned(queries: readonly string[], locales: readonly Locale[] = LOCALES) {
  let matched = 0;
  for (const locale of locales) {
    for (const query of queries) {
      const indexed = await searched(query, locale);
      const everything = await scanned(query, locale);
      expect(indexed, `${locale} "${query}"`).toEqual(everything);
      matched += everything.total;
    }
  }
  // Not a comparison of nothing with nothing.
  expect(matched).toBeGreaterThan(0);
}

describe('search through its index', () => {
  it('answers what a full scan with the same matcher answers, for every kind of query', async () => {
    await expectIndexedEqualsScanned(QUERIES);
  });

  it('finds text copied from a page, across the spaces tidied out of Chinese sentences', async () => {
    for (const locale of ['zh-cn', 'zh-tw'] as const) {
      const copied = copiedAcrossTidiedSpaces(locale, 6);
      expect(copied.length, locale).toBeGreaterThan(0);
      await expectIndexedEqualsScanned(copied, [locale]);
      for (const query of copied) expect((await searched(query, locale)).total, `${locale} ${query}`).toBeGreaterThan(0);
    }
  });

  it('keeps finding words beside letters beyond 16 bits, full-width letters and tidied punctuation', async () => {
    // A post written to trip the tokens up, indexed as the rules index a story.
    const [model] = seed.posts;
    if (!model) throw new Error('the seed has no post');
    const edition = (title: string, content: string) => ({ ...model.data.en, title, description: 'Odd text', content });
    const post: StoredPost = {
      ...model,
      _id: 'post_tokens',
      slug: 'odd-tokens',
      data: {
        en: edition('Odd tokens', '<p>𝐀pple and 𝐁anana, a "quoted" word.</p>'),
        'zh-cn': edition('奇怪的字', '<p>台北 ＡＩ芯片。</p><p>尽兴。 走进</p><p>𠮷野家</p>'),
        'zh-tw': edition('奇怪的字', '<p>臺北 ＡＩ晶片。</p><p>盡興。 走進</p><p>𠮷野家</p>'),
      },
    };
    db.post.create({ id: post._id, slug: post.slug, categoryId: 'cat_world', subcategoryId: '', publishedAt: post.publishedAt, baseLikes: 0, doc: JSON.stringify(post) });
    await mockPorts.store.transaction((tx) => reindexStory(tx, 'post', post._id, post.data));

    const queries = ['pple', 'anana', 'quoted', '北ａｉ', 'ＡＩ芯片', '北ＡＩ', '兴。走', '興。走進', '尽兴。走进', '𠮷野', '野家'];
    await expectIndexedEqualsScanned(queries);
    for (const [locale, query] of [['en', 'pple'], ['zh-cn', '北ＡＩ'], ['zh-cn', '兴。走'], ['zh-tw', '盡興。走進'], ['zh-cn', '𠮷野']] as const) {
      expect((await searched(query, locale)).items.map((hit) => hit._id), `${locale} ${query}`).toContain('post_tokens');
    }
  });
});
