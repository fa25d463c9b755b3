import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../../src/app/AppProviders';
import { SearchPage } from '../../src/features/search/SearchPage';
import { searchParam } from '../../src/hooks/useSearchParam';
import en from '../../locales/en.json';
import { createTestStore } from '../render';

/** Issue 17: the search query is decoded once, whatever wouter's useSearch() did to it. */
describe('the search query is decoded exactly once', () => {
  it.each([
    ['?query=%3Cb%3E', '<b>'],
    ['?query=%253Cb%253E', '%3Cb%3E'],
    ['?query=100%2525', '100%25'],
    ['?query=a%26b%3Dc', 'a&b=c'],
    ['?query=%E5%A4%9C%E5%B8%82&page=2', '夜市'],
    ['?query=tea+time', 'tea time'],
    ['', ''],
  ])('%s -> %j', (raw, expected) => {
    expect(searchParam(raw, 'query')).toBe(expected);
  });

  it.each([
    // What the header's box sends for a reader who typed each (SearchStore: encodeURIComponent).
    ['<b>', `/en/search?query=${encodeURIComponent('<b>')}`],
    ['%3Cb%3E', `/en/search?query=${encodeURIComponent('%3Cb%3E')}`],
  ])('the results page searches for exactly what was typed: %j', async (typed, path) => {
    const store = createTestStore();
    const { hook, searchHook } = memoryLocation({ path });
    render(
      <Router hook={hook} searchHook={searchHook}>
        <AppProviders store={store} locale="en" messages={en}>
          <SearchPage />
        </AppProviders>
      </Router>,
    );
    await waitFor(() => expect(store.searchResults.query).toBe(typed));
  });
});
