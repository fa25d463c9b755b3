import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Topic } from '../../../contracts/content';
import { ArticleGrid } from '../../components/ArticleGrid';
import { DataState } from '../../components/DataState';
import { SubjectHeader } from '../../components/SubjectHeader';
import { useStores } from '../../hooks/StoresContext';
import { withPage } from '../../lib/paging';
import { topicPath } from '../../lib/paths';
import type { SubjectPage } from '../../stores/SubjectPageStore';

export interface TopicListingProps {
  readonly view: SubjectPage<Topic>;
  readonly titleRef: RefObject<HTMLHeadingElement | null>;
}

/** The topic (its name, how many articles) and one page of its articles, newest first. */
export const TopicListing = observer(function TopicListing({ view, titleRef }: TopicListingProps) {
  const { topicPage, locale } = useStores();
  const topic = view.subject;
  const name = topic.data[locale].name;

  return (
    <>
      <SubjectHeader
        kicker={<FormattedMessage id="topic.kicker" defaultMessage="Topic" />}
        name={name}
        titleRef={titleRef}
        count={
          <FormattedMessage
            id="topic.count"
            defaultMessage="{count, plural, =0 {No articles yet} one {# article} other {# articles}}"
            values={{ count: view.total }}
          />
        }
      />
      <DataState
        status="ready"
        empty={view.articles.length === 0}
        emptyMessage={<FormattedMessage id="topic.empty" defaultMessage="No article on {topic} yet." values={{ topic: name }} />}
        onRetry={() => void topicPage.retry()}
      >
        {() => (
          <ArticleGrid
            heading={
              view.pageCount > 1 ? (
                <FormattedMessage
                  id="topic.articlesPage"
                  defaultMessage="Articles on {topic}, page {page} of {count}"
                  values={{ topic: name, page: view.page, count: view.pageCount }}
                />
              ) : (
                <FormattedMessage id="topic.articles" defaultMessage="Articles on {topic}" values={{ topic: name }} />
              )
            }
            articles={view.articles}
            locale={locale}
            page={view.page}
            pageCount={view.pageCount}
            hrefFor={(n) => withPage(topicPath(topic), n)}
          />
        )}
      </DataState>
    </>
  );
});
