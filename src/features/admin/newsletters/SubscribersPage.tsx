import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { useStores } from '../../../hooks/StoresContext';
import { searchFromSubscriberFilters, subscriberFiltersFromSearch } from '../../../stores/admin/SubscribersStore';
import { useDesk } from '../desk/DeskContext';
import { DeskListPage } from '../desk/DeskListPage';
import { DeskTable } from '../desk/DeskTable';
import { useDeskListAddress } from '../desk/useDeskListAddress';
import { EditionCounts } from './EditionCounts';
import { NewslettersTabs } from './NewslettersTabs';
import { outcomeTexts } from './newsletterMessages';
import { SubscriberFiltersForm } from './SubscriberFiltersForm';
import { SubscriberRow } from './SubscriberRow';
import { UnsubscribeDialog } from './UnsubscribeDialog';

const texts = defineMessages({
  title: { id: 'admin.newsletters.title', defaultMessage: 'Newsletter subscribers' },
  noMatch: { id: 'admin.newsletters.emptyFiltered', defaultMessage: 'No subscriber matches these filters.' },
  noMatchText: { id: 'admin.newsletters.emptyFilteredText', defaultMessage: 'Change the search or the filters, or show every subscriber.' },
  clear: { id: 'admin.newsletters.clearFilters', defaultMessage: 'Show every subscriber' },
  empty: { id: 'admin.newsletters.empty', defaultMessage: 'Nobody has subscribed yet.' },
  emptyText: { id: 'admin.newsletters.emptyText', defaultMessage: 'Readers who subscribe in the footer, the subscription forms or their account show here, newest first.' },
  count: { id: 'admin.newsletters.count', defaultMessage: '{total, plural, one {# subscriber} other {# subscribers}}' },
});

/**
 * /admin/newsletters: who receives each edition's newsletter, newest first; search, the edition and confirmation
 * filters and paging live in the address. What the filters select is saved as a CSV file; a row is unsubscribed
 * after the editor confirms.
 */
export const SubscribersPage = observer(function SubscribersPage() {
  const { subscribers } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const address = useDeskListAddress('/newsletters', subscribers, subscriberFiltersFromSearch, searchFromSubscriberFilters);
  // A phone shows each row as a card: its cells name their column (the headers' own words).
  const columns = {
    edition: intl.formatMessage({ id: 'admin.newsletters.column.edition', defaultMessage: 'Edition' }),
    state: intl.formatMessage({ id: 'admin.newsletters.column.state', defaultMessage: 'Confirmation' }),
    source: intl.formatMessage({ id: 'admin.newsletters.column.source', defaultMessage: 'Subscribed through' }),
    since: intl.formatMessage({ id: 'admin.newsletters.column.since', defaultMessage: 'Since' }),
    actions: intl.formatMessage({ id: 'admin.newsletters.column.actions', defaultMessage: 'Actions' }),
  };
  return (
    <DeskListPage
      texts={texts}
      list={subscribers}
      address={address}
      outcome={outcomeTexts(intl, subscribers.outcome)}
      before={(page) => <EditionCounts counts={page.counts} />}
      tools={() => (
        <Button variant="secondary" busy={subscribers.pending === 'export'} onClick={() => void subscribers.exportCsv()}>
          <FormattedMessage id="admin.newsletters.export" defaultMessage="Export CSV" />
        </Button>
      )}
      items={(page, countId) => (
        <DeskTable
          labelledBy={countId}
          wide
          columns={[
            intl.formatMessage({ id: 'admin.newsletters.column.address', defaultMessage: 'Address' }),
            columns.edition,
            columns.state,
            columns.source,
            columns.since,
            columns.actions,
          ]}
        >
          {page.items.map((subscriber) => (
            <SubscriberRow key={subscriber._id} subscriber={subscriber} locale={locale} columns={columns} onUnsubscribe={(one) => subscribers.askUnsubscribe(one)} />
          ))}
        </DeskTable>
      )}
      after={<UnsubscribeDialog subscribers={subscribers} />}
    >
      <NewslettersTabs />
      <SubscriberFiltersForm key={address.search} filters={address.filters} onChange={address.go} />
    </DeskListPage>
  );
});
