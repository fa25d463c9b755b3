import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/Button';
import { Pagination } from '../../../components/Pagination';
import { ResourceState } from '../../../components/ResourceState';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { searchFromSubscriberFilters, subscriberFiltersFromSearch } from '../../../stores/admin/SubscribersStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskEmptyList } from '../desk/DeskEmptyList';
import { DeskPage } from '../desk/DeskPage';
import { DeskOutcome } from '../desk/DeskOutcome';
import { EditionCounts } from './EditionCounts';
import { NewslettersTabs } from './NewslettersTabs';
import * as styles from './Newsletters.module.css';
import { outcomeTexts } from './newsletterMessages';
import { SubscriberFiltersForm } from './SubscriberFiltersForm';
import { SubscriberRow } from './SubscriberRow';
import { UnsubscribeDialog } from './UnsubscribeDialog';

/**
 * /admin/newsletters: who receives each edition's newsletter, newest first; search, the edition and confirmation
 * filters and paging live in the address. What the filters select is saved as a CSV file; a row is unsubscribed
 * after the editor confirms.
 */
export const SubscribersPage = observer(function SubscribersPage() {
  const { subscribers } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const countId = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  useDocumentTitle(intl.formatMessage({ id: 'admin.newsletters.title', defaultMessage: 'Newsletter subscribers' }), config.product.name[locale]);
  useEffect(() => {
    void subscribers.show(subscriberFiltersFromSearch(search));
  }, [subscribers, search]);
  const filters = subscriberFiltersFromSearch(search);
  const [success, error] = outcomeTexts(intl, subscribers.outcome);
  // A phone shows each row as a card: its cells name their column (the headers' own words).
  const columns = {
    edition: intl.formatMessage({ id: 'admin.newsletters.column.edition', defaultMessage: 'Edition' }),
    state: intl.formatMessage({ id: 'admin.newsletters.column.state', defaultMessage: 'Confirmation' }),
    source: intl.formatMessage({ id: 'admin.newsletters.column.source', defaultMessage: 'Subscribed through' }),
    since: intl.formatMessage({ id: 'admin.newsletters.column.since', defaultMessage: 'Since' }),
    actions: intl.formatMessage({ id: 'admin.newsletters.column.actions', defaultMessage: 'Actions' }),
  };
  return (
    <DeskPage title={<FormattedMessage id="admin.newsletters.title" defaultMessage="Newsletter subscribers" />}>
      <NewslettersTabs />
      <SubscriberFiltersForm key={search} filters={filters} onChange={(next) => navigate(`/newsletters${searchFromSubscriberFilters(next)}`)} />
      <DeskOutcome success={success} error={error} />
      <ResourceState resource={subscribers.results} onRetry={() => void subscribers.refresh()} skeleton="cards">
        {(page) => (
          <>
            <EditionCounts counts={page.counts} />
            {page.items.length === 0 ? (
              <DeskEmptyList
                filtered={subscribers.filtered}
                noMatch={{
                  title: <FormattedMessage id="admin.newsletters.emptyFiltered" defaultMessage="No subscriber matches these filters." />,
                  text: <FormattedMessage id="admin.newsletters.emptyFilteredText" defaultMessage="Change the search or the filters, or show every subscriber." />,
                  clear: { href: '/newsletters', label: <FormattedMessage id="admin.newsletters.clearFilters" defaultMessage="Show every subscriber" /> },
                }}
                empty={{
                  title: <FormattedMessage id="admin.newsletters.empty" defaultMessage="Nobody has subscribed yet." />,
                  text: (
                    <FormattedMessage
                      id="admin.newsletters.emptyText"
                      defaultMessage="Readers who subscribe in the footer, the subscription forms or their account show here, newest first."
                    />
                  ),
                }}
              />
            ) : (
              <>
                <div className={styles.toolbar}>
                  <p id={countId} className={desk.count} aria-live="polite">
                    <FormattedMessage
                      id="admin.newsletters.count"
                      defaultMessage="{total, plural, one {# subscriber} other {# subscribers}}"
                      values={{ total: page.total }}
                    />
                  </p>
                  <Button variant="secondary" busy={subscribers.pending === 'export'} onClick={() => void subscribers.exportCsv()}>
                    <FormattedMessage id="admin.newsletters.export" defaultMessage="Export CSV" />
                  </Button>
                </div>
                <div className={desk.tableWrap} role="region" tabIndex={0} aria-labelledby={countId}>
                  <table className={`${desk.table} ${desk.wideTable} ${desk.stacked}`}>
                    <thead>
                      <tr>
                        <th scope="col">{intl.formatMessage({ id: 'admin.newsletters.column.address', defaultMessage: 'Address' })}</th>
                        <th scope="col">{columns.edition}</th>
                        <th scope="col">{columns.state}</th>
                        <th scope="col">{columns.source}</th>
                        <th scope="col">{columns.since}</th>
                        <th scope="col">{columns.actions}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {page.items.map((subscriber) => (
                        <SubscriberRow key={subscriber._id} subscriber={subscriber} locale={locale} columns={columns} onUnsubscribe={(subscriber) => subscribers.askUnsubscribe(subscriber)} />
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pagination
                  page={page.page}
                  pageCount={page.pageCount}
                  hrefFor={(number) => `/newsletters${searchFromSubscriberFilters({ ...filters, page: number })}`}
                />
              </>
            )}
          </>
        )}
      </ResourceState>
      <UnsubscribeDialog subscribers={subscribers} />
    </DeskPage>
  );
});
