import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ResourceState } from '../../components/ResourceState';
import { useStores } from '../../hooks/StoresContext';
import { ArticleView } from './ArticleView';
import { previewLoader } from './previewLoader';
import { PreviewRefused } from './PreviewRefused';

/**
 * A story read by its private preview link (/{locale}/preview/{token}, docs/decisions/105): the article page itself,
 * with the preview band and nothing a reader could write to (likes, comments, a vote), or the link's refusal.
 * Never indexed nor followed; the server adds the same as a header and keeps no copy.
 */
export const PreviewPage = observer(function PreviewPage({ params }: { readonly params: { readonly token: string } }) {
  const store = useStores();
  const { content, locale } = store;
  const { token } = params;

  useEffect(() => void previewLoader.load(store, { params: { token }, search: '' }), [store, token, locale]);

  const refusal = content.previewRefusal;
  const resource = content.currentPreview;
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      {refusal ? (
        <PreviewRefused refusal={refusal} />
      ) : (
        <ResourceState skeleton="story" resource={resource} onRetry={() => void resource?.retry()}>
          {(view) => <ArticleView view={view} preview={{ expiresAt: view.expiresAt }} />}
        </ResourceState>
      )}
    </>
  );
});
