import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useStores } from '../../../hooks/StoresContext';
import { searchFromWriterFilters, writerFiltersFromSearch } from '../../../stores/admin/WritersStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskFilters } from '../desk/DeskFilters';
import { DeskListPage } from '../desk/DeskListPage';
import { DeskTable } from '../desk/DeskTable';
import { useDeskListAddress } from '../desk/useDeskListAddress';
import { DeleteWriterDialog } from './DeleteWriterDialog';
import { WriterRow } from './WriterRow';
import { writersOutcomeTexts } from './writerMessages';

const texts = defineMessages({
  title: { id: 'admin.writers.title', defaultMessage: 'Writers' },
  noMatch: { id: 'admin.writers.emptyFiltered', defaultMessage: 'No writer matches this search.' },
  noMatchText: { id: 'admin.writers.emptyFilteredText', defaultMessage: 'Change the search, or show every writer.' },
  clear: { id: 'admin.writers.clearFilters', defaultMessage: 'Show every writer' },
  empty: { id: 'admin.writers.empty', defaultMessage: 'No writers yet.' },
  emptyText: { id: 'admin.writers.emptyText', defaultMessage: 'Add the first one: every article needs a byline.' },
  count: { id: 'admin.writers.count', defaultMessage: '{total, plural, one {# writer} other {# writers}}' },
});

/**
 * /admin/writers: the magazine's writers in the newsroom's order, searched by name (either script), page address or
 * e-mail; each opens in the editor. A writer without articles is deleted after the editor confirms; one with
 * articles is made inactive instead.
 */
export const WritersPage = observer(function WritersPage() {
  const { writers } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  // Before the list is shown: names are searched and sorted in the screen's language.
  useEffect(() => writers.setNameLocale(locale), [writers, locale]);
  const address = useDeskListAddress('/writers', writers, writerFiltersFromSearch, searchFromWriterFilters);
  const columns = {
    state: intl.formatMessage({ id: 'admin.writers.column.state', defaultMessage: 'State' }),
    articles: intl.formatMessage({ id: 'admin.writers.column.articles', defaultMessage: 'Articles' }),
    actions: intl.formatMessage({ id: 'admin.writers.column.actions', defaultMessage: 'Actions' }),
  };
  return (
    <DeskListPage
      texts={texts}
      list={writers}
      address={address}
      outcome={writersOutcomeTexts(intl, writers.outcome)}
      action={
        <Link href="/writers/new" className={desk.primaryLink}>
          <FormattedMessage id="admin.writers.new" defaultMessage="New writer" />
        </Link>
      }
      items={(page, countId) => (
        <DeskTable
          labelledBy={countId}
          columns={[intl.formatMessage({ id: 'admin.writers.column.writer', defaultMessage: 'Writer' }), columns.state, columns.articles, columns.actions]}
        >
          {page.items.map((writer) => (
            <WriterRow key={writer._id} writer={writer} locale={locale} columns={columns} onDelete={(one) => writers.askDelete(one)} />
          ))}
        </DeskTable>
      )}
      after={<DeleteWriterDialog writers={writers} locale={locale} />}
    >
      <DeskFilters
        key={address.search}
        filters={address.filters}
        onChange={address.go}
        searchLabel={<FormattedMessage id="admin.writers.filter.query" defaultMessage="Search names, page addresses and e-mails" />}
      >
        {() => null}
      </DeskFilters>
    </DeskListPage>
  );
});
