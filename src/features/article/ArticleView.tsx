import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { CommentsSection } from '../../components/CommentsSection';
import { CommercialBlocks } from '../../components/CommercialBlocks';
import { LikeButton } from '../../components/LikeButton';
import { Picture } from '../../components/Picture';
import { PollCard } from '../../components/PollCard';
import { RichText } from '../../components/RichText';
import { StoryHeader } from '../../components/StoryHeader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useNow } from '../../components/useNow';
import { config } from '../../config';
import type { getArticle } from '../../api/content';
import type { CommunityTarget } from '../../stores/CommunityStore';
import { commentUserName } from '../../stores/SessionStore';
import { useStores } from '../../stores/StoresContext';
import * as styles from './ArticlePage.module.css';
import { RelatedStories } from './RelatedStories';

type ArticleData = Awaited<ReturnType<typeof getArticle>>;

/** The article itself: header, picture, body, like, poll, comments, related stories and sponsors. */
export const ArticleView = observer(function ArticleView({ view }: { readonly view: ArticleData }) {
  const store = useStores();
  const { locale, content, community, session, commercial } = store;
  const now = useNow(store.clock);
  const { article, poll, related } = view;
  const text = article.data[locale];
  const target = useMemo<CommunityTarget>(() => ({ kind: 'article', id: article._id }), [article._id]);
  const author = content.authors.data?.find((candidate) => candidate._id === article.authorId);
  const category = content.categories.data?.find((candidate) => candidate._id === text.category);
  const sponsors = commercial.blocksFor('articlePage');
  const like = community.likeState(target, article.likes);

  useDocumentTitle(text.title, config.product.name[locale]);

  // The page's own request carries no token: a signed-in reader's vote is asked for with it.
  const pollId = poll?._id;
  useEffect(() => {
    if (pollId && session.authorised) void community.refreshPoll(pollId);
  }, [community, pollId, session.authorised]);

  return (
    <div className={styles.page}>
      <article className={styles.article} aria-labelledby="article-title">
        <StoryHeader
          titleId="article-title"
          title={text.title}
          standfirst={text.description}
          kicker={
            category ? <Link href={`/categories/${category.data[locale].alias}`}>{category.data[locale].name}</Link> : undefined
          }
          byline={
            author ? (
              <FormattedMessage
                id="article.byline"
                defaultMessage="By {author}"
                values={{ author: <strong>{author.data[locale].name}</strong> }}
              />
            ) : undefined
          }
          avatar={author?.avatar}
          publishedAt={article.publishedAt}
          readingMinutes={article.readingMinutes}
        />

        <figure className={styles.hero}>
          <Picture image={article.image} alt="" eager sizes="(max-width: 767px) 100vw, 760px" className={styles.heroImage} />
        </figure>

        <RichText html={text.content} className={styles.body} />

        <div className={styles.actions}>
          <LikeButton {...like} onToggle={() => void community.toggleLike(target, article.likes)} />
          <a className={styles.toComments} href="#comments">
            <FormattedMessage
              id="article.commentsLink"
              defaultMessage="{count, plural, =0 {Be the first to comment} one {# comment} other {# comments}}"
              values={{ count: community.commentsCount(target, article.commentsCount) }}
            />
          </a>
        </div>

        {author && (
          <section className={styles.about} aria-labelledby="article-about">
            <h2 id="article-about" className={styles.aboutTitle}>
              <FormattedMessage id="article.aboutAuthor" defaultMessage="About the author" />
            </h2>
            <p className={styles.aboutName}>{author.data[locale].name}</p>
            <p className={styles.aboutBio}>{author.data[locale].bio}</p>
          </section>
        )}

        {sponsors.data && <CommercialBlocks blocks={sponsors.data} locale={locale} position="inline" />}

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
            count={community.commentsCount(target, article.commentsCount)}
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

      <div className={styles.side}>
        {sponsors.data && <CommercialBlocks blocks={sponsors.data} locale={locale} position="side" />}
      </div>

      <RelatedStories related={related} locale={locale} categoryName={category?.data[locale].name} />
    </div>
  );
});
