import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordingNavigation } from '../../src/lib/navigation';
import { SEARCH_DEBOUNCE_MS } from '../../src/stores/SearchStore';
import { createTestStore } from '../render';

describe('the header search box (SPEC §4: the query goes to /search, debounced)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes the query once the reader pauses', () => {
    const navigation = new RecordingNavigation('/en/');
    const store = createTestStore({ navigation });
    store.search.setQuery('tea');
    store.search.setQuery('tea house');
    expect(navigation.visits).toEqual([]);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(navigation.visits).toEqual([{ kind: 'go', path: '/en/search?query=tea%20house' }]);
  });

  it('keeps what the reader typed after a push when the results page echoes the pushed URL back', () => {
    const navigation = new RecordingNavigation('/en/');
    const store = createTestStore({ navigation });
    store.search.setQuery('night-');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    // The results page is still loading; the reader types on.
    store.search.setQuery('night-mar');
    store.search.syncFromUrl('night-');
    expect(store.search.query).toBe('night-mar');
    store.search.setQuery('night-market');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(navigation.visits.at(-1)).toEqual({ kind: 'go', path: '/en/search?query=night-market' });
  });

  it('follows any other URL: a link, back and forward, a reload', () => {
    const store = createTestStore();
    store.search.syncFromUrl('tea');
    expect(store.search.query).toBe('tea');
    store.search.setQuery('tea house');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    store.search.syncFromUrl('tea house');
    // Back to the previous results: the box shows their query again.
    store.search.syncFromUrl('tea');
    expect(store.search.query).toBe('tea');
  });
});
