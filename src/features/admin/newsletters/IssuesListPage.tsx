import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { LOCALE_LIST } from '../../../../contracts/locales';
import { ResourceState } from '../../../components/ResourceState';
import { StatePanel } from '../../../components/StatePanel';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { editionFromSearch } from '../../../stores/admin/NewsletterIssuesStore';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskPage } from '../desk/DeskPage';
import { EditionTabs } from './EditionTabs';
import { IssueRow } from './IssueRow';
import { NewslettersTabs } from './NewslettersTabs';

/**
 * /admin/newsletters/issues: an edition's issues, newest first — drafts, and what was sent when and to how many
 * (the newsletter's record). The edition lives in the address (?edition=zh-tw); "New issue" starts one for it.
 */
export const IssuesListPage = observer(function IssuesListPage() {
  const { issues } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const countId = useId();
  const edition = editionFromSearch(useSearch(), locale);
  useDocumentTitle(intl.formatMessage({ id: 'admin.issues.title', defaultMessage: 'Newsletter issues' }), config.product.name[locale]);
  useEffect(() => {
    void issues.show();
  }, [issues]);
  const editionName = LOCALE_LIST[edition].name;
  const newIssue = (
    <Link href={`/newsletters/issues/new?edition=${edition}`} className={desk.primaryLink}>
      <FormattedMessage id="admin.issues.new" defaultMessage="New issue" />
    </Link>
  );
  // A phone shows each row as a card: its cells name their column (the headers' own words).
  const columns = {
    state: intl.formatMessage({ id: 'admin.issues.column.state', defaultMessage: 'State' }),
    stories: intl.formatMessage({ id: 'admin.issues.field.stories', defaultMessage: 'Stories' }),
    sent: intl.formatMessage({ id: 'admin.issues.column.sent', defaultMessage: 'Sent' }),
    recipients: intl.formatMessage({ id: 'admin.issues.column.recipients', defaultMessage: 'Sent to' }),
  };
  return (
    <DeskPage title={<FormattedMessage id="admin.issues.title" defaultMessage="Newsletter issues" />} action={newIssue}>
      <NewslettersTabs />
      <ResourceState resource={issues.results} onRetry={() => void issues.show()} skeleton="cards">
        {() => {
          const items = issues.issuesOf(edition);
          return (
            <>
              <EditionTabs current={edition} countOf={(each) => issues.countOf(each)} hrefFor={(each) => `/newsletters/issues?edition=${each}`} />
              {items.length === 0 ? (
                <StatePanel
                  headingLevel={2}
                  title={<FormattedMessage id="admin.issues.empty" defaultMessage="No issue of the {edition} newsletter yet." values={{ edition: editionName }} />}
                  text={
                    <FormattedMessage
                      id="admin.issues.emptyText"
                      defaultMessage="Compose one from the stories published in this edition, try it on your own address, then send it to the confirmed subscribers."
                    />
                  }
                  action={newIssue}
                />
              ) : (
                <>
                  <p id={countId} className={desk.count}>
                    <FormattedMessage
                      id="admin.issues.count"
                      defaultMessage="{total, plural, one {# issue} other {# issues}} of the {edition} newsletter"
                      values={{ total: items.length, edition: editionName }}
                    />
                  </p>
                  <div className={desk.tableWrap} role="region" tabIndex={0} aria-labelledby={countId}>
                    <table className={`${desk.table} ${desk.wideTable} ${desk.stacked}`}>
                      <thead>
                        <tr>
                          <th scope="col">{intl.formatMessage({ id: 'admin.issues.field.subject', defaultMessage: 'Subject' })}</th>
                          <th scope="col">{columns.state}</th>
                          <th scope="col">{columns.stories}</th>
                          <th scope="col">{columns.sent}</th>
                          <th scope="col">{columns.recipients}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {items.map((issue) => (
                          <IssueRow key={issue._id} issue={issue} locale={locale} columns={columns} />
                        ))}
                      </tbody>
                    </table>
                  </div>
                </>
              )}
            </>
          );
        }}
      </ResourceState>
    </DeskPage>
  );
});
