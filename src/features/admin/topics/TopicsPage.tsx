import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Loader } from '../../../components/Loader';
import { StatePanel } from '../../../components/StatePanel';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import * as desk from '../desk/Desk.module.css';
import { useDesk } from '../desk/DeskContext';
import { DeskPage } from '../desk/DeskPage';
import * as styles from './Topics.module.css';
import { TopicFormDialog } from './TopicFormDialog';
import { TopicItem } from './TopicItem';
import { topicsErrorText, topicsSuccessText } from './topicMessages';
import { TopicRemoveDialog } from './TopicRemoveDialog';

/**
 * /admin/topics: the newsroom's topics in its order (the order readers' topic chips and the article editor's picker
 * follow). Add, rename per language, move up and down, delete one no article has, or merge one into another.
 */
export const TopicsPage = observer(function TopicsPage() {
  const { topicsDesk: topics } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  const titleId = useId();
  useDocumentTitle(intl.formatMessage({ id: 'admin.topics.title', defaultMessage: 'Topics' }), config.product.name[locale]);
  useEffect(() => {
    topics.setNameLocale(locale);
    void topics.load();
  }, [topics, locale]);

  // Focus stays on the move button pressed, wherever its row went.
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const moveRef = useCallback((id: string, direction: 'up' | 'down', element: HTMLButtonElement | null) => {
    const key = `${id}:${direction}`;
    if (element) moveButtons.current.set(key, element);
    else moveButtons.current.delete(key);
  }, []);
  const moved = topics.lastMoved;
  const order = topics.topics.map((topic) => topic._id).join(',');
  useEffect(() => {
    if (moved) moveButtons.current.get(`${moved.id}:${moved.direction}`)?.focus();
  }, [moved, order]);

  const pageError = topics.form ? null : topics.error;
  const loadFailed = topics.loadStatus === 'error' && topics.topics.length === 0;
  return (
    <DeskPage
      titleId={titleId}
      title={<FormattedMessage id="admin.topics.title" defaultMessage="Topics" />}
      action={
        <Button onClick={() => topics.startCreate()}>
          <FormattedMessage id="admin.topics.new" defaultMessage="New topic" />
        </Button>
      }
    >
      <p className={desk.hint}>
        <FormattedMessage
          id="admin.topics.intro"
          defaultMessage="Topics cut across sections: an article has up to three. Readers’ topic chips and the article editor list them in this order."
        />
      </p>
      <div className={styles.status}>
        <p className={desk.errorMessage} role="alert">
          {pageError && !loadFailed && topicsErrorText(intl, pageError)}
        </p>
        <p className={desk.successMessage} role="status">
          {topics.success && topicsSuccessText(intl, topics.success)}
        </p>
      </div>
      {loadFailed ? (
        <StatePanel
          headingLevel={2}
          role="alert"
          title={intl.formatMessage({ id: 'admin.topics.loadFailed', defaultMessage: 'The topics could not be loaded.' })}
          text={pageError ? topicsErrorText(intl, pageError) : ''}
          action={
            <Button variant="secondary" onClick={() => void topics.load(true)}>
              <FormattedMessage id="admin.topics.retry" defaultMessage="Try again" />
            </Button>
          }
        />
      ) : topics.loadStatus !== 'ready' && topics.topics.length === 0 ? (
        <Loader />
      ) : (
        <ol className={desk.stack} aria-labelledby={titleId}>
          {topics.topics.map((topic, index) => (
            <TopicItem key={topic._id} topic={topic} index={index} count={topics.topics.length} topics={topics} locale={locale} moveRef={moveRef} />
          ))}
        </ol>
      )}
      <TopicFormDialog topics={topics} locale={locale} />
      <TopicRemoveDialog topics={topics} locale={locale} />
    </DeskPage>
  );
});
