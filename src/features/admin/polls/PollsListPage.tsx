import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { LOCALES } from '../../../../contracts/common';
import { ResourceState } from '../../../components/ResourceState';
import { StatePanel } from '../../../components/StatePanel';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskPage } from '../desk/DeskPage';
import { pollStateNames, storyKindName } from './pollMessages';

/** /admin/polls: every poll with its state, end time, votes and the story it shows on; open ones first. */
export const PollsListPage = observer(function PollsListPage() {
  const { polls } = useDesk();
  const { locale, clock } = useStores();
  const intl = useIntl();
  const countId = useId();
  useDocumentTitle(intl.formatMessage({ id: 'admin.polls.title', defaultMessage: 'Polls' }), config.product.name[locale]);
  useEffect(() => {
    void polls.show();
  }, [polls]);
  const dateTime = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  // A phone shows each row as a card: its cells name their column (the headers' own words).
  const column = {
    state: intl.formatMessage({ id: 'admin.polls.column.state', defaultMessage: 'State' }),
    endsAt: intl.formatMessage({ id: 'admin.polls.field.endsAt', defaultMessage: 'Ends' }),
    votes: intl.formatMessage({ id: 'admin.polls.results.votes', defaultMessage: 'Votes' }),
    story: intl.formatMessage({ id: 'admin.polls.column.story', defaultMessage: 'Shown on' }),
  };
  return (
    <DeskPage
      title={<FormattedMessage id="admin.polls.title" defaultMessage="Polls" />}
      action={
        <Link href="/new" className={desk.primaryLink}>
          <FormattedMessage id="admin.polls.new" defaultMessage="New poll" />
        </Link>
      }
    >
      <ResourceState resource={polls.results} onRetry={() => void polls.show()} skeleton="cards">
        {(items) =>
          items.length === 0 ? (
            <StatePanel
              headingLevel={2}
              title={<FormattedMessage id="admin.polls.empty" defaultMessage="No polls yet." />}
              text={<FormattedMessage id="admin.polls.emptyText" defaultMessage="Ask readers a question: create a poll and attach it to a story." />}
              action={
                <Link href="/new" className={desk.primaryLink}>
                  <FormattedMessage id="admin.polls.new" defaultMessage="New poll" />
                </Link>
              }
            />
          ) : (
            <>
              <p id={countId} className={desk.count}>
                <FormattedMessage id="admin.polls.count" defaultMessage="{total, plural, one {# poll} other {# polls}}" values={{ total: items.length }} />
              </p>
              <div className={desk.tableWrap} role="region" tabIndex={0} aria-labelledby={countId}>
                <table className={`${desk.table} ${desk.wideTable} ${desk.stacked}`}>
                  <thead>
                    <tr>
                      <th scope="col">
                        <FormattedMessage id="admin.polls.field.question" defaultMessage="Question" />
                      </th>
                      <th scope="col">
                        <FormattedMessage id="admin.polls.column.state" defaultMessage="State" />
                      </th>
                      <th scope="col">
                        <FormattedMessage id="admin.polls.field.endsAt" defaultMessage="Ends" />
                      </th>
                      <th scope="col">
                        <FormattedMessage id="admin.polls.results.votes" defaultMessage="Votes" />
                      </th>
                      <th scope="col">
                        <FormattedMessage id="admin.polls.column.story" defaultMessage="Shown on" />
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((poll) => {
                      const closed = poll.closed || Date.parse(poll.endsAt) <= clock();
                      const story = poll.story;
                      const storyTitle = story ? story.data[locale].title || LOCALES.map((other) => story.data[other].title).find(Boolean) : '';
                      return (
                        <tr key={poll._id}>
                          <th scope="row" className={desk.titleCell}>
                            <Link href={`/${poll._id}`}>{poll.data[locale].question}</Link>
                          </th>
                          <td data-label={column.state}>
                            <span className={`${desk.badge} ${closed ? desk.draft : desk.published}`}>
                              {intl.formatMessage(closed ? pollStateNames.closed : pollStateNames.open)}
                            </span>
                          </td>
                          <td data-label={column.endsAt}>
                            <span className={desk.when}>{dateTime(poll.endsAt)}</span>
                          </td>
                          <td data-label={column.votes}>
                            <FormattedNumber value={poll.totalVotes} />
                          </td>
                          <td data-label={column.story}>
                            {story ? (
                              <>
                                {storyTitle}
                                <span className={desk.by}>{storyKindName(intl, story.kind)}</span>
                              </>
                            ) : (
                              <FormattedMessage id="admin.polls.story.none" defaultMessage="Not attached" />
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </ResourceState>
    </DeskPage>
  );
});
