import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DataState } from '../../components/DataState';
import { useStores } from '../../stores/StoresContext';
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
  // Until the effect has run, currentArticle may still be the previous article's.
  const view = resource?.data;
  const current = resource && (resource.status !== 'ready' || view?.article.slug === slug) ? resource : null;
  return (
    <DataState
      status={current?.status ?? 'loading'}
      notFound={current?.notFound ?? false}
      offline={current?.offline ?? false}
      onRetry={() => void current?.retry()}
    >
      {() => (view ? <ArticleView view={view} /> : null)}
    </DataState>
  );
});
