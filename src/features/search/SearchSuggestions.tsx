import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import * as chips from '../../components/Chips.module.css';
import { SummaryCard } from '../../components/SummaryCard';
import { useStores } from '../../hooks/StoresContext';
import { categoryPath } from '../../lib/paths';
import * as styles from './SearchPage.module.css';

/**
 * A search that found nothing is no dead end: it says so, suggests other words, and offers the sections and the
 * newest stories. Each part shows only once it has something in it (a failed suggestion list is simply left out).
 */
export const SearchSuggestions = observer(function SearchSuggestions({ query }: { readonly query: string }) {
  const { content, searchResults, locale } = useStores();
  const ids = { title: useId(), sections: useId(), latest: useId() };
  const sections = content.categories.data ?? [];
  const latest = searchResults.latest.data ?? [];
  return (
    <section className={styles.noResults} aria-labelledby={ids.title}>
      <h2 id={ids.title} className={styles.noResultsTitle}>
        <FormattedMessage id="search.noResults" defaultMessage="No results for “{query}”" values={{ query }} />
      </h2>
      <p className={styles.prompt}>
        <FormattedMessage
          id="search.noResults.hint"
          defaultMessage="Try other or fewer words, or check the spelling. Or start from a section or the latest stories."
        />
      </p>
      {sections.length > 0 && (
        <nav aria-labelledby={ids.sections}>
          <h3 id={ids.sections} className={styles.suggestTitle}>
            <FormattedMessage id="search.suggest.sections" defaultMessage="Browse a section" />
          </h3>
          <ul className={chips.chips}>
            {sections.map((category) => (
              <li key={category._id}>
                <Link href={categoryPath(category, locale)} className={chips.chip}>
                  {category.data[locale].name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {latest.length > 0 && (
        <section aria-labelledby={ids.latest}>
          <h3 id={ids.latest} className={styles.suggestTitle}>
            <FormattedMessage id="search.suggest.latest" defaultMessage="Latest stories" />
          </h3>
          <ul className={styles.latest}>
            {latest.map((article) => (
              <li key={article._id}>
                <SummaryCard layout="compact" article={article} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
});
