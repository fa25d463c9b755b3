import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { getPost } from '../../api/content';
import { ShareLinks } from '../../components/ShareLinks';
import { StoryBody } from '../../components/StoryBody';
import { StoryCommunity } from '../../components/StoryCommunity';
import { StoryHeader } from '../../components/StoryHeader';
import { PageHead } from '../reading/PageHead';
import { StoryJsonLd } from '../reading/StoryJsonLd';
import { useHydrated } from '../../hooks/useHydrated';
import { useNow } from '../../hooks/useNow';
import type { CommunityTarget } from '../../lib/community';
import { categoryPath } from '../../lib/paths';
import { useStores } from '../../hooks/StoresContext';
import { storyCommunityView } from '../reading/storyCommunityView';
import * as styles from './PostPage.module.css';

type PostData = Awaited<ReturnType<typeof getPost>>;

/** A community post: its author is a reader (userName); the same like, poll and comments as an article. */
export const PostView = observer(function PostView({ view }: { readonly view: PostData }) {
  const store = useStores();
  const { locale, content } = store;
  const now = useNow(store.clock);
  const hydrated = useHydrated();
  const titleId = useId();
  const { post } = view;
  const text = post.data[locale];
  const target = useMemo<CommunityTarget>(() => ({ kind: 'post', id: post._id }), [post._id]);
  const category = content.categories.data?.find((candidate) => candidate._id === text.category);

  return (
    <article className={styles.post} aria-labelledby={titleId}>
      <PageHead
        title={text.title}
        description={text.description}
        story={{ image: post.image, imageAlt: text.imageAlt, publishedAt: post.publishedAt, section: category?.data[locale].name }}
      />
      <StoryJsonLd
        headline={text.title}
        description={text.description}
        image={post.image}
        publishedAt={post.publishedAt}
        author={{ name: post.userName }}
        section={category && { name: category.data[locale].name, path: categoryPath(category, locale) }}
      />
      <StoryHeader
        titleId={titleId}
        title={text.title}
        standfirst={text.description}
        kicker={
          <>
            <FormattedMessage id="post.kicker" defaultMessage="Community" />
            {category && (
              <>
                <span aria-hidden="true" className={styles.separator} />
                <Link href={categoryPath(category, locale)}>{category.data[locale].name}</Link>
              </>
            )}
          </>
        }
        byline={
          <FormattedMessage
            id="post.byline"
            defaultMessage="Posted by {userName}"
            values={{ userName: <strong>{post.userName}</strong> }}
          />
        }
        publishedAt={post.publishedAt}
      />

      <StoryBody image={post.image} html={text.content} imageAlt={text.imageAlt} imageCaption={text.imageCaption} imageCredit={text.imageCredit} />

      <ShareLinks
          url={`${store.domain}/${locale}/posts/${post.slug}`}
          title={text.title}
          locale={locale}
          onWeChat={() => store.popups.open('wechatShare', { url: `${store.domain}/${locale}/posts/${post.slug}` })}
        />

      {/* In the HTML as every reader gets it (the counts, the poll, the comments); the reader's own likes, vote,
          name and draft after hydration (storyCommunityView). */}
      <StoryCommunity {...storyCommunityView(store, target, { ...post, comments: view.comments, commentThreads: view.commentThreads, poll: view.poll }, now, hydrated)} />
    </article>
  );
});
