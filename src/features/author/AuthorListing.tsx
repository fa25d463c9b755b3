import { observer } from 'mobx-react-lite';
import { useId, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { ArticleCard } from '../../components/ArticleCard';
import { DataState } from '../../components/DataState';
import { Pagination } from '../../components/Pagination';
import { Picture } from '../../components/Picture';
import { StoryMeta } from '../../components/StoryMeta';
import { useStores } from '../../hooks/StoresContext';
import { withPage } from '../../lib/paging';
import { authorPath } from '../../lib/paths';
import type { AuthorPage } from '../../stores/AuthorPageStore';
import * as styles from './AuthorPage.module.css';

export interface AuthorListingProps {
  readonly view: AuthorPage;
  readonly titleRef: RefObject<HTMLHeadingElement | null>;
}

/** The writer (portrait, name, bio, how many articles) and one page of their articles, newest first. */
export const AuthorListing = observer(function AuthorListing({ view, titleRef }: AuthorListingProps) {
  const { authorPage, locale } = useStores();
  const listId = useId();
  const { author } = view;
  const text = author.data[locale];

  return (
    <>
      <header className={styles.profile}>
        {author.avatar && <Picture image={author.avatar} alt="" className={styles.portrait} sizes="128px" eager />}
        <div className={styles.profileText}>
          <p className={styles.role}>
            <FormattedMessage id="author.role" defaultMessage="Writer" />
          </p>
          <h1 ref={titleRef} tabIndex={-1} className={styles.name}>
            {text.name}
          </h1>
          <p className={styles.bio}>{text.bio}</p>
          <p className={styles.count}>
            <FormattedMessage
              id="author.count"
              defaultMessage="{count, plural, =0 {No articles yet} one {# article} other {# articles}}"
              values={{ count: view.total }}
            />
          </p>
        </div>
      </header>
      <DataState
        status="ready"
        empty={view.articles.length === 0}
        emptyMessage={
          <FormattedMessage id="author.empty" defaultMessage="{name} has not published an article yet." values={{ name: text.name }} />
        }
        onRetry={() => void authorPage.retry()}
      >
        {() => (
          <section aria-labelledby={listId}>
            <h2 id={listId} className={styles.listTitle}>
              {view.pageCount > 1 ? (
                <FormattedMessage
                  id="author.articlesPage"
                  defaultMessage="Articles by {name}, page {page} of {count}"
                  values={{ name: text.name, page: view.page, count: view.pageCount }}
                />
              ) : (
                <FormattedMessage id="author.articles" defaultMessage="Articles by {name}" values={{ name: text.name }} />
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
                        readingMinutes={article.readingMinutes}
                        comments={article.commentsCount}
                      />
                    }
                  />
                </li>
              ))}
            </ul>
            <Pagination page={view.page} pageCount={view.pageCount} hrefFor={(n) => withPage(authorPath(author), n)} />
          </section>
        )}
      </DataState>
    </>
  );
});
