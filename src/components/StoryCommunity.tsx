import { useEffect, useEffectEvent, useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CommentsSection, type CommentsSectionProps } from './CommentsSection';
import { LikeButton, type LikeButtonProps } from './LikeButton';
import { PollCard, type PollCardProps } from './PollCard';
import { ScriptNeeded } from './ScriptNeeded';
import * as styles from './StoryCommunity.module.css';

export interface StoryCommunityProps {
  readonly like: Pick<LikeButtonProps, 'pressed' | 'count' | 'busy' | 'notice' | 'onToggle'>;
  readonly poll?: PollCardProps | undefined;
  readonly pollId?: string | undefined;
  /** A reader is signed in: the poll is asked for again with their token, to show how they voted. */
  readonly readerKnown: boolean;
  readonly refreshPoll: (pollId: string) => unknown;
  readonly comments: Omit<CommentsSectionProps, 'id'>;
  /** What the page puts between the like row and the poll (the author's note, sponsors). */
  readonly children?: ReactNode;
}

/** What readers do under an article or a post: like it, jump to the comments, vote in its poll, comment. */
export function StoryCommunity({ like, poll, pollId, readerKnown, refreshPoll, comments, children }: StoryCommunityProps) {
  const commentsId = useId();

  // The page's own request carries no token, so it cannot say how this reader voted: asked again once per
  // poll and reader, not on every render (refreshPoll is a new function each time).
  const refresh = useEffectEvent((id: string) => void refreshPoll(id));
  useEffect(() => {
    if (pollId && readerKnown) refresh(pollId);
  }, [pollId, readerKnown]);

  return (
    <>
      <div className={`${styles.actions} no-print`}>
        <LikeButton {...like} place="like" />
        <a className={styles.toComments} href={`#${commentsId}`}>
          <FormattedMessage
            id="story.comments"
            defaultMessage="{count, plural, =0 {No comments yet} one {# comment} other {# comments}}"
            values={{ count: comments.count }}
          />
        </a>
      </div>
      <ScriptNeeded>
        <FormattedMessage id="like.needsScript" defaultMessage="Liking needs JavaScript." />
      </ScriptNeeded>
      {children}
      {poll && (
        <div className={`${styles.block} no-print`} data-place="vote">
          <PollCard {...poll} />
        </div>
      )}
      <div className={`${styles.block} no-print`}>
        <CommentsSection id={commentsId} {...comments} />
      </div>
    </>
  );
}
