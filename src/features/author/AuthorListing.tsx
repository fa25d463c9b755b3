import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Author } from '../../../contracts/content';
import { ArticleGrid } from '../../components/ArticleGrid';
import { DataState } from '../../components/DataState';
import { SubjectHeader } from '../../components/SubjectHeader';
import { useStores } from '../../hooks/StoresContext';
import { withPage } from '../../lib/paging';
import { authorPath } from '../../lib/paths';
import type { SubjectPage } from '../../stores/SubjectPageStore';

export interface AuthorListingProps {
  readonly view: SubjectPage<Author>;
  readonly titleRef: RefObject<HTMLHeadingElement | null>;
}

/** The writer (portrait, name, bio, how many articles) and one page of their articles, newest first. */
export const AuthorListing = observer(function AuthorListing({ view, titleRef }: AuthorListingProps) {
  const { authorPage, locale } = useStores();
  const author = view.subject;
  const { name, bio, portraitAlt } = author.data[locale];

  return (
    <>
      <SubjectHeader
        kicker={<FormattedMessage id="author.role" defaultMessage="Writer" />}
        name={name}
        titleRef={titleRef}
        portrait={author.avatar}
        portraitAlt={portraitAlt}
        bio={bio}
        count={
          <FormattedMessage
            id="author.count"
            defaultMessage="{count, plural, =0 {No articles yet} one {# article} other {# articles}}"
            values={{ count: view.total }}
          />
        }
      />
      <DataState
        status="ready"
        empty={view.articles.length === 0}
        emptyMessage={<FormattedMessage id="author.empty" defaultMessage="{name} has not published an article yet." values={{ name }} />}
        onRetry={() => void authorPage.retry()}
      >
        {() => (
          <ArticleGrid
            heading={
              view.pageCount > 1 ? (
                <FormattedMessage
                  id="author.articlesPage"
                  defaultMessage="Articles by {name}, page {page} of {count}"
                  values={{ name, page: view.page, count: view.pageCount }}
                />
              ) : (
                <FormattedMessage id="author.articles" defaultMessage="Articles by {name}" values={{ name }} />
              )
            }
            articles={view.articles}
            locale={locale}
            page={view.page}
            pageCount={view.pageCount}
            hrefFor={(n) => withPage(authorPath(author), n)}
          />
        )}
      </DataState>
    </>
  );
});
