import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../hooks/StoresContext';
import * as styles from './Header.module.css';

/** SPEC §2/§4: opens on the icon, closes on an outside click (and Esc); the query goes to /search as it is typed. */
export const SearchBox = observer(function SearchBox() {
  const { search, locale } = useStores();
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (!search.open) return undefined;
    input.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) search.close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [search, search.open]);

  const label = intl.formatMessage({ id: 'header.search.label', defaultMessage: 'Search articles and posts' });
  return (
    <div ref={box} className={styles.search} role="search">
      <button
        type="button"
        className={styles.iconButton}
        aria-expanded={search.open}
        aria-controls={id}
        aria-label={search.open ? intl.formatMessage({ id: 'header.search.close', defaultMessage: 'Close search' }) : label}
        onClick={() => search.toggle()}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <form
        id={id}
        className={styles.searchForm}
        hidden={!search.open}
        // The page the store goes to (SearchStore.push), also as the form's own: a named field in a real form.
        action={`/${locale}/search`}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <input
          ref={input}
          type="search"
          name="query"
          className={styles.searchInput}
          value={search.query}
          onChange={(event) => search.setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') search.close();
          }}
          onCompositionStart={() => search.setComposing(true)}
          onCompositionEnd={() => search.setComposing(false)}
          aria-label={label}
          placeholder={intl.formatMessage({ id: 'header.search.placeholder', defaultMessage: 'Search…' })}
          enterKeyHint="search"
        />
      </form>
    </div>
  );
});
