import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useStores } from '../../../hooks/StoresContext';
import { useDesk } from '../desk/DeskContext';
import { DeskOrderedList } from '../desk/DeskOrderedList';
import { TopicFormDialog } from './TopicFormDialog';
import { TopicItem } from './TopicItem';
import { topicsErrorText, topicsSuccessText } from './topicMessages';
import { TopicRemoveDialog } from './TopicRemoveDialog';

/**
 * /admin/topics: the newsroom's topics in its order (the order readers' topic chips and the article editor's picker
 * follow). Add, rename per language, move up and down, delete one no article has, or merge one into another. The
 * desk's ordered list (DeskOrderedList) frames it, as it does sections.
 */
export const TopicsPage = observer(function TopicsPage() {
  const { topicsDesk: topics } = useDesk();
  const { locale } = useStores();
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.topics.title', defaultMessage: 'Topics' }), config.product.name[locale]);
  useEffect(() => {
    topics.setNameLocale(locale);
    void topics.load();
  }, [topics, locale]);

  const pageError = topics.form ? null : topics.error;
  const loadFailed = topics.loadStatus === 'error' && topics.topics.length === 0;
  return (
    <DeskOrderedList
      title={<FormattedMessage id="admin.topics.title" defaultMessage="Topics" />}
      action={
        <Button onClick={() => topics.startCreate()}>
          <FormattedMessage id="admin.topics.new" defaultMessage="New topic" />
        </Button>
      }
      intro={
        <FormattedMessage
          id="admin.topics.intro"
          defaultMessage="Topics cut across sections: an article has up to three. Readers’ topic chips and the article editor list them in this order."
        />
      }
      error={pageError && topicsErrorText(intl, pageError)}
      success={topics.success && topicsSuccessText(intl, topics.success)}
      loadFailed={
        loadFailed
          ? {
              title: intl.formatMessage({ id: 'admin.topics.loadFailed', defaultMessage: 'The topics could not be loaded.' }),
              text: pageError ? topicsErrorText(intl, pageError) : '',
              retry: <FormattedMessage id="admin.topics.retry" defaultMessage="Try again" />,
              onRetry: () => void topics.load(true),
            }
          : null
      }
      loading={topics.loadStatus !== 'ready' && topics.topics.length === 0}
      items={topics.topics}
      numbered
      order={topics.topics.map((topic) => topic._id).join(',')}
      lastMoved={topics.lastMoved}
      renderItem={(topic, index, move) => <TopicItem key={topic._id} topic={topic} index={index} count={topics.topics.length} topics={topics} locale={locale} move={move} />}
    >
      <TopicFormDialog topics={topics} locale={locale} />
      <TopicRemoveDialog topics={topics} locale={locale} />
    </DeskOrderedList>
  );
});
