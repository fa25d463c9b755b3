import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { Pagination } from '../../../components/Pagination';
import { ResourceState } from '../../../components/ResourceState';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { readerFiltersFromSearch, searchFromReaderFilters } from '../../../stores/admin/ReadersStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskEmptyList } from '../desk/DeskEmptyList';
import { DeskPage } from '../desk/DeskPage';
import { DeskOutcome } from '../desk/DeskOutcome';
import { BlockReaderDialog } from '../desk/BlockReaderDialog';
import { ReaderFiltersForm } from './ReaderFiltersForm';
import { ReaderRow } from './ReaderRow';
import { readerOutcomeTexts } from './readerMessages';

/**
 * /admin/readers: every reader's account, newest first; search, the state filter and paging live in the address.
 * An address is confirmed by hand; a reader is blocked with a reason, or unblocked, after the editor confirms.
 */
export const ReadersPage = observer(function ReadersPage() {
  const { readers } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const countId = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  useDocumentTitle(intl.formatMessage({ id: 'admin.readers.title', defaultMessage: 'Readers' }), config.product.name[locale]);
  useEffect(() => {
    void readers.show(readerFiltersFromSearch(search));
  }, [readers, search]);
  const filters = readerFiltersFromSearch(search);
  const [success, error] = readerOutcomeTexts(intl, readers.outcome);
  // A phone shows each row as a card: its cells name their column (the headers' own words).
  const columns = {
    state: intl.formatMessage({ id: 'admin.readers.column.state', defaultMessage: 'Account' }),
    comments: intl.formatMessage({ id: 'admin.readers.column.comments', defaultMessage: 'Comments' }),
    since: intl.formatMessage({ id: 'admin.readers.column.since', defaultMessage: 'Joined' }),
    actions: intl.formatMessage({ id: 'admin.readers.column.actions', defaultMessage: 'Actions' }),
  };
  return (
    <DeskPage title={<FormattedMessage id="admin.readers.title" defaultMessage="Readers" />}>
      <ReaderFiltersForm key={search} filters={filters} onChange={(next) => navigate(`/readers${searchFromReaderFilters(next)}`)} />
      <DeskOutcome success={success} error={error} />
      <ResourceState resource={readers.results} onRetry={() => void readers.refresh()} skeleton="cards">
        {(page) =>
          page.items.length === 0 ? (
            <DeskEmptyList
              filtered={readers.filtered}
              noMatch={{
                title: <FormattedMessage id="admin.readers.emptyFiltered" defaultMessage="No reader matches these filters." />,
                text: <FormattedMessage id="admin.readers.emptyFilteredText" defaultMessage="Change the search or the filter, or show every reader." />,
                clear: { href: '/readers', label: <FormattedMessage id="admin.readers.clearFilters" defaultMessage="Show every reader" /> },
              }}
              empty={{
                title: <FormattedMessage id="admin.readers.empty" defaultMessage="Nobody has signed up yet." />,
                text: <FormattedMessage id="admin.readers.emptyText" defaultMessage="Readers who make an account show here, newest first." />,
              }}
            />
          ) : (
            <>
              <p id={countId} className={desk.count} aria-live="polite">
                <FormattedMessage id="admin.readers.count" defaultMessage="{total, plural, one {# reader} other {# readers}}" values={{ total: page.total }} />
              </p>
              <div className={desk.tableWrap} role="region" tabIndex={0} aria-labelledby={countId}>
                <table className={`${desk.table} ${desk.wideTable} ${desk.stacked}`}>
                  <thead>
                    <tr>
                      <th scope="col">{intl.formatMessage({ id: 'admin.readers.column.reader', defaultMessage: 'Reader' })}</th>
                      <th scope="col">{columns.state}</th>
                      <th scope="col">{columns.comments}</th>
                      <th scope="col">{columns.since}</th>
                      <th scope="col">{columns.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((reader) => (
                      <ReaderRow
                        key={reader._id}
                        reader={reader}
                        locale={locale}
                        columns={columns}
                        busy={readers.pending === reader._id}
                        onVerify={(one) => void readers.verify(one)}
                        onAsk={(one, action) => readers.ask(one, action)}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination page={page.page} pageCount={page.pageCount} hrefFor={(number) => `/readers${searchFromReaderFilters({ ...filters, page: number })}`} />
            </>
          )
        }
      </ResourceState>
      <BlockReaderDialog blocking={readers.blocking} />
    </DeskPage>
  );
});
