import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Redirect, useSearch } from 'wouter';
import { canonicalSectionPath, categoryPath } from '../../lib/paths';
import { ResourceState } from '../../components/ResourceState';
import { PageHead } from '../reading/PageHead';
import { multimediaLoader } from './multimediaLoader';
import { useStores } from '../../hooks/StoresContext';
import { MediaSections } from './MediaSections';
import * as styles from './MultimediaPage.module.css';

export interface MultimediaPageProps {
  readonly params: { readonly slug?: string; readonly subcategory?: string | undefined };
}

/** SPEC §2 multimedia page: hot video and wonderful pictures of a multimedia section. */
export const MultimediaPage = observer(function MultimediaPage({ params }: MultimediaPageProps) {
  const store = useStores();
  const { multimedia, locale } = store;
  const search = useSearch();
  const slug = params.slug ?? '';
  const subcategory = params.subcategory;
  useEffect(() => void multimediaLoader.load(store, { params: { slug, subcategory }, search }), [store, slug, subcategory, search]);

  const resource = multimedia.current;
  const view = resource?.data;
  const name = view ? (view.subcategory ?? view.category).data[locale].name : null;
  // Named by another language's alias (or one this language had before the editors renamed it): the page lives
  // at this language's own address (docs/decisions/044). On the server this is a 302.
  const canonical = view && canonicalSectionPath(view.category, view.subcategory, locale, { slug, subcategory });

  if (canonical) return <Redirect to={`~/${locale}${canonical}${search ? `?${search}` : ''}`} replace />;
  return (
    <div className={styles.page}>
      <PageHead title={name} section={name ?? undefined} pathIn={view ? (other) => categoryPath(view.category, other, view.subcategory) : undefined} />
      <ResourceState skeleton="cards" resource={resource} onRetry={() => void multimedia.retry()}>
        {(shown) => <MediaSections view={shown} />}
      </ResourceState>
    </div>
  );
});
