import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { Pagination } from '../../../components/Pagination';
import { ResourceState } from '../../../components/ResourceState';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { searchFromWriterFilters, writerFiltersFromSearch } from '../../../stores/admin/WritersStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskEmptyList } from '../desk/DeskEmptyList';
import { DeskFilters } from '../desk/DeskFilters';
import { DeskPage } from '../desk/DeskPage';
import { DeleteWriterDialog } from './DeleteWriterDialog';
import { WriterRow } from './WriterRow';
import { writersOutcomeTexts } from './writerMessages';

/**
 * /admin/writers: the magazine's writers in the newsroom's order, searched by name (either script), page address or
 * e-mail; each opens in the editor. A writer without articles is deleted after the editor confirms; one with
 * articles is made inactive instead.
 */
export const WritersPage = observer(function WritersPage() {
  const { writers } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const countId = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  useDocumentTitle(intl.formatMessage({ id: 'admin.writers.title', defaultMessage: 'Writers' }), config.product.name[locale]);
  useEffect(() => {
    writers.setNameLocale(locale);
    void writers.show(writerFiltersFromSearch(search));
  }, [writers, search, locale]);
  const filters = writerFiltersFromSearch(search);
  const [success, error] = writersOutcomeTexts(intl, writers.outcome);
  const columns = {
    state: intl.formatMessage({ id: 'admin.writers.column.state', defaultMessage: 'State' }),
    articles: intl.formatMessage({ id: 'admin.writers.column.articles', defaultMessage: 'Articles' }),
    actions: intl.formatMessage({ id: 'admin.writers.column.actions', defaultMessage: 'Actions' }),
  };
  return (
    <DeskPage
      title={<FormattedMessage id="admin.writers.title" defaultMessage="Writers" />}
      action={
        <Link href="/writers/new" className={desk.primaryLink}>
          <FormattedMessage id="admin.writers.new" defaultMessage="New writer" />
        </Link>
      }
    >
      <DeskFilters
        key={search}
        filters={filters}
        onChange={(next) => navigate(`/writers${searchFromWriterFilters(next)}`)}
        searchLabel={<FormattedMessage id="admin.writers.filter.query" defaultMessage="Search names, page addresses and e-mails" />}
      >
        {() => null}
      </DeskFilters>
      <div className={desk.messages}>
        {error && (
          <p className={desk.errorMessage} role="alert">
            {error}
          </p>
        )}
        <p className={desk.successMessage} role="status">
          {success}
        </p>
      </div>
      <ResourceState resource={writers.results} onRetry={() => void writers.refresh()} skeleton="cards">
        {(page) =>
          page.items.length === 0 ? (
            <DeskEmptyList
              filtered={writers.filtered}
              noMatch={{
                title: <FormattedMessage id="admin.writers.emptyFiltered" defaultMessage="No writer matches this search." />,
                text: <FormattedMessage id="admin.writers.emptyFilteredText" defaultMessage="Change the search, or show every writer." />,
                clear: { href: '/writers', label: <FormattedMessage id="admin.writers.clearFilters" defaultMessage="Show every writer" /> },
              }}
              empty={{
                title: <FormattedMessage id="admin.writers.empty" defaultMessage="No writers yet." />,
                text: <FormattedMessage id="admin.writers.emptyText" defaultMessage="Add the first one: every article needs a byline." />,
              }}
            />
          ) : (
            <>
              <p id={countId} className={desk.count} aria-live="polite">
                <FormattedMessage id="admin.writers.count" defaultMessage="{total, plural, one {# writer} other {# writers}}" values={{ total: page.total }} />
              </p>
              <div className={desk.tableWrap} role="region" tabIndex={0} aria-labelledby={countId}>
                <table className={`${desk.table} ${desk.stacked}`}>
                  <thead>
                    <tr>
                      <th scope="col">{intl.formatMessage({ id: 'admin.writers.column.writer', defaultMessage: 'Writer' })}</th>
                      <th scope="col">{columns.state}</th>
                      <th scope="col">{columns.articles}</th>
                      <th scope="col">{columns.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((writer) => (
                      <WriterRow key={writer._id} writer={writer} locale={locale} columns={columns} onDelete={(one) => writers.askDelete(one)} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination page={page.page} pageCount={page.pageCount} hrefFor={(number) => `/writers${searchFromWriterFilters({ ...filters, page: number })}`} />
            </>
          )
        }
      </ResourceState>
      <DeleteWriterDialog writers={writers} locale={locale} />
    </DeskPage>
  );
});
