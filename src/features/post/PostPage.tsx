import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ResourceState } from '../../components/ResourceState';
import { postLoader } from './postLoader';
import { useStores } from '../../hooks/StoresContext';
import { PostView } from './PostView';

/** SPEC §2 post (/posts/{slug}): a reader's post, recorded in viewedPosts once loaded. */
export const PostPage = observer(function PostPage({ params }: { readonly params: { readonly slug: string } }) {
  const store = useStores();
  const { content } = store;
  const { slug } = params;

  useEffect(() => void postLoader.load(store, { params: { slug }, search: '' }), [store, slug]);

  const resource = content.currentPost;
  return (
    <ResourceState skeleton="story" resource={resource} isCurrent={(view) => view.post.slug === slug} onRetry={() => void resource?.retry()}>
      {(view) => <PostView view={view} />}
    </ResourceState>
  );
});
