import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { ResourceState } from '../../components/ResourceState';
import { authorLoader } from '../../app/pageLoaders';
import { useStores } from '../../hooks/StoresContext';
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
  useEffect(() => void authorLoader.load(store, { params: { slug }, search }), [store, slug, search]);

  const resource = authorPage.current;
  // Until the effect has run, the store may still hold another writer's page: it is not shown as this one's.
  const view = resource?.data?.author.slug === slug ? resource.data : undefined;
  const text = view?.author.data[locale];

  // Another page of the same writer's list: focus goes to the name, so the reader starts at the top and a screen
  // reader hears where they are. Not on the first page shown: that focus belongs to the link that brought them.
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef<{ slug: string; page: number } | null>(null);
  useEffect(() => {
    if (!view) return;
    const samePlace = shown.current?.slug === view.author.slug && shown.current.page !== view.page;
    shown.current = { slug: view.author.slug, page: view.page };
    if (samePlace) title.current?.focus();
  }, [view]);

  return (
    <div className={styles.page}>
      {view && text && (
        <>
          <PageHead title={text.name} description={text.bio} profile={{ image: view.author.avatar }} />
          <AuthorJsonLd author={view.author} />
        </>
      )}
      <ResourceState
        skeleton="cards"
        resource={resource}
        isCurrent={(data) => data.author.slug === slug}
        onRetry={() => void authorPage.retry()}
      >
        {(page) => <AuthorListing view={page} titleRef={title} />}
      </ResourceState>
    </div>
  );
});
