import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { useStores } from '../../../hooks/StoresContext';
import { readerFiltersFromSearch, searchFromReaderFilters } from '../../../stores/admin/ReadersStore';
import { useDesk } from '../desk/DeskContext';
import { DeskListPage } from '../desk/DeskListPage';
import { DeskTable } from '../desk/DeskTable';
import { useDeskListAddress } from '../desk/useDeskListAddress';
import { BlockReaderDialog } from '../desk/BlockReaderDialog';
import { ReaderFiltersForm } from './ReaderFiltersForm';
import { ReaderRow } from './ReaderRow';
import { readerOutcomeTexts } from './readerMessages';

const texts = defineMessages({
  title: { id: 'admin.readers.title', defaultMessage: 'Readers' },
  noMatch: { id: 'admin.readers.emptyFiltered', defaultMessage: 'No reader matches these filters.' },
  noMatchText: { id: 'admin.readers.emptyFilteredText', defaultMessage: 'Change the search or the filter, or show every reader.' },
  clear: { id: 'admin.readers.clearFilters', defaultMessage: 'Show every reader' },
  empty: { id: 'admin.readers.empty', defaultMessage: 'Nobody has signed up yet.' },
  emptyText: { id: 'admin.readers.emptyText', defaultMessage: 'Readers who make an account show here, newest first.' },
  count: { id: 'admin.readers.count', defaultMessage: '{total, plural, one {# reader} other {# readers}}' },
});

/**
 * /admin/readers: every reader's account, newest first; search, the state filter and paging live in the address.
 * An address is confirmed by hand; a reader is blocked with a reason, or unblocked, after the editor confirms.
 */
export const ReadersPage = observer(function ReadersPage() {
  const { readers } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const address = useDeskListAddress('/readers', readers, readerFiltersFromSearch, searchFromReaderFilters);
  // A phone shows each row as a card: its cells name their column (the headers' own words).
  const columns = {
    state: intl.formatMessage({ id: 'admin.readers.column.state', defaultMessage: 'Account' }),
    comments: intl.formatMessage({ id: 'admin.readers.column.comments', defaultMessage: 'Comments' }),
    since: intl.formatMessage({ id: 'admin.readers.column.since', defaultMessage: 'Joined' }),
    actions: intl.formatMessage({ id: 'admin.readers.column.actions', defaultMessage: 'Actions' }),
  };
  return (
    <DeskListPage
      texts={texts}
      list={readers}
      address={address}
      outcome={readerOutcomeTexts(intl, readers.outcome)}
      items={(page, countId) => (
        <DeskTable
          labelledBy={countId}
          wide
          columns={[intl.formatMessage({ id: 'admin.readers.column.reader', defaultMessage: 'Reader' }), columns.state, columns.comments, columns.since, columns.actions]}
        >
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
        </DeskTable>
      )}
      after={<BlockReaderDialog blocking={readers.blocking} />}
    >
      <ReaderFiltersForm key={address.search} filters={address.filters} onChange={address.go} />
    </DeskListPage>
  );
});
