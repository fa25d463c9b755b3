import { observer } from 'mobx-react-lite';
import { defineMessages } from 'react-intl';
import { useStores } from '../../../hooks/StoresContext';
import { inboxFiltersFromSearch, searchFromInboxFilters } from '../../../stores/admin/InboxStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskListPage } from '../desk/DeskListPage';
import { useDeskListAddress } from '../desk/useDeskListAddress';
import { InboxFiltersForm } from './InboxFiltersForm';
import { InboxListItem } from './InboxListItem';

const texts = defineMessages({
  title: { id: 'admin.inbox.title', defaultMessage: 'Inbox' },
  noMatch: { id: 'admin.inbox.emptyFiltered', defaultMessage: 'Nothing in the inbox matches these filters.' },
  noMatchText: { id: 'admin.inbox.emptyFilteredText', defaultMessage: 'Change the search or the filters, or show everything.' },
  clear: { id: 'admin.inbox.clearFilters', defaultMessage: 'Show everything' },
  empty: { id: 'admin.inbox.empty', defaultMessage: 'The inbox is empty.' },
  emptyText: { id: 'admin.inbox.emptyText', defaultMessage: 'What readers send through Contact us and Contribute shows here, newest first.' },
  count: { id: 'admin.inbox.count', defaultMessage: '{total, plural, one {# letter} other {# letters}}, {fresh} new' },
});

/**
 * /admin/inbox: contact messages and contributions, newest first; search, the state and kind filters and paging
 * live in the address. A row opens the letter.
 */
export const InboxPage = observer(function InboxPage() {
  const { inbox } = useDesk();
  const { locale } = useStores();
  const address = useDeskListAddress('/inbox', inbox, inboxFiltersFromSearch, searchFromInboxFilters);
  return (
    <DeskListPage
      texts={texts}
      list={inbox}
      address={address}
      countValues={(page) => ({ fresh: page.newCount })}
      items={(page, countId) => (
        <ul className={desk.stack} aria-labelledby={countId}>
          {page.items.map((item) => (
            <InboxListItem key={item._id} item={item} locale={locale} />
          ))}
        </ul>
      )}
    >
      <InboxFiltersForm key={address.search} filters={address.filters} onChange={address.go} />
    </DeskListPage>
  );
});
