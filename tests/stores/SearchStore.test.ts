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

describe('the header box and the results page’s own box (issue 15 item 5: they never overlap)', () => {
  it('on the results page the icon calls the page’s box, its words selected, instead of opening a second one', () => {
    const { search } = createTestStore();
    const leave = search.attachPageBox();
    expect(search.pageBoxShown).toBe(true);
    search.toggle();
    expect(search.open).toBe(false);
    expect(search.pageBoxCall).toEqual({ count: 1, select: true });
    search.toggle();
    expect(search.pageBoxCall.count).toBe(2);
    leave();
    expect(search.pageBoxShown).toBe(false);
    // Elsewhere the icon opens and closes the header's box, as SPEC §4 says.
    search.toggle();
    expect(search.open).toBe(true);
    search.toggle();
    expect(search.open).toBe(false);
    expect(search.pageBoxCall.count).toBe(2);
  });

  it('a header box typed in hands over to the results page’s box when it arrives: caret at the end, typing goes on', () => {
    const { search } = createTestStore();
    search.toggle();
    search.setQuery('night');
    search.attachPageBox();
    expect(search.open).toBe(false);
    expect(search.pageBoxCall).toEqual({ count: 1, select: false });
    expect(search.query).toBe('night');
  });

  it('never in the middle of an input method’s composition: at its end', () => {
    const { search } = createTestStore();
    search.toggle();
    search.setComposing(true);
    search.setQuery('ye');
    search.attachPageBox();
    expect(search.open).toBe(true);
    expect(search.pageBoxCall.count).toBe(0);
    search.setQuery('夜');
    search.setComposing(false);
    expect(search.open).toBe(false);
    expect(search.pageBoxCall).toEqual({ count: 1, select: false });
  });

  it('a composition cut short by closing the box does not hold back a later hand-over', () => {
    const { search } = createTestStore();
    search.toggle();
    search.setComposing(true);
    search.close();
    search.toggle();
    search.attachPageBox();
    expect(search.open).toBe(false);
    expect(search.pageBoxCall.count).toBe(1);
  });

  it('the next results page arriving before the last one leaves keeps the icon on the page’s box', () => {
    const { search } = createTestStore();
    const leaveFirst = search.attachPageBox();
    search.attachPageBox();
    leaveFirst();
    search.toggle();
    expect(search.open).toBe(false);
    expect(search.pageBoxCall).toEqual({ count: 1, select: true });
  });
});
