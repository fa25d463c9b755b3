import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DataState } from '../../components/DataState';
import { useStores } from '../../stores/StoresContext';
import { PostView } from './PostView';

/** SPEC §2 post (/posts/{slug}): a reader's post, recorded in viewedPosts once loaded. */
export const PostPage = observer(function PostPage({ params }: { readonly params: { readonly slug: string } }) {
  const { content } = useStores();
  const { slug } = params;

  useEffect(() => {
    void content.openPost(slug);
    void content.categories.load();
  }, [content, slug]);

  const resource = content.currentPost;
  // Until the effect has run, currentPost may still be the previous post's.
  const view = resource?.data;
  const current = resource && (resource.status !== 'ready' || view?.post.slug === slug) ? resource : null;
  return (
    <DataState
      status={current?.status ?? 'loading'}
      notFound={current?.notFound ?? false}
      offline={current?.offline ?? false}
      onRetry={() => void current?.retry()}
    >
      {() => (view ? <PostView view={view} /> : null)}
    </DataState>
  );
});
