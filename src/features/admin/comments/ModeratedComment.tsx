import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../../contracts/common';
import type { AdminComment } from '../../../../contracts/adminComments';
import { Button } from '../../../components/Button';
import { textLanguage } from '../../../lib/textLanguage';
import type { ModerationAction } from '../../../stores/admin/CommentsModerationStore';
import * as desk from '../desk/Desk.module.css';
import * as styles from './Comments.module.css';
import { reportReasonNames } from '../../../i18n/communityMessages';
import { authorBlockText, moderationText, stateName } from './commentMessages';

export interface ModeratedCommentProps {
  readonly comment: AdminComment;
  readonly locale: Locale;
  /** The action under way for this comment, if any; `locked` while one runs for another. */
  readonly pending: ModerationAction | null;
  readonly locked: boolean;
  readonly onHide: () => void;
  readonly onShow: () => void;
  readonly onDelete: () => void;
  /** Asks why the author is to be blocked (the readers desk's dialog). */
  readonly onBlock: () => void;
}

/** The address readers open the story at (a post under /posts/); null while readers cannot open it. */
function publicHref(comment: AdminComment, locale: Locale): string | null {
  const { story } = comment;
  if (!story.public || !story.slug) return null;
  return story.kind === 'post' ? `/${locale}/posts/${story.slug}` : `/${locale}/${story.slug}`;
}

/**
 * One comment as the desk sees it: who wrote it and when, its text (as text, never markup), the story it belongs
 * to, whether readers see it (and who hid it, when), and what the editor can do.
 */
export function ModeratedComment({ comment, locale, pending, locked, onHide, onShow, onDelete, onBlock }: ModeratedCommentProps) {
  const intl = useIntl();
  const bylineId = useId();
  const hidden = comment.state === 'hidden';
  const own = comment.story.title[locale];
  const fallback = own ? undefined : LOCALES.find((other) => comment.story.title[other]);
  const title = own || (fallback && comment.story.title[fallback]) || intl.formatMessage({ id: 'admin.comments.untitled', defaultMessage: '(untitled story)' });
  const href = publicHref(comment, locale);
  return (
    <li className={`${styles.item} ${hidden ? styles.hiddenItem : ''}`}>
      <article aria-labelledby={bylineId} aria-busy={pending !== null || undefined}>
        <p className={styles.byline} id={bylineId}>
          <span className={styles.author} lang={textLanguage(comment.userName, locale)}>
            {comment.userName}
          </span>
          <time className={desk.when} dateTime={comment.createdAt}>
            {intl.formatDate(comment.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </p>
        <p className={styles.text} lang={textLanguage(comment.text, locale)}>
          {comment.text}
        </p>
        {comment.reports.count > 0 && (
          <>
            <p className={styles.reports}>
              <FormattedMessage
                id="admin.comments.reports"
                defaultMessage="{count, plural, one {Reported once} other {Reported # times}}: {reasons}"
                values={{
                  count: comment.reports.count,
                  reasons: intl.formatList(comment.reports.reasons.map(({ reason, count }) => `${intl.formatMessage(reportReasonNames[reason])} (${intl.formatNumber(count)})`)),
                }}
              />
            </p>
            {comment.reports.notes.length > 0 && (
              <ul className={styles.reportNotes}>
                {comment.reports.notes.map((note, index) => (
                  <li key={index} lang={textLanguage(note, locale)}>
                    {note}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <p className={styles.story}>
          <FormattedMessage
            id="admin.comments.on"
            defaultMessage="On {story}"
            values={{
              story: href ? (
                <a href={href} target="_blank" rel="noopener" lang={fallback}>
                  {title}
                  <span className={desk.visuallyHidden}> {intl.formatMessage({ id: 'admin.comments.newTab', defaultMessage: '(opens in a new tab)' })}</span>
                </a>
              ) : (
                <span lang={fallback}>
                  {title} {intl.formatMessage({ id: 'admin.comments.notPublic', defaultMessage: '(not on the site now)' })}
                </span>
              ),
            }}
          />
        </p>
        <div className={styles.footer}>
          <p className={styles.state}>
            <span className={`${desk.badge} ${hidden ? styles.hiddenBadge : desk.published}`}>{stateName(intl, comment.state)}</span>
            {comment.moderation && <span className={styles.note}>{moderationText(intl, comment.moderation)}</span>}
          </p>
          {comment.author?.block && (
            <p className={styles.state}>
              <span className={`${desk.badge} ${styles.hiddenBadge}`}>
                <FormattedMessage id="admin.comments.author.blocked" defaultMessage="Commenter blocked" />
              </span>
              <span className={styles.note} lang={textLanguage(comment.author.block.reason, locale)}>
                {authorBlockText(intl, comment.author.block)}
              </span>
            </p>
          )}
          <div className={styles.actions}>
            {hidden ? (
              <Button variant="secondary" busy={pending === 'show'} disabled={locked} onClick={onShow}>
                <FormattedMessage id="admin.comments.show" defaultMessage="Show again" />
              </Button>
            ) : (
              <Button variant="secondary" busy={pending === 'hide'} disabled={locked} onClick={onHide}>
                <FormattedMessage id="admin.comments.hide" defaultMessage="Hide" />
              </Button>
            )}
            <Button variant="secondary" busy={pending === 'delete'} disabled={locked} onClick={onDelete}>
              <FormattedMessage id="admin.comments.delete" defaultMessage="Delete" />
            </Button>
            {comment.author && !comment.author.block && (
              <Button
                variant="secondary"
                disabled={locked || pending !== null}
                onClick={onBlock}
                aria-label={intl.formatMessage({ id: 'admin.comments.blockOne', defaultMessage: 'Block commenter: {name}' }, { name: comment.userName })}
              >
                <FormattedMessage id="admin.comments.block" defaultMessage="Block commenter" />
              </Button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
