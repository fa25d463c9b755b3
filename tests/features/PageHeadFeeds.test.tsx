import { act, render, waitFor } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import type { Category, Subcategory } from '../../contracts/content';
import { fixtures } from '../../mocks/seed/fixtures';
import { AppProviders } from '../../src/app/AppProviders';
import { CategoryPage } from '../../src/features/category/CategoryPage';
import { PageHead } from '../../src/features/reading/PageHead';
import { FEED_FORMATS, feedPath } from '../../src/lib/feedPaths';
import { createTestStore, MESSAGES } from '../render';

/** The feeds the document's head names now, as `type path`. */
function headFeeds(): string[] {
  return [...document.head.querySelectorAll('link[rel="alternate"][type]')].map(
    (link) => `${link.getAttribute('type')} ${new URL(link.getAttribute('href') ?? '', 'http://x').pathname}`,
  );
}

describe('the feed links in the head', () => {
  it('follow client-side navigation: a section’s feeds come with its page and go with it', async () => {
    const store = createTestStore({ locale: 'zh-tw' });
    const section = fixtures.articleSection;
    const sub = section.subcategories[0];
    if (!sub) throw new Error('the section has no subsection');
    const { hook, navigate } = memoryLocation({ path: `/categories/${section.data.en.alias}` });
    render(
      <Router hook={hook}>
        <AppProviders
          store={store}
          locale="zh-tw"
          messages={MESSAGES['zh-tw']}
          onMissingMessage={(id) => {
            throw new Error(`Message '${id}' is missing from locales/zh-tw.json`);
          }}
        >
          <Switch>
            <Route path="/categories/:slug/:subcategory?" component={CategoryPage} />
            <Route path="/">
              <PageHead title="" />
            </Route>
          </Switch>
        </AppProviders>
      </Router>,
    );
    const both = (category?: Category, subcategory?: Subcategory) =>
      (['rss', 'atom'] as const).map((format) => `${FEED_FORMATS[format].contentType} ${feedPath('zh-tw', format, category, subcategory)}`);
    const locale = both();
    await waitFor(() => expect(headFeeds()).toEqual([...locale, ...both(section)]));

    act(() => navigate(`/categories/${section.data.en.alias}/${sub.data.en.alias}`));
    await waitFor(() => expect(headFeeds()).toEqual([...locale, ...both(section, sub)]));

    act(() => navigate('/'));
    await waitFor(() => expect(headFeeds()).toEqual(locale));
  });
});
