import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { inboxFiltersFromSearch, searchFromInboxFilters } from '../../../stores/admin/InboxStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskList } from '../desk/DeskList';
import { DeskPage } from '../desk/DeskPage';
import { useDeskListAddress } from '../desk/useDeskListAddress';
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
  useDocumentTitle(intl.formatMessage({ id: 'admin.inbox.title', defaultMessage: 'Inbox' }), config.product.name[locale]);
  const address = useDeskListAddress('/inbox', inbox, inboxFiltersFromSearch, searchFromInboxFilters);
  return (
    <DeskPage title={<FormattedMessage id="admin.inbox.title" defaultMessage="Inbox" />}>
      <InboxFiltersForm key={address.search} filters={address.filters} onChange={address.go} />
      <DeskList
        list={inbox}
        noMatch={{
          title: <FormattedMessage id="admin.inbox.emptyFiltered" defaultMessage="Nothing in the inbox matches these filters." />,
          text: <FormattedMessage id="admin.inbox.emptyFilteredText" defaultMessage="Change the search or the filters, or show everything." />,
          clear: { href: '/inbox', label: <FormattedMessage id="admin.inbox.clearFilters" defaultMessage="Show everything" /> },
        }}
        empty={{
          title: <FormattedMessage id="admin.inbox.empty" defaultMessage="The inbox is empty." />,
          text: <FormattedMessage id="admin.inbox.emptyText" defaultMessage="What readers send through Contact us and Contribute shows here, newest first." />,
        }}
        count={(page) => (
          <FormattedMessage
            id="admin.inbox.count"
            defaultMessage="{total, plural, one {# letter} other {# letters}}, {fresh} new"
            values={{ total: page.total, fresh: page.newCount }}
          />
        )}
        pageHref={address.pageHref}
      >
        {(page, countId) => (
          <ul className={desk.stack} aria-labelledby={countId}>
            {page.items.map((item) => (
              <InboxListItem key={item._id} item={item} locale={locale} />
            ))}
          </ul>
        )}
      </DeskList>
    </DeskPage>
  );
});
