import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Redirect, useSearch } from 'wouter';
import { canonicalSectionPath, categoryPath } from '../../lib/paths';
import { ResourceState } from '../../components/ResourceState';
import { PageHead } from '../reading/PageHead';
import { categoryLoader } from './categoryLoader';
import { useStores } from '../../hooks/StoresContext';
import { useFocusOnPageTurn } from '../../hooks/useFocusOnPageTurn';
import { CategoryListing } from './CategoryListing';
import * as styles from './CategoryPage.module.css';

export interface CategoryPageProps {
  readonly params: { readonly slug?: string; readonly subcategory?: string | undefined };
}

/** SPEC §2 /categories/{slug} and /categories/{slug}/{subcategory}: the section's articles, paged by URL. */
export const CategoryPage = observer(function CategoryPage({ params }: CategoryPageProps) {
  const store = useStores();
  const { listing, locale } = store;
  const search = useSearch();
  const slug = params.slug ?? '';
  const subcategory = params.subcategory;
  // The locale is a dependency: each edition lists its own articles.
  useEffect(() => void categoryLoader.load(store, { params: { slug, subcategory }, search }), [store, slug, subcategory, search, locale]);

  const resource = listing.current;
  const view = resource?.data;
  const name = view ? (view.subcategory ?? view.category).data[locale].name : null;
  // Named by another language's alias (or one this language had before the editors renamed it): the page lives
  // at this language's own address (docs/decisions/044). On the server this is a 302.
  const canonical = view && canonicalSectionPath(view.category, view.subcategory, locale, { slug, subcategory });

  // Another page of the same section focuses the title; kept here, above the loading state, which replaces the
  // list while the next page loads.
  const section = view ? `${view.category._id}/${view.subcategory?._id ?? ''}` : null;
  const title = useFocusOnPageTurn(view && section !== null ? { list: section, page: view.page } : undefined);

  if (canonical) return <Redirect to={`~/${locale}${canonical}${search ? `?${search}` : ''}`} replace />;
  return (
    <div className={styles.page}>
      <PageHead title={name} section={name ?? undefined} pathIn={view ? (other) => categoryPath(view.category, other, view.subcategory) : undefined} />
      <ResourceState skeleton="cards" resource={resource} onRetry={() => void listing.retry()}>
        {(listed) => <CategoryListing view={listed} titleRef={title} />}
      </ResourceState>
    </div>
  );
});
