import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { ResourceState } from '../../components/ResourceState';
import { topicLoader } from './topicLoader';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
import { useFocusOnPageTurn } from '../../hooks/useFocusOnPageTurn';
import { PageHead } from '../reading/PageHead';
import { TopicJsonLd } from './TopicJsonLd';
import { TopicListing } from './TopicListing';
import * as styles from './TopicPage.module.css';

const messages = defineMessages<{ description: { topic: string; product: string } }>({
  description: {
    id: 'topic.description',
    defaultMessage: 'Stories about {topic} from every section of {product}, newest first.',
  },
});

export interface TopicPageProps {
  readonly params: { readonly slug?: string };
}

/** /topics/{slug}: a topic's name, then its articles from every section, newest first, paged by URL. */
export const TopicPage = observer(function TopicPage({ params }: TopicPageProps) {
  const store = useStores();
  const { topicPage, locale } = store;
  const intl = useIntl();
  const search = useSearch();
  const slug = params.slug ?? '';
  // The locale is a dependency: each edition lists its own articles.
  useEffect(() => void topicLoader.load(store, { params: { slug }, search }), [store, slug, search, locale]);

  const resource = topicPage.current;
  // Until the effect has run, the store may still hold another topic's page: it is not shown as this one's.
  const view = resource?.data?.subject.slug === slug ? resource.data : undefined;
  const name = view?.subject.data[locale].name;

  const title = useFocusOnPageTurn(view && { list: view.subject.slug, page: view.page });

  return (
    <div className={styles.page}>
      {view && name && (
        <>
          <PageHead
            title={name}
            description={intl.formatMessage(messages.description, { topic: name, product: config.product.name[locale] })}
          />
          <TopicJsonLd topic={view.subject} articles={view.articles} />
        </>
      )}
      <ResourceState
        skeleton="cards"
        resource={resource}
        isCurrent={(data) => data.subject.slug === slug}
        onRetry={() => void topicPage.retry()}
      >
        {(page) => <TopicListing view={page} titleRef={title} />}
      </ResourceState>
    </div>
  );
});
