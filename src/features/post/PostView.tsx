import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { getPost } from '../../api/content';
import { CommentsSection } from '../../components/CommentsSection';
import { LikeButton } from '../../components/LikeButton';
import { Picture } from '../../components/Picture';
import { PollCard } from '../../components/PollCard';
import { RichText } from '../../components/RichText';
import { StoryHeader } from '../../components/StoryHeader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useNow } from '../../components/useNow';
import { config } from '../../config';
import type { CommunityTarget } from '../../stores/CommunityStore';
import { commentUserName } from '../../stores/SessionStore';
import { useStores } from '../../stores/StoresContext';
import * as styles from './PostPage.module.css';

type PostData = Awaited<ReturnType<typeof getPost>>;

/** A community post: its author is a reader (userName); the same like, poll and comments as an article. */
export const PostView = observer(function PostView({ view }: { readonly view: PostData }) {
  const store = useStores();
  const { locale, content, community, session } = store;
  const now = useNow(store.clock);
  const { post, poll } = view;
  const text = post.data[locale];
  const target = useMemo<CommunityTarget>(() => ({ kind: 'post', id: post._id }), [post._id]);
  const category = content.categories.data?.find((candidate) => candidate._id === text.category);
  const like = community.likeState(target, post.likes);

  useDocumentTitle(text.title, config.product.name[locale]);

  const pollId = poll?._id;
  useEffect(() => {
    if (pollId && session.authorised) void community.refreshPoll(pollId);
  }, [community, pollId, session.authorised]);

  return (
    <article className={styles.post} aria-labelledby="post-title">
      <StoryHeader
        titleId="post-title"
        title={text.title}
        standfirst={text.description}
        kicker={
          <>
            <FormattedMessage id="post.kicker" defaultMessage="Community" />
            {category && (
              <>
                <span aria-hidden="true" className={styles.separator} />
                <Link href={`/categories/${category.data[locale].alias}`}>{category.data[locale].name}</Link>
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

      {post.image && (
        <figure className={styles.hero}>
          <Picture image={post.image} alt="" eager sizes="(max-width: 767px) 100vw, 760px" className={styles.heroImage} />
        </figure>
      )}

      <RichText html={text.content} className={styles.body} />

      <div className={styles.actions}>
        <LikeButton {...like} onToggle={() => void community.toggleLike(target, post.likes)} />
        <a className={styles.toComments} href="#comments">
          <FormattedMessage
            id="article.commentsLink"
            defaultMessage="{count, plural, =0 {Be the first to comment} one {# comment} other {# comments}}"
            values={{ count: community.commentsCount(target, post.commentsCount) }}
          />
        </a>
      </div>

      {poll && (
        <div className={styles.block}>
          <PollCard
            {...community.pollView(poll, now)}
            onVote={async (values) => {
              const outcome = await community.vote(poll, values);
              return 'errors' in outcome ? { errors: outcome.errors } : {};
            }}
          />
        </div>
      )}

      <div className={styles.block}>
        <CommentsSection
          count={community.commentsCount(target, post.commentsCount)}
          comments={community.commentItems(target, view.comments)}
          onLike={(commentId) => void community.likeComment(target, view.comments, commentId)}
          signedInAs={session.authorised && session.user ? commentUserName(session.user) : undefined}
          initialText={community.draftText(target)}
          onSubmit={async (values) => {
            const outcome = await community.comment(target, values);
            return 'errors' in outcome ? { errors: outcome.errors } : { clear: outcome.done === 'sent' };
          }}
        />
      </div>
    </article>
  );
});
