import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { LOCALES } from '../../../../contracts/common';
import { useStores } from '../../../hooks/StoresContext';
import { filtersFromSearch, searchFromFilters } from '../../../stores/admin/ArticlesListStore';
import { DeskListPage } from '../desk/DeskListPage';
import { DeskTable } from '../desk/DeskTable';
import { useDeskListAddress } from '../desk/useDeskListAddress';
import { ArticleFiltersForm } from './ArticleFiltersForm';
import * as styles from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { ArticleMatch } from './ArticleMatch';
import { StatusBadge } from './StatusBadge';

const texts = defineMessages({
  title: { id: 'admin.articles.title', defaultMessage: 'Articles' },
  noMatch: { id: 'admin.articles.emptyFiltered', defaultMessage: 'No article matches these filters.' },
  noMatchText: { id: 'admin.articles.emptyFilteredText', defaultMessage: 'Change the search or the filters, or show every article.' },
  clear: { id: 'admin.articles.clearFilters', defaultMessage: 'Show all articles' },
  empty: { id: 'admin.articles.empty', defaultMessage: 'No articles yet. Write the first one.' },
  emptyText: { id: 'admin.articles.emptyText', defaultMessage: 'The articles you write show here, drafts and published alike.' },
  count: { id: 'admin.articles.count', defaultMessage: '{total, plural, one {# article} other {# articles}}' },
});

/** /admin/articles: search, filters, the table of articles and its pages; empty and error states as elsewhere. */
export const ArticlesListPage = observer(function ArticlesListPage() {
  const desk = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  useEffect(() => {
    void desk.categories.load();
  }, [desk]);
  const address = useDeskListAddress('/articles', desk.articles, filtersFromSearch, searchFromFilters);
  const sectionName = (id: string) => desk.categories.data?.find((category) => category._id === id)?.data[locale].name ?? id;
  const dateTime = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  // A phone shows each row as a card: its cells name their column (the headers' own words).
  const column = {
    title: intl.formatMessage({ id: 'admin.articles.field.title', defaultMessage: 'Title' }),
    section: intl.formatMessage({ id: 'admin.articles.field.category', defaultMessage: 'Section' }),
    status: intl.formatMessage({ id: 'admin.articles.filter.status', defaultMessage: 'Status' }),
    updated: intl.formatMessage({ id: 'admin.articles.column.updated', defaultMessage: 'Updated' }),
  };
  const newArticle = (
    <Link href="/articles/new" className={styles.primaryLink}>
      <FormattedMessage id="admin.articles.new" defaultMessage="New article" />
    </Link>
  );
  return (
    <DeskListPage
      texts={texts}
      list={desk.articles}
      address={address}
      action={newArticle}
      emptyAction={newArticle}
      items={(page, countId) => (
        <DeskTable labelledBy={countId} wide columns={[column.title, column.section, column.status, column.updated]}>
          {page.items.map((article) => {
            const own = article.data[locale].title;
            const fallback = own ? undefined : LOCALES.find((other) => article.data[other].title);
            return (
              <tr key={article._id}>
                <th scope="row" className={styles.titleCell}>
                  <Link href={`/articles/${article._id}`} lang={fallback}>
                    {own || (fallback && article.data[fallback].title) || intl.formatMessage({ id: 'admin.articles.untitled', defaultMessage: '(untitled)' })}
                  </Link>
                  <span className={styles.alias}>{article.alias}</span>
                  {article.match && <ArticleMatch match={article.match} />}
                </th>
                <td data-label={column.section}>{sectionName(article.category)}</td>
                <td data-label={column.status}>
                  <StatusBadge status={article.status} />
                  {article.publishAt && <span className={styles.when}>{dateTime(article.publishAt)}</span>}
                </td>
                <td data-label={column.updated}>
                  <span className={styles.when}>{dateTime(article.updatedAt)}</span>
                  <span className={styles.by}>{article.updatedBy}</span>
                </td>
              </tr>
            );
          })}
        </DeskTable>
      )}
    >
      <ArticleFiltersForm key={address.search} filters={address.filters} categories={desk.categories.data ?? []} locale={locale} onChange={address.go} />
    </DeskListPage>
  );
});
