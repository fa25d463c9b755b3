import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { ResourceState } from '../../components/ResourceState';
import { articleLoader } from './articleLoader';
import { useStores } from '../../hooks/StoresContext';
import { ArticleView } from './ArticleView';

/** SPEC §2 article (/{slug}): loads the article (recorded in viewedArticles once loaded) and shows its states. */
export const ArticlePage = observer(function ArticlePage({ params }: { readonly params: { readonly slug: string } }) {
  const store = useStores();
  const { content, locale } = store;
  const { slug } = params;

  // The locale is a dependency: an article may not exist in every edition.
  useEffect(() => void articleLoader.load(store, { params: { slug }, search: '' }), [store, slug, locale]);

  const resource = content.currentArticle;
  // An old address of a story that moved (the server answers it with a 301; in the browser, replaced the same way).
  const moved = content.movedArticle;
  if (moved && moved.from === slug) return <Redirect to={`/${encodeURIComponent(moved.to)}`} replace />;
  return (
    <ResourceState skeleton="story" resource={resource} isCurrent={(view) => view.article.slug === slug} onRetry={() => void resource?.retry()}>
      {(view) => <ArticleView view={view} />}
    </ResourceState>
  );
});
