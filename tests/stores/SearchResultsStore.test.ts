import { describe, expect, it } from 'vitest';
import { listArticles, search } from '../../contracts/content';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { searchTerms } from '../../contracts/searchMatch';
import { highlightParts } from '../../src/lib/highlightParts';
import { SUGGESTED_STORIES } from '../../src/stores/SearchResultsStore';
import { createTestStore } from '../render';

describe('search results (SPEC §2 /search?query=)', () => {
  it('finds articles and posts in the current locale, and puts the query in the header box', async () => {
    const store = createTestStore({ locale: 'en' });
    await store.searchResults.open('tea', 1);
    const results = store.searchResults.current?.data;
    expect(store.search.query).toBe('tea');
    expect(results?.total).toBeGreaterThan(0);
    expect(results?.hits.length).toBeGreaterThan(0);
    for (const hit of results?.hits ?? []) {
      expect(`${hit.title} ${hit.excerpt}`.toLowerCase()).toContain('tea');
    }
  });

  it('searches in the reader\'s language', async () => {
    const store = createTestStore({ locale: 'zh-tw' });
    await store.searchResults.open('茶', 1, 'zh-tw');
    const hits = store.searchResults.current?.data?.hits ?? [];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => `${hit.title}${hit.excerpt}`.includes('茶'))).toBe(true);
  });

  it('a search that finds nothing has the newest stories ready to suggest; one that finds something does not ask', async () => {
    const found = createTestStore({ locale: 'en' });
    await found.searchResults.open('tea', 1);
    expect(found.searchResults.latest.status).toBe('idle');

    const store = createTestStore({ locale: 'en' });
    await store.searchResults.open('zzqxjv', 1);
    expect(store.searchResults.current?.data?.total).toBe(0);
    const latest = store.searchResults.latest.data ?? [];
    expect(latest).toHaveLength(SUGGESTED_STORIES);
    const times = latest.map((article) => Date.parse(article.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('the suggestions failing leaves the empty result standing', async () => {
    server.use(faultHandler(listArticles, 'serverError'));
    const store = createTestStore({ locale: 'en' });
    await store.searchResults.open('zzqxjv', 1);
    expect(store.searchResults.current?.status).toBe('ready');
    expect(store.searchResults.latest.status).toBe('error');
  });

  it('an empty query asks for one and sends no request', async () => {
    const store = createTestStore();
    await store.searchResults.open('   ', 1);
    expect(store.searchResults.needsQuery).toBe(true);
    expect(store.searchResults.current).toBeNull();
    expect(store.search.query).toBe('   ');
  });

  it('a query with no match is an empty result, not an error', async () => {
    const store = createTestStore();
    await store.searchResults.open('zzqxjv', 1);
    expect(store.searchResults.current?.status).toBe('ready');
    expect(store.searchResults.current?.data?.total).toBe(0);
  });

  it('a 500 or a malformed answer is an error state, and a retry recovers', async () => {
    server.use(faultHandler(search, 'serverError'));
    const store = createTestStore();
    await store.searchResults.open('tea', 1);
    expect(store.searchResults.current?.status).toBe('error');
    server.resetHandlers();
    server.use(faultHandler(search, 'malformed'));
    await store.searchResults.retry();
    expect(store.searchResults.current?.status).toBe('error');
    server.resetHandlers();
    await store.searchResults.retry();
    expect(store.searchResults.current?.status).toBe('ready');
  });

  it('highlights every term, case-insensitively, as plain text parts', () => {
    expect(searchTerms('Tea  house tea')).toEqual(['house', 'tea']);
    expect(highlightParts('The Tea House serves tea.', searchTerms('tea house'))).toEqual([
      { text: 'The ', match: false },
      { text: 'Tea', match: true },
      { text: ' ', match: false },
      { text: 'House', match: true },
      { text: ' serves ', match: false },
      { text: 'tea', match: true },
      { text: '.', match: false },
    ]);
    expect(highlightParts('高山乌龙茶', ['乌龙'])).toEqual([
      { text: '高山', match: false },
      { text: '乌龙', match: true },
      { text: '茶', match: false },
    ]);
    // Markup in a title stays text: it is a part like any other, never parsed.
    expect(highlightParts('<b>tea</b>', ['tea'])).toEqual([
      { text: '<b>', match: false },
      { text: 'tea', match: true },
      { text: '</b>', match: false },
    ]);
    expect(highlightParts('nothing here', [])).toEqual([{ text: 'nothing here', match: false }]);
  });

  it('marks where the server says it matched (across scripts: 台北 typed, 臺北 shown)', () => {
    expect(highlightParts('臺北夜市散步地圖', ['台北'], [{ start: 0, end: 2 }])).toEqual([
      { text: '臺北', match: true },
      { text: '夜市散步地圖', match: false },
    ]);
    // The server found nothing in this text: nothing is marked, even where the client's rule would.
    expect(highlightParts('tea time', ['tea'], [])).toEqual([{ text: 'tea time', match: false }]);
  });

  it('falls back to its own matching when the server’s ranges do not fit the text (malformed data never breaks it)', () => {
    const own = highlightParts('The tea house', ['tea']);
    for (const ranges of [
      [{ start: 4, end: 40 }],
      [{ start: 8, end: 4 }],
      [{ start: 5, end: 5 }],
      [{ start: 4, end: 7 }, { start: 5, end: 9 }],
    ]) {
      expect(highlightParts('The tea house', ['tea'], ranges)).toEqual(own);
    }
  });
});

describe('search highlighting follows the server\'s matching rule', () => {
  const marked = (text: string, query: string) =>
    highlightParts(text, searchTerms(query))
      .filter((part) => part.match)
      .map((part) => part.text);

  it('marks Latin-script terms as whole words, never inside another word', () => {
    expect(marked('Steaming tea instead of teams; the headteacher drinks Tea.', 'tea')).toEqual(['tea', 'Tea']);
    // A plain plural still counts, but only the term itself is marked.
    expect(marked('Two teas and a tea-shop.', 'tea')).toEqual(['tea', 'tea']);
    expect(highlightParts('Two teas', ['tea'])).toEqual([
      { text: 'Two ', match: false },
      { text: 'tea', match: true },
      { text: 's', match: false },
    ]);
    expect(marked('teahouse, steam, team', 'tea')).toEqual([]);
  });

  it('marks Chinese terms anywhere, and Latin words inside Chinese text', () => {
    expect(marked('奶茶店里的乌龙茶', '茶')).toEqual(['茶', '茶']);
    expect(marked('在夜市吃tea蛋', 'tea')).toEqual(['tea']);
  });

  it('every mark in a store\'s results is exactly a searched term', async () => {
    const store = createTestStore({ locale: 'en' });
    await store.searchResults.open('tea', 1);
    const hits = store.searchResults.current?.data?.hits ?? [];
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      const marks = [...store.searchResults.highlight(hit.title), ...store.searchResults.highlight(hit.excerpt)].filter((part) => part.match);
      expect(marks.length, hit.title).toBeGreaterThan(0);
      for (const mark of marks) expect(mark.text.toLowerCase()).toBe('tea');
    }
  });
});
