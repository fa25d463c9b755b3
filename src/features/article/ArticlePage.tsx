import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ResourceState } from '../../components/ResourceState';
import { useStores } from '../../hooks/StoresContext';
import { ArticleView } from './ArticleView';

/** SPEC §2 article (/{slug}): loads the article (recorded in viewedArticles once loaded) and shows its states. */
export const ArticlePage = observer(function ArticlePage({ params }: { readonly params: { readonly slug: string } }) {
  const { content } = useStores();
  const { slug } = params;

  useEffect(() => {
    void content.openArticle(slug);
    void content.authors.load();
    void content.categories.load();
  }, [content, slug]);

  const resource = content.currentArticle;
  return (
    <ResourceState resource={resource} isCurrent={(view) => view.article.slug === slug} onRetry={() => void resource?.retry()}>
      {(view) => <ArticleView view={view} />}
    </ResourceState>
  );
});
