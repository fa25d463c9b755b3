import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { searchFromSubscriberFilters, subscriberFiltersFromSearch } from '../../../stores/admin/SubscribersStore';
import { useDesk } from '../desk/DeskContext';
import { DeskList } from '../desk/DeskList';
import { DeskPage } from '../desk/DeskPage';
import { DeskOutcome } from '../desk/DeskOutcome';
import { DeskTable } from '../desk/DeskTable';
import { useDeskListAddress } from '../desk/useDeskListAddress';
import { EditionCounts } from './EditionCounts';
import { NewslettersTabs } from './NewslettersTabs';
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
  useDocumentTitle(intl.formatMessage({ id: 'admin.newsletters.title', defaultMessage: 'Newsletter subscribers' }), config.product.name[locale]);
  const address = useDeskListAddress('/newsletters', subscribers, subscriberFiltersFromSearch, searchFromSubscriberFilters);
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
      <SubscriberFiltersForm key={address.search} filters={address.filters} onChange={address.go} />
      <DeskOutcome success={success} error={error} />
      <DeskList
        list={subscribers}
        before={(page) => <EditionCounts counts={page.counts} />}
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
        count={(page) => (
          <FormattedMessage id="admin.newsletters.count" defaultMessage="{total, plural, one {# subscriber} other {# subscribers}}" values={{ total: page.total }} />
        )}
        tools={() => (
          <Button variant="secondary" busy={subscribers.pending === 'export'} onClick={() => void subscribers.exportCsv()}>
            <FormattedMessage id="admin.newsletters.export" defaultMessage="Export CSV" />
          </Button>
        )}
        pageHref={address.pageHref}
      >
        {(page, countId) => (
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
      </DeskList>
      <UnsubscribeDialog subscribers={subscribers} />
    </DeskPage>
  );
});
