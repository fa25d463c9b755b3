import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Pagination } from '../../components/Pagination';
import { ResourceState } from '../../components/ResourceState';
import { useRawSearch } from '../../hooks/useSearchParam';
import { PageHead } from '../reading/PageHead';
import { withPage } from '../../lib/paging';
import { searchLoader } from './searchLoader';
import { useStores } from '../../hooks/StoresContext';
import { SearchHitItem } from './SearchHitItem';
import { SearchSuggestions } from './SearchSuggestions';
import * as styles from './SearchPage.module.css';

/** SPEC §2 /search?query=: results in the reader's language, terms marked, paged; the header box follows the URL. */
export const SearchPage = observer(function SearchPage() {
  const store = useStores();
  const { searchResults, search, locale } = store;
  const intl = useIntl();
  // The loader parses the raw query string, so the query is decoded once: a reader who typed "%3Cb%3E" searches
  // for exactly that (docs/decisions/027), here and on the server alike.
  const rawSearch = useRawSearch();
  const inputId = useId();
  const field = useRef<HTMLInputElement>(null);
  // This page's box is the search box while it shows: the header's icon brings the reader here, and a header box
  // typed in hands over to it, rather than a second box lying over the heading (docs/decisions/049).
  useEffect(() => search.attachPageBox(), [search]);
  const call = search.pageBoxCall;
  const answered = useRef(call.count);
  useEffect(() => {
    const input = field.current;
    if (call.count === answered.current || !input) return;
    answered.current = call.count;
    input.focus();
    if (call.select) input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
  }, [call]);
  // The locale is a dependency: a language switch searches again in the new one.
  useEffect(() => void searchLoader.load(store, { params: {}, search: rawSearch }), [store, rawSearch, locale]);

  const resource = searchResults.current;
  const title = searchResults.needsQuery
    ? intl.formatMessage({ id: 'search.title', defaultMessage: 'Search' })
    : intl.formatMessage({ id: 'search.titleFor', defaultMessage: 'Search: {query}' }, { query: searchResults.query });

  return (
    <div className={styles.page}>
      <PageHead title={title} />
      <header className={styles.header}>
        <h1 className={styles.title}>
          {searchResults.needsQuery ? (
            <FormattedMessage id="search.title" defaultMessage="Search" />
          ) : (
            <FormattedMessage
              id="search.resultsFor"
              defaultMessage="Results for “{query}”"
              values={{ query: searchResults.query }}
            />
          )}
        </h1>
        <form
          className={styles.form}
          role="search"
          aria-label={intl.formatMessage({ id: 'search.form', defaultMessage: 'Search the magazine' })}
          onSubmit={(event) => {
            event.preventDefault();
            search.submit();
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            <FormattedMessage id="search.field" defaultMessage="Words to look for" />
          </label>
          <input
            ref={field}
            id={inputId}
            type="search"
            className={styles.input}
            value={search.query}
            onChange={(event) => search.setQuery(event.target.value)}
            placeholder={intl.formatMessage({ id: 'search.placeholder', defaultMessage: 'Search articles and posts…' })}
            enterKeyHint="search"
          />
          <button type="submit" className={styles.submit}>
            <FormattedMessage id="search.submit" defaultMessage="Search" />
          </button>
        </form>
      </header>
      {searchResults.needsQuery ? (
        <p className={styles.prompt}>
          <FormattedMessage
            id="search.prompt"
            defaultMessage="Type a word or two above to search every article and community post."
          />
        </p>
      ) : (
        <ResourceState skeleton="cards" resource={resource} onRetry={() => void searchResults.retry()}>
          {(results) =>
            results.total === 0 ? (
              <SearchSuggestions query={results.query} />
            ) : (
            <>
              <p className={styles.count} role="status">
                <FormattedMessage
                  id="search.count"
                  defaultMessage="{count, plural, one {# result} other {# results}}"
                  values={{ count: results.total }}
                />
              </p>
              <ol
                className={styles.hits}
                aria-label={intl.formatMessage({ id: 'search.results', defaultMessage: 'Search results' })}
              >
                {results.hits.map((hit) => (
                  <SearchHitItem key={`${hit.kind}:${hit._id}`} hit={hit} />
                ))}
              </ol>
              <Pagination
                page={results.page}
                pageCount={results.pageCount}
                hrefFor={(n) => withPage('/search', n, { query: searchResults.query })}
              />
            </>
            )
          }
        </ResourceState>
      )}
    </div>
  );
});
