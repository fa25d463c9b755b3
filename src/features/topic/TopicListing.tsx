import { observer } from 'mobx-react-lite';
import { useId, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { ArticleCard } from '../../components/ArticleCard';
import { DataState } from '../../components/DataState';
import { Pagination } from '../../components/Pagination';
import { StoryMeta } from '../../components/StoryMeta';
import { useStores } from '../../hooks/StoresContext';
import { withPage } from '../../lib/paging';
import { topicPath } from '../../lib/paths';
import type { TopicPage } from '../../stores/TopicPageStore';
import * as styles from './TopicPage.module.css';

export interface TopicListingProps {
  readonly view: TopicPage;
  readonly titleRef: RefObject<HTMLHeadingElement | null>;
}

/** The topic (its name, how many articles) and one page of its articles, newest first. */
export const TopicListing = observer(function TopicListing({ view, titleRef }: TopicListingProps) {
  const { topicPage, locale } = useStores();
  const listId = useId();
  const { topic } = view;
  const name = topic.data[locale].name;

  return (
    <>
      <header className={styles.header}>
        <p className={styles.kicker}>
          <FormattedMessage id="topic.kicker" defaultMessage="Topic" />
        </p>
        <h1 ref={titleRef} tabIndex={-1} className={styles.name}>
          {name}
        </h1>
        <p className={styles.count}>
          <FormattedMessage
            id="topic.count"
            defaultMessage="{count, plural, =0 {No articles yet} one {# article} other {# articles}}"
            values={{ count: view.total }}
          />
        </p>
      </header>
      <DataState
        status="ready"
        empty={view.articles.length === 0}
        emptyMessage={<FormattedMessage id="topic.empty" defaultMessage="No article on {topic} yet." values={{ topic: name }} />}
        onRetry={() => void topicPage.retry()}
      >
        {() => (
          <section aria-labelledby={listId}>
            <h2 id={listId} className={styles.listTitle}>
              {view.pageCount > 1 ? (
                <FormattedMessage
                  id="topic.articlesPage"
                  defaultMessage="Articles on {topic}, page {page} of {count}"
                  values={{ topic: name, page: view.page, count: view.pageCount }}
                />
              ) : (
                <FormattedMessage id="topic.articles" defaultMessage="Articles on {topic}" values={{ topic: name }} />
              )}
            </h2>
            <ul className={styles.grid}>
              {view.articles.map((article, index) => (
                <li key={article._id}>
                  <ArticleCard
                    href={`/${article.slug}`}
                    title={article.data[locale].title}
                    description={article.data[locale].description}
                    image={article.image}
                    eager={index < 3}
                    meta={
                      <StoryMeta
                        publishedAt={article.publishedAt}
                        updatedAt={article.updatedAt}
                        readingMinutes={article.readingMinutes}
                        comments={article.commentsCount}
                      />
                    }
                  />
                </li>
              ))}
            </ul>
            <Pagination page={view.page} pageCount={view.pageCount} hrefFor={(n) => withPage(topicPath(topic), n)} />
          </section>
        )}
      </DataState>
    </>
  );
});
