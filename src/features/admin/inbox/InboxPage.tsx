import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { Pagination } from '../../../components/Pagination';
import { ResourceState } from '../../../components/ResourceState';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { inboxFiltersFromSearch, searchFromInboxFilters } from '../../../stores/admin/InboxStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskEmptyList } from '../desk/DeskEmptyList';
import { DeskPage } from '../desk/DeskPage';
import { InboxFiltersForm } from './InboxFiltersForm';
import { InboxListItem } from './InboxListItem';

/**
 * /admin/inbox: contact messages and contributions, newest first; search, the state and kind filters and paging
 * live in the address. A row opens the letter.
 */
export const InboxPage = observer(function InboxPage() {
  const { inbox } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const countId = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  useDocumentTitle(intl.formatMessage({ id: 'admin.inbox.title', defaultMessage: 'Inbox' }), config.product.name[locale]);
  useEffect(() => {
    void inbox.show(inboxFiltersFromSearch(search));
  }, [inbox, search]);
  const filters = inboxFiltersFromSearch(search);
  return (
    <DeskPage title={<FormattedMessage id="admin.inbox.title" defaultMessage="Inbox" />}>
      <InboxFiltersForm key={search} filters={filters} onChange={(next) => navigate(`/inbox${searchFromInboxFilters(next)}`)} />
      <ResourceState resource={inbox.results} onRetry={() => void inbox.refresh()} skeleton="cards">
        {(page) =>
          page.items.length === 0 ? (
            <DeskEmptyList
              filtered={inbox.filtered}
              noMatch={{
                title: <FormattedMessage id="admin.inbox.emptyFiltered" defaultMessage="Nothing in the inbox matches these filters." />,
                text: <FormattedMessage id="admin.inbox.emptyFilteredText" defaultMessage="Change the search or the filters, or show everything." />,
                clear: { href: '/inbox', label: <FormattedMessage id="admin.inbox.clearFilters" defaultMessage="Show everything" /> },
              }}
              empty={{
                title: <FormattedMessage id="admin.inbox.empty" defaultMessage="The inbox is empty." />,
                text: (
                  <FormattedMessage
                    id="admin.inbox.emptyText"
                    defaultMessage="What readers send through Contact us and Contribute shows here, newest first."
                  />
                ),
              }}
            />
          ) : (
            <>
              <p id={countId} className={desk.count} aria-live="polite">
                <FormattedMessage
                  id="admin.inbox.count"
                  defaultMessage="{total, plural, one {# letter} other {# letters}}, {fresh} new"
                  values={{ total: page.total, fresh: page.newCount }}
                />
              </p>
              <ul className={desk.stack} aria-labelledby={countId}>
                {page.items.map((item) => (
                  <InboxListItem key={item._id} item={item} locale={locale} />
                ))}
              </ul>
              <Pagination page={page.page} pageCount={page.pageCount} hrefFor={(number) => `/inbox${searchFromInboxFilters({ ...filters, page: number })}`} />
            </>
          )
        }
      </ResourceState>
    </DeskPage>
  );
});
