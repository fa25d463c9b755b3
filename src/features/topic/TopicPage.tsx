import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { ResourceState } from '../../components/ResourceState';
import { topicLoader } from '../../app/pageLoaders';
import { config } from '../../config';
import { useStores } from '../../hooks/StoresContext';
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
  useEffect(() => void topicLoader.load(store, { params: { slug }, search }), [store, slug, search]);

  const resource = topicPage.current;
  // Until the effect has run, the store may still hold another topic's page: it is not shown as this one's.
  const view = resource?.data?.topic.slug === slug ? resource.data : undefined;
  const name = view?.topic.data[locale].name;

  // Another page of the same topic: focus goes to the name, so the reader starts at the top and a screen reader
  // hears where they are. Not on the first page shown: that focus belongs to the link that brought them.
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef<{ slug: string; page: number } | null>(null);
  useEffect(() => {
    if (!view) return;
    const samePlace = shown.current?.slug === view.topic.slug && shown.current.page !== view.page;
    shown.current = { slug: view.topic.slug, page: view.page };
    if (samePlace) title.current?.focus();
  }, [view]);

  return (
    <div className={styles.page}>
      {view && name && (
        <>
          <PageHead
            title={name}
            description={intl.formatMessage(messages.description, { topic: name, product: config.product.name[locale] })}
          />
          <TopicJsonLd topic={view.topic} articles={view.articles} />
        </>
      )}
      <ResourceState
        skeleton="cards"
        resource={resource}
        isCurrent={(data) => data.topic.slug === slug}
        onRetry={() => void topicPage.retry()}
      >
        {(page) => <TopicListing view={page} titleRef={title} />}
      </ResourceState>
    </div>
  );
});
