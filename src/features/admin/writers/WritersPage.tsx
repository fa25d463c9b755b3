import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { searchFromWriterFilters, writerFiltersFromSearch } from '../../../stores/admin/WritersStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskFilters } from '../desk/DeskFilters';
import { DeskList } from '../desk/DeskList';
import { DeskPage } from '../desk/DeskPage';
import { DeskTable } from '../desk/DeskTable';
import { useDeskListAddress } from '../desk/useDeskListAddress';
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
  useDocumentTitle(intl.formatMessage({ id: 'admin.writers.title', defaultMessage: 'Writers' }), config.product.name[locale]);
  // Before the list is shown: names are searched and sorted in the screen's language.
  useEffect(() => writers.setNameLocale(locale), [writers, locale]);
  const address = useDeskListAddress('/writers', writers, writerFiltersFromSearch, searchFromWriterFilters);
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
        key={address.search}
        filters={address.filters}
        onChange={address.go}
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
      <DeskList
        list={writers}
        noMatch={{
          title: <FormattedMessage id="admin.writers.emptyFiltered" defaultMessage="No writer matches this search." />,
          text: <FormattedMessage id="admin.writers.emptyFilteredText" defaultMessage="Change the search, or show every writer." />,
          clear: { href: '/writers', label: <FormattedMessage id="admin.writers.clearFilters" defaultMessage="Show every writer" /> },
        }}
        empty={{
          title: <FormattedMessage id="admin.writers.empty" defaultMessage="No writers yet." />,
          text: <FormattedMessage id="admin.writers.emptyText" defaultMessage="Add the first one: every article needs a byline." />,
        }}
        count={(page) => <FormattedMessage id="admin.writers.count" defaultMessage="{total, plural, one {# writer} other {# writers}}" values={{ total: page.total }} />}
        pageHref={address.pageHref}
      >
        {(page, countId) => (
          <DeskTable
            labelledBy={countId}
            columns={[intl.formatMessage({ id: 'admin.writers.column.writer', defaultMessage: 'Writer' }), columns.state, columns.articles, columns.actions]}
          >
            {page.items.map((writer) => (
              <WriterRow key={writer._id} writer={writer} locale={locale} columns={columns} onDelete={(one) => writers.askDelete(one)} />
            ))}
          </DeskTable>
        )}
      </DeskList>
      <DeleteWriterDialog writers={writers} locale={locale} />
    </DeskPage>
  );
});
