import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Redirect, useSearch } from 'wouter';
import { authorPath } from '../../lib/paths';
import { ResourceState } from '../../components/ResourceState';
import { authorLoader } from './authorLoader';
import { useStores } from '../../hooks/StoresContext';
import { useFocusOnPageTurn } from '../../hooks/useFocusOnPageTurn';
import { PageHead } from '../reading/PageHead';
import { AuthorJsonLd } from './AuthorJsonLd';
import { AuthorListing } from './AuthorListing';
import * as styles from './AuthorPage.module.css';

export interface AuthorPageProps {
  readonly params: { readonly slug?: string };
}

/** /authors/{slug}: a writer's portrait, name and bio, then their articles, newest first, paged by URL. */
export const AuthorPage = observer(function AuthorPage({ params }: AuthorPageProps) {
  const store = useStores();
  const { authorPage, locale } = store;
  const search = useSearch();
  const slug = params.slug ?? '';
  // The locale is a dependency: each edition lists its own articles.
  useEffect(() => void authorLoader.load(store, { params: { slug }, search }), [store, slug, search, locale]);

  const resource = authorPage.current;
  // Until the effect has run, the store may still hold another writer's page: it is not shown as this one's.
  const view = resource?.data?.subject.slug === slug ? resource.data : undefined;
  const text = view?.subject.data[locale];

  const title = useFocusOnPageTurn(view && { list: view.subject.slug, page: view.page });
  // An old address of a writer whose slug changed (the server answers it with a 301; in the browser, replaced so).
  const moved = authorPage.moved;
  if (moved && moved.from === slug) return <Redirect to={`${authorPath({ slug: moved.to })}${search ? `?${search}` : ''}`} replace />;

  return (
    <div className={styles.page}>
      {view && text && (
        <>
          <PageHead title={text.name} description={text.bio} profile={{ image: view.subject.avatar }} />
          <AuthorJsonLd author={view.subject} />
        </>
      )}
      <ResourceState
        skeleton="cards"
        resource={resource}
        isCurrent={(data) => data.subject.slug === slug}
        onRetry={() => void authorPage.retry()}
      >
        {(page) => <AuthorListing view={page} titleRef={title} />}
      </ResourceState>
    </div>
  );
});
