import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '../../components/Button';
import { Loader } from '../../components/Loader';
import { useStores } from '../../hooks/StoresContext';
import { textLanguage } from '../../lib/textLanguage';
import * as styles from './AccountPage.module.css';
import { useAccountStores } from './useAccountStores';

const storyPath = (kind: 'article' | 'post', slug: string) => (kind === 'post' ? `/posts/${slug}` : `/${slug}`);

/** The stories the reader liked and the comments they wrote, each a link to its story. */
export const AccountActivityLists = observer(function AccountActivityLists() {
  const { locale } = useStores();
  const { account } = useAccountStores();
  const likedId = useId();
  const commentsId = useId();
  const activity = account.activity;
  const data = activity.data;
  const state =
    activity.status === 'error' ? (
      <div role="alert">
        <p className={styles.empty}>
          {activity.offline ? (
            <FormattedMessage id="error.offline" defaultMessage="We could not reach the server. Check your connection and try again." />
          ) : (
            <FormattedMessage id="error.requestFailed" defaultMessage="Something went wrong on our side. Please try again." />
          )}
        </p>
        <Button variant="secondary" onClick={() => void activity.retry()}>
          <FormattedMessage id="dataState.retry" defaultMessage="Try again" />
        </Button>
      </div>
    ) : !data ? (
      <Loader />
    ) : null;
  return (
    <>
      <section className={styles.section} aria-labelledby={likedId}>
        <h2 id={likedId} className={styles.heading}>
          <FormattedMessage id="account.liked.title" defaultMessage="Stories you liked" />
        </h2>
        {state ??
          (data && data.liked.length === 0 ? (
            <p className={styles.empty}>
              <FormattedMessage id="account.liked.empty" defaultMessage="You have not liked a story yet." />
            </p>
          ) : (
            <ul className={styles.list}>
              {data?.liked.map((story) => (
                <li key={`${story.kind}:${story.slug}`} className={styles.item}>
                  <Link href={storyPath(story.kind, story.slug)} lang={textLanguage(story.title, locale)}>
                    {story.title}
                  </Link>
                  <span className={styles.meta}>
                    <FormattedMessage
                      id="account.liked.when"
                      defaultMessage="Liked {date}"
                      values={{ date: <FormattedDate value={story.likedAt} year="numeric" month="short" day="numeric" /> }}
                    />
                  </span>
                </li>
              ))}
            </ul>
          ))}
      </section>
      <section className={styles.section} aria-labelledby={commentsId}>
        <h2 id={commentsId} className={styles.heading}>
          <FormattedMessage id="account.comments.title" defaultMessage="Your comments" />
        </h2>
        {state ??
          (data && data.comments.length === 0 ? (
            <p className={styles.empty}>
              <FormattedMessage id="account.comments.empty" defaultMessage="You have not written a comment yet." />
            </p>
          ) : (
            <ul className={styles.list}>
              {data?.comments.map((comment) => (
                <li key={comment._id} className={styles.item}>
                  {comment.slug ? (
                    <Link href={storyPath(comment.kind, comment.slug)} lang={textLanguage(comment.title, locale)}>
                      {comment.title}
                    </Link>
                  ) : (
                    <FormattedMessage id="account.comments.gone" defaultMessage="A story no longer published" />
                  )}
                  <p className={styles.quote} lang={textLanguage(comment.text, locale)}>
                    {comment.text}
                  </p>
                  <span className={styles.meta}>
                    <FormattedDate value={comment.createdAt} year="numeric" month="short" day="numeric" />
                  </span>
                </li>
              ))}
            </ul>
          ))}
      </section>
    </>
  );
});
