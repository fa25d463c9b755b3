/**
 * The comments' order and pages in the address (issue 28 item 3: the conversation works without scripts): what
 * an address asks, and the address of "More comments".
 */
import { describe, expect, it } from 'vitest';
import { conversationHref, conversationQuery, MAX_CONVERSATION_PAGES } from '../../src/lib/conversationQuery';

describe('the conversation in the address', () => {
  it('asks nothing by default: the page’s own first page, newest first', () => {
    expect(conversationQuery('')).toBeNull();
    expect(conversationQuery('?query=tea')).toBeNull();
    expect(conversationQuery('?comments-sort=newest&comments-pages=1')).toBeNull();
  });

  it('reads the order and the pages; unknown orders are newest, pages are whole and bounded', () => {
    expect(conversationQuery('?comments-sort=oldest')).toEqual({ sort: 'oldest', pages: 1 });
    expect(conversationQuery('?comments-sort=liked&comments-pages=3')).toEqual({ sort: 'liked', pages: 3 });
    expect(conversationQuery('?comments-sort=loudest&comments-pages=2.7')).toEqual({ sort: 'newest', pages: 2 });
    expect(conversationQuery('?comments-pages=-4&comments-sort=oldest')).toEqual({ sort: 'oldest', pages: 1 });
    expect(conversationQuery('?comments-pages=9999')).toEqual({ sort: 'newest', pages: MAX_CONVERSATION_PAGES });
  });

  it('"More comments" leads to the next page in the same order, at the comments', () => {
    expect(conversationHref({ sort: 'liked', pages: 2 }, 'comments')).toBe('?comments-sort=liked&comments-pages=2#comments');
    expect(conversationQuery(conversationHref({ sort: 'oldest', pages: 4 }, 'x').split('#')[0] ?? '')).toEqual({ sort: 'oldest', pages: 4 });
  });
});
