import { useIntl } from 'react-intl';
import type { AdminPost } from '../../../../contracts/adminPosts';
import type { Locale } from '../../../../contracts/common';
import { Button } from '../../../components/Button';
import { textLanguage } from '../../../lib/textLanguage';
import type { PostAction } from '../../../stores/admin/PostsStore';
import * as desk from '../desk/Desk.module.css';
import { postModerationText, postStateName } from './postMessages';
import * as styles from './Posts.module.css';

export interface PostRowProps {
  readonly post: AdminPost;
  readonly locale: Locale;
  /** The section's name in the desk's language. */
  readonly section: string;
  /** The column names a phone shows above each cell (the table's own headers' words). */
  readonly columns: Readonly<Record<'writer' | 'published' | 'likes' | 'comments' | 'state' | 'actions', string>>;
  /** The action under way for this post, if any; `locked` while one runs for another. */
  readonly pending: PostAction | null;
  readonly locked: boolean;
  readonly onHide: (post: AdminPost) => void;
  readonly onRestore: (post: AdminPost) => void;
  readonly onFeature: (post: AdminPost, featured: boolean) => void;
}

/** One reader's post: its title (a link to its page while readers see it), who and when, likes, comments, state; the actions. */
export function PostRow({ post, locale, section, columns, pending, locked, onHide, onRestore, onFeature }: PostRowProps) {
  const intl = useIntl();
  const title = post.title[locale];
  const hidden = post.state === 'hidden';
  const busy = pending !== null;
  return (
    <tr>
      <th scope="row" className={styles.postCell}>
        {hidden ? (
          <span lang={textLanguage(title, locale)}>{title}</span>
        ) : (
          <a href={`/${locale}/posts/${post.slug}`} target="_blank" rel="noopener" lang={textLanguage(title, locale)}>
            {title}
            <span className={desk.visuallyHidden}> {intl.formatMessage({ id: 'admin.posts.newTab', defaultMessage: '(opens in a new tab)' })}</span>
          </a>
        )}
        <span className={desk.by}>{section}</span>
        {post.featuredAt && (
          <span className={`${desk.badge} ${styles.featured}`}>{intl.formatMessage({ id: 'admin.posts.featured', defaultMessage: 'Featured' })}</span>
        )}
      </th>
      <td data-label={columns.writer}>
        <span lang={textLanguage(post.userName, locale)}>{post.userName}</span>
      </td>
      <td data-label={columns.published}>
        <time className={desk.when} dateTime={post.publishedAt}>
          {intl.formatDate(post.publishedAt, { dateStyle: 'medium' })}
        </time>
      </td>
      <td data-label={columns.likes}>{intl.formatNumber(post.likes)}</td>
      <td data-label={columns.comments}>{intl.formatNumber(post.commentsCount)}</td>
      <td data-label={columns.state}>
        <span className={`${desk.badge} ${hidden ? styles.hidden : desk.published}`}>{postStateName(intl, post.state)}</span>
        {post.moderation && (
          <span className={styles.note} lang={post.moderation.reason ? textLanguage(post.moderation.reason, locale) : undefined}>
            {postModerationText(intl, post.moderation)}
          </span>
        )}
      </td>
      <td data-label={columns.actions}>
        <span className={styles.actions}>
          {hidden ? (
            <Button
              variant="secondary"
              busy={pending === 'restore'}
              disabled={locked || busy}
              onClick={() => onRestore(post)}
              aria-label={intl.formatMessage({ id: 'admin.posts.restoreOne', defaultMessage: 'Publish again: {title}' }, { title })}
            >
              {intl.formatMessage({ id: 'admin.posts.restore', defaultMessage: 'Publish again' })}
            </Button>
          ) : (
            <Button
              variant="secondary"
              disabled={locked || busy}
              onClick={() => onHide(post)}
              aria-label={intl.formatMessage({ id: 'admin.posts.hideOne', defaultMessage: 'Hide: {title}' }, { title })}
            >
              {intl.formatMessage({ id: 'admin.posts.hide', defaultMessage: 'Hide' })}
            </Button>
          )}
          {post.featuredAt ? (
            <Button
              variant="secondary"
              busy={pending === 'unfeature'}
              disabled={locked || busy}
              onClick={() => onFeature(post, false)}
              aria-label={intl.formatMessage({ id: 'admin.posts.unfeatureOne', defaultMessage: 'Stop featuring: {title}' }, { title })}
            >
              {intl.formatMessage({ id: 'admin.posts.unfeature', defaultMessage: 'Stop featuring' })}
            </Button>
          ) : (
            <Button
              variant="secondary"
              busy={pending === 'feature'}
              disabled={locked || busy || hidden}
              onClick={() => onFeature(post, true)}
              aria-label={intl.formatMessage({ id: 'admin.posts.featureOne', defaultMessage: 'Feature: {title}' }, { title })}
            >
              {intl.formatMessage({ id: 'admin.posts.feature', defaultMessage: 'Feature' })}
            </Button>
          )}
        </span>
      </td>
    </tr>
  );
}
